import { skillMessageKeyOf } from '@portal/contracts';
import type { TFieldIssue, TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

// zod's English "Too small" text of a required string the contract leaves unnamed.
const TOO_SMALL_STRING = /^Too small: expected string to have >=?\s?1/;

/**
 * The skills admin's words for the contract's issues: its named rules (`skills.validation.<name>`),
 * then a required text; anything else keeps the shared translation.
 */
export function skillMessageOf(issue: TFieldIssue): TFieldMessage {
  const key = skillMessageKeyOf(issue.text);
  if (key) {
    return { key: key as TMessageKey };
  }
  if (TOO_SMALL_STRING.test(issue.text)) {
    return { key: 'skills.validation.textRequired' };
  }
  return undefined;
}
