import { Table, Text } from '@mantine/core';
import type { TQuestionStatistics } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { numberFormat } from '../../../lib/intl-format';
import { usePageLocale } from '../../../lib/page-locale';
import { formatPercent } from '../utils/format';

type TStatisticsTableProps = {
  questions: readonly TQuestionStatistics[];
  /** The table's caption (read by screen readers before the rows). */
  caption: string;
};

/**
 * Per question: how often it was answered, the share right, the wrong answer chosen most and the
 * discrimination index (do the strongest learners get it right more often than the weakest?).
 */
export function StatisticsTable({ questions, caption }: TStatisticsTableProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const none = t('assessmentAdmin.stats.none');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assessmentAdmin.stats.question')}</Table.Th>
            <Table.Th scope="col">{t('assessmentAdmin.stats.answered')}</Table.Th>
            <Table.Th scope="col">{t('assessmentAdmin.stats.percentCorrect')}</Table.Th>
            <Table.Th scope="col">{t('assessmentAdmin.stats.mostChosenWrong')}</Table.Th>
            <Table.Th scope="col">{t('assessmentAdmin.stats.discrimination')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((question) => (
            <Table.Tr key={question.questionId}>
              <Table.Th scope="row" fw={400}>
                {question.stem}
                <Text size="xs" c="dimmed">
                  {t(`assessmentAdmin.kind.${question.kind}`)}
                </Text>
              </Table.Th>
              <Table.Td>{formatNumber(question.answeredCount, locale)}</Table.Td>
              <Table.Td>
                {question.percentCorrect === null ? none : formatPercent(question.percentCorrect, locale)}
              </Table.Td>
              <Table.Td>
                {question.mostChosenWrong
                  ? t('assessmentAdmin.stats.wrongChoice', {
                      text: question.mostChosenWrong.text,
                      count: question.mostChosenWrong.count,
                    })
                  : none}
              </Table.Td>
              <Table.Td>
                {question.discriminationIndex === null
                  ? none
                  : numberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(
                      question.discriminationIndex,
                    )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
