import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TTriviaAnswerResult } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type TAnswerFeedbackProps = {
  /** The answer's result, or null when the time ran out without one. */
  result: TTriviaAnswerResult | null;
  correctText: string | null;
  isLast: boolean;
  isNextDisabled: boolean;
  onNext: () => void;
};

/** Right or wrong, the points won and the right answer; the next question is one key away (focus). */
export function AnswerFeedback({ result, correctText, isLast, isNextDisabled, onNext }: TAnswerFeedbackProps) {
  const { t } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isNextDisabled) {
      next.current?.focus();
    }
  }, [isNextDisabled]);
  const isCorrect = result?.isCorrect ?? false;
  const title =
    !result || result.outcome === 'LATE'
      ? t('trivia.feedback.late')
      : isCorrect
        ? t('trivia.feedback.correct')
        : t('trivia.feedback.wrong');
  return (
    <Stack gap="md">
      {/* The title in the body's text colour: the alert's own title colour is too pale on its background. */}
      <Alert color={isCorrect ? 'green' : 'red'} role="status">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {title}
          </Text>
          <Text fw={600}>{t('trivia.feedback.points', { count: result?.pointsAwarded ?? 0 })}</Text>
          {!isCorrect && correctText ? <Text>{t('trivia.feedback.rightAnswer', { answer: correctText })}</Text> : null}
          {result ? <Text size="sm">{t('trivia.feedback.total', { count: result.play.points })}</Text> : null}
        </Stack>
      </Alert>
      <Group justify="flex-end">
        <Button ref={next} onClick={onNext} disabled={isNextDisabled}>
          {isLast ? t('trivia.feedback.seeScore') : t('trivia.feedback.next')}
        </Button>
      </Group>
    </Stack>
  );
}
