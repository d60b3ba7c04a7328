import { Button, Group } from '@mantine/core';
import type { TAttemptQuestion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TQuestionNavigatorProps = {
  questions: readonly TAttemptQuestion[];
  currentIndex: number;
  isAnswered: (questionId: number) => boolean;
  onGo: (index: number) => void;
};

/** A button per question: where I am, which have an answer; any can be opened. */
export function QuestionNavigator({ questions, currentIndex, isAnswered, onGo }: TQuestionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('assessment.attempt.questionsNav')} gap={6}>
      {questions.map((question, index) => {
        const answered = isAnswered(question.questionId);
        return (
          <Button
            key={question.questionId}
            size="compact-sm"
            miw={36}
            variant={index === currentIndex ? 'filled' : answered ? 'light' : 'default'}
            aria-current={index === currentIndex ? 'step' : undefined}
            aria-label={
              answered
                ? t('assessment.attempt.goToAnswered', { number: index + 1 })
                : t('assessment.attempt.goToUnanswered', { number: index + 1 })
            }
            onClick={() => onGo(index)}
          >
            {index + 1}
          </Button>
        );
      })}
    </Group>
  );
}
