import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ARTICLE_AUDIENCE_KINDS,
  ARTICLE_STATUSES,
  newsMessageKeyOf,
  NewsValidation,
  ZSaveArticleRequestSchema,
} from '@portal/contracts';
import type { TAdminArticle, TArticleTopic, TJobRole, TLocation, TSaveArticleRequest } from '@portal/contracts';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import type { TDurationTypeItem } from '../api/news-admin';
import { ARTICLE_LOCALES, articleFieldOf, toArticleRequest, valuesOfArticle } from '../utils/article-form-values';
import type { TArticleFormValues } from '../utils/article-form-values';
import { ArticleScheduleFields } from './article-schedule-fields';

// Tiptap and ProseMirror (about 130 KB compressed) load on their own: the rest of the form is
// usable while they arrive, and no other page carries them.
const RichTextField = lazyWhenOnline(async () => ({ default: (await import('./rich-text-field')).RichTextField }));

/** The editor's room while Tiptap loads. */
function EditorSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton h={240} radius="sm" />
    </div>
  );
}

export type TCoverFieldProps = {
  mediaId: string | null;
  error: string | undefined;
  onChange: (mediaId: string | null) => void;
};

type TArticleFormProps = {
  article: TAdminArticle | null;
  locale: string;
  topics: readonly TArticleTopic[];
  durationTypes: readonly TDurationTypeItem[];
  jobRoles: readonly TJobRole[];
  locations: readonly TLocation[];
  /** The cover image's upload field (the app composes it from the media service). */
  renderCover: (props: TCoverFieldProps) => ReactNode;
  isPending: boolean;
  onPreview: (values: TArticleFormValues) => void;
  onSubmit: (request: TSaveArticleRequest, onServerError: (error: unknown) => boolean) => void;
};

/**
 * An article: its text in English and in French (title, summary, rich-text body), cover, topics,
 * reading time, audience, schedule and pin. Validated by the contract the server validates with.
 */
export function ArticleForm(props: TArticleFormProps) {
  const { article, locale, topics, durationTypes, jobRoles, locations, renderCover, isPending } = props;
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf: articleFieldOf,
    messageOf: ({ text }) => {
      const key = newsMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TArticleFormValues>({
    initialValues: valuesOfArticle(article),
    validate: contractValidator(ZSaveArticleRequestSchema, toArticleRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    props.onSubmit(toArticleRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const formErrors = formLevelErrors(form.errors);
  const audienceKind = form.values.audienceKind;
  const audienceChoices =
    audienceKind === 'LOCATION'
      ? locations.map((location) => ({ value: String(location.locationId), label: location.name }))
      : jobRoles.map((role) => ({ value: role.code, label: role.name }));
  const languageName = (code: (typeof ARTICLE_LOCALES)[number]) => t(`newsAdmin.form.language.${code}`);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" component="fieldset" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" component="legend" px={4}>
            {t('newsAdmin.form.texts')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('newsAdmin.form.textsHint')}
          </Text>
          <Tabs defaultValue="en" keepMounted>
            <Tabs.List>
              {ARTICLE_LOCALES.map((code) => (
                <Tabs.Tab key={code} value={code}>
                  {languageName(code)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {ARTICLE_LOCALES.map((code) => (
              <Tabs.Panel key={code} value={code} pt="md">
                <Stack gap="sm">
                  <TextInput
                    label={t('newsAdmin.form.title', { language: languageName(code) })}
                    lang={code}
                    maxLength={NewsValidation.maxTitleLength}
                    {...form.getInputProps(`texts.${code}.title`)}
                  />
                  <Textarea
                    label={t('newsAdmin.form.summary', { language: languageName(code) })}
                    lang={code}
                    rows={3}
                    maxLength={NewsValidation.maxSummaryLength}
                    {...form.getInputProps(`texts.${code}.summary`)}
                  />
                  <Suspense fallback={<EditorSkeleton label={t('newsAdmin.form.editorLoading')} />}>
                    <RichTextField
                      label={t('newsAdmin.form.body', { language: languageName(code) })}
                      lang={code}
                      value={form.values.texts[code].bodyHtml}
                      onChange={(html) => form.setFieldValue(`texts.${code}.bodyHtml`, html)}
                      error={form.errors[`texts.${code}.bodyHtml`] as string | undefined}
                    />
                  </Suspense>
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>

        {renderCover({
          mediaId: form.values.coverMediaId,
          error: form.errors.coverMediaId as string | undefined,
          onChange: (mediaId) => form.setFieldValue('coverMediaId', mediaId),
        })}

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('newsAdmin.form.topics')}
            searchable
            data={topics.map((topic) => ({ value: String(topic.topicId), label: topic.name }))}
            maxValues={NewsValidation.maxTopicsPerArticle}
            nothingFoundMessage={t('dropdown.empty')}
            {...form.getInputProps('topicIds')}
          />
          <Group align="flex-start" grow>
            <NumberInput
              label={t('newsAdmin.form.readingTime')}
              description={t('newsAdmin.form.readingTimeHint')}
              min={1}
              max={NewsValidation.maxReadingTimeValue}
              allowDecimal={false}
              {...form.getInputProps('readingTimeValue')}
            />
            <Select
              label={t('newsAdmin.form.readingTimeUnit')}
              data={durationTypes.map((type) => ({ value: type.durationTypeCode, label: type.name }))}
              clearable
              {...form.getInputProps('readingTimeType')}
            />
          </Group>
        </SimpleGrid>

        <Stack gap="xs" role="group" aria-labelledby="news-audience-label">
          <Text size="sm" fw={500} id="news-audience-label">
            {t('newsAdmin.form.audience')}
          </Text>
          <SegmentedControl
            data={ARTICLE_AUDIENCE_KINDS.map((kind) => ({ value: kind, label: t(`newsAdmin.audience.${kind}`) }))}
            value={audienceKind}
            onChange={(kind) => {
              form.setFieldValue('audienceKind', kind);
              form.setFieldValue('audienceCodes', []);
            }}
          />
          {audienceKind === 'ALL' ? null : (
            <MultiSelect
              label={t(audienceKind === 'LOCATION' ? 'audience.locations' : 'audience.jobRoles')}
              searchable
              data={audienceChoices}
              nothingFoundMessage={t('dropdown.empty')}
              {...form.getInputProps('audienceCodes')}
            />
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('newsAdmin.form.status')}
            description={t('newsAdmin.form.statusHint')}
            data={ARTICLE_STATUSES.map((status) => ({
              value: status,
              label: t(`newsAdmin.form.statusValue.${status}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <ArticleScheduleFields
            locale={locale}
            publishAt={form.getInputProps('publishAt')}
            expiresAt={form.getInputProps('expiresAt')}
          />
        </SimpleGrid>
        <Checkbox label={t('newsAdmin.form.pinned')} {...form.getInputProps('isPinned', { type: 'checkbox' })} />

        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isPending}>
            {t('newsAdmin.form.save')}
          </Button>
          <Button variant="default" onClick={() => props.onPreview(form.getValues())}>
            {t('newsAdmin.form.preview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
