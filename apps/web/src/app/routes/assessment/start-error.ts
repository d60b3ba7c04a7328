import { attemptMessageKeyOf } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';

/** The words for a refused start: the server's reason (attempts used, closed...) when it gave one. */
export function startErrorKey(error: unknown): TMessageKey {
  if (error instanceof ApiError && error.problem?.errors) {
    for (const messages of Object.values(error.problem.errors)) {
      for (const message of messages) {
        const key = attemptMessageKeyOf(message);
        if (key) {
          // The contract's messages each have an `assessment.validation.*` entry in the catalogue.
          return key as TMessageKey;
        }
      }
    }
  }
  return 'assessment.set.startError';
}
