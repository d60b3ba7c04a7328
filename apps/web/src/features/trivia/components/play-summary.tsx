import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTriviaPlaySummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The end of a play: points and right answers. */
export function PlaySummary({ play }: { play: TTriviaPlaySummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="trivia-summary-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="trivia-summary-heading">
          {t('trivia.summary.title')}
        </Title>
        <Text size="xl" fw={700}>
          {t('trivia.summary.points', { count: play.points })}
        </Text>
        <Text>{t('trivia.summary.correct', { correct: play.correctCount, count: play.questionCount })}</Text>
        <Group>
          <Button component={Link} to="/trivia" variant="default">
            {t('trivia.summary.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
