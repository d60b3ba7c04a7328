import { Checkbox, Stack } from '@mantine/core';
import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { localText, localTextLang } from '../utils/local-text';

type TMultipleChoiceQuestionProps = {
  question: TAttemptQuestion;
  locale: TLocaleCode;
  response: TAttemptResponseValue | null;
  onAnswer: (response: TAttemptResponseValue) => void;
  isDisabled: boolean;
  hint: string;
};

/** Multiple choice: a group of checkboxes (Tab to each, Space to tick). */
export function MultipleChoiceQuestion({
  question,
  locale,
  response,
  onAnswer,
  isDisabled,
  hint,
}: TMultipleChoiceQuestionProps) {
  const selected = response && 'optionIds' in response ? response.optionIds : [];
  return (
    <Checkbox.Group
      label={localText(question.stem, locale)}
      labelProps={{ lang: localTextLang(question.stem, locale), fz: 'lg' }}
      description={hint}
      descriptionProps={{ mb: 'sm' }}
      value={selected}
      // Kept in the question's option order, whatever order they were ticked in.
      onChange={(optionIds) =>
        onAnswer({ optionIds: question.options.map((option) => option.id).filter((id) => optionIds.includes(id)) })
      }
      readOnly={isDisabled}
    >
      <Stack gap="sm">
        {question.options.map((option) => (
          <Checkbox
            key={option.id}
            value={option.id}
            label={localText(option.text, locale)}
            lang={localTextLang(option.text, locale)}
            disabled={isDisabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
