import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createJobRunner } from './job-runner.ts';
import type { TJobLogger, TJobRunner } from './job-types.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function collectingLogger(): TJobLogger & { errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    error: (details, message) => errors.push(`${message}: ${String((details as { err?: unknown }).err)}`),
    warn: () => undefined,
  };
}

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('background jobs', () => {
  it('runs a job at start and again every period; a failing run is logged and the job keeps running', async () => {
    const log = collectingLogger();
    const runner = createJobRunner(database, { log });
    let runs = 0;
    runner.schedule('test-flaky', 1, () => {
      runs += 1;
      if (runs === 1) {
        return Promise.reject(new Error('the first run fails'));
      }
      return Promise.resolve();
    });
    await runner.start();
    try {
      await waitFor(() => runs >= 3);
    } finally {
      await runner.stop();
    }
    expect(log.errors.some((line) => line.includes('the first run fails'))).toBe(true);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs, 'stopped: no more runs').toBe(after);
  });

  it('never runs a job twice at once, even with several nodes on the database', async () => {
    // Two runners are two nodes (on SQLite the embedded deployment is one node, and each runner
    // on its own never overlaps its job either).
    const nodes: TJobRunner[] = [];
    const log = collectingLogger();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const handler = async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 600));
      runs += 1;
      active -= 1;
    };
    const nodeCount = database.dialect === 'postgres' ? 2 : 1;
    for (let node = 0; node < nodeCount; node += 1) {
      const runner = createJobRunner(database, { log });
      runner.schedule('test-exclusive', 1, handler);
      nodes.push(runner);
    }
    await Promise.all(nodes.map((runner) => runner.start()));
    try {
      await waitFor(() => runs >= 4, 30_000);
    } finally {
      await Promise.all(nodes.map((runner) => runner.stop()));
    }
    expect(maxActive).toBe(1);
    expect(log.errors).toEqual([]);
  });

  it('tells its depth (the operations metrics): a run in progress in process, the queues across nodes', async () => {
    const runner = createJobRunner(database, { log: collectingLogger() });
    let release = () => {};
    let isRunning = false;
    runner.schedule('test-depth', 60, async () => {
      isRunning = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      isRunning = false;
    });
    expect(await runner.depth()).toEqual({ queued: 0, active: 0 });
    await runner.start();
    try {
      await waitFor(() => isRunning);
      const depth = await runner.depth();
      if (database.dialect === 'sqlite') {
        expect(depth).toEqual({ queued: 0, active: 1 });
      } else {
        // pg-boss counts its queues in its monitoring pass: a reading, not yet this run.
        expect(depth.queued).toBeGreaterThanOrEqual(0);
        expect(depth.active).toBeGreaterThanOrEqual(0);
      }
      release();
      await waitFor(() => !isRunning);
    } finally {
      release();
      await runner.stop();
    }
    expect(await runner.depth()).toEqual({ queued: 0, active: 0 });
  });

  it('refuses a job name pg-boss could not use, and a job scheduled twice', () => {
    const runner = createJobRunner(database, { log: collectingLogger() });
    expect(() => runner.schedule('Bad Name', 5, () => Promise.resolve())).toThrow();
    runner.schedule('test-once', 5, () => Promise.resolve());
    expect(() => runner.schedule('test-once', 5, () => Promise.resolve())).toThrow();
  });
});
