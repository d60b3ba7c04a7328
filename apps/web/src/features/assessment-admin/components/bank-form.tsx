import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AssessmentLimits, ZSaveBankRequestSchema } from '@portal/contracts';
import type { TBank, TSaveBankRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { assessmentMessageOf } from '../utils/form-messages';

type TBankValues = { titleEn: string; titleFr: string; descriptionEn: string; descriptionFr: string };

const toRequest = (values: TBankValues): TSaveBankRequest => ({
  title: { en: values.titleEn.trim(), 'fr-CA': values.titleFr.trim() },
  description: { en: values.descriptionEn.trim(), 'fr-CA': values.descriptionFr.trim() },
});

// The request's paths onto the form's fields: `title.en` is `titleEn`.
const FIELD_OF: Record<string, keyof TBankValues> = {
  'title.en': 'titleEn',
  'title.fr-CA': 'titleFr',
  'description.en': 'descriptionEn',
  'description.fr-CA': 'descriptionFr',
};

type TBankFormProps = {
  bank?: TBank;
  isPending: boolean;
  onSave: (request: TSaveBankRequest, onServerError: (error: unknown) => boolean) => void;
  onCancel: () => void;
};

/** A bank's title and description in en and fr-CA (one language is enough). */
export function BankForm({ bank, isPending, onSave, onCancel }: TBankFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: assessmentMessageOf,
    fieldOf: (path) => FIELD_OF[path] ?? (path === 'title' ? 'titleEn' : path || undefined),
  });
  const form = useForm<TBankValues>({
    initialValues: {
      titleEn: bank?.title.en ?? '',
      titleFr: bank?.title['fr-CA'] ?? '',
      descriptionEn: bank?.description.en ?? '',
      descriptionFr: bank?.description['fr-CA'] ?? '',
    },
    validate: contractValidator(ZSaveBankRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSave(toRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
      }
      return placed !== undefined;
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('assessmentAdmin.bilingualHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('assessmentAdmin.bank.titleEn')}
            lang="en"
            maxLength={AssessmentLimits.maxTitleLength}
            data-autofocus
            {...form.getInputProps('titleEn')}
          />
          <TextInput
            label={t('assessmentAdmin.bank.titleFr')}
            lang="fr-CA"
            maxLength={AssessmentLimits.maxTitleLength}
            {...form.getInputProps('titleFr')}
          />
          <Textarea
            label={t('assessmentAdmin.bank.descriptionEn')}
            lang="en"
            rows={3}
            maxLength={AssessmentLimits.maxDescriptionLength}
            {...form.getInputProps('descriptionEn')}
          />
          <Textarea
            label={t('assessmentAdmin.bank.descriptionFr')}
            lang="fr-CA"
            rows={3}
            maxLength={AssessmentLimits.maxDescriptionLength}
            {...form.getInputProps('descriptionFr')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('assessmentAdmin.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('assessmentAdmin.bank.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
