import { Alert, Button, Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { eventMessageKeyOf, EventValidation, ZMessageRegistrantsRequestSchema } from '@portal/contracts';
import type { TMessageRegistrantsRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TMessageValues = { subject: string; body: string; includeWaiting: boolean };

type TMessageFormProps = {
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TMessageRegistrantsRequest, onServerError: (error: unknown) => boolean) => void;
};

const toRequest = (values: TMessageValues): TMessageRegistrantsRequest => values;

/** A message to the people seated in a session (and, if chosen, those waiting). */
export function MessageForm({ isPending, onCancel, onSubmit }: TMessageFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = eventMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TMessageValues>({
    initialValues: { subject: '', body: '', includeWaiting: false },
    validate: contractValidator(ZMessageRegistrantsRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('eventsAdmin.message.subject')}
          required
          maxLength={EventValidation.maxSubjectLength}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('eventsAdmin.message.body')}
          required
          rows={5}
          maxLength={EventValidation.maxMessageLength}
          {...form.getInputProps('body')}
        />
        <Checkbox
          label={t('eventsAdmin.message.includeWaiting')}
          {...form.getInputProps('includeWaiting', { type: 'checkbox' })}
        />
        {formLevelErrors(form.errors).map((text) => (
          <Alert key={text} color="red" role="alert">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('eventsAdmin.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('eventsAdmin.message.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
