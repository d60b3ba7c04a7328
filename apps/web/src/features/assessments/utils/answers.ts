import type { TAttemptResponseValue } from '@portal/contracts';

/** Whether a response answers its question (an empty text or no option ticked does not; a level does). */
export function isAnswer(response: TAttemptResponseValue | undefined | null): boolean {
  if (!response) {
    return false;
  }
  if ('text' in response) {
    return response.text.trim() !== '';
  }
  if ('optionIds' in response) {
    return response.optionIds.length > 0;
  }
  if ('level' in response) {
    return true;
  }
  return response.optionId !== '';
}
