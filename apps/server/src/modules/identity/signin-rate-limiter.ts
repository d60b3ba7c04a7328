import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TRateLimit = { limit: number; windowSeconds: number };

/** Failed sign-ins allowed per account, and sign-in attempts per address, in a window. */
export const ACCOUNT_FAILURE_LIMIT: TRateLimit = { limit: 5, windowSeconds: 15 * 60 };
export const ADDRESS_ATTEMPT_LIMIT: TRateLimit = { limit: 30, windowSeconds: 15 * 60 };

/** The per-address limit with a deployment's own count (many users behind one NAT, test suites). */
export function addressAttemptLimit(limit: number | undefined): TRateLimit {
  return limit ? { ...ADDRESS_ATTEMPT_LIMIT, limit } : ADDRESS_ATTEMPT_LIMIT;
}

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * Fixed-window counters in the database, so every node of a deployment counts the same attempts
 * (an attacker cannot multiply the limit by the number of nodes).
 */
export function createSigninRateLimiter(db: Kysely<Database>) {
  /** Seconds until the bucket allows again, or 0 when it is under its limit. */
  async function retryAfter(bucket: string, { limit }: TRateLimit): Promise<number> {
    const row = await db
      .selectFrom('signin_attempts')
      .select(['count', 'window_ends_at'])
      .where('bucket', '=', bucket)
      .executeTakeFirst();
    if (!row || row.window_ends_at <= epochNow() || row.count < limit) {
      return 0;
    }
    return row.window_ends_at - epochNow();
  }

  /** Counts one event in the bucket's current window (a new window when the last one ended). */
  async function hit(bucket: string, { windowSeconds }: TRateLimit): Promise<void> {
    const now = epochNow();
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('signin_attempts')
        .select(['count', 'window_ends_at'])
        .where('bucket', '=', bucket)
        .executeTakeFirst();
      if (!row || row.window_ends_at <= now) {
        await trx
          .insertInto('signin_attempts')
          .values({ bucket, count: 1, window_ends_at: now + windowSeconds })
          .onConflict((conflict) =>
            conflict.column('bucket').doUpdateSet({ count: 1, window_ends_at: now + windowSeconds }),
          )
          .execute();
        return;
      }
      await trx
        .updateTable('signin_attempts')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('bucket', '=', bucket)
        .execute();
    });
  }

  async function reset(bucket: string): Promise<void> {
    await db.deleteFrom('signin_attempts').where('bucket', '=', bucket).execute();
  }

  return { retryAfter, hit, reset };
}

export type TSigninRateLimiter = ReturnType<typeof createSigninRateLimiter>;

export const accountBucket = (tenantCode: string, email: string) =>
  `account:${tenantCode}:${email.trim().toLowerCase()}`;
export const addressBucket = (tenantCode: string, address: string) => `address:${tenantCode}:${address}`;
