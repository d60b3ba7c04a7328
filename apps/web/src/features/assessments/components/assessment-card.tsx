import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TLocaleCode, TMyAssessment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatPercent } from '../utils/format';
import { localText, localTextLang } from '../utils/local-text';

type TAssessmentCardProps = {
  assessment: TMyAssessment;
  locale: TLocaleCode;
};

/** One of my assessments in the list: its name (a link to its page) and where I stand. */
export function AssessmentCard({ assessment, locale }: TAssessmentCardProps) {
  const { t } = useTranslation();
  const latest = assessment.latestCompleted;
  const facts = [
    assessment.timeLimitMinutes === null
      ? t('assessment.facts.untimed')
      : t('assessment.facts.timeLimit', { count: assessment.timeLimitMinutes }),
    t('assessment.facts.questions', { count: assessment.questionCount }),
    assessment.attemptsAllowed === null
      ? t('assessment.facts.attemptsUnlimited', { used: assessment.attemptsUsed })
      : t('assessment.facts.attempts', { used: assessment.attemptsUsed, allowed: assessment.attemptsAllowed }),
  ];
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component={Link}
            to={`/assessment/${assessment.setId}`}
            fw={600}
            lang={localTextLang(assessment.title, locale)}
          >
            {localText(assessment.title, locale)}
          </Anchor>
          {latest ? (
            <Group gap="xs">
              {latest.scorePercent !== null ? (
                <Text size="sm" fw={600}>
                  {t('assessment.list.score', { score: formatPercent(latest.scorePercent, locale) })}
                </Text>
              ) : null}
              {latest.passed !== null ? (
                <Badge variant="outline" color={latest.passed ? 'teal.9' : 'red.9'}>
                  {latest.passed ? t('assessment.result.passed') : t('assessment.result.failed')}
                </Badge>
              ) : null}
            </Group>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        {assessment.inProgress?.deadlineAt ? (
          <Text size="sm">
            {t('assessment.list.deadline', { date: formatDateTime(assessment.inProgress.deadlineAt, locale) })}
          </Text>
        ) : null}
        {!latest && !assessment.inProgress && assessment.dueAt ? (
          <Text size="sm">{t('assessment.list.due', { date: formatDateTime(assessment.dueAt, locale) })}</Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
