import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportReadyPath,
  ReportLimits,
  type TProblem,
  type TReportExport,
  type TUserNotification,
} from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { LocalFileStore } from '../../lib/storage/local-file-store.ts';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow, grantRole } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createReportExportJob, exportFilePrefix } from './report-export-job.ts';
import {
  createSyntheticSource,
  SYNTHETIC_COLUMNS,
  syntheticRow,
  type TSyntheticSource,
} from './report-export-test-source.ts';

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };
type THeaders = Record<string, string>;

const PATH_ROWS = 2500;
const mediaDir = join(tmpdir(), `portal-export-test-${randomUUID()}`);
const store = new LocalFileStore(mediaDir);

// Owned by the test, so nodes can stop and start on it (a server closes only a database it made).
let database: TDatabase;
let server: TTestServer;
let paths: TSyntheticSource;
let scores: TSyntheticSource;
let exporter: THeaders;
let colleague: THeaders;
let scoresOnly: THeaders;
let borealExporter: THeaders;

/** A node on the test's database with new synthetic sources. */
function startNode(): Promise<TTestServer> {
  paths = createSyntheticSource('PATH_COMPLETION', PATH_ROWS);
  scores = createSyntheticSource('ASSESSMENT_SCORES', 10);
  return startTestServer({
    database,
    mediaStore: store,
    reportSources: { PATH_COMPLETION: paths, ASSESSMENT_SCORES: scores },
  });
}

async function addUser(tenantCode: string, userCode: string, permissions: string[]): Promise<THeaders> {
  const { id } = await server.database.db
    .insertInto('users')
    .values(buildUserRow(tenantCode, userCode))
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantRole(server.database.db, { tenantCode, userId: id }, { name: `role ${userCode}`, permissions });
  return bearer(server.database, tenantCode, userCode);
}

function post(headers: THeaders, body: unknown, host = 'acme.localhost') {
  return server.request('/api/reports/exports', { method: 'POST', host, headers, body });
}

function get(path: string, headers: THeaders, host = 'acme.localhost') {
  return server.request(path, { host, headers });
}

async function created(headers: THeaders, body: unknown): Promise<TReportExport> {
  const response = await post(headers, body);
  expect(response.status, response.text).toBe(200);
  return response.json<TEnvelope<TReportExport>>().returnValue;
}

async function readExport(id: number, headers = exporter, on = server): Promise<TReportExport> {
  const response = await on.request(`/api/reports/exports/${id}`, { host: 'acme.localhost', headers });
  expect(response.status, response.text).toBe(200);
  return response.json<TEnvelope<TReportExport>>().returnValue;
}

async function waitForExport(
  id: number,
  check: (value: TReportExport) => boolean,
  on = server,
  timeoutMs = 20_000,
  headers = exporter,
): Promise<TReportExport> {
  const started = Date.now();
  for (;;) {
    const value = await readExport(id, headers, on);
    if (check(value)) {
      return value;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`export ${id} still ${value.status} (${value.rowsWritten} rows)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isFinished = (value: TReportExport) => value.status === 'DONE' || value.status === 'FAILED';

/** The file as bytes (the shared client reads text), with its headers. */
function download(id: number, headers = exporter, on = server, host = 'acme.localhost') {
  const url = new URL(`/api/reports/exports/${id}/file`, on.baseUrl);
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host, ...headers } },
      (incoming) => {
        const parts: Buffer[] = [];
        incoming.on('data', (part: Buffer) => parts.push(part));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes: Buffer.concat(parts) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The sheet's rows as plain values: the header row, then one array per row. */
async function sheetOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(SYNTHETIC_COLUMNS.map((_, index) => row.getCell(index + 1).value ?? null));
  });
  return rows;
}

/** A source row as the file holds it: dates as dates. */
function expectedCells(index: number, tenantCode: string): unknown[] {
  const row = syntheticRow(index, tenantCode);
  return SYNTHETIC_COLUMNS.map((column) => {
    const value = row[column.key] ?? null;
    return column.kind === 'date' && typeof value === 'string' ? new Date(value) : value;
  });
}

beforeAll(async () => {
  database = await createTestDatabase(inject('testDatabaseTemplate'));
  await prepareDatabase(database, { seedDemo: true, log: { info: () => undefined, warn: () => undefined } });
  server = await startNode();
  exporter = await addUser('acme', 'acme-exporter', ['LEARNINGPATH_VIEW_REPORTS', 'ASSESSMENT_VIEW_REPORTS']);
  colleague = await addUser('acme', 'acme-colleague', ['LEARNINGPATH_VIEW_REPORTS']);
  scoresOnly = await addUser('acme', 'acme-scores-only', ['ASSESSMENT_VIEW_REPORTS']);
  borealExporter = await addUser('boreal', 'boreal-exporter', ['LEARNINGPATH_VIEW_REPORTS']);
  server.app.permissions.forgetUserAccess();
});

afterAll(async () => {
  await server.close();
  await database.destroy();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('report exports', () => {
  it('runs an export in the background: progress goes up, then the file holds the source rows', async () => {
    const paused = paths.control.pauseAt(2);
    const queued = await created(exporter, { reportCode: 'PATH_COMPLETION', query: { sortBy: 'level' } });
    expect(queued).toMatchObject({ reportCode: 'PATH_COMPLETION', totalRows: PATH_ROWS, fileName: null });
    expect(['QUEUED', 'RUNNING']).toContain(queued.status);

    // Half-way: two chunks written, the file not offered.
    await paused;
    const running = await waitForExport(queued.exportId, (value) => value.rowsWritten === 2000);
    expect(running).toMatchObject({ status: 'RUNNING', totalRows: PATH_ROWS, fileName: null, byteSize: null });
    expect((await download(queued.exportId)).status).toBe(404);

    paths.control.release();
    const done = await waitForExport(queued.exportId, isFinished);
    expect(done).toMatchObject({ status: 'DONE', rowsWritten: PATH_ROWS, totalRows: PATH_ROWS, errorKey: null });
    expect(done.fileName).toMatch(/^path-completion-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(Date.parse(done.expiresAt ?? '') - Date.parse(done.finishedAt ?? '')).toBe(
      ReportLimits.exportTtlHours * 3600_000,
    );
    // The job replays the query asked, in the tenant's language (the request named none).
    expect(paths.control.calls.at(-1)).toMatchObject({
      scope: { tenantCode: 'acme', userCode: 'acme-exporter', locale: 'en' },
      query: { sortBy: 'level', sortDirection: 'asc' },
    });

    const file = await download(queued.exportId);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(`filename="${done.fileName}"`);
    expect(file.bytes.length).toBe(done.byteSize);
    const rows = await sheetOf(file.bytes);
    const en = bundledCatalogues.en.common;
    expect(rows[0]).toEqual(SYNTHETIC_COLUMNS.map((column) => en[column.labelKey]));
    expect(rows.length).toBe(PATH_ROWS + 1);
    expect(rows.slice(1)).toEqual(Array.from({ length: PATH_ROWS }, (_, index) => expectedCells(index, 'acme')));

    const list = await get('/api/reports/exports', exporter);
    expect(list.json<TEnvelope<TReportExport[]>>().returnValue[0]).toEqual(done);
  });

  it('notifies the person in the export’s language, linking to the report with the export open', async () => {
    const done = await waitForExport(
      (await created(exporter, { reportCode: 'ASSESSMENT_SCORES', query: { locale: 'fr-CA' } })).exportId,
      isFinished,
    );
    expect(done.status).toBe('DONE');
    const rows = await sheetOf((await download(done.exportId)).bytes);
    const fr = bundledCatalogues['fr-CA'].common;
    expect(rows[0]).toEqual(SYNTHETIC_COLUMNS.map((column) => fr[column.labelKey]));

    const response = await get('/api/user-notification/list/SystemGenerated', exporter);
    const notifications = response.json<{ result: TUserNotification[] }>().result;
    const notice = notifications.find((item) => item.description.includes(`export=${done.exportId}`));
    expect(notice?.title).toBe(fr['reports.export.ready.title']);
    expect(notice?.description).toContain(`href="${exportReadyPath('/assessment', done.exportId)}"`);
    expect(notice?.description).toContain(fr['reports.name.ASSESSMENT_SCORES']);
    expect(notice?.readOn).toBeNull();
  });

  it("answers 404 for another person's export and another tenant's", async () => {
    const mine = await waitForExport(
      (await created(exporter, { reportCode: 'PATH_COMPLETION', query: {} })).exportId,
      isFinished,
    );
    for (const path of [`/api/reports/exports/${mine.exportId}`, `/api/reports/exports/${mine.exportId}/file`]) {
      expect((await get(path, colleague)).status).toBe(404);
      expect((await get(path, borealExporter, 'boreal.localhost')).status).toBe(404);
    }
    expect((await download(mine.exportId, colleague)).status).toBe(404);
    const theirs = await get('/api/reports/exports', colleague);
    expect(theirs.json<TEnvelope<TReportExport[]>>().returnValue).toEqual([]);
    // The owner still gets it.
    expect((await download(mine.exportId)).status).toBe(200);
  });

  it('refuses bad input with field errors, and a report the caller may not view', async () => {
    const cases: [unknown, string][] = [
      [{ reportCode: 'NOPE', query: {} }, 'reportCode'],
      [{ reportCode: 'PATH_COMPLETION' }, 'query'],
      [{ reportCode: 'PATH_COMPLETION', query: { setIds: [1] } }, 'query.setIds'],
      [{ reportCode: 'PATH_COMPLETION', query: { from: '2026-01-01' } }, 'query.from'],
      [{ reportCode: 'PATH_COMPLETION', query: { sortBy: 'rate' } }, 'query.sortBy'],
      [{ reportCode: 'PATH_COMPLETION', query: { pageNo: 2 } }, 'query'],
      [{ reportCode: 'PATH_COMPLETION', query: {}, tenantCode: 'boreal' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await post(exporter, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const errors = Object.keys(response.json<TProblem>().errors ?? {});
      expect(
        errors.some((key) => key.startsWith(field)),
        `${JSON.stringify(body)}: ${errors.join()}`,
      ).toBe(true);
    }
    expect((await get('/api/reports/exports/abc', exporter)).status).toBe(400);
    // Another module's report permission: 403; no report permission at all: 403 too.
    expect((await post(scoresOnly, { reportCode: 'PATH_COMPLETION', query: {} })).status).toBe(403);
    // A report the deployment has no source for is absent.
    expect((await post(exporter, { reportCode: 'SKILL_GAPS', query: {} })).status).toBe(404);
  });

  it('refuses an export above the row limit, counted first', async () => {
    paths.control.rowCount = ReportLimits.maxExportRows + 1;
    try {
      const response = await post(exporter, { reportCode: 'PATH_COMPLETION', query: {} });
      expect(response.status).toBe(400);
      expect(response.json<TProblem>().detail).toContain('Narrow the filters');
    } finally {
      paths.control.rowCount = PATH_ROWS;
    }
  });

  it('keeps at most the allowed exports queued or running per person, under concurrent requests', async () => {
    const paused = paths.control.pauseAt(0);
    const responses = await Promise.all(
      Array.from({ length: ReportLimits.maxActiveExports + 3 }, () =>
        post(colleague, { reportCode: 'PATH_COMPLETION', query: {} }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(ReportLimits.maxActiveExports).fill(200),
      ...Array<number>(3).fill(400),
    ]);
    const refused = responses.find((response) => response.status === 400);
    expect(refused?.json<TProblem>().detail).toContain(`${ReportLimits.maxActiveExports} exports`);
    await paused;
    // Another person is not held by this one's limit.
    const other = await created(exporter, { reportCode: 'ASSESSMENT_SCORES', query: {} });

    paths.control.release();
    const accepted = responses.flatMap((response) =>
      response.status === 200 ? [response.json<TEnvelope<TReportExport>>().returnValue.exportId] : [],
    );
    for (const id of accepted) {
      expect((await waitForExport(id, isFinished, server, 30_000, colleague)).status).toBe('DONE');
    }
    expect((await waitForExport(other.exportId, isFinished)).status).toBe('DONE');
    // Finished ones no longer count.
    const again = await post(colleague, { reportCode: 'PATH_COMPLETION', query: {} });
    expect(again.status).toBe(200);
    const againId = again.json<TEnvelope<TReportExport>>().returnValue.exportId;
    expect((await waitForExport(againId, isFinished, server, 20_000, colleague)).status).toBe('DONE');
  }, 60_000);

  it('retries a failed run, then fails the export after three runs; a failed export has no file', async () => {
    paths.control.failingRuns = 1;
    const retried = await waitForExport(
      (await created(exporter, { reportCode: 'PATH_COMPLETION', query: {} })).exportId,
      (value) => value.status === 'DONE',
    );
    expect(retried.rowsWritten).toBe(PATH_ROWS);
    const attempts = await server.database.db
      .selectFrom('report_exports')
      .select('attempts')
      .where('id', '=', retried.exportId)
      .executeTakeFirstOrThrow();
    expect(attempts.attempts).toBe(2);

    paths.control.failingRuns = 3;
    const failed = await waitForExport(
      (await created(exporter, { reportCode: 'PATH_COMPLETION', query: {} })).exportId,
      (value) => value.status === 'FAILED',
      server,
      40_000,
    );
    expect(failed).toMatchObject({ errorKey: 'reports.export.error.failed', fileName: null, byteSize: null });
    expect((await download(failed.exportId)).status).toBe(404);
    paths.control.failingRuns = 0;
  }, 60_000);

  it('deletes expired files and their exports; an expired file is no longer offered', async () => {
    const done = await waitForExport(
      (await created(exporter, { reportCode: 'ASSESSMENT_SCORES', query: {} })).exportId,
      isFinished,
    );
    const past = new Date(Date.now() - 1000).toISOString();
    await server.database.db
      .updateTable('report_exports')
      .set({ expires_at: past })
      .where('id', '=', done.exportId)
      .execute();
    expect((await download(done.exportId)).status).toBe(404);

    const sweeper = createReportExportJob({
      db: server.database.db,
      store,
      sources: {},
      strings: () => Promise.resolve({}),
      enabledModules: () => Promise.resolve([]),
      permissionsOf: () => Promise.resolve(null),
      announce: () => undefined,
      log: { error: () => undefined, warn: () => undefined },
    });
    expect(await sweeper.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/reports/exports/${done.exportId}`, exporter)).status).toBe(404);
    const left: string[] = [];
    for await (const blob of store.list(exportFilePrefix('acme', done.exportId))) {
      left.push(blob.key);
    }
    expect(left).toEqual([]);
  });

  it('survives a restart mid-export: the export is taken again and never offered half-written', async () => {
    const paused = paths.control.pauseAt(1);
    const queued = await created(exporter, { reportCode: 'PATH_COMPLETION', query: {} });
    await paused;
    expect((await readExport(queued.exportId)).status).toBe('RUNNING');

    // The first node stops while the export is half-way: it gives the row back.
    const firstApp = server;
    const closing = firstApp.close();
    // Its hooks stop the job first; then the paused run goes on, sees the stop and ends.
    await new Promise((resolve) => setTimeout(resolve, 200));
    paths.control.release();
    await closing;
    const left = await database.db
      .selectFrom('report_exports')
      .selectAll()
      .where('id', '=', queued.exportId)
      .executeTakeFirstOrThrow();
    expect(left).toMatchObject({ status: 'QUEUED', file_key: null });

    // A crashed node leaves its row RUNNING with an old lease, and maybe a half-stored file.
    const crashed = await database.db
      .insertInto('report_exports')
      .values({
        tenant_code: 'acme',
        user_code: 'acme-exporter',
        report_code: 'PATH_COMPLETION',
        query: JSON.stringify({ sortDirection: 'asc', locale: 'en' }),
        locale: 'en',
        status: 'RUNNING',
        total_rows: PATH_ROWS,
        rows_written: 1000,
        attempts: 1,
        created_at: new Date().toISOString(),
        claimed_at: new Date(Date.now() - 10 * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.put(`${exportFilePrefix('acme', crashed.id)}half.xlsx`, Buffer.from('PK half a zip'));

    server = await startNode();
    for (const id of [queued.exportId, crashed.id]) {
      const done = await waitForExport(id, isFinished);
      expect(done).toMatchObject({ status: 'DONE', rowsWritten: PATH_ROWS });
      const rows = await sheetOf((await download(id)).bytes);
      expect(rows.length).toBe(PATH_ROWS + 1);
      expect(rows.at(-1)).toEqual(expectedCells(PATH_ROWS - 1, 'acme'));
    }
  }, 60_000);

  it('is absent for a tenant whose report module is off', async () => {
    const done = await waitForExport(
      (await created(exporter, { reportCode: 'PATH_COMPLETION', query: {} })).exportId,
      isFinished,
    );
    const modules = await server.database.db
      .selectFrom('tenant_modules')
      .selectAll()
      .where('tenant_code', '=', 'acme')
      .where('module_code', '=', 'LEARNINGPATH')
      .execute();
    await server.database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'acme')
      .where('module_code', '=', 'LEARNINGPATH')
      .execute();
    // The tenant's modules are cached: a new app reads them afresh.
    await server.close();
    server = await startNode();
    try {
      expect((await post(exporter, { reportCode: 'PATH_COMPLETION', query: {} })).status).toBe(404);
      expect((await get(`/api/reports/exports/${done.exportId}`, exporter)).status).toBe(404);
      expect((await download(done.exportId)).status).toBe(404);
      const list = await get('/api/reports/exports', exporter);
      const listed = list.json<TEnvelope<TReportExport[]>>().returnValue;
      expect(listed.some((value) => value.reportCode === 'PATH_COMPLETION')).toBe(false);
      expect(listed.some((value) => value.reportCode === 'ASSESSMENT_SCORES')).toBe(true);
    } finally {
      await server.database.db.insertInto('tenant_modules').values(modules).execute();
    }
  });
});
