import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { triviaPlayPath, type TTriviaQuizSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Quizzes open now: play, resume, or see the score of the one already played. */
export function QuizList({ quizzes }: { quizzes: readonly TTriviaQuizSummary[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {quizzes.map((quiz) => {
        const play = quiz.myPlay;
        const isDone = Boolean(play?.completedAt);
        return (
          <Card key={quiz.quizId} component="li" withBorder radius="md" padding="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={3} size="h4">
                  {quiz.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('trivia.quiz.details', { count: quiz.questionCount, seconds: quiz.secondsPerQuestion })}
                </Text>
              </Stack>
              <Group justify="space-between" align="center">
                {play ? (
                  <Badge variant="light">
                    {isDone ? t('trivia.quiz.scored', { count: play.points }) : t('trivia.quiz.inProgress')}
                  </Badge>
                ) : (
                  <span />
                )}
                {isDone ? null : (
                  <Button
                    component={Link}
                    to={triviaPlayPath(quiz.quizId)}
                    aria-label={t(play ? 'trivia.quiz.resumeNamed' : 'trivia.quiz.playNamed', { title: quiz.title })}
                  >
                    {play ? t('trivia.quiz.resume') : t('trivia.quiz.play')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
