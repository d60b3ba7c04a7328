import type { Kysely } from 'kysely';
import { fromKysely, PgBoss } from 'pg-boss';
import type { Database } from '../../db/schema.ts';
import { assertJobName, type TJobHandler, type TJobRunner, type TJobRunnerOptions } from './job-types.ts';

/** pg-boss keeps its tables in this schema of the portal's own database. */
export const PG_BOSS_SCHEMA = 'pgboss';

// How long a run may take before pg-boss gives its job to another node, and how long stop() waits.
const JOB_EXPIRE_SECONDS = 300;
const STOP_TIMEOUT_MS = 10_000;
// Finished runs are kept an hour (enough to look at), then pg-boss's maintenance deletes them.
const KEEP_FINISHED_SECONDS = 3600;

type TScheduled = { name: string; everySeconds: number; handler: TJobHandler };

/**
 * Recurring jobs through pg-boss, on the portal's connection pool (its Kysely adapter). Each
 * job is a `stately` queue: at most one run waiting and one running, across every node. Each node
 * offers a run every `everySeconds` (and one at start); offers made while one waits are dropped by
 * the queue, so however many nodes there are, the job runs about that often and never twice at once.
 * A failing run is logged and not retried: the next offer is the retry.
 */
export function createPgBossJobRunner(db: Kysely<Database>, { log }: TJobRunnerOptions): TJobRunner {
  const jobs = new Map<string, TScheduled>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let isStarted = false;

  function offer(current: PgBoss, name: string): void {
    current.send(name, null).catch((error: unknown) => {
      log.warn({ err: error, job: name }, 'background job could not be queued; offered again at its next turn');
    });
  }

  async function ensureQueue(current: PgBoss, name: string): Promise<void> {
    if (await current.getQueue(name)) {
      return;
    }
    try {
      await current.createQueue(name, {
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: JOB_EXPIRE_SECONDS,
        deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      });
    } catch (error) {
      // Another node created it meanwhile.
      if (!(await current.getQueue(name))) {
        throw error;
      }
    }
  }

  return {
    schedule(name, everySeconds, handler) {
      assertJobName(name);
      if (isStarted || jobs.has(name)) {
        throw new Error(`job ${name}: schedule each job once, before start()`);
      }
      jobs.set(name, { name, everySeconds: Math.max(1, everySeconds), handler });
    },

    async start() {
      if (isStarted) {
        return;
      }
      isStarted = true;
      const current = new PgBoss({
        db: fromKysely(db),
        schema: PG_BOSS_SCHEMA,
        // No cron: our jobs are offered by each node's timer (cron's granularity is a minute).
        schedule: false,
      });
      // pg-boss reports its own trouble (a lost connection, maintenance) as events: logged, never thrown.
      current.on('error', (error) => log.error({ err: error }, 'pg-boss reported an error'));
      await current.start();
      boss = current;
      for (const job of jobs.values()) {
        await ensureQueue(current, job.name);
        await current.work(
          job.name,
          { pollingIntervalSeconds: Math.min(2, job.everySeconds), batchSize: 1 },
          async () => {
            try {
              await job.handler();
            } catch (error) {
              log.error({ err: error, job: job.name }, 'background job failed; it runs again at its next turn');
              throw error;
            }
          },
        );
        offer(current, job.name);
        const timer = setInterval(() => offer(current, job.name), job.everySeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },

    async stop() {
      for (const timer of timers.splice(0)) {
        clearInterval(timer);
      }
      const current = boss;
      boss = null;
      if (current) {
        await current.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
      }
    },

    // The queues' counts across every node, as pg-boss's monitoring pass last counted them.
    async depth() {
      if (!boss || jobs.size === 0) {
        return { queued: 0, active: 0 };
      }
      const queues = await boss.getQueues([...jobs.keys()]);
      return {
        queued: queues.reduce((sum, queue) => sum + queue.queuedCount, 0),
        active: queues.reduce((sum, queue) => sum + queue.activeCount, 0),
      };
    },
  };
}
