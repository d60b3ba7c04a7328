import { Radio, Stack } from '@mantine/core';
import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { localText, localTextLang } from '../utils/local-text';

type TChoiceQuestionProps = {
  question: TAttemptQuestion;
  locale: TLocaleCode;
  response: TAttemptResponseValue | null;
  onAnswer: (response: TAttemptResponseValue) => void;
  isDisabled: boolean;
};

/** Single choice and true/false: a radio group (arrow keys move and choose, as browsers do). */
export function ChoiceQuestion({ question, locale, response, onAnswer, isDisabled }: TChoiceQuestionProps) {
  const selected = response && 'optionId' in response ? response.optionId : '';
  return (
    <Radio.Group
      label={localText(question.stem, locale)}
      labelProps={{ lang: localTextLang(question.stem, locale), fz: 'lg', mb: 'sm' }}
      value={selected}
      onChange={(optionId) => onAnswer({ optionId })}
      readOnly={isDisabled}
    >
      <Stack gap="sm">
        {question.options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            label={localText(option.text, locale)}
            lang={localTextLang(option.text, locale)}
            disabled={isDisabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
