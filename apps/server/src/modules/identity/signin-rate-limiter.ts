import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createRateLimiter, type TRateLimit } from '../../lib/rate-limiter.ts';

/** Failed password checks allowed per account, and sign-in attempts per address, in a window. */
export const ACCOUNT_FAILURE_LIMIT: TRateLimit = { limit: 5, windowSeconds: 15 * 60 };
export const ADDRESS_ATTEMPT_LIMIT: TRateLimit = { limit: 30, windowSeconds: 15 * 60 };

/** The per-address limit with a deployment's own count (many users behind one NAT, test suites). */
export function addressAttemptLimit(limit: number | undefined): TRateLimit {
  return limit ? { ...ADDRESS_ATTEMPT_LIMIT, limit } : ADDRESS_ATTEMPT_LIMIT;
}

export const accountBucket = (tenantCode: string, email: string) =>
  `account:${tenantCode}:${email.trim().toLowerCase()}`;
export const addressBucket = (tenantCode: string, address: string) => `address:${tenantCode}:${address}`;
export const passwordCheckBucket = (tenantCode: string, userCode: string) => `password-check:${tenantCode}:${userCode}`;

export type TLimitedPasswordCheck =
  { isRateLimited: true; retryAfterSeconds: number } | { isRateLimited: false; isCorrect: boolean };

/**
 * Password checks under the sign-in limits, counted in the database so that every node counts the
 * same attempts (`lib/rate-limiter.ts`).
 */
export function createSigninRateLimiter(db: Kysely<Database>, addressLimit: TRateLimit = ADDRESS_ATTEMPT_LIMIT) {
  const limiter = createRateLimiter(db);

  /**
   * Runs `check` (a password verification) only if the address (when given) and the account both
   * have a slot left. The account's slot is taken before the check and given back when the
   * password was right, so at most `ACCOUNT_FAILURE_LIMIT.limit` checks can fail per account and
   * window, however many requests arrive at once; the address counts every attempt.
   */
  async function checkPassword(
    buckets: { account: string; address?: string },
    check: () => Promise<boolean>,
  ): Promise<TLimitedPasswordCheck> {
    if (buckets.address !== undefined) {
      const fromAddress = await limiter.hit(buckets.address, addressLimit);
      if (!fromAddress.isAllowed) {
        return { isRateLimited: true, retryAfterSeconds: fromAddress.retryAfterSeconds };
      }
    }
    const forAccount = await limiter.hit(buckets.account, ACCOUNT_FAILURE_LIMIT);
    if (!forAccount.isAllowed) {
      return { isRateLimited: true, retryAfterSeconds: forAccount.retryAfterSeconds };
    }
    const isCorrect = await check();
    if (isCorrect) {
      await limiter.refund(forAccount);
    }
    return { isRateLimited: false, isCorrect };
  }

  return { checkPassword };
}

export type TSigninRateLimiter = ReturnType<typeof createSigninRateLimiter>;
