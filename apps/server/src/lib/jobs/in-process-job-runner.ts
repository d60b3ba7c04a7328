import { assertJobName, type TJobHandler, type TJobRunner, type TJobRunnerOptions } from './job-types.ts';

type TScheduled = { name: string; everyMs: number; handler: TJobHandler; timer: NodeJS.Timeout | null };

/**
 * Recurring jobs in this process (the embedded SQLite deployment, one node). A job never overlaps
 * itself: the next run is timed from the end of the previous one. A failing handler is logged and
 * runs again at its next turn; nothing it throws reaches the process.
 */
export function createInProcessJobRunner({ log }: TJobRunnerOptions): TJobRunner {
  const jobs = new Map<string, TScheduled>();
  const running = new Set<Promise<void>>();
  let isStarted = false;
  let isStopped = false;

  function run(job: TScheduled): void {
    job.timer = null;
    if (isStopped) {
      return;
    }
    const execution = job
      .handler()
      .catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'background job failed; it runs again at its next turn');
      })
      .finally(() => {
        running.delete(execution);
        if (!isStopped) {
          job.timer = setTimeout(() => run(job), job.everyMs);
          // A waiting job never keeps the process alive on its own.
          job.timer.unref();
        }
      });
    running.add(execution);
  }

  return {
    schedule(name, everySeconds, handler) {
      assertJobName(name);
      if (isStarted || jobs.has(name)) {
        throw new Error(`job ${name}: schedule each job once, before start()`);
      }
      jobs.set(name, { name, everyMs: Math.max(1, everySeconds) * 1000, handler, timer: null });
    },
    start() {
      if (!isStarted) {
        isStarted = true;
        for (const job of jobs.values()) {
          run(job);
        }
      }
      return Promise.resolve();
    },
    async stop() {
      isStopped = true;
      for (const job of jobs.values()) {
        if (job.timer) {
          clearTimeout(job.timer);
          job.timer = null;
        }
      }
      await Promise.all([...running]);
    },
    // A job here waits on its own timer, never in a queue.
    depth() {
      return Promise.resolve({ queued: 0, active: running.size });
    },
  };
}
