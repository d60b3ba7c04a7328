import '@mantine/dates/styles.layer.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  TenantNotificationValidation,
  ZPublishPolicyVersionRequestSchema,
  type TLocaleCode,
  type TPublishPolicyVersionRequest,
  type TTenantNotificationType,
} from '@portal/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import {
  contractValidator,
  formLevelErrors,
  serverFieldErrors,
  useFormErrorTranslator,
  type TFieldMessage,
} from '../../../lib/form';

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
    ...(values.when === 'later'
      ? { effectiveFrom: values.effectiveFrom ? dayjs(values.effectiveFrom).toISOString() : '' }
      : {}),
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
          <DatesProvider settings={{ locale: pageLocale.toLowerCase() }}>
            <DateTimePicker
              label={t('admin.policies.field.effectiveFrom')}
              valueFormat="LLL"
              minDate={new Date()}
              timePickerProps={{
                hoursInputLabel: t('admin.policies.field.hours'),
                minutesInputLabel: t('admin.policies.field.minutes'),
              }}
              submitButtonProps={{ 'aria-label': t('admin.policies.field.confirmTime') }}
              {...form.getInputProps('effectiveFrom')}
            />
          </DatesProvider>
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
