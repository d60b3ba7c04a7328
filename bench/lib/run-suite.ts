import { checkResult, type TCheckedResult } from './checks.ts';
import { httpRequest } from './http-get.ts';
import { describeMachine } from './machine.ts';
import { measure, type TMeasurement } from './measure.ts';
import type { TSuiteReport } from './report.ts';
import { startBaselineServer, startPortalServer, type TPortalServer, type TRunningServer } from './servers.ts';
import type { TBenchSettings } from './settings.ts';
import type { TBenchSuite, TBenchTarget, TLoadTarget, TPortalHandle } from './suite.ts';

/** The bare Fastify app's only route; every suite measures it first. */
const BASELINE_TARGET: TLoadTarget = { name: 'baseline', path: '/' };

async function measureTarget(
  server: TRunningServer,
  target: TLoadTarget,
  headers: Readonly<Record<string, string>>,
  settings: TBenchSettings,
): Promise<TMeasurement> {
  const url = `${server.baseUrl}${target.path}`;
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  // One plain request first, so a wrong target explains itself instead of only counting non-2xx.
  const probe = await httpRequest(url, { headers, body });
  if (probe.status < 200 || probe.status >= 300) {
    console.error(`bench: ${target.name} answered ${probe.status} before measuring: ${probe.body.slice(0, 300)}`);
  }
  const load = { url, headers, body, connections: settings.connections };
  console.error(
    `bench: ${target.name}: ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s, ` +
      `${settings.connections} connections`,
  );
  if (settings.warmupSeconds > 0) {
    // Discarded: lets the JIT compile the hot path and the server fill its caches.
    await measure({ ...load, durationSeconds: settings.warmupSeconds });
  }
  return measure({ ...load, durationSeconds: settings.durationSeconds, serverPid: server.pid });
}

type TTargetRun = {
  measurement: TMeasurement;
  /** The baseline under the target's own workload, when it measured one. */
  baselineUnderSameLoad?: TMeasurement | undefined;
  /** The headers as the report shows them: prepared ones by name only (a token is a credential). */
  reportedHeaders: Readonly<Record<string, string>>;
};

/** What suites get of the portal: not its `stop`, which belongs to the run. */
function portalHandle(portal: TPortalServer): TPortalHandle {
  return {
    baseUrl: portal.baseUrl,
    pid: portal.pid,
    databasePath: portal.databasePath,
    inspectorPort: portal.inspectorPort,
  };
}

/** Measures a suite's target: loaded with autocannon, or by its own `measure` function. */
async function runTarget(
  portal: TPortalServer,
  baseline: TRunningServer,
  target: TBenchTarget,
  settings: TBenchSettings,
): Promise<TTargetRun> {
  const handle = portalHandle(portal);
  if ('measure' in target) {
    const { baselineUnderSameLoad, ...measurement } = await target.measure(handle, settings, {
      baselineUrl: baseline.baseUrl,
    });
    return { measurement, reportedHeaders: {}, baselineUnderSameLoad };
  }
  const prepared = (await target.prepareHeaders?.(handle)) ?? {};
  const measurement = await measureTarget(portal, target, { ...target.headers, ...prepared }, settings);
  const withheld = Object.fromEntries(Object.keys(prepared).map((name) => [name, '(obtained at run time)']));
  return { measurement, reportedHeaders: { ...target.headers, ...withheld } };
}

/** Starts both servers at once; when one fails, the other is stopped before the error goes up. */
async function startBoth(suite: TBenchSuite): Promise<[TRunningServer, TPortalServer]> {
  const [baseline, portal] = await Promise.allSettled([
    startBaselineServer(),
    startPortalServer({ inspect: suite.inspectPortal === true, logLevel: suite.portalLogLevel }),
  ]);
  if (baseline.status === 'fulfilled' && portal.status === 'fulfilled') {
    return [baseline.value, portal.value];
  }
  const outcomes: PromiseSettledResult<TRunningServer>[] = [baseline, portal];
  const running = outcomes.filter(
    (started): started is PromiseFulfilledResult<TRunningServer> => started.status === 'fulfilled',
  );
  await Promise.all(running.map((started) => started.value.stop()));
  const failure = outcomes.find((started): started is PromiseRejectedResult => started.status === 'rejected');
  const reason: unknown = failure?.reason;
  throw reason instanceof Error ? reason : new Error(String(reason));
}

/**
 * Starts the baseline and a portal on a fresh database, measures the baseline then each target of
 * the suite one after the other, and stops both servers however it ends.
 */
export async function runSuite(suite: TBenchSuite, settings: TBenchSettings): Promise<TSuiteReport> {
  const startedAt = new Date().toISOString();
  const machine = describeMachine();
  const [baseline, portal] = await startBoth(suite);
  try {
    await suite.setUp?.(portalHandle(portal));
    const baselineFigures = await measureTarget(baseline, BASELINE_TARGET, {}, settings);
    const results: TCheckedResult[] = [
      checkResult({
        name: BASELINE_TARGET.name,
        path: BASELINE_TARGET.path,
        measurement: baselineFigures,
        baselineReqPerSec: baselineFigures.reqPerSec,
      }),
    ];
    for (const target of suite.targets) {
      const { measurement, reportedHeaders, baselineUnderSameLoad } = await runTarget(
        portal,
        baseline,
        target,
        settings,
      );
      // A ratio is judged against the baseline measured right after its target: on a shared machine
      // the bare server's own req/s drifts by a third over a suite of several minutes (a database
      // filled, a checkpoint written), and a baseline from the start would judge the drift.
      const neighbour =
        baselineUnderSameLoad ??
        (target.minRatio === undefined
          ? baselineFigures
          : await measureTarget(baseline, BASELINE_TARGET, {}, settings));
      results.push(
        checkResult({
          name: target.name,
          path: target.path,
          headers: reportedHeaders,
          measurement,
          baselineReqPerSec: neighbour.reqPerSec,
          minRatio: target.minRatio,
          maxLatency: 'measure' in target ? target.maxLatency : undefined,
        }),
      );
    }
    return {
      suite: suite.name,
      description: suite.description,
      startedAt,
      finishedAt: new Date().toISOString(),
      machine,
      settings,
      passed: results.every((result) => result.status !== 'fail'),
      results,
    };
  } finally {
    await Promise.all([portal.stop(), baseline.stop()]);
  }
}
