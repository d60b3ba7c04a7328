import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { triviaMessageKeyOf, TriviaValidation, ZSaveTriviaQuizRequestSchema } from '@portal/contracts';
import type { TSaveTriviaQuizRequest, TTriviaAdminQuiz, TTriviaBank } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TQuizValues = {
  titleEn: string;
  titleFr: string;
  bankId: string | null;
  questionCount: number | string;
  secondsPerQuestion: number | string;
  availableFrom: string;
  availableUntil: string;
};

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input <-> an ISO time (the browser's zone). */
function toLocalInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function valuesOfQuiz(quiz: TTriviaAdminQuiz | null): TQuizValues {
  return {
    titleEn: quiz?.titleEn ?? '',
    titleFr: quiz?.titleFr ?? '',
    bankId: quiz ? String(quiz.bankId) : null,
    questionCount: quiz?.questionCount ?? TriviaValidation.defaultQuestionCount,
    secondsPerQuestion: quiz?.secondsPerQuestion ?? TriviaValidation.defaultSecondsPerQuestion,
    availableFrom: toLocalInput(quiz?.availableFrom ?? null),
    availableUntil: toLocalInput(quiz?.availableUntil ?? null),
  };
}

export function toQuizRequest(values: TQuizValues): TSaveTriviaQuizRequest {
  return {
    titleEn: values.titleEn,
    titleFr: values.titleFr,
    bankId: values.bankId === null ? Number.NaN : Number(values.bankId),
    questionCount: Number(values.questionCount),
    secondsPerQuestion: Number(values.secondsPerQuestion),
    availableFrom: fromLocalInput(values.availableFrom),
    availableUntil: fromLocalInput(values.availableUntil),
  };
}

type TQuizFormProps = {
  quiz: TTriviaAdminQuiz | null;
  banks: readonly TTriviaBank[];
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TSaveTriviaQuizRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A quiz: titles in both languages, the bank it draws from, how many questions and how long each. */
export function QuizForm({ quiz, banks, isPending, onCancel, onSubmit }: TQuizFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = triviaMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TQuizValues>({
    initialValues: valuesOfQuiz(quiz),
    validate: contractValidator(ZSaveTriviaQuizRequestSchema, toQuizRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toQuizRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const formErrors = formLevelErrors(form.errors);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('triviaAdmin.form.titleEn')}
            lang="en"
            required
            maxLength={TriviaValidation.maxTitleLength}
            {...form.getInputProps('titleEn')}
          />
          <TextInput
            label={t('triviaAdmin.form.titleFr')}
            lang="fr-CA"
            required
            maxLength={TriviaValidation.maxTitleLength}
            {...form.getInputProps('titleFr')}
          />
        </SimpleGrid>
        <Select
          label={t('triviaAdmin.form.bank')}
          description={t('triviaAdmin.form.bankHint')}
          required
          data={banks.map((bank) => ({
            value: String(bank.bankId),
            label: t('triviaAdmin.form.bankOption', { name: bank.name, count: bank.usableQuestionCount }),
          }))}
          nothingFoundMessage={t('dropdown.empty')}
          {...form.getInputProps('bankId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('triviaAdmin.form.questionCount')}
            required
            min={TriviaValidation.minQuestionCount}
            max={TriviaValidation.maxQuestionCount}
            allowDecimal={false}
            {...form.getInputProps('questionCount')}
          />
          <NumberInput
            label={t('triviaAdmin.form.seconds')}
            required
            min={TriviaValidation.minSecondsPerQuestion}
            max={TriviaValidation.maxSecondsPerQuestion}
            allowDecimal={false}
            {...form.getInputProps('secondsPerQuestion')}
          />
          <TextInput
            type="datetime-local"
            label={t('triviaAdmin.form.availableFrom')}
            {...form.getInputProps('availableFrom')}
          />
          <TextInput
            type="datetime-local"
            label={t('triviaAdmin.form.availableUntil')}
            {...form.getInputProps('availableUntil')}
          />
        </SimpleGrid>
        {formErrors.length > 0 ? <Alert color="red">{formErrors.join(' ')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('triviaAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('triviaAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
