import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newsMessageKeyOf, NewsValidation, ZSaveArticleTopicRequestSchema } from '@portal/contracts';
import type { TSaveArticleTopicRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TTopicFormValues = { nameEn: string; nameFr: string };

type TTopicFormProps = {
  /** The names as they are (a rename), or null for a new topic. */
  initial: TTopicFormValues | null;
  submitLabel: string;
  isPending: boolean;
  /** Resets the fields after a successful save (the new-topic form stays for the next one). */
  resetOnSuccess?: boolean;
  onCancel?: () => void;
  /** `onServerError` places a 400's field errors on the fields (true when it did). */
  onSubmit: (
    request: TSaveArticleTopicRequest,
    handlers: { onServerError: (error: unknown) => boolean; onSuccess: () => void },
  ) => void;
};

/** A topic's names in English and French, checked by the contract the server checks with. */
export function TopicForm({
  initial,
  submitLabel,
  isPending,
  resetOnSuccess = false,
  onCancel,
  onSubmit,
}: TTopicFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = newsMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TTopicFormValues>({
    initialValues: initial ?? { nameEn: '', nameFr: '' },
    validate: contractValidator(ZSaveArticleTopicRequestSchema, (values) => values, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(values, {
      onServerError: (error) => {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          form.setErrors(placed.fields);
          return true;
        }
        return false;
      },
      onSuccess: () => {
        if (resetOnSuccess) {
          form.reset();
        }
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('newsAdmin.topics.nameEn')}
            required
            maxLength={NewsValidation.maxTopicNameLength}
            {...form.getInputProps('nameEn')}
          />
          <TextInput
            label={t('newsAdmin.topics.nameFr')}
            required
            maxLength={NewsValidation.maxTopicNameLength}
            {...form.getInputProps('nameFr')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('newsAdmin.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
