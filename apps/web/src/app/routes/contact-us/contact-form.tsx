import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { ContactValidation } from '@portal/contracts';
import type { TSubmitIssueRequest } from '@portal/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useSubmitIssue } from '../../../features/contact/api/submit-issue';
import { validateContactForm } from '../../../features/contact/utils/validate-contact-form';
import type { TContactField, TContactFieldError } from '../../../features/contact/utils/validate-contact-form';

type TContactFormProps = {
  coreService: string;
  initialName: string;
  initialEmail: string;
};

/** Name and email prefilled from the signed-in user; checked with the contract's schema before sending. */
export function ContactForm({ coreService, initialName, initialEmail }: TContactFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const submitIssue = useSubmitIssue(coreService);
  const initialValues: TSubmitIssueRequest = { name: initialName, email: initialEmail, subject: '', message: '' };
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<TContactField, TContactFieldError>>>({});

  const errorText = (field: TContactField) => {
    const error = errors[field];
    return error ? t(error.key, error.values ?? {}) : undefined;
  };
  const setField = (field: TContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContactForm(values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    submitIssue.mutate(result.data, {
      onSuccess: () => {
        showToast({ message: t('contact.sent'), kind: 'success' });
        setValues(initialValues);
      },
      onError: () => showToast({ message: t('contact.sendFailed'), kind: 'error' }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('contact.formLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('contact.name')}
          value={values.name}
          onChange={(event) => setField('name', event.currentTarget.value)}
          error={errorText('name')}
          maxLength={ContactValidation.maxNameLength}
          autoComplete="name"
          required
        />
        <TextInput
          type="email"
          label={t('contact.email')}
          value={values.email}
          onChange={(event) => setField('email', event.currentTarget.value)}
          error={errorText('email')}
          maxLength={ContactValidation.maxEmailLength}
          autoComplete="email"
          required
        />
        <TextInput
          label={t('contact.subject')}
          value={values.subject}
          onChange={(event) => setField('subject', event.currentTarget.value)}
          error={errorText('subject')}
          maxLength={ContactValidation.maxSubjectLength}
          required
        />
        <Textarea
          label={t('contact.message')}
          value={values.message}
          onChange={(event) => setField('message', event.currentTarget.value)}
          error={errorText('message')}
          maxLength={ContactValidation.maxMessageLength}
          rows={5}
          required
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
