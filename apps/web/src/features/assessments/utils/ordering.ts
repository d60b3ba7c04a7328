import type { TAttemptQuestion, TAttemptResponseValue } from '@portal/contracts';

/** The order to show: the learner's saved order when it names every option once, else the question's. */
export function currentOrder(question: TAttemptQuestion, response: TAttemptResponseValue | null): string[] {
  const optionIds = question.options.map((option) => option.id);
  if (response && 'optionIds' in response) {
    const saved = response.optionIds;
    const isComplete = saved.length === optionIds.length && optionIds.every((id) => saved.includes(id));
    if (isComplete) {
      return [...saved];
    }
  }
  return optionIds;
}

/** The order with the option at `from` moved to `to` (both within the list). */
export function moveOption(order: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) {
    return [...order];
  }
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}
