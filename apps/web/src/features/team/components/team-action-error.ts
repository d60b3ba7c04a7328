import { teamMessageKeyOf } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';

/** An assignment's or nudge's failure in words: the contract's own text (a 409), else `fallback`. */
export function teamActionErrorText(error: unknown, t: TFunction<'common'>, fallback: TMessageKey): string {
  const detail = error instanceof ApiError ? error.problem?.detail : undefined;
  const key = detail ? teamMessageKeyOf(detail) : undefined;
  if (error instanceof ApiError && error.status === 404) {
    return t('team.error.notInLine');
  }
  return t(key ? (key as TMessageKey) : fallback);
}
