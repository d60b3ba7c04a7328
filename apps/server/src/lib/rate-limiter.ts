import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** At most `limit` events per bucket in each window of `windowSeconds`. */
export type TRateLimit = { limit: number; windowSeconds: number };

/** One counted event: whether it is within the limit, and the slot it took (to give back). */
export type TRateLimitHit = {
  bucket: string;
  /** The end of the window the event was counted in (UTC ISO-8601). */
  windowEndsAt: string;
  /** The bucket's count in this window, this event included. */
  count: number;
  isAllowed: boolean;
  /** Seconds until the window ends (at least 1), for `Retry-After`. */
  retryAfterSeconds: number;
};

export type TRateLimiterOptions = {
  /** The clock, in milliseconds (tests move it to cross a window). */
  now?: () => number;
};

// Ended windows are deleted at most this often per limiter (by the first event of a window), and
// only a minute after they ended, so that a node whose clock is a little late still finds its count.
const PRUNE_INTERVAL_MS = 60_000;
const CLOCK_SKEW_MS = 60_000;

/**
 * Rate limits shared by every node, counted in the database (`rate_limit_counters`).
 *
 * Fixed windows, each starting at its bucket's first event: counting and deciding are one upsert
 * that returns the new count (and restarts the window when it has ended), so parallel requests can
 * never all read the same old count and pass, as check-then-count let them. A fixed window lets a
 * burst of twice the limit straddle its end; a sliding one would need a row per event, and these
 * limits (sign-in failures, error reports) have to bound guessing and flooding, not be exact.
 */
export function createRateLimiter(db: Kysely<Database>, { now = Date.now }: TRateLimiterOptions = {}) {
  let lastPruneAt = Number.NEGATIVE_INFINITY;

  /**
   * Counts one event in the bucket's current window and says whether it is within the limit.
   * Call it before the work it limits: a refused event is counted too, and the caller does not
   * do the work.
   */
  async function hit(bucket: string, { limit, windowSeconds }: TRateLimit): Promise<TRateLimitHit> {
    const at = now();
    const current = new Date(at).toISOString();
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ bucket, count: 1, window_ends_at: new Date(at + windowSeconds * 1000).toISOString() })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet((eb) => {
          const hasEnded = eb('rate_limit_counters.window_ends_at', '<=', current);
          return {
            count: eb
              .case()
              .when(hasEnded)
              .then(1)
              .else(eb('rate_limit_counters.count', '+', 1))
              .end(),
            window_ends_at: eb
              .case()
              .when(hasEnded)
              .then(eb.ref('excluded.window_ends_at'))
              .else(eb.ref('rate_limit_counters.window_ends_at'))
              .end(),
          };
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    if (row.count === 1) {
      await pruneEnded(at);
    }
    return {
      bucket,
      windowEndsAt: row.window_ends_at,
      count: row.count,
      isAllowed: row.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.window_ends_at) - at) / 1000)),
    };
  }

  /**
   * Gives back the slot an event took (a sign-in that succeeded is not a failure), if its window
   * is still the bucket's current one.
   */
  async function refund({ bucket, windowEndsAt }: TRateLimitHit): Promise<void> {
    await db
      .updateTable('rate_limit_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('bucket', '=', bucket)
      .where('window_ends_at', '=', windowEndsAt)
      .where('count', '>', 0)
      .execute();
  }

  async function pruneEnded(at: number): Promise<void> {
    if (at - lastPruneAt < PRUNE_INTERVAL_MS) {
      return;
    }
    lastPruneAt = at;
    await deleteEndedRateLimitCounters(db, new Date(at - CLOCK_SKEW_MS));
  }

  return { hit, refund };
}

export type TRateLimiter = ReturnType<typeof createRateLimiter>;

/** Deletes the counters whose window ended by `before`; returns how many. */
export async function deleteEndedRateLimitCounters(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<=', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
