import { assessmentMessageKeyOf } from '@portal/contracts';
import type { TFieldIssue, TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

// zod's English "Too small" texts, for the rules the contract leaves unnamed.
const TOO_SMALL = /^Too small: expected (string|array|number) to (?:have|be) >=?\s?(\d+)/;

/**
 * The assessment admin's words for the contract's issues: its named rules
 * (`assessmentAdmin.validation.<name>`), then a required text or a minimum; anything else keeps
 * the shared translation (limits, texts the server alone knows).
 */
export function assessmentMessageOf(issue: TFieldIssue): TFieldMessage {
  const key = assessmentMessageKeyOf(issue.text);
  if (key) {
    return { key: key as TMessageKey };
  }
  const [, kind, min] = TOO_SMALL.exec(issue.text) ?? [];
  if (kind === 'string' && (min === '1' || min === '0')) {
    return { key: 'assessmentAdmin.validation.textRequired' };
  }
  if (kind && min) {
    return { key: 'assessmentAdmin.validation.atLeast', values: { min: Number(min) } };
  }
  return undefined;
}
