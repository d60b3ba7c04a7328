import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  TenantNotificationValidation,
  ZPublishPolicyVersionRequestSchema,
  type TLocaleCode,
  type TPublishPolicyVersionRequest,
  type TTenantNotificationType,
} from '@portal/contracts';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import {
  contractValidator,
  formLevelErrors,
  serverFieldErrors,
  useFormErrorTranslator,
  type TFieldMessage,
} from '../../../lib/form';
import { lazyWhenOnline } from '../../../lib/import-when-online';

// The date-time picker (with dayjs) loads only when a version is to come into force later.
const PolicyEffectiveFromField = lazyWhenOnline(async () => ({
  default: (await import('./policy-effective-from-field')).PolicyEffectiveFromField,
}));

export type TPolicyEditorProps = {
  label: string;
  lang: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
};

type TPolicyPublishValues = {
  version: string;
  title: string;
  when: 'now' | 'later';
  /** The DateTimePicker's local value ('YYYY-MM-DD HH:mm:ss'); used when `when` is 'later'. */
  effectiveFrom: string | null;
  htmlContent: string;
};

const EMPTY: TPolicyPublishValues = { version: '', title: '', when: 'now', effectiveFrom: null, htmlContent: '' };

function messageOf({ field, text }: { field: string; text: string }): TFieldMessage {
  if (text === 'Required') {
    return { key: 'admin.policies.error.required' };
  }
  if (field === 'effectiveFrom') {
    return { key: 'admin.policies.error.effectiveFrom' };
  }
  if (field === 'version' && /already exists/.test(text)) {
    return { key: 'admin.policies.error.versionTaken' };
  }
  if (field === 'version' && /^Letters/.test(text)) {
    return { key: 'admin.policies.error.versionFormat' };
  }
  return undefined;
}

/** The picker's local 'YYYY-MM-DD HH:mm:ss' as an ISO instant ('' when unreadable: the schema refuses it). */
function instantOf(pickerValue: string): string {
  const date = new Date(pickerValue.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** An empty editor's HTML (`<p></p>`) is no text. */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '';
}

type TPolicyPublishFormProps = {
  type: TTenantNotificationType;
  locale: TLocaleCode;
  /** The language of the page (the date picker's). */
  pageLocale: string;
  isPending: boolean;
  /** The rich-text editor, composed by the page (it is loaded in its own chunk). */
  renderEditor: (props: TPolicyEditorProps) => ReactNode;
  onSubmit: (
    request: TPublishPolicyVersionRequest,
    handlers: { onServerError: (error: unknown) => boolean; onPublished: () => void },
  ) => void;
};

/** "Publish a new version" of a policy in one language: label, title, when, text, preview. */
export function PolicyPublishForm(props: TPolicyPublishFormProps) {
  const { type, locale, pageLocale, isPending, renderEditor, onSubmit } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const translator = useFormErrorTranslator({ messageOf });
  const toRequest = (values: TPolicyPublishValues): TPublishPolicyVersionRequest => ({
    type,
    locale,
    version: values.version,
    title: values.title,
    htmlContent: hasText(values.htmlContent) ? values.htmlContent : '',
    ...(values.when === 'later' ? { effectiveFrom: values.effectiveFrom ? instantOf(values.effectiveFrom) : '' } : {}),
  });
  const form = useForm<TPolicyPublishValues>({
    initialValues: EMPTY,
    validate: contractValidator(ZPublishPolicyVersionRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toRequest(values), {
      onServerError: (error) => {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          form.setErrors(placed.fields);
          return true;
        }
        return false;
      },
      onPublished: () => form.reset(),
    }),
  );
  const formErrors = formLevelErrors(form.errors);

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('admin.policies.publish.title')}
        </Title>
        <Group grow align="flex-start">
          <TextInput
            label={t('admin.policies.field.version')}
            description={t('admin.policies.field.versionHint')}
            maxLength={TenantNotificationValidation.maxVersionLength}
            {...form.getInputProps('version')}
          />
          <TextInput
            label={t('admin.policies.field.title')}
            lang={locale}
            maxLength={TenantNotificationValidation.maxTitleLength}
            {...form.getInputProps('title')}
          />
        </Group>
        <Radio.Group label={t('admin.policies.field.when')} {...form.getInputProps('when')}>
          <Group mt="xs">
            <Radio value="now" label={t('admin.policies.field.now')} />
            <Radio value="later" label={t('admin.policies.field.later')} />
          </Group>
        </Radio.Group>
        {form.values.when === 'later' ? (
          <Suspense fallback={<BlockSkeleton label={t('admin.policies.field.effectiveFrom')} height={60} />}>
            <PolicyEffectiveFromField pageLocale={pageLocale} inputProps={form.getInputProps('effectiveFrom')} />
          </Suspense>
        ) : null}
        {renderEditor({
          label: t('admin.policies.field.text'),
          lang: locale,
          value: form.values.htmlContent,
          onChange: (html) => form.setFieldValue('htmlContent', html),
          error: form.errors.htmlContent as string | undefined,
        })}
        {formErrors.map((text) => (
          <Alert key={text} color="red">
            {text}
          </Alert>
        ))}
        <Group>
          <Button type="submit" loading={isPending}>
            {t('admin.policies.publish.submit')}
          </Button>
          <Button variant="default" onClick={() => setPreviewOpen(true)}>
            {t('admin.policies.publish.preview')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={isPreviewOpen}
        onClose={() => setPreviewOpen(false)}
        title={form.values.title.trim() || t('admin.policies.publish.previewUntitled')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('admin.policies.publish.previewClose') }}
      >
        <Stack gap="sm" lang={locale}>
          {hasText(form.values.htmlContent) ? (
            <SafeHtml html={form.values.htmlContent} />
          ) : (
            <Text c="dimmed">{t('admin.policies.publish.previewEmpty')}</Text>
          )}
          {form.values.version.trim() ? (
            <Text size="sm" c="dimmed">
              {t('admin.policies.publish.previewVersion', { version: form.values.version.trim() })}
            </Text>
          ) : null}
        </Stack>
      </Modal>
    </form>
  );
}
