import { Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { learningPathMessageKeyOf, ZSaveGoalTypeRequestSchema } from '@portal/contracts';
import type { TGoalType, TSaveGoalTypeRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TGoalTypeValues = { code: string; titleEn: string; titleFr: string };

const toRequest = (values: TGoalTypeValues): TSaveGoalTypeRequest => ({
  code: values.code.trim(),
  titleEn: values.titleEn.trim(),
  titleFr: values.titleFr.trim(),
});

type TGoalTypesAdminProps = {
  goalTypes: readonly TGoalType[];
  isPending: boolean;
  deletingId: number | undefined;
  onCreate: (request: TSaveGoalTypeRequest, onServerError: (error: unknown) => boolean, onDone: () => void) => void;
  onDelete: (goalType: TGoalType) => void;
};

/** The tenant's goal types (the learners' goals are of one of them): list, add, delete. */
export function GoalTypesAdmin({ goalTypes, isPending, deletingId, onCreate, onDelete }: TGoalTypesAdminProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = learningPathMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TGoalTypeValues>({
    initialValues: { code: '', titleEn: '', titleFr: '' },
    validate: contractValidator(ZSaveGoalTypeRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onCreate(
      toRequest(values),
      (error) => {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          form.setErrors(placed.fields);
        }
        return placed !== undefined;
      },
      () => form.reset(),
    ),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="goal-types-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="goal-types-heading">
          {t('learningPathsAdmin.goalTypes.title')}
        </Title>
        {goalTypes.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('learningPathsAdmin.goalTypes.code')}</Table.Th>
                  <Table.Th>{t('learningPathsAdmin.goalTypes.nameEn')}</Table.Th>
                  <Table.Th>{t('learningPathsAdmin.goalTypes.nameFr')}</Table.Th>
                  <Table.Th>{t('learningPathsAdmin.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {goalTypes.map((goalType) => (
                  <Table.Tr key={goalType.goalTypeId}>
                    <Table.Td>{goalType.code}</Table.Td>
                    <Table.Td lang="en">{goalType.nameEn}</Table.Td>
                    <Table.Td lang="fr-CA">{goalType.nameFr}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        loading={deletingId === goalType.goalTypeId}
                        onClick={() => onDelete(goalType)}
                        aria-label={t('learningPathsAdmin.deleteNamed', { title: goalType.name })}
                      >
                        {t('learningPathsAdmin.delete')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput label={t('learningPathsAdmin.goalTypes.code')} required {...form.getInputProps('code')} />
            <TextInput label={t('learningPathsAdmin.goalTypes.nameEn')} lang="en" {...form.getInputProps('titleEn')} />
            <TextInput
              label={t('learningPathsAdmin.goalTypes.nameFr')}
              lang="fr-CA"
              {...form.getInputProps('titleFr')}
            />
            <Button type="submit" mt={24} loading={isPending}>
              {t('learningPathsAdmin.goalTypes.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
