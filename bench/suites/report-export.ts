import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { TReportExport } from '@portal/contracts';
import { openDatabase } from '../../apps/server/src/db/kysely.ts';
import { buildUserRow, grantRole } from '../../apps/server/src/test/factories.ts';
import { issueAccessToken } from '../../apps/server/src/test/access-tokens.ts';
import { deferCleanup } from '../lib/cleanup.ts';
import { findFreePort } from '../lib/free-port.ts';
import { httpRequest } from '../lib/http-get.ts';
import type { TMeasurement } from '../lib/measure.ts';
import { readProcessCpuSeconds } from '../lib/process-cpu.ts';
import { readProcessMemory, withProcessInspector, type TProcessInspector } from '../lib/process-inspector.ts';
import { startProcess } from '../lib/start-process.ts';
import type { TBenchSuite, TCustomTarget } from '../lib/suite.ts';

/*
 * Report exports (issue 18 item 4): a 100 000-row export to Excel, as a background job, on a
 * portal of the suite's own (`report-export/export-portal.ts`: the real app whose learning-path
 * reports are synthetic sources of a known size, so what is measured is the export pipeline: the
 * job, exceljs's streaming writer, the media store). One export of BENCH_EXPORT_SMALL_ROWS rows
 * (10 000) warms the process up, then each size is exported once while the suite samples the
 * portal's resident memory (VmRSS, every 20 ms) and, through its inspector, its live memory (heap
 * used + external after a full GC, every 250 ms): time, rows per second, and how much each peak
 * rose above its value before. RSS is printed but not judged (V8 and the allocator keep what they
 * grew to, whatever is live); the check is on live memory: the 100 000-row export may not grow it
 * much more than the 10 000-row one (at most twice the small one's growth plus 8 MB): rows are
 * written as they come, never held.
 */

const HOST = '127.0.0.1';
const ACME_HOST = 'acme.localhost';
const repositoryRoot = resolve(import.meta.dirname, '../..');
const SAMPLE_MS = 20;
const EXPORT_TIMEOUT_MS = 10 * 60_000;
const BENCH_USER = 'bench-exporter';

const largeRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const smallRows = Number(process.env.BENCH_EXPORT_SMALL_ROWS ?? 10_000);

type TEnvelope<T> = { returnValue: T };

/** Resident memory of a process in bytes (Linux /proc), or null. */
function residentBytes(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) * 1024 : null;
  } catch {
    return null;
  }
}

type TExportRun = {
  ms: number;
  rows: number;
  byteSize: number;
  rssBefore: number;
  rssPeak: number;
  /** Heap used + external memory after a full GC (what the process holds, not garbage waiting). */
  liveBefore: number;
  livePeak: number;
  cpuSeconds: number;
};

const LIVE_SAMPLE_MS = 250;

async function liveBytes(inspector: TProcessInspector): Promise<number> {
  const memory = await readProcessMemory(inspector);
  return memory.heapUsedBytes + memory.externalBytes;
}

type TExportedReport = 'PATH_COMPLETION' | 'PATH_OVERDUE' | 'ASSESSMENT_SCORES';

async function runExport(
  baseUrl: string,
  pid: number,
  headers: Record<string, string>,
  reportCode: TExportedReport,
  inspector: TProcessInspector,
): Promise<TExportRun> {
  const liveBefore = await liveBytes(inspector);
  let livePeak = liveBefore;
  let lastLive = performance.now();
  const rssBefore = residentBytes(pid) ?? 0;
  let rssPeak = rssBefore;
  const cpuBefore = readProcessCpuSeconds(pid) ?? 0;
  const started = performance.now();
  const created = await httpRequest(`${baseUrl}/api/reports/exports`, {
    headers,
    body: JSON.stringify({ reportCode, query: {} }),
    timeoutMs: 30_000,
  });
  if (created.status !== 200) {
    throw new Error(`export of ${reportCode} refused: ${created.status} ${created.body}`);
  }
  const { exportId } = (JSON.parse(created.body) as TEnvelope<TReportExport>).returnValue;
  let lastPoll = 0;
  for (;;) {
    rssPeak = Math.max(rssPeak, residentBytes(pid) ?? 0);
    if (performance.now() - lastLive >= LIVE_SAMPLE_MS) {
      livePeak = Math.max(livePeak, await liveBytes(inspector));
      lastLive = performance.now();
    }
    if (performance.now() - lastPoll >= 250) {
      lastPoll = performance.now();
      const answer = await httpRequest(`${baseUrl}/api/reports/exports/${exportId}`, { headers, timeoutMs: 30_000 });
      const value = (JSON.parse(answer.body) as TEnvelope<TReportExport>).returnValue;
      if (value.status === 'DONE') {
        return {
          ms: performance.now() - started,
          rows: value.rowsWritten,
          byteSize: value.byteSize ?? 0,
          rssBefore,
          rssPeak,
          liveBefore,
          livePeak,
          cpuSeconds: (readProcessCpuSeconds(pid) ?? 0) - cpuBefore,
        };
      }
      if (value.status === 'FAILED') {
        throw new Error(`export of ${reportCode} failed: ${value.errorKey ?? ''}`);
      }
    }
    if (performance.now() - started > EXPORT_TIMEOUT_MS) {
      throw new Error(`export of ${reportCode} did not finish in ${EXPORT_TIMEOUT_MS / 1000} s`);
    }
    await delay(SAMPLE_MS);
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const SET_CHUNK = 500;

/**
 * Adds published assessment sets to acme until it has `total` of the suite's (ASSESSMENT_SCORES
 * has a row per set), and answers how many rows the report then has (the demo's sets too).
 */
async function fillAssessmentSets(databasePath: string, total: number): Promise<number> {
  const database = openDatabase({ dialect: 'sqlite', path: databasePath });
  try {
    const { db } = database;
    const had = await db
      .selectFrom('assessment_sets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_code', '=', 'acme')
      .where('created_by', '=', BENCH_USER)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (let index = Number(had.count); index < total; index += SET_CHUNK) {
        const count = Math.min(SET_CHUNK, total - index);
        await trx
          .insertInto('assessment_sets')
          .values(
            Array.from({ length: count }, (_, offset) => ({
              tenant_code: 'acme',
              // Titles repeat (ties the order must break by id), in both cases.
              title_en: `${(index + offset) % 2 === 0 ? 'Bench' : 'bench'} set ${(index + offset) % 997}`,
              title_fr: `Évaluation ${index + offset}`,
              description_en: '',
              description_fr: '',
              kind: 'ASSESSMENT',
              status: 'PUBLISHED',
              shuffle_questions: false,
              shuffle_options: false,
              time_limit_minutes: null,
              attempts_allowed: null,
              pass_mark_percent: 70,
              available_from: null,
              available_until: null,
              review_mode: 'SCORE',
              published_at: at,
              created_at: at,
              created_by: BENCH_USER,
              updated_at: at,
              updated_by: BENCH_USER,
            })),
          )
          .execute();
      }
    });
    const rows = await db
      .selectFrom('assessment_sets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_code', '=', 'acme')
      .where('kind', '=', 'ASSESSMENT')
      .where('status', '<>', 'DRAFT')
      .executeTakeFirstOrThrow();
    return Number(rows.count);
  } finally {
    await database.destroy();
  }
}

/**
 * The exports a target runs once its portal is up (the inspector attached): a warm-up, then the
 * small and the large one, with the row counts each must have.
 */
type TExportPlan = (context: {
  databasePath: string;
  run: (reportCode: TExportedReport) => Promise<TExportRun>;
}) => Promise<{ small: TExportRun; large: TExportRun; smallExpected: number; largeExpected: number }>;

/** The synthetic sources: the export pipeline alone. */
const syntheticPlan: TExportPlan = async ({ run }) => {
  // Warm-up: the code paths load once (exceljs, the job), as in a portal that has served a while.
  await run('PATH_COMPLETION');
  const small = await run('PATH_COMPLETION');
  const large = await run('PATH_OVERDUE');
  return { small, large, smallExpected: smallRows, largeExpected: largeRows };
};

/** ASSESSMENT_SCORES, a module's real SQL (an aggregate per set), read in keyset chunks. */
const sqlPlan: TExportPlan = async ({ databasePath, run }) => {
  const smallExpected = await fillAssessmentSets(databasePath, smallRows);
  await run('ASSESSMENT_SCORES');
  const small = await run('ASSESSMENT_SCORES');
  const largeExpected = await fillAssessmentSets(databasePath, largeRows);
  const large = await run('ASSESSMENT_SCORES');
  return { small, large, smallExpected, largeExpected };
};

function exportTarget(kind: 'synthetic' | 'sql', plan: TExportPlan): TCustomTarget {
  return {
    name: kind === 'synthetic' ? `export-${largeRows}-rows` : `export-${largeRows}-sql-rows`,
    path:
      kind === 'synthetic'
        ? `POST /api/reports/exports (${largeRows} synthetic rows), polled until DONE; the portal's RSS sampled`
        : `POST /api/reports/exports (ASSESSMENT_SCORES over ${largeRows} seeded sets), polled until DONE`,
    measure: () => measureExports(kind, plan),
  };
}

async function measureExports(kind: string, plan: TExportPlan): Promise<TMeasurement> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-export-'));
  const databasePath = join(dataDir, 'portal.db');
  const port = await findFreePort(HOST);
  const inspectorPort = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const portal = await startProcess({
    name: 'export-portal',
    script: join(repositoryRoot, 'bench/suites/report-export/export-portal.ts'),
    nodeArguments: [`--inspect=${HOST}:${inspectorPort}`],
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATABASE_URL: `sqlite:${databasePath}`,
      MEDIA_DIR: join(dataDir, 'media'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BENCH_EXPORT_ROWS: String(largeRows),
      BENCH_EXPORT_SMALL_ROWS: String(smallRows),
    },
    readyUrl: `${baseUrl}/api/health`,
    readyTimeoutMs: 120_000,
  });
  const cleanUp = async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const cancelCleanup = deferCleanup(cleanUp);
  try {
    const database = openDatabase({ dialect: 'sqlite', path: databasePath });
    let headers: Record<string, string>;
    try {
      const { id } = await database.db
        .insertInto('users')
        .values(buildUserRow('acme', BENCH_USER))
        .returning('id')
        .executeTakeFirstOrThrow();
      await grantRole(
        database.db,
        { tenantCode: 'acme', userId: id },
        { name: 'bench exports', permissions: ['LEARNINGPATH_VIEW_REPORTS', 'ASSESSMENT_VIEW_REPORTS'] },
      );
      const token = await issueAccessToken(database, { tenant: 'acme', userCode: BENCH_USER, expiresIn: 3600 });
      headers = { host: ACME_HOST, authorization: `Bearer ${token}` };
    } finally {
      await database.destroy();
    }

    const { small, large, smallExpected, largeExpected } = await withProcessInspector(inspectorPort, (inspector) =>
      plan({
        databasePath,
        run: (reportCode) => runExport(baseUrl, portal.pid, headers, reportCode, inspector),
      }),
    );

    const smallGrowth = small.livePeak - small.liveBefore;
    const largeGrowth = large.livePeak - large.liveBefore;
    const allowed = 2 * Math.max(smallGrowth, 0) + 8 * 1024 * 1024;
    const isBounded = largeGrowth <= allowed && large.rows === largeExpected && small.rows === smallExpected;
    for (const [label, run] of [
      ['small', small],
      ['large', large],
    ] as const) {
      console.log(
        `report-export (${kind}): ${label} ${run.rows} rows in ${(run.ms / 1000).toFixed(2)} s ` +
          `(${Math.round(run.rows / (run.ms / 1000))} rows/s, ${mb(run.byteSize)} MB file, ` +
          `${run.cpuSeconds.toFixed(2)} s CPU); RSS ${mb(run.rssBefore)} MB before, peak ${mb(run.rssPeak)} MB ` +
          `(+${mb(run.rssPeak - run.rssBefore)} MB); live ${mb(run.liveBefore)} MB before, peak ` +
          `${mb(run.livePeak)} MB (+${mb(run.livePeak - run.liveBefore)} MB)`,
      );
    }
    console.log(
      `report-export (${kind}): live memory growth ${mb(largeGrowth)} MB at ${largeRows} rows vs ${mb(smallGrowth)} MB at ` +
        `${small.rows} (x${(largeGrowth / Math.max(smallGrowth, 1024 * 1024)).toFixed(2)} of the small one's or 1 MB, for x${(large.rows / Math.max(small.rows, 1)).toFixed(0)} rows; ` +
        `allowed ${mb(allowed)} MB): ${isBounded ? 'PASS' : 'FAIL'}`,
    );
    return {
      reqPerSec: large.rows / (large.ms / 1000),
      p50Ms: large.ms,
      p95Ms: large.ms,
      p99Ms: large.ms,
      totalRequests: 1,
      // A memory growth with the row count fails the run.
      errors: isBounded ? 0 : 1,
      timeouts: 0,
      non2xx: 0,
      statusCodes: { '200': 1 },
      serverCpuUsPerRequest: (large.cpuSeconds * 1e6) / Math.max(large.rows, 1),
    };
  } finally {
    cancelCleanup();
    await cleanUp();
  }
}

export const reportExportSuite: TBenchSuite = {
  name: 'report-export',
  description: `A ${largeRows}-row Excel export as a background job: its time, and the portal's memory vs ${smallRows} rows`,
  targets: [exportTarget('synthetic', syntheticPlan), exportTarget('sql', sqlPlan)],
};
