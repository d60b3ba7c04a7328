import { measure } from '../lib/measure.ts';
import { percentile } from '../lib/percentile.ts';
import { startCpuMeter } from '../lib/process-cpu.ts';
import { readNumber } from '../lib/settings.ts';
import type { TBenchSuite, TCustomMeasurement, TCustomTarget } from '../lib/suite.ts';
import {
  call,
  findLostAcks,
  prepareLearners,
  saveNext,
  saveRequestSetup,
  type TAck,
  type TLearner,
} from './assessment-attempts/attempt-load.ts';
import {
  startKillablePortal,
  type TAttemptDialect,
  type TKillablePortal,
} from './assessment-attempts/attempt-portal.ts';

/*
 * Timed attempts (issue 16), on SQLite and on PostgreSQL, each on a portal of its own:
 * 1. `save-response-<dialect>-saturation`: saves back to back on BENCH_CONNECTIONS connections
 *    (autocannon, as the baseline), unchecked: what one portal process can take at most.
 * 2. `save-response-<dialect>`, the issue's target: BENCH_ATTEMPT_LEARNERS (1 000) learners each
 *    saving an answer every 5 s for BENCH_ATTEMPT_SECONDS (40 s): req/s as a ratio of the bare
 *    baseline under the same 1 000 paced clients (at least 0.3), and the saves' p95. Then the same
 *    learners go on while the server is killed with SIGKILL part way and started again on the same
 *    database; every save it acknowledged must be stored (the run fails otherwise).
 */

const SAVE_EVERY_MS = 5_000;

function learnerCount(): number {
  return readNumber(
    process.env,
    'BENCH_ATTEMPT_LEARNERS',
    1_000,
    (value) => Number.isInteger(value) && value > 0,
    'a positive integer',
  );
}

function pacedSeconds(): number {
  return readNumber(process.env, 'BENCH_ATTEMPT_SECONDS', 40, (value) => value >= 10, 'at least 10');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TPacedCall = () => Promise<{ status: number; ack?: TAck | null }>;

type TPacedRun = TCustomMeasurement & { acks: TAck[] };

/**
 * One lane per client, each calling every SAVE_EVERY_MS (from a random start within the first
 * period) until `seconds` have passed: req/s are the answered calls per second of the run.
 * Calls that throw (a killed server) count as errors.
 */
async function pacedRun(calls: readonly TPacedCall[], seconds: number, serverPid?: number): Promise<TPacedRun> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const acks: TAck[] = [];
  let errors = 0;
  let non2xx = 0;
  const endAt = Date.now() + seconds * 1000;
  const cpuPerCall = startCpuMeter(serverPid);
  const lane = async (pacedCall: TPacedCall) => {
    await sleep(Math.random() * SAVE_EVERY_MS);
    while (Date.now() < endAt) {
      const startedAt = performance.now();
      try {
        const { status, ack } = await pacedCall();
        statusCodes[String(status)] = (statusCodes[String(status)] ?? 0) + 1;
        if (status >= 200 && status < 300) {
          latencies.push(performance.now() - startedAt);
          if (ack) {
            acks.push(ack);
          }
        } else {
          non2xx += 1;
        }
      } catch {
        errors += 1;
      }
      await sleep(SAVE_EVERY_MS);
    }
  };
  await Promise.all(calls.map(lane));
  const sorted = Float64Array.from(latencies).sort();
  return {
    reqPerSec: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    totalRequests: latencies.length,
    errors,
    timeouts: 0,
    non2xx,
    statusCodes,
    serverCpuUsPerRequest: cpuPerCall(latencies.length),
    acks,
  };
}

/** The learners save on while the portal is killed with SIGKILL at 40 % and started again. */
async function crashRun(portal: TKillablePortal, learners: readonly TLearner[], label: string): Promise<void> {
  const seconds = pacedSeconds();
  const crash = (async () => {
    await sleep(seconds * 400);
    const killedAt = Date.now();
    await portal.kill();
    await portal.restart();
    console.log(
      `assessment-attempts (${label}): killed with SIGKILL; back in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`,
    );
  })();
  const [run] = await Promise.all([
    pacedRun(
      learners.map((learner) => () => saveNext(portal.baseUrl, learner)),
      seconds,
    ),
    crash,
  ]);
  const lost = await findLostAcks(portal, run.acks);
  console.log(
    `assessment-attempts (${label}): through the kill, ${run.totalRequests} saves answered, ${run.errors} cut or refused, ` +
      `${run.acks.length} acknowledged, ${lost.length} of them lost`,
  );
  if (lost.length > 0) {
    throw new Error(
      `assessment-attempts (${label}): ${lost.length} acknowledged saves are not stored, e.g. ${JSON.stringify(lost[0])}`,
    );
  }
}

type TPrepared = { portal: TKillablePortal; learners: TLearner[] };

/** Both targets of a dialect share its portal and learners: the first prepares them, the last disposes. */
function sharedPortal(dialect: TAttemptDialect) {
  let prepared: Promise<TPrepared> | null = null;
  return {
    /** At least `connections` learners (one per connection of the saturation run). */
    get(connections: number): Promise<TPrepared> {
      prepared ??= (async () => {
        const portal = await startKillablePortal(dialect);
        try {
          return { portal, learners: await prepareLearners(portal, Math.max(learnerCount(), connections)) };
        } catch (error) {
          await portal.dispose();
          throw error;
        }
      })();
      return prepared;
    },
    async dispose(): Promise<void> {
      const current = prepared;
      prepared = null;
      if (current) {
        await (await current).portal.dispose();
      }
    },
  };
}

function saturationTarget(dialect: TAttemptDialect, shared: ReturnType<typeof sharedPortal>): TCustomTarget {
  return {
    name: `save-response-${dialect}-saturation`,
    path: `POST /api/userAttempt/{id}/saveResponse (${dialect}; back to back, unchecked)`,
    async measure(_portal, settings): Promise<TCustomMeasurement> {
      try {
        const { portal, learners } = await shared.get(settings.connections);
        // autocannon, as for the baseline: a load generator of our own would take more of the two cores.
        const load = {
          url: `${portal.baseUrl}/`,
          connections: settings.connections,
          setupRequest: saveRequestSetup(learners),
        };
        if (settings.warmupSeconds > 0) {
          await measure({ ...load, durationSeconds: settings.warmupSeconds });
        }
        return await measure({ ...load, durationSeconds: settings.durationSeconds, serverPid: portal.pid() });
      } catch (error) {
        await shared.dispose();
        throw error;
      }
    },
  };
}

function pacedTarget(dialect: TAttemptDialect, shared: ReturnType<typeof sharedPortal>): TCustomTarget {
  return {
    name: `save-response-${dialect}`,
    path: `POST /api/userAttempt/{id}/saveResponse (${dialect}; ${learnerCount()} learners, one save each every 5 s, then a kill -9)`,
    minRatio: 0.3,
    async measure(_portal, settings, run): Promise<TCustomMeasurement> {
      try {
        const { portal, learners } = await shared.get(settings.connections);
        const seconds = pacedSeconds();
        const baseline = await pacedRun(
          learners.map(() => async () => ({ status: (await call(run.baselineUrl, 'GET', '/', '')).status })),
          seconds,
        );
        const saves = await pacedRun(
          learners.map((learner) => () => saveNext(portal.baseUrl, learner)),
          seconds,
          portal.pid(),
        );
        console.log(
          `assessment-attempts (${dialect}): ${learners.length} learners, a save every ${SAVE_EVERY_MS / 1000} s for ${seconds} s: ` +
            `${saves.reqPerSec.toFixed(0)} saves/s (baseline under the same clients ${baseline.reqPerSec.toFixed(0)} req/s), ` +
            `p50 ${saves.p50Ms.toFixed(1)} ms, p95 ${(saves.p95Ms ?? 0).toFixed(1)} ms, p99 ${saves.p99Ms.toFixed(1)} ms`,
        );
        await crashRun(portal, learners, dialect);
        const { acks: _acks, ...measurement } = saves;
        const { acks: _baselineAcks, ...baselineUnderSameLoad } = baseline;
        return { ...measurement, baselineUnderSameLoad };
      } finally {
        await shared.dispose();
      }
    },
  };
}

function dialectTargets(dialect: TAttemptDialect): TCustomTarget[] {
  const shared = sharedPortal(dialect);
  return [saturationTarget(dialect, shared), pacedTarget(dialect, shared)];
}

export const assessmentAttemptsSuite: TBenchSuite = {
  name: 'assessment-attempts',
  description:
    '1 000 learners saving every 5 s (>= 0.3 of the baseline under the same clients) through a kill -9, and saves back to back; SQLite and PostgreSQL',
  targets: [...dialectTargets('sqlite'), ...dialectTargets('postgres')],
};
