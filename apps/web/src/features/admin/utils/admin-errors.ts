import { LAST_USER_ADMIN } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/** Whether a write was refused because nobody would be left to administer users (409, lock-out rule). */
export function isLastUserAdminError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) {
    return false;
  }
  return Object.values(error.problem?.errors ?? {}).some((codes) => codes.includes(LAST_USER_ADMIN));
}

/** Whether a read found nothing (another tenant's or an unknown id). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
