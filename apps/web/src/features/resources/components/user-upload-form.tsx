import { Button, Group, MultiSelect, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ASSET_TYPE_RULES,
  issuesToFieldErrors,
  ResourceValidation,
  SUPPORTED_LOCALES,
  matchSupportedLocale,
  ZUpdateUserAssetRequestSchema,
} from '@portal/contracts';
import type { TAssetTypeCode, TCategory, TLocaleCode, TUpdateUserAssetRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import {
  contractValidator,
  errorUnder,
  formLevelErrors,
  isPathUnder,
  serverFieldErrors,
  useFormErrorTranslator,
} from '../../../lib/form';
import type { TFieldIssue, TFieldMessage, TPlacedErrors } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { useSaveUserAsset, useUserAssetTypes, validateUserAsset } from '../api/user-assets';
import { formatFileSize, fromDateInputValue } from '../utils/format';
import { acceptOf } from '../../../lib/media-files';
import { usePageLocale } from '../../../lib/page-locale';
import type { TUploadedFile } from '../utils/resource-media';
import { FileChooser } from './file-chooser';
import { FormMessages } from './form-messages';
import { ErrorState, LoadingState } from './query-state';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

const LOCALE_LABELS: Record<TLocaleCode, TMessageKey> = {
  en: 'resources.locale.en',
  'fr-CA': 'resources.locale.fr-CA',
};

type TUploadValues = {
  /** Null until the person picks one: the first type offered. */
  assetTypeCode: TAssetTypeCode | null;
  title: string;
  description: string;
  locale: TLocaleCode;
  url: string;
  file: TUploadedFile | null;
  categoryIds: string[];
  /** `YYYY-MM-DD` of the date inputs; '' for none. */
  effectiveDate: string;
  expiryDate: string;
};

const SHOWN_FIELDS = [
  'assetTypeCode',
  'title',
  'description',
  'locale',
  'url',
  'categoryIds',
  'effectiveDate',
  'expiryDate',
] as const;

/** The form field of a request path: the file stands for `mediaId`; undefined for paths no input shows. */
function uploadFieldOf(path: string): string | undefined {
  if (path === 'mediaId') {
    return 'file';
  }
  return SHOWN_FIELDS.find((field) => isPathUnder(path, field));
}

function uploadMessageOf({ field, max }: TFieldIssue): TFieldMessage {
  return field === 'title' && max === undefined ? { key: 'resources.upload.titleRequired' } : undefined;
}

type TUserUploadFormProps = {
  serviceUrl: string;
  categories: readonly TCategory[];
  onDone: () => void;
  onCancel: () => void;
};

/**
 * A learner's own resource (spec section 4 "User asset"): saved as Pending until a reviewer
 * decides. The file goes to the media service as soon as it is chosen, with its progress bar.
 */
export function UserUploadForm({ serviceUrl, categories, onDone, onCancel }: TUserUploadFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const pageLocale = usePageLocale();
  const assetTypes = useUserAssetTypes(serviceUrl);
  const save = useSaveUserAsset(serviceUrl);
  const [otherTexts, setOtherTexts] = useState<string[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const translator = useFormErrorTranslator({ fieldOf: uploadFieldOf, messageOf: uploadMessageOf });
  const typeOf = (values: TUploadValues) => values.assetTypeCode ?? assetTypes.data?.[0]?.assetTypeCode ?? null;
  const toRequest = (values: TUploadValues) => {
    const type = typeOf(values);
    const typeRule = type ? ASSET_TYPE_RULES[type] : undefined;
    return {
      // No type at all (none offered) is for the schema to refuse.
      assetTypeCode: type ?? '',
      title: values.title,
      description: values.description.trim() === '' ? null : values.description,
      locale: values.locale,
      url: typeRule?.url === 'forbidden' || values.url.trim() === '' ? null : values.url,
      mediaId: typeRule?.attachments === 'forbidden' ? null : (values.file?.mediaId ?? null),
      categoryIds: values.categoryIds.map(Number),
      effectiveDate: fromDateInputValue(values.effectiveDate),
      expiryDate: fromDateInputValue(values.expiryDate),
      reviewComment: null,
    };
  };
  const form = useForm<TUploadValues>({
    initialValues: {
      assetTypeCode: null,
      title: '',
      description: '',
      locale: pageLocale,
      url: '',
      file: null,
      categoryIds: [],
      effectiveDate: '',
      expiryDate: '',
    },
    validate: contractValidator(ZUpdateUserAssetRequestSchema, toRequest, translator),
  });
  const { values } = form;
  const selectedType = typeOf(values);
  const rule = selectedType ? ASSET_TYPE_RULES[selectedType] : undefined;
  const uploads = useFileUploads({
    kinds: rule?.mediaKinds ?? [],
    onUploaded: (uploaded) => form.setFieldValue('file', uploaded),
  });

  if (assetTypes.isPending) {
    return <LoadingState />;
  }
  if (assetTypes.isError) {
    return <ErrorState onRetry={() => void assetTypes.refetch()} />;
  }

  const showPlaced = (placed: TPlacedErrors) => {
    form.setErrors(placed.fields);
    setOtherTexts(placed.other);
  };

  const onSubmit = form.onSubmit(
    async (formValues) => {
      const request: TUpdateUserAssetRequest = ZUpdateUserAssetRequestSchema.parse(toRequest(formValues));
      setOtherTexts([]);
      setIsChecking(true);
      try {
        const result = await validateUserAsset(serviceUrl, request);
        if (!result.isValid) {
          showPlaced(translator.translate(issuesToFieldErrors(result.errors), 'server'));
          return;
        }
        await save.mutateAsync(request);
        showToast({ kind: 'success', message: t('resources.upload.sent') });
        onDone();
      } catch (error) {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          showPlaced(placed);
          return;
        }
        showToast({ kind: 'error', message: t('resources.upload.failed') });
      } finally {
        setIsChecking(false);
      }
    },
    () => setOtherTexts([]),
  );
  const fileError = errorUnder(form.errors, 'file');

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('resources.upload.formLabel')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('resources.upload.type')}
          data={(assetTypes.data ?? []).map((type) => ({
            value: type.assetTypeCode,
            label: pageLocale === 'fr-CA' ? type.nameFr : type.nameEn,
          }))}
          value={selectedType ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const next = (assetTypes.data ?? []).find((type) => type.assetTypeCode === value);
            form.setFieldValue('assetTypeCode', next?.assetTypeCode ?? null);
            form.setFieldValue('file', null);
          }}
          error={form.errors.assetTypeCode}
          required
        />
        <TextInput
          label={t('resources.upload.title')}
          maxLength={ResourceValidation.maxTitleLength}
          {...form.getInputProps('title')}
          required
        />
        <Textarea
          label={t('resources.upload.description')}
          maxLength={ResourceValidation.maxDescriptionLength}
          {...form.getInputProps('description')}
          rows={3}
        />
        <NativeSelect
          label={t('resources.upload.language')}
          data={SUPPORTED_LOCALES.map((code) => ({ value: code, label: t(LOCALE_LABELS[code]) }))}
          value={values.locale}
          onChange={(event) =>
            form.setFieldValue('locale', matchSupportedLocale(event.currentTarget.value) ?? pageLocale)
          }
          error={form.errors.locale}
        />
        {rule && rule.url !== 'forbidden' ? (
          <TextInput
            type="url"
            label={t('resources.upload.url')}
            description={t('resources.form.urlHint')}
            maxLength={ResourceValidation.maxUrlLength}
            {...form.getInputProps('url')}
            required={rule.url === 'required'}
          />
        ) : null}
        {rule && rule.attachments !== 'forbidden' ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="user-upload-file-label">
              {t('resources.upload.file')}
            </Text>
            {values.file ? (
              <Group gap="sm">
                <Text size="sm">
                  {values.file.fileName} ({formatFileSize(values.file.sizeInBytes, pageLocale)})
                </Text>
                <Button size="compact-sm" variant="subtle" onClick={() => form.setFieldValue('file', null)}>
                  {t('resources.upload.removeFile', { name: values.file.fileName })}
                </Button>
              </Group>
            ) : (
              <FileChooser
                accept={acceptOf(rule.mediaKinds)}
                label={t('resources.upload.chooseFile')}
                onFiles={(files) => uploads.start(files.slice(0, 1))}
                disabled={uploads.isUploading}
              />
            )}
            <UploadProgressList rows={uploads.rows} onCancel={uploads.cancel} />
            {fileError ? (
              <Text size="sm" c="red" role="alert">
                {fileError}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <MultiSelect
          label={t('resources.upload.categories')}
          data={categories.map((category) => ({ value: String(category.categoryId), label: category.name }))}
          value={values.categoryIds}
          onChange={(categoryIds) => form.setFieldValue('categoryIds', categoryIds)}
          error={errorUnder(form.errors, 'categoryIds')}
          searchable
        />
        <Group grow>
          <TextInput type="date" label={t('resources.form.effectiveDate')} {...form.getInputProps('effectiveDate')} />
          <TextInput
            type="date"
            label={t('resources.form.expiryDate')}
            description={t('resources.upload.expiryHint')}
            {...form.getInputProps('expiryDate')}
          />
        </Group>
        <FormMessages texts={[...otherTexts, ...formLevelErrors(form.errors)]} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('resources.form.cancel')}
          </Button>
          <Button type="submit" loading={isChecking || save.isPending} disabled={uploads.isUploading}>
            {t('resources.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
