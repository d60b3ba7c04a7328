import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContactValidation, ZSubmitIssueRequestSchema } from '@portal/contracts';
import type { TSubmitIssueRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useSubmitIssue } from '../../../features/contact/api/submit-issue';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TContactFormProps = {
  coreService: string;
  initialName: string;
  initialEmail: string;
};

const FIELD_KEYS: Record<string, TMessageKey> = {
  name: 'contact.error.nameRequired',
  email: 'contact.error.emailInvalid',
  subject: 'contact.error.subjectRequired',
  message: 'contact.error.messageRequired',
};

/** Name and email prefilled from the signed-in user; checked with the contract's schema before sending. */
export function ContactForm({ coreService, initialName, initialEmail }: TContactFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const submitIssue = useSubmitIssue(coreService);
  const translator = useFormErrorTranslator({
    // Too long keeps the generic words with the limit; any other problem of a field is its "required".
    messageOf: ({ field, max }): TFieldMessage => {
      const key = FIELD_KEYS[field];
      return max === undefined && key ? { key } : undefined;
    },
  });
  const form = useForm<TSubmitIssueRequest>({
    initialValues: { name: initialName, email: initialEmail, subject: '', message: '' },
    validate: contractValidator(ZSubmitIssueRequestSchema, (values: TSubmitIssueRequest) => values, translator),
  });

  const onSubmit = form.onSubmit((values) => {
    submitIssue.mutate(ZSubmitIssueRequestSchema.parse(values), {
      onSuccess: () => {
        showToast({ message: t('contact.sent'), kind: 'success' });
        form.reset();
      },
      onError: (error) => {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          form.setErrors(placed.fields);
          return;
        }
        showToast({ message: t('contact.sendFailed'), kind: 'error' });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('contact.formLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('contact.name')}
          maxLength={ContactValidation.maxNameLength}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          type="email"
          label={t('contact.email')}
          maxLength={ContactValidation.maxEmailLength}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('contact.subject')}
          maxLength={ContactValidation.maxSubjectLength}
          required
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('contact.message')}
          maxLength={ContactValidation.maxMessageLength}
          rows={5}
          required
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitIssue.isPending}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
