import { TextInput } from '@mantine/core';
import { AttemptRules } from '@portal/contracts';
import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { localText, localTextLang } from '../utils/local-text';

type TShortAnswerQuestionProps = {
  question: TAttemptQuestion;
  locale: TLocaleCode;
  response: TAttemptResponseValue | null;
  onAnswer: (response: TAttemptResponseValue) => void;
  isDisabled: boolean;
};

// Typing pauses this long before the text is saved (leaving the field saves at once).
const SAVE_AFTER_TYPING_MS = 800;

/** Short answer: a text field saved when typing pauses and when the field is left. */
export function ShortAnswerQuestion({ question, locale, response, onAnswer, isDisabled }: TShortAnswerQuestionProps) {
  const saved = response && 'text' in response ? response.text : '';
  const [text, setText] = useState(saved);
  const lastSent = useRef(saved);
  const timer = useRef<number | undefined>(undefined);

  const latest = useRef({ text, onAnswer });
  useLayoutEffect(() => {
    latest.current = { text, onAnswer };
  });

  const send = (value: string) => {
    window.clearTimeout(timer.current);
    if (value !== lastSent.current) {
      lastSent.current = value;
      latest.current.onAnswer({ text: value });
    }
  };

  // Leaving the question (next, previous, submit) saves what was typed and not yet sent.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (latest.current.text !== lastSent.current) {
        latest.current.onAnswer({ text: latest.current.text });
      }
    },
    [],
  );

  return (
    <TextInput
      label={localText(question.stem, locale)}
      labelProps={{ lang: localTextLang(question.stem, locale), fz: 'lg', mb: 'sm' }}
      value={text}
      maxLength={AttemptRules.maxShortAnswerLength}
      autoComplete="off"
      readOnly={isDisabled}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setText(value);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => send(value), SAVE_AFTER_TYPING_MS);
      }}
      onBlur={() => send(text)}
    />
  );
}
