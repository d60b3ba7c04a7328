import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../db/kysely.ts';
import { createMigrator, migrateToLatest } from '../db/migrator.ts';
import { listTableNames } from '../db/table-names.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createRateLimiter, deleteEndedRateLimitCounters } from './rate-limiter.ts';

let database: TDatabase;
// The tests move the clock, never read the machine's.
const NOON = Date.parse('2026-03-02T12:00:00.000Z');
let clock = NOON;
const now = () => clock;
const PER_MINUTE = { limit: 3, windowSeconds: 60 };

beforeAll(async () => {
  database = await createTestDatabase(inject('migratedDatabaseTemplate'));
  await migrateToLatest(database);
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  clock = NOON;
  await database.db.deleteFrom('rate_limit_counters').execute();
});

describe('the rate limiter', () => {
  it('allows the limit in a window, then refuses with the seconds until the window ends', async () => {
    const limiter = createRateLimiter(database.db, { now });
    const counts = [];
    for (let index = 0; index < 4; index += 1) {
      counts.push(await limiter.hit('a', PER_MINUTE));
      // The window runs from the first event: later ones do not push its end.
      clock += 5_000;
    }
    expect(counts.map((hit) => [hit.count, hit.isAllowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(counts[3]?.retryAfterSeconds).toBe(45);
    expect(counts[0]?.retryAfterSeconds).toBe(60);
    // Other buckets count apart.
    expect(await limiter.hit('b', PER_MINUTE)).toMatchObject({ count: 1, isAllowed: true });
  });

  it('counts 50 parallel events exactly once each: no two see the same count', async () => {
    const limiter = createRateLimiter(database.db, { now });
    const hits = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('burst', PER_MINUTE)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(hits.filter((hit) => hit.isAllowed)).toHaveLength(PER_MINUTE.limit);
  });

  it('agrees across limiters sharing the database, as nodes do', async () => {
    const nodeA = createRateLimiter(database.db, { now });
    const nodeB = createRateLimiter(database.db, { now });
    const hits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? nodeA : nodeB).hit('shared', PER_MINUTE)),
    );
    expect(hits.filter((hit) => hit.isAllowed)).toHaveLength(PER_MINUTE.limit);
  });

  it('starts afresh in the next window', async () => {
    const limiter = createRateLimiter(database.db, { now });
    for (let index = 0; index < 4; index += 1) {
      await limiter.hit('a', PER_MINUTE);
    }
    clock = NOON + 60_000;
    expect(await limiter.hit('a', PER_MINUTE)).toMatchObject({ count: 1, isAllowed: true, retryAfterSeconds: 60 });
  });

  it('restarts an ended window once, however many events arrive at once', async () => {
    const limiter = createRateLimiter(database.db, { now });
    await limiter.hit('a', PER_MINUTE);
    clock = NOON + 61_000;
    const hits = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('a', PER_MINUTE)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(hits.map((hit) => hit.retryAfterSeconds))).toEqual(new Set([60]));
  });

  it('gives a slot back in the window it was taken in, never below zero', async () => {
    const limiter = createRateLimiter(database.db, { now });
    const first = await limiter.hit('a', PER_MINUTE);
    await limiter.hit('a', PER_MINUTE);
    await limiter.refund(first);
    expect(await limiter.hit('a', PER_MINUTE)).toMatchObject({ count: 2 });
    clock = NOON + 60_000;
    const next = await limiter.hit('a', PER_MINUTE);
    // The refund of an event of the past window leaves the new window's count alone.
    await limiter.refund(first);
    await limiter.refund(first);
    await limiter.refund(first);
    expect(await limiter.hit('a', PER_MINUTE)).toMatchObject({ count: 2 });
    await limiter.refund(next);
    await limiter.refund(next);
    await limiter.refund(next);
    expect(await limiter.hit('a', PER_MINUTE)).toMatchObject({ count: 1 });
  });

  it("deletes ended windows, once other nodes' clocks have passed their end too", async () => {
    const limiter = createRateLimiter(database.db, { now });
    await limiter.hit('old', PER_MINUTE);
    clock = NOON + 90_000;
    await limiter.hit('recent', PER_MINUTE);
    clock = NOON + 170_000;
    // The first event of a window prunes: 'old' ended 110 s ago, 'recent' runs until NOON + 150 s.
    await limiter.hit('new', PER_MINUTE);
    const buckets = await database.db.selectFrom('rate_limit_counters').select('bucket').orderBy('bucket').execute();
    expect(buckets.map((row) => row.bucket)).toEqual(['new', 'recent']);
    expect(await deleteEndedRateLimitCounters(database.db, new Date(NOON + 240_000))).toBe(2);
  });
});

describe('0012-rate-limits', () => {
  it('goes down to the sign-in attempts table of 0002, and up again', async () => {
    const migrator = createMigrator(database);
    expect((await migrator.migrateTo('0011-search-ranking')).error).toBeUndefined();
    const tables = [...(await listTableNames(database))];
    expect(tables).toContain('signin_attempts');
    expect(tables).not.toContain('rate_limit_counters');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = [...(await listTableNames(database))];
    expect(after).toContain('rate_limit_counters');
    expect(after).not.toContain('signin_attempts');
  });
});
