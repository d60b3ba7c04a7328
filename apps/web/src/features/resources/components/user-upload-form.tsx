import { Button, Group, MultiSelect, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { ASSET_TYPE_RULES, ResourceValidation, SUPPORTED_LOCALES, matchSupportedLocale } from '@portal/contracts';
import type { TAssetTypeCode, TCategory, TLocaleCode, TUpdateUserAssetRequest } from '@portal/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';
import { useSaveUserAsset, useUserAssetTypes, validateUserAsset } from '../api/user-assets';
import { formatFileSize, fromDateInputValue } from '../utils/format';
import { acceptOf } from '../../../lib/media-files';
import { usePageLocale } from '../../../lib/page-locale';
import type { TUploadedFile } from '../utils/resource-media';
import {
  fieldError,
  fieldMessagesFromIssues,
  fieldMessagesFromProblem,
  localMessage,
  unplacedMessages,
  withoutFields,
} from '../utils/validation-messages';
import type { TFieldMessages } from '../utils/validation-messages';
import { FileChooser } from './file-chooser';
import { FormMessages } from './form-messages';
import { ErrorState, LoadingState } from './query-state';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

const LOCALE_LABELS: Record<TLocaleCode, TMessageKey> = {
  en: 'resources.locale.en',
  'fr-CA': 'resources.locale.fr-CA',
};

const PLACED_FIELDS = [
  'assetTypeCode',
  'title',
  'description',
  'locale',
  'url',
  'mediaId',
  'categoryIds',
  'effectiveDate',
  'expiryDate',
];

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
  const { t, i18n } = useTranslation();
  const { showToast } = useToast();
  const pageLocale = usePageLocale();
  const assetTypes = useUserAssetTypes(serviceUrl);
  const save = useSaveUserAsset(serviceUrl);
  const [assetTypeCode, setAssetTypeCode] = useState<TAssetTypeCode | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [locale, setLocale] = useState<TLocaleCode>(pageLocale);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [effectiveDate, setEffectiveDate] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [messages, setMessages] = useState<TFieldMessages>({});
  const [isChecking, setIsChecking] = useState(false);

  const selectedType = assetTypeCode ?? assetTypes.data?.[0]?.assetTypeCode ?? null;
  const rule = selectedType ? ASSET_TYPE_RULES[selectedType] : undefined;
  const uploads = useFileUploads({
    kinds: rule?.mediaKinds ?? [],
    onUploaded: (uploaded) => {
      setFile(uploaded);
      setMessages((current) => withoutFields(current, ['mediaId']));
    },
  });

  if (assetTypes.isPending) {
    return <LoadingState />;
  }
  if (assetTypes.isError) {
    return <ErrorState onRetry={() => void assetTypes.refetch()} />;
  }

  const errorOf = (field: string, withNested = false) => fieldError(t, i18n, messages, field, withNested);
  const clearError = (field: string) => setMessages((current) => withoutFields(current, [field]));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selectedType) {
      return;
    }
    const request: TUpdateUserAssetRequest = {
      assetTypeCode: selectedType,
      title: title.trim(),
      description: description.trim() === '' ? null : description.trim(),
      locale,
      url: rule?.url === 'forbidden' || url.trim() === '' ? null : url.trim(),
      mediaId: rule?.attachments === 'forbidden' ? null : (file?.mediaId ?? null),
      categoryIds: categoryIds.map(Number),
      effectiveDate: fromDateInputValue(effectiveDate),
      expiryDate: fromDateInputValue(expiryDate),
      reviewComment: null,
    };
    if (request.title === '') {
      setMessages({ title: [localMessage('resources.upload.titleRequired')] });
      return;
    }
    setIsChecking(true);
    try {
      const result = await validateUserAsset(serviceUrl, request);
      if (!result.isValid) {
        setMessages(fieldMessagesFromIssues(result.errors));
        return;
      }
      await save.mutateAsync(request);
      showToast({ kind: 'success', message: t('resources.upload.sent') });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setMessages(fieldMessagesFromProblem(error.problem));
        return;
      }
      showToast({ kind: 'error', message: t('resources.upload.failed') });
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('resources.upload.formLabel')}>
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
            setAssetTypeCode(next?.assetTypeCode ?? null);
            setFile(null);
            clearError('assetTypeCode');
          }}
          error={errorOf('assetTypeCode')}
          required
        />
        <TextInput
          label={t('resources.upload.title')}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            clearError('title');
          }}
          maxLength={ResourceValidation.maxTitleLength}
          error={errorOf('title')}
          required
        />
        <Textarea
          label={t('resources.upload.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={ResourceValidation.maxDescriptionLength}
          error={errorOf('description')}
          rows={3}
        />
        <NativeSelect
          label={t('resources.upload.language')}
          data={SUPPORTED_LOCALES.map((code) => ({ value: code, label: t(LOCALE_LABELS[code]) }))}
          value={locale}
          onChange={(event) => setLocale(matchSupportedLocale(event.currentTarget.value) ?? pageLocale)}
          error={errorOf('locale')}
        />
        {rule && rule.url !== 'forbidden' ? (
          <TextInput
            type="url"
            label={t('resources.upload.url')}
            description={t('resources.form.urlHint')}
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              clearError('url');
            }}
            maxLength={ResourceValidation.maxUrlLength}
            error={errorOf('url')}
            required={rule.url === 'required'}
          />
        ) : null}
        {rule && rule.attachments !== 'forbidden' ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="user-upload-file-label">
              {t('resources.upload.file')}
            </Text>
            {file ? (
              <Group gap="sm">
                <Text size="sm">
                  {file.fileName} ({formatFileSize(file.sizeInBytes, pageLocale)})
                </Text>
                <Button size="compact-sm" variant="subtle" onClick={() => setFile(null)}>
                  {t('resources.upload.removeFile', { name: file.fileName })}
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
            {errorOf('mediaId') ? (
              <Text size="sm" c="red" role="alert">
                {errorOf('mediaId')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <MultiSelect
          label={t('resources.upload.categories')}
          data={categories.map((category) => ({ value: String(category.categoryId), label: category.name }))}
          value={categoryIds}
          onChange={setCategoryIds}
          error={errorOf('categoryIds', true)}
          searchable
        />
        <Group grow>
          <TextInput
            type="date"
            label={t('resources.form.effectiveDate')}
            value={effectiveDate}
            onChange={(event) => setEffectiveDate(event.currentTarget.value)}
            error={errorOf('effectiveDate')}
          />
          <TextInput
            type="date"
            label={t('resources.form.expiryDate')}
            description={t('resources.upload.expiryHint')}
            value={expiryDate}
            onChange={(event) => {
              setExpiryDate(event.currentTarget.value);
              clearError('expiryDate');
            }}
            error={errorOf('expiryDate')}
          />
        </Group>
        <FormMessages messages={unplacedMessages(messages, PLACED_FIELDS)} />
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
