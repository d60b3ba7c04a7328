import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAttemptResult, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPercent } from '../utils/format';
import { ReviewItem } from './review-item';

type TAttemptResultViewProps = {
  result: TAttemptResult;
  locale: TLocaleCode;
};

/** The score, pass or fail, points and pass mark of a graded attempt. */
function ScoreSummary({ result, locale }: TAttemptResultViewProps) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * An attempt that only rated competencies (skills) earns no points: its ratings are what counts,
 * so it shows no score, pass or fail, only that they were saved.
 */
function isRatingResult(result: TAttemptResult): boolean {
  if (result.review && result.review.length > 0) {
    return result.review.every((item) => item.question.kind === 'RATING');
  }
  return result.maxPoints === 0;
}

function RatingSummary({ result, locale }: TAttemptResultViewProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="attempt-result-score">
      <Stack gap="xs">
        <Title order={2} size="h3" id="attempt-result-score">
          {t('assessment.rating.savedTitle')}
        </Title>
        <Text>{t('assessment.rating.savedText')}</Text>
        <Text size="sm" c="dimmed">
          {t('assessment.result.completedAt', { date: formatDateTime(result.completedAt, locale) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A completed attempt: score and pass or fail, and the review its set allows. */
export function AttemptResultView({ result, locale }: TAttemptResultViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {isRatingResult(result) ? (
        <RatingSummary result={result} locale={locale} />
      ) : (
        <ScoreSummary result={result} locale={locale} />
      )}
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
