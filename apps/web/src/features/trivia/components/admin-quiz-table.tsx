import { Badge, Button, Group, Table } from '@mantine/core';
import type { TLocaleCode, TTriviaAdminQuiz } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';

type TAdminQuizTableProps = {
  quizzes: readonly TTriviaAdminQuiz[];
  locale: TLocaleCode;
  busyQuizId: number | undefined;
  onEdit: (quiz: TTriviaAdminQuiz) => void;
  onToggle: (quiz: TTriviaAdminQuiz) => void;
  onDelete: (quiz: TTriviaAdminQuiz) => void;
};

// Dark shades in outline: readable (WCAG AA) on the table in both schemes.
const STATUS_COLORS = { DRAFT: 'gray.8', PUBLISHED: 'teal.9', UNPUBLISHED: 'grape.9' } as const;

/** Every quiz: title, bank, questions, status and plays; edit, publish or unpublish, delete. */
export function AdminQuizTable({ quizzes, locale, busyQuizId, onEdit, onToggle, onDelete }: TAdminQuizTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('triviaAdmin.table.title')}</Table.Th>
            <Table.Th scope="col">{t('triviaAdmin.table.bank')}</Table.Th>
            <Table.Th scope="col">{t('triviaAdmin.table.questions')}</Table.Th>
            <Table.Th scope="col">{t('triviaAdmin.table.status')}</Table.Th>
            <Table.Th scope="col">{t('triviaAdmin.table.plays')}</Table.Th>
            <Table.Th scope="col">{t('triviaAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quizzes.map((quiz) => {
            const title = locale === 'fr-CA' ? quiz.titleFr : quiz.titleEn;
            return (
              <Table.Tr key={quiz.quizId}>
                <Table.Td>{title}</Table.Td>
                <Table.Td>{quiz.bankName}</Table.Td>
                <Table.Td>
                  {t('triviaAdmin.table.questionsValue', {
                    count: quiz.questionCount,
                    seconds: quiz.secondsPerQuestion,
                  })}
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={STATUS_COLORS[quiz.status]}>
                    {t(`triviaAdmin.status.${quiz.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatNumber(quiz.playCount, locale)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(quiz)}
                      aria-label={t('triviaAdmin.table.editNamed', { title })}
                    >
                      {t('triviaAdmin.table.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      loading={busyQuizId === quiz.quizId}
                      onClick={() => onToggle(quiz)}
                      aria-label={t(
                        quiz.status === 'PUBLISHED'
                          ? 'triviaAdmin.table.unpublishNamed'
                          : 'triviaAdmin.table.publishNamed',
                        { title },
                      )}
                    >
                      {quiz.status === 'PUBLISHED' ? t('triviaAdmin.table.unpublish') : t('triviaAdmin.table.publish')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(quiz)}
                      aria-label={t('triviaAdmin.table.deleteNamed', { title })}
                    >
                      {t('triviaAdmin.table.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
