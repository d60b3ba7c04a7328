import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { learningPathMessageKeyOf, LearningPathValidation, ZCreateGoalRequestSchema } from '@portal/contracts';
import type { TCreateGoalRequest, TGoalType, TPathSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TGoalValues = { goalTypeId: string | null; title: string; pathId: string | null; targetDate: string };

const INITIAL: TGoalValues = { goalTypeId: null, title: '', pathId: null, targetDate: '' };

function toGoalRequest(values: TGoalValues): TCreateGoalRequest {
  return {
    goalTypeId: values.goalTypeId === null ? Number.NaN : Number(values.goalTypeId),
    title: values.title.trim(),
    pathId: values.pathId === null ? null : Number(values.pathId),
    targetDate: values.targetDate || null,
  };
}

type TGoalFormProps = {
  goalTypes: readonly TGoalType[];
  paths: readonly TPathSummary[];
  isPending: boolean;
  onSubmit: (request: TCreateGoalRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A new goal: its type, a title, the path it is about (optional) and a target date (optional). */
export function GoalForm({ goalTypes, paths, isPending, onSubmit }: TGoalFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = learningPathMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TGoalValues>({
    initialValues: INITIAL,
    validate: contractValidator(ZCreateGoalRequestSchema, toGoalRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toGoalRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-goal-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="new-goal-heading">
            {t('learningPaths.goals.new')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('learningPaths.goals.type')}
              required
              data={goalTypes.map((type) => ({ value: String(type.goalTypeId), label: type.name }))}
              nothingFoundMessage={t('dropdown.empty')}
              {...form.getInputProps('goalTypeId')}
            />
            <TextInput
              label={t('learningPaths.goals.title')}
              required
              maxLength={LearningPathValidation.maxGoalTitleLength}
              {...form.getInputProps('title')}
            />
            <Select
              label={t('learningPaths.goals.path')}
              clearable
              data={paths.map((path) => ({ value: String(path.pathId), label: path.title }))}
              nothingFoundMessage={t('dropdown.empty')}
              {...form.getInputProps('pathId')}
            />
            <TextInput type="date" label={t('learningPaths.goals.targetDate')} {...form.getInputProps('targetDate')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={isPending}>
              {t('learningPaths.goals.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
