import type { TMeasurement } from '../lib/measure.ts';
import { measureCalls } from '../lib/measure-calls.ts';
import { percentile } from '../lib/percentile.ts';
import { readNumber } from '../lib/settings.ts';
import type { TBenchSuite, TCustomTarget } from '../lib/suite.ts';
import {
  findLostAcks,
  prepareLearners,
  saveNext,
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
 * 1. saveResponse at full speed (BENCH_CONNECTIONS learners saving back to back): req/s as a ratio
 *    of the bare baseline (at least 0.3) and the latency;
 * 2. BENCH_ATTEMPT_LEARNERS (1 000) learners each saving an answer every 5 s for
 *    BENCH_ATTEMPT_SECONDS (40 s); at 40 % of it the server is killed with SIGKILL and started
 *    again on the same database; then every save it acknowledged must be stored (the run fails
 *    otherwise). The paced saves' p95 is printed.
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

/** 1 000 learners pacing their saves; the server is killed and restarted part way. */
async function pacedRunWithCrash(portal: TKillablePortal, learners: readonly TLearner[], label: string): Promise<void> {
  const seconds = pacedSeconds();
  const acks: TAck[] = [];
  const latencies: number[] = [];
  let failed = 0;
  const endAt = Date.now() + seconds * 1000;
  const lane = async (learner: TLearner) => {
    await sleep(Math.random() * SAVE_EVERY_MS);
    while (Date.now() < endAt) {
      const startedAt = performance.now();
      try {
        const { status, ack } = await saveNext(portal.baseUrl, learner);
        if (status === 200) {
          latencies.push(performance.now() - startedAt);
          if (ack) {
            acks.push(ack);
          }
        } else {
          failed += 1;
        }
      } catch {
        // Refused or cut while the server is down: not acknowledged, so nothing is owed.
        failed += 1;
      }
      await sleep(SAVE_EVERY_MS);
    }
  };
  const crash = (async () => {
    await sleep(seconds * 400);
    const killedAt = Date.now();
    const acknowledgedBefore = acks.length;
    await portal.kill();
    await portal.restart();
    console.log(
      `assessment-attempts (${label}): killed with SIGKILL after ${acknowledgedBefore} acknowledged saves; ` +
        `back in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`,
    );
  })();
  await Promise.all([...learners.map(lane), crash]);
  const lost = await findLostAcks(portal, acks);
  const sorted = Float64Array.from(latencies).sort();
  console.log(
    `assessment-attempts (${label}): ${learners.length} learners, a save every ${SAVE_EVERY_MS / 1000} s for ${seconds} s: ` +
      `${latencies.length} saves answered (${(latencies.length / seconds).toFixed(0)}/s), ${failed} refused or cut by the crash, ` +
      `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms; ${acks.length} acknowledged, ${lost.length} of them lost`,
  );
  if (lost.length > 0) {
    throw new Error(
      `assessment-attempts (${label}): ${lost.length} acknowledged saves are not stored, e.g. ${JSON.stringify(lost[0])}`,
    );
  }
}

function saveTarget(dialect: TAttemptDialect): TCustomTarget {
  return {
    name: `save-response-${dialect}`,
    path: `POST /api/userAttempt/{id}/saveResponse (${dialect}; then ${learnerCount()} paced learners and a kill -9)`,
    minRatio: 0.3,
    async measure(_portal, settings): Promise<TMeasurement> {
      const portal = await startKillablePortal(dialect);
      try {
        const learners = await prepareLearners(portal, Math.max(learnerCount(), settings.connections));
        const lanes = learners
          .slice(0, settings.connections)
          .map((learner) => async () => (await saveNext(portal.baseUrl, learner)).status);
        await measureCalls({ name: 'warm-up', lanes, stopAfter: { seconds: settings.warmupSeconds } });
        const measured = await measureCalls({
          name: `save-response-${dialect}`,
          lanes,
          stopAfter: { seconds: settings.durationSeconds },
          serverPid: portal.pid(),
        });
        console.log(
          `assessment-attempts (${dialect}): saveResponse at full speed, ${settings.connections} learners: ` +
            `${measured.reqPerSec.toFixed(0)} req/s, p50 ${measured.p50Ms.toFixed(2)} ms, p95 ${(measured.p95Ms ?? 0).toFixed(2)} ms, p99 ${measured.p99Ms.toFixed(2)} ms`,
        );
        await pacedRunWithCrash(portal, learners, dialect);
        return measured;
      } finally {
        await portal.dispose();
      }
    },
  };
}

export const assessmentAttemptsSuite: TBenchSuite = {
  name: 'assessment-attempts',
  description:
    'saveResponse at full speed (>= 0.3 of the baseline) and 1 000 paced learners through a kill -9, SQLite and PostgreSQL',
  targets: [saveTarget('sqlite'), saveTarget('postgres')],
};
