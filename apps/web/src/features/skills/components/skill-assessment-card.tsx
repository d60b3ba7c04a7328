import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A SKILL set assigned to me, with its title (from my assessments) when known. */
export type TSkillAssessmentEntry = {
  assessmentSetId: number;
  title: string | null;
  isComplete: boolean;
  isExpired: boolean;
};

/** Take, finish or retake my skill self-assessments: each links to its set page. */
export function SkillAssessmentCard({ assessments }: { assessments: readonly TSkillAssessmentEntry[] }) {
  const { t } = useTranslation();
  if (assessments.length === 0) {
    return <Text c="dimmed">{t('skills.profile.assessmentNone')}</Text>;
  }
  return (
    <Stack gap="sm">
      {assessments.map((entry) => {
        const title = entry.title ?? t('skills.profile.assessmentUntitled');
        const isDue = !entry.isComplete || entry.isExpired;
        const text = !entry.isComplete
          ? t('skills.profile.assessmentToDo', { title })
          : entry.isExpired
            ? t('skills.profile.assessmentExpired', { title })
            : t('skills.profile.assessmentDone', { title });
        return (
          <Paper key={entry.assessmentSetId} withBorder radius="md" p="md">
            <Stack gap="xs" align="flex-start">
              <Title order={3} size="h5">
                {title}
              </Title>
              <Text size="sm">{text}</Text>
              <Button
                component={Link}
                to={`/assessment/${entry.assessmentSetId}`}
                variant={isDue ? 'filled' : 'default'}
              >
                {entry.isComplete ? t('skills.profile.retake') : t('skills.profile.take')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
