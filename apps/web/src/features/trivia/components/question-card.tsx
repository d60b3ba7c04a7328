import { Badge, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import type { TTriviaQuestion } from '@portal/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TQuestionCardProps = {
  question: TTriviaQuestion;
  questionCount: number;
  secondsLeft: number;
  isOver: boolean;
  isPending: boolean;
  onAnswer: (optionId: string) => void;
};

/**
 * One question: its options as a radio group (arrow keys move between them, number keys 1-9 pick
 * one), Enter or the button answers. The countdown is the server's. Keyed by position by its parent,
 * so a new question starts with no choice.
 */
export function QuestionCard({
  question,
  questionCount,
  secondsLeft,
  isOver,
  isPending,
  onAnswer,
}: TQuestionCardProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const headingId = useId();

  const submit = () => {
    if (choice && !isOver && !isPending) {
      onAnswer(choice);
    }
  };
  // The number keys pick an option wherever the focus is, except while typing (the header's search).
  const { options } = question;
  useEffect(() => {
    const onDigit = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const isTyping =
        target?.isContentEditable ||
        target?.tagName === 'TEXTAREA' ||
        (target?.tagName === 'INPUT' && !['radio', 'checkbox', 'button'].includes((target as HTMLInputElement).type));
      const option = options[Number(event.key) - 1];
      if (isTyping || event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key) || !option) {
        return;
      }
      event.preventDefault();
      setChoice(option.optionId);
      document.getElementById(`${headingId}-${option.optionId}`)?.focus();
    };
    document.addEventListener('keydown', onDigit);
    return () => document.removeEventListener('keydown', onDigit);
  }, [options, headingId]);
  // A new question takes the focus, so a screen reader reads it and the keys act on it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  const share = question.secondsPerQuestion > 0 ? (secondsLeft / question.secondsPerQuestion) * 100 : 0;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <form
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('trivia.play.questionOf', { position: question.position, count: questionCount })}
            </Text>
            <Badge
              size="lg"
              variant={secondsLeft <= 5 ? 'filled' : 'light'}
              color={secondsLeft <= 5 ? 'red' : undefined}
            >
              {isOver ? t('trivia.play.timeUp') : t('trivia.play.secondsLeft', { count: secondsLeft })}
            </Badge>
          </Group>
          <Progress value={share} aria-label={t('trivia.play.timeLeftLabel')} />
          <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
            {question.stem}
          </Title>
          <Radio.Group
            value={choice}
            onChange={setChoice}
            label={t('trivia.play.chooseLabel')}
            description={t('trivia.play.keyboardHint')}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((option, index) => (
                <Radio
                  key={option.optionId}
                  id={`${headingId}-${option.optionId}`}
                  value={option.optionId}
                  label={`${index + 1}. ${option.text}`}
                  disabled={isOver}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" disabled={!choice || isOver} loading={isPending}>
              {t('trivia.play.answer')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
