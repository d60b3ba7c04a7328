import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import type { TQuestionListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_ROUTES } from '../utils/routes';

type TQuestionTableProps = {
  bankId: number;
  questions: readonly TQuestionListItem[];
  onRetire: (question: TQuestionListItem) => void;
};

/** A bank's questions: kind, points, version, whether both languages are written. */
export function QuestionTable({ bankId, questions, onRetire }: TQuestionTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assessmentAdmin.question.stem')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.question.kind')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.question.points')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.question.version')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((question) => (
            <Table.Tr key={question.questionId}>
              <Table.Td>
                <Anchor component={Link} to={ADMIN_ROUTES.question(bankId, question.questionId)} fw={600}>
                  {question.stem || t('assessmentAdmin.preview.noStem')}
                </Anchor>
                <Group gap={4} mt={2}>
                  {question.isBilingual ? null : (
                    <Badge size="sm" variant="outline" color="orange.9">
                      {t('assessmentAdmin.question.oneLanguage')}
                    </Badge>
                  )}
                  {question.isRetired ? (
                    <Badge size="sm" variant="outline" color="gray.8">
                      {t('assessmentAdmin.question.retired')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{t(`assessmentAdmin.kind.${question.kind}`)}</Table.Td>
              <Table.Td>{question.points}</Table.Td>
              <Table.Td>{question.version}</Table.Td>
              <Table.Td>
                {question.isRetired ? null : (
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onRetire(question)}
                    aria-label={t('assessmentAdmin.question.retireNamed', { title: question.stem })}
                  >
                    {t('assessmentAdmin.question.retire')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
