import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DURATION_TYPES,
  issuesToFieldErrors,
  ResourceValidation,
  ZCreateResourceRequestSchema,
  ZUpdateResourceRequestSchema,
} from '@portal/contracts';
import type { TCategory, TDurationType, TResource } from '@portal/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import {
  contractValidator,
  errorsWithout,
  formLevelErrors,
  errorUnder,
  isPathUnder,
  serverFieldErrors,
  useFormErrorTranslator,
} from '../../../lib/form';
import type { TPlacedErrors } from '../../../lib/form';
import {
  useDeleteResource,
  useRemoveResourceThumbnail,
  useSaveResource,
  useSetResourcePublished,
  validateResource,
} from '../api/admin-resources';
import { useTenantCategories } from '../api/get-categories';
import { useResource } from '../api/get-resource';
import { DURATION_TYPE_LABELS, RESOURCE_STATUS_COLORS, RESOURCE_STATUS_LABELS } from '../utils/labels';
import { usePageLocale } from '../../../lib/page-locale';
import { draftFromResource, emptyResourceDraft, newAssetDraft, requestFromDraft } from '../utils/resource-draft';
import type { TAssetDraft, TResourceDraft } from '../utils/resource-draft';
import { AssetEditor } from './asset-editor';
import { ConfirmDialog } from './confirm-dialog';
import { FormMessages } from './form-messages';
import { ErrorState, LoadingState } from './query-state';
import { ThumbnailField } from './thumbnail-field';

/** Request paths an input shows (with what is below them); the others are listed above the buttons. */
const PLACED_FIELDS = [
  'texts',
  'thumbnailMediaId',
  'durationValue',
  'durationType',
  'effectiveDate',
  'expiryDate',
  'categoryIds',
  'assets',
];

function editorFieldOf(path: string): string | undefined {
  return PLACED_FIELDS.some((field) => isPathUnder(path, field)) ? path : undefined;
}

function isDurationType(value: string | null): value is TDurationType {
  return value !== null && (DURATION_TYPES as readonly string[]).includes(value);
}

function categoryOptions(categories: readonly TCategory[]) {
  const names = new Map(categories.map((category) => [category.categoryId, category.name]));
  return categories.map((category) => ({
    value: String(category.categoryId),
    label:
      category.parentCategoryId === null
        ? category.name
        : `${names.get(category.parentCategoryId) ?? ''} › ${category.name}`,
  }));
}

type TResourceEditorProps = {
  serviceUrl: string;
  /** Undefined for a new resource. */
  resourceId: number | undefined;
  onSaved: (resource: TResource, isNew: boolean) => void;
  onDeleted: () => void;
  onCancel: () => void;
};

type TEditorFormProps = Omit<TResourceEditorProps, 'resourceId'> & { saved: TResource | undefined };

function EditorForm({ serviceUrl, saved, onSaved, onDeleted, onCancel }: TEditorFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const locale = usePageLocale();
  const categories = useTenantCategories(serviceUrl, locale);
  const save = useSaveResource(serviceUrl);
  const setPublished = useSetResourcePublished(serviceUrl);
  const deleteResource = useDeleteResource(serviceUrl);
  const removeThumbnail = useRemoveResourceThumbnail(serviceUrl);
  const translator = useFormErrorTranslator({ fieldOf: editorFieldOf });
  // Errors stay keyed by the request's paths (`assets.0.url`), as the schema and the server name them.
  const form = useForm<TResourceDraft>({
    initialValues: saved ? draftFromResource(saved) : emptyResourceDraft(),
    validate: contractValidator(
      saved ? ZUpdateResourceRequestSchema : ZCreateResourceRequestSchema,
      requestFromDraft,
      translator,
    ),
    // A change clears the errors of the request paths it touches (`change`), not of the draft's.
    clearInputErrorOnChange: false,
  });
  const draft = form.values;
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(requestFromDraft(form.values)));
  const [otherTexts, setOtherTexts] = useState<string[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const isNew = saved === undefined;
  const isDirty = JSON.stringify(requestFromDraft(draft)) !== savedJson;
  const errorOf = (field: string, withNested = false) => {
    if (withNested) {
      return errorUnder(form.errors, field);
    }
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };
  const change = (update: Partial<TResourceDraft>, clears: readonly string[] = []) => {
    form.setValues(update);
    if (clears.length > 0) {
      form.setErrors((current) => errorsWithout(current, clears));
    }
  };
  const changeAsset = (key: string, update: (asset: TAssetDraft) => TAssetDraft) =>
    form.setValues((current) => ({
      assets: (current.assets ?? []).map((asset) => (asset.key === key ? update(asset) : asset)),
    }));
  const moveAsset = (index: number, offset: -1 | 1) =>
    form.setValues((current) => {
      const assets = [...(current.assets ?? [])];
      const [moved] = assets.splice(index, 1);
      if (moved) {
        assets.splice(index + offset, 0, moved);
      }
      return { assets };
    });

  const showInvalid = (placed: TPlacedErrors) => {
    form.setErrors(placed.fields);
    setOtherTexts(placed.other);
    showToast({ kind: 'error', message: t('resources.form.invalid') });
    // The summary and the fields' messages are read from the top.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  // Built in the handler: the callbacks focus the summary through its ref, never during render.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      async (values) => {
        const request = requestFromDraft(values);
        setIsChecking(true);
        try {
          const result = await validateResource(serviceUrl, {
            ...request,
            ...(saved ? { resourceId: saved.resourceId } : {}),
          });
          if (!result.isValid) {
            showInvalid(translator.translate(issuesToFieldErrors(result.errors), 'server'));
            return;
          }
          const resource = await save.mutateAsync({ resourceId: saved?.resourceId, request });
          form.clearErrors();
          setOtherTexts([]);
          setSavedJson(JSON.stringify(request));
          showToast({ kind: 'success', message: t('resources.form.saved') });
          onSaved(resource, isNew);
        } catch (error) {
          const placed = serverFieldErrors(error, translator);
          if (placed) {
            showInvalid(placed);
            return;
          }
          showToast({ kind: 'error', message: t('resources.form.saveFailed') });
        } finally {
          setIsChecking(false);
        }
      },
      () => {
        setOtherTexts([]);
        showToast({ kind: 'error', message: t('resources.form.invalid') });
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
    )(event);

  const onRemoveThumbnail = () => {
    // A saved thumbnail of an unchanged form goes at once (RemoveThumbnail); otherwise it is only
    // dropped from the form, and the next save removes it without losing the other changes.
    if (!isDirty && saved?.thumbnailMediaId && saved.thumbnailMediaId === draft.thumbnail?.mediaId) {
      removeThumbnail.mutate(saved.resourceId, {
        onSuccess: () => {
          change({ thumbnail: null }, ['thumbnailMediaId']);
          showToast({ kind: 'success', message: t('resources.form.thumbnailRemoved') });
        },
        onError: () => showToast({ kind: 'error', message: t('resources.admin.actionFailed') }),
      });
      return;
    }
    change({ thumbnail: null }, ['thumbnailMediaId']);
  };

  const onTogglePublished = () => {
    if (!saved) {
      return;
    }
    const isPublished = saved.status !== 'PUBLISHED';
    setPublished.mutate(
      { resourceId: saved.resourceId, isPublished },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: isPublished
              ? t('resources.admin.publishedToast', { title: saved.title })
              : t('resources.admin.unpublishedToast', { title: saved.title }),
          }),
        onError: () => showToast({ kind: 'error', message: t('resources.admin.actionFailed') }),
      },
    );
  };

  const onDelete = () => {
    if (!saved) {
      return;
    }
    deleteResource.mutate(saved.resourceId, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('resources.admin.deletedToast', { title: saved.title }) });
        setIsDeleteOpen(false);
        onDeleted();
      },
      onError: () => showToast({ kind: 'error', message: t('resources.admin.actionFailed') }),
    });
  };

  const hasErrors = otherTexts.length > 0 || Object.keys(form.errors).length > 0;
  const assetsError = errorOf('assets');

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="resource-editor-heading">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1} id="resource-editor-heading">
            {isNew ? t('resources.form.newHeading') : t('resources.form.editHeading', { title: saved.title })}
          </Title>
          {saved ? (
            <Badge color={RESOURCE_STATUS_COLORS[saved.status]} size="lg" variant="outline">
              {t(RESOURCE_STATUS_LABELS[saved.status])}
            </Badge>
          ) : null}
        </Group>
        <div ref={summaryRef} tabIndex={-1}>
          {hasErrors ? (
            <Alert color="red" title={t('resources.form.fixErrors')}>
              {t('resources.form.fixErrorsHint')}
            </Alert>
          ) : null}
        </div>
        <Fieldset legend={t('resources.form.textsEn')} lang="en">
          <Stack gap="sm">
            <TextInput
              label={t('resources.form.title')}
              value={draft.titleEn}
              onChange={(event) => change({ titleEn: event.currentTarget.value }, ['texts'])}
              maxLength={ResourceValidation.maxTitleLength}
              error={errorOf('texts', true)}
            />
            <Textarea
              label={t('resources.form.description')}
              value={draft.descriptionEn}
              onChange={(event) => change({ descriptionEn: event.currentTarget.value })}
              maxLength={ResourceValidation.maxDescriptionLength}
              rows={4}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('resources.form.textsFr')} lang="fr-CA">
          <Stack gap="sm">
            <TextInput
              label={t('resources.form.title')}
              value={draft.titleFr}
              onChange={(event) => change({ titleFr: event.currentTarget.value }, ['texts'])}
              maxLength={ResourceValidation.maxTitleLength}
            />
            <Textarea
              label={t('resources.form.description')}
              value={draft.descriptionFr}
              onChange={(event) => change({ descriptionFr: event.currentTarget.value })}
              maxLength={ResourceValidation.maxDescriptionLength}
              rows={4}
            />
          </Stack>
        </Fieldset>
        <ThumbnailField
          mediaId={draft.thumbnail?.mediaId ?? null}
          error={errorOf('thumbnailMediaId')}
          isRemoving={removeThumbnail.isPending}
          onUploaded={(file) => change({ thumbnail: { mediaId: file.mediaId } }, ['thumbnailMediaId'])}
          onRemove={onRemoveThumbnail}
        />
        <MultiSelect
          label={t('resources.form.categories')}
          data={categoryOptions(categories.data ?? [])}
          value={draft.categoryIds.map(String)}
          onChange={(values) => change({ categoryIds: values.map(Number) }, ['categoryIds'])}
          error={errorOf('categoryIds', true)}
          searchable
          maxValues={ResourceValidation.maxCategoriesPerResource}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('resources.form.durationValue')}
            value={draft.durationValue ?? ''}
            onChange={(value) =>
              change({ durationValue: typeof value === 'number' ? value : null }, ['durationValue', 'durationType'])
            }
            min={1}
            max={ResourceValidation.maxDurationValue}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf('durationValue')}
          />
          <NativeSelect
            label={t('resources.form.durationType')}
            data={[
              { value: '', label: t('resources.form.noDurationType') },
              ...DURATION_TYPES.map((type) => ({ value: type, label: t(DURATION_TYPE_LABELS[type]) })),
            ]}
            value={draft.durationType ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change({ durationType: isDurationType(value) ? value : null }, ['durationValue', 'durationType']);
            }}
            error={errorOf('durationType')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('resources.form.effectiveDate')}
            description={t('resources.form.effectiveHint')}
            value={draft.effectiveDate}
            onChange={(event) => change({ effectiveDate: event.currentTarget.value }, ['effectiveDate', 'expiryDate'])}
            error={errorOf('effectiveDate')}
          />
          <TextInput
            type="date"
            label={t('resources.form.expiryDate')}
            value={draft.expiryDate}
            onChange={(event) => change({ expiryDate: event.currentTarget.value }, ['expiryDate'])}
            error={errorOf('expiryDate')}
          />
        </Group>
        <Group>
          <Checkbox
            label={t('resources.form.featured')}
            checked={draft.isFeatured}
            onChange={(event) => change({ isFeatured: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('resources.form.electrified')}
            checked={draft.isElectrified}
            onChange={(event) => change({ isElectrified: event.currentTarget.checked })}
          />
        </Group>
        <Stack gap="sm" component="section" aria-labelledby="resource-editor-assets">
          <Title order={2} size="h3" id="resource-editor-assets">
            {t('resources.form.assets')}
          </Title>
          {assetsError ? (
            <Text size="sm" c="red">
              {assetsError}
            </Text>
          ) : null}
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {draft.assets.map((asset, index) => (
              <AssetEditor
                key={asset.key}
                asset={asset}
                index={index}
                count={draft.assets.length}
                errorOf={errorOf}
                onChange={(update) => changeAsset(asset.key, update)}
                onRemove={() =>
                  form.setValues((current) => ({
                    assets: (current.assets ?? []).filter((entry) => entry.key !== asset.key),
                  }))
                }
                onMove={(offset) => moveAsset(index, offset)}
              />
            ))}
          </Stack>
          <Group>
            <Button
              variant="default"
              disabled={draft.assets.length >= ResourceValidation.maxAssetsPerResource}
              onClick={() => change({ assets: [...draft.assets, newAssetDraft()] }, ['assets'])}
            >
              {t('resources.form.addAsset')}
            </Button>
          </Group>
        </Stack>
        <FormMessages texts={[...otherTexts, ...formLevelErrors(form.errors)]} />
        <Group justify="space-between">
          <Group>
            {saved ? (
              <>
                <Button
                  variant="default"
                  onClick={onTogglePublished}
                  loading={setPublished.isPending}
                  disabled={isDirty}
                  title={isDirty ? t('resources.form.saveFirst') : undefined}
                >
                  {saved.status === 'PUBLISHED' ? t('resources.admin.unpublish') : t('resources.admin.publish')}
                </Button>
                <Button variant="outline" color="red.9" onClick={() => setIsDeleteOpen(true)}>
                  {t('resources.admin.delete')}
                </Button>
              </>
            ) : null}
          </Group>
          <Group>
            <Button variant="default" onClick={onCancel}>
              {t('resources.form.back')}
            </Button>
            <Button type="submit" loading={isChecking || save.isPending}>
              {t('resources.form.save')}
            </Button>
          </Group>
        </Group>
        {saved && isDirty ? (
          <Text size="sm" c="dimmed">
            {t('resources.form.saveFirst')}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t('resources.admin.deleteTitle')}
        message={t('resources.admin.deleteMessage', { title: saved?.title ?? '' })}
        confirmLabel={t('resources.admin.delete')}
        isPending={deleteResource.isPending}
        onConfirm={onDelete}
        onCancel={() => setIsDeleteOpen(false)}
      />
    </form>
  );
}

/** Create or edit a resource: both languages, categories, duration, dates, thumbnail and assets. */
export function ResourceEditor({ serviceUrl, resourceId, onSaved, onDeleted, onCancel }: TResourceEditorProps) {
  const locale = usePageLocale();
  const { t } = useTranslation();
  const resource = useResource(serviceUrl, resourceId ?? 0, locale, resourceId !== undefined);
  if (resourceId === undefined) {
    return (
      <EditorForm
        serviceUrl={serviceUrl}
        saved={undefined}
        onSaved={onSaved}
        onDeleted={onDeleted}
        onCancel={onCancel}
      />
    );
  }
  if (resource.isPending) {
    return <LoadingState />;
  }
  if (resource.isError) {
    if (resource.error instanceof ApiError && resource.error.status === 404) {
      return <Alert color="yellow">{t('resources.detail.notFound')}</Alert>;
    }
    return <ErrorState onRetry={() => void resource.refetch()} />;
  }
  // Keyed by the saved version: after a save or a status change the form starts from the server's answer.
  return (
    <EditorForm
      key={`${resource.data.resourceId}:${resource.data.modifiedDate}:${resource.data.status}`}
      serviceUrl={serviceUrl}
      saved={resource.data}
      onSaved={onSaved}
      onDeleted={onDeleted}
      onCancel={onCancel}
    />
  );
}
