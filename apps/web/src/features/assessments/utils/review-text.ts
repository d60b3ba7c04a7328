import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { localText } from './local-text';

/** The texts of options, by id, in the given order (unknown ids are skipped). */
export function optionTexts(question: TAttemptQuestion, optionIds: readonly string[], locale: TLocaleCode): string[] {
  return optionIds.flatMap((id) => {
    const option = question.options.find((entry) => entry.id === id);
    return option ? [localText(option.text, locale)] : [];
  });
}

/** A response in words: the chosen options' texts (in the learner's order), the typed text, or the level rated. */
export function responseTexts(
  question: TAttemptQuestion,
  response: TAttemptResponseValue | null,
  locale: TLocaleCode,
): string[] {
  if (!response) {
    return [];
  }
  if ('text' in response) {
    return response.text.trim() === '' ? [] : [response.text];
  }
  if ('optionIds' in response) {
    return optionTexts(question, response.optionIds, locale);
  }
  if ('level' in response) {
    const level = question.rating?.scale.find((entry) => entry.level === response.level);
    return [level ? localText(level.name, locale) : String(response.level)];
  }
  return optionTexts(question, [response.optionId], locale);
}
