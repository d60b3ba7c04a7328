import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAttemptResult, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPercent } from '../utils/format';
import { ReviewItem } from './review-item';

type TAttemptResultViewProps = {
  result: TAttemptResult;
  locale: TLocaleCode;
};

/** A completed attempt: score and pass or fail, and the review its set allows. */
export function AttemptResultView({ result, locale }: TAttemptResultViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="attempt-result-score">
        <Stack gap="xs">
          <Title order={2} size="h3" id="attempt-result-score">
            {t('assessment.result.scoreHeading')}
          </Title>
          {result.scorePercent === null ? (
            <Text>{t('assessment.result.noScore')}</Text>
          ) : (
            <Group gap="md" align="center">
              <Text fz={36} fw={700} data-testid="attempt-score">
                {formatPercent(result.scorePercent, locale)}
              </Text>
              {result.passed !== null ? (
                <Badge size="xl" variant="outline" color={result.passed ? 'teal.9' : 'red.9'}>
                  {result.passed ? t('assessment.result.passed') : t('assessment.result.failed')}
                </Badge>
              ) : null}
            </Group>
          )}
          {result.pointsAwarded !== null && result.maxPoints !== null ? (
            <Text size="sm">
              {t('assessment.result.points', { awarded: result.pointsAwarded, max: result.maxPoints })}
            </Text>
          ) : null}
          {result.passMarkPercent !== null ? (
            <Text size="sm" c="dimmed">
              {t('assessment.result.passMark', { mark: formatPercent(result.passMarkPercent, locale) })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {result.completedBy === 'SWEEP'
              ? t('assessment.result.completedBySweep', { date: formatDateTime(result.completedAt, locale) })
              : t('assessment.result.completedAt', { date: formatDateTime(result.completedAt, locale) })}
          </Text>
        </Stack>
      </Paper>
      {result.review ? (
        <Stack gap="sm" component="section" aria-labelledby="attempt-result-review">
          <Title order={2} size="h3" id="attempt-result-review">
            {t('assessment.review.heading')}
          </Title>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {result.review.map((item, index) => (
              <ReviewItem key={item.question.questionId} item={item} number={index + 1} locale={locale} />
            ))}
          </Stack>
        </Stack>
      ) : (
        <Text c="dimmed">
          {result.reviewMode === 'NONE' ? t('assessment.result.reviewNone') : t('assessment.result.reviewScoreOnly')}
        </Text>
      )}
    </Stack>
  );
}
