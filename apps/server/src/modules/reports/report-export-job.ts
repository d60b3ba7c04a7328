import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportReadyPath,
  isModuleEnabled,
  matchSupportedLocale,
  MODULE_CATALOGUE,
  NotificationTypeIds,
  REPORTS,
  reportPermission,
  ReportLimits,
  ZCreateExportRequestSchema,
  ZReportCodeSchema,
  type TModuleCode,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { TJobRunner } from '../../lib/jobs/job-runner.ts';
import type { TBlobStore } from '../../lib/storage/blob-store.ts';
import { storeNotification } from '../user-notifications/user-notifications.service.ts';
import type { TReportSources } from './report-source.ts';
import { writeExportFile } from './report-export-writer.ts';
import { exportTranslator, type TExportStrings } from './report-export-strings.ts';
import {
  claimNextExport,
  deleteExports,
  failAbandonedExports,
  findExpiredExports,
  markExportDone,
  releaseExport,
  renewLease,
  type TReportExportRow,
} from './report-export.repository.ts';

/*
 * The export job (docs/architecture.md "Report exports"): claims one export at a time with a
 * conditional update, writes its rows to a temporary .xlsx as they come, stores the file in the
 * media store, then marks it DONE and notifies the person in one transaction. `claimed_at` is the
 * lease, renewed at every chunk: a row whose lease ran out (its process stopped) is taken again.
 */

export const REPORT_EXPORT_JOB = 'report-exports';
export const REPORT_EXPORT_SWEEP_JOB = 'report-export-sweep';

export const ExportJobRules = {
  /** The job's turn (it is also nudged right after each new export). */
  everySeconds: 5,
  sweepEverySeconds: 600,
  /** Rows read from the source, written and counted at a time. */
  chunkSize: 1000,
  /** A run renews its lease at every chunk; a row not renewed for this long is taken again. */
  leaseMs: 2 * 60 * 1000,
  /** Runs of one export before it is FAILED. */
  maxAttempts: 3,
  /** FAILED rows are kept this long for the page to show, then swept. */
  keepFailedMs: 24 * 60 * 60 * 1000,
} as const;

/** Error keys of FAILED exports (message keys of both catalogues). */
export const EXPORT_ERRORS = {
  failed: 'reports.export.error.failed',
  unavailable: 'reports.export.error.unavailable',
} as const;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SWEEP_BATCH = 200;

/** Where an export's files live in the media store; everything under it goes with the export. */
export function exportFilePrefix(tenantCode: string, exportId: number): string {
  return `report-exports/${tenantCode}/${exportId}/`;
}

/** The file's name: the report and the day it was made. */
export function exportFileName(reportCode: string, finishedAt: string): string {
  return `${reportCode.toLowerCase().replaceAll('_', '-')}-${finishedAt.slice(0, 10)}.xlsx`;
}

export type TReportExportJobOptions = {
  db: Kysely<Database>;
  store: TBlobStore;
  sources: TReportSources;
  strings: TExportStrings;
  /** The tenant's enabled modules (the tenant service's cached answer). */
  enabledModules: (tenantCode: string) => Promise<readonly TModuleCode[]>;
  /** What the person holds now, or null when they are no longer active. */
  permissionsOf: (tenantCode: string, userCode: string) => Promise<readonly string[] | null>;
  /** Tells the person's open notification streams (the notification bus). */
  announce: (tenantCode: string, notificationId: number) => void;
  log: { error: (details: object, message: string) => void; warn: (details: object, message: string) => void };
  clock?: () => Date;
  rules?: Partial<typeof ExportJobRules>;
};

export type TReportExportJob = ReturnType<typeof createReportExportJob>;

class LeaseLostError extends Error {}
class StoppedError extends Error {}

/** The export job: runs waiting exports (its turn, or a nudge), and sweeps expired ones. */
export function createReportExportJob(options: TReportExportJobOptions) {
  const { db, store, sources, log } = options;
  const rules = { ...ExportJobRules, ...options.rules };
  const clock = options.clock ?? (() => new Date());
  const now = () => clock().toISOString();
  let current: Promise<void> | null = null;
  let isStopped = false;
  let isNudged = false;

  /** Why the export cannot run now (module off, report gone, permission lost), or null. */
  async function unavailableReason(row: TReportExportRow): Promise<string | null> {
    const reportCode = ZReportCodeSchema.safeParse(row.report_code);
    if (!reportCode.success || !sources[reportCode.data]) {
      return 'no source';
    }
    const moduleCode = REPORTS[reportCode.data].moduleCode;
    const [enabled, held] = await Promise.all([
      options.enabledModules(row.tenant_code),
      options.permissionsOf(row.tenant_code, row.user_code),
    ]);
    if (!isModuleEnabled(enabled, moduleCode)) {
      return 'module disabled';
    }
    return held?.includes(reportPermission(moduleCode)) ? null : 'permission withdrawn';
  }

  async function notificationHtml(row: TReportExportRow, fileName: string) {
    const locale = matchSupportedLocale(row.locale) ?? 'en';
    const t = await exportTranslator(options.strings, row.tenant_code, locale);
    const reportCode = ZReportCodeSchema.parse(row.report_code);
    const link = exportReadyPath(MODULE_CATALOGUE[REPORTS[reportCode].moduleCode].route, row.id);
    // Built here from fixed parts (a catalogue route, an integer id) and escaped text: a
    // root-relative link, which the people's allow-list (absolute links only) would drop.
    const description =
      `<p>${escapeHtml(t('reports.export.ready.body', { report: t(`reports.name.${reportCode}`), fileName, hours: String(ReportLimits.exportTtlHours) }))} ` +
      `<a href="${escapeHtml(link)}">${escapeHtml(t('reports.export.ready.link'))}</a></p>`;
    return { title: t('reports.export.ready.title'), description };
  }

  /** Runs one claimed export to DONE, or gives it back (retry) or fails it. */
  async function runExport(row: TReportExportRow): Promise<void> {
    const lease = { id: row.id, claimedAt: row.claimed_at ?? '' };
    const reason = await unavailableReason(row);
    const reportCode = ZReportCodeSchema.safeParse(row.report_code).data;
    const source = reportCode ? sources[reportCode] : undefined;
    if (reason !== null || !source) {
      log.warn({ exportId: row.id, reason }, 'report export cannot run; it fails');
      await releaseExport(db, lease, {
        errorKey: EXPORT_ERRORS.unavailable,
        maxAttempts: rules.maxAttempts,
        isFinal: true,
        now: now(),
      });
      return;
    }
    const locale = matchSupportedLocale(row.locale) ?? 'en';
    const query = ZCreateExportRequestSchema.shape.query.parse(JSON.parse(row.query));
    const scope = { tenantCode: row.tenant_code, userCode: row.user_code, locale };
    const folder = await mkdtemp(join(tmpdir(), 'portal-export-'));
    let fileKey: string | null = null;
    try {
      const t = await exportTranslator(options.strings, row.tenant_code, locale);
      const finishedAtGuess = now();
      const fileName = exportFileName(row.report_code, finishedAtGuess);
      const path = join(folder, 'export.xlsx');
      const rowsWritten = await writeExportFile(
        {
          path,
          sheetName: t(`reports.name.${row.report_code}`),
          columns: source.columns,
          headers: Object.fromEntries(source.columns.map((column) => [column.key, t(column.labelKey)])),
        },
        source.rows(scope, query, rules.chunkSize),
        async (written) => {
          if (isStopped) {
            throw new StoppedError('the server is stopping');
          }
          const renewed = await renewLease(db, lease, written, now());
          if (renewed === null) {
            throw new LeaseLostError('the export was taken by another run');
          }
          lease.claimedAt = renewed;
        },
      );
      fileKey = `${exportFilePrefix(row.tenant_code, row.id)}${randomUUID()}.xlsx`;
      const { size } = await store.put(fileKey, createReadStream(path), { contentType: XLSX_TYPE });
      // One reading of the clock: the file lives exactly its hours from when it was finished.
      const finishedAt = now();
      const expiresAt = new Date(Date.parse(finishedAt) + ReportLimits.exportTtlHours * 3600_000).toISOString();
      const notifies = isModuleEnabled(await options.enabledModules(row.tenant_code), 'NOTIFICATIONS');
      const message = notifies ? await notificationHtml(row, fileName) : null;
      const notificationId = await db.transaction().execute(async (trx) => {
        const isDone = await markExportDone(trx, lease, {
          fileKey: fileKey ?? '',
          fileName,
          byteSize: size,
          rowsWritten,
          finishedAt,
          expiresAt,
        });
        if (!isDone) {
          throw new LeaseLostError('the export was taken by another run');
        }
        if (!message) {
          return null;
        }
        const stored = await storeNotification(trx, {
          tenantCode: row.tenant_code,
          typeId: NotificationTypeIds.SystemGenerated,
          title: message.title,
          sanitizedDescription: message.description,
          effectiveOn: finishedAt,
          audience: { filter: { kind: 'USERS', userCodes: [row.user_code] }, id: null, name: null },
          createdBy: null,
          createdAt: finishedAt,
        });
        return stored.notificationId;
      });
      fileKey = null;
      if (notificationId !== null) {
        options.announce(row.tenant_code, notificationId);
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn({ exportId: row.id }, 'report export lease lost; the run that holds it goes on');
      } else {
        if (!(error instanceof StoppedError)) {
          log.error({ err: error, exportId: row.id }, 'report export failed; it is retried');
        }
        await releaseExport(db, lease, {
          errorKey: EXPORT_ERRORS.failed,
          maxAttempts: rules.maxAttempts,
          isFinal: false,
          now: now(),
        });
      }
    } finally {
      // A file stored for a run that did not end DONE is never offered: it goes now.
      if (fileKey) {
        await store.delete(fileKey).catch((error: unknown) => {
          log.warn({ err: error, key: fileKey }, 'an unfinished export file could not be deleted');
        });
      }
      await rm(folder, { recursive: true, force: true });
    }
  }

  async function runWaitingExports(): Promise<void> {
    const tried: number[] = [];
    do {
      isNudged = false;
      while (!isStopped) {
        const at = clock();
        const staleBefore = new Date(at.getTime() - rules.leaseMs).toISOString();
        await failAbandonedExports(db, {
          staleBefore,
          maxAttempts: rules.maxAttempts,
          errorKey: EXPORT_ERRORS.failed,
          now: at.toISOString(),
        });
        // An export given back by this run waits for the next turn (no tight retry loop).
        const row = await claimNextExport(db, {
          now: at.toISOString(),
          staleBefore,
          maxAttempts: rules.maxAttempts,
          skipIds: tried,
        });
        if (!row) {
          break;
        }
        tried.push(row.id);
        await runExport(row);
      }
    } while (isNudged && !isStopped);
  }

  /**
   * Runs the waiting exports one after the other; a call while a run is going on joins it (and
   * makes it look once more, for an export queued meanwhile).
   */
  function runPending(): Promise<void> {
    if (current) {
      isNudged = true;
      return current;
    }
    current = runWaitingExports().finally(() => {
      current = null;
    });
    return current;
  }

  /** Starts a run now (after a new export), without waiting for it. */
  function nudge(): void {
    if (isStopped) {
      return;
    }
    runPending().catch((error: unknown) => {
      log.error({ err: error }, 'report exports could not run; they run at the job’s next turn');
    });
  }

  /** Deletes expired files and their rows, and failed rows kept long enough. Answers how many. */
  async function sweepExpired(): Promise<number> {
    const at = clock();
    let swept = 0;
    for (;;) {
      const rows = await findExpiredExports(db, {
        now: at.toISOString(),
        failedBefore: new Date(at.getTime() - rules.keepFailedMs).toISOString(),
        limit: SWEEP_BATCH,
      });
      for (const row of rows) {
        for await (const blob of store.list(exportFilePrefix(row.tenant_code, row.id))) {
          await store.delete(blob.key);
        }
      }
      await deleteExports(
        db,
        rows.map((row) => row.id),
      );
      swept += rows.length;
      if (rows.length < SWEEP_BATCH) {
        return swept;
      }
    }
  }

  /** Stops taking exports; the one running gives its row back (another run takes it) and ends. */
  async function stop(): Promise<void> {
    isStopped = true;
    await current?.catch(() => undefined);
  }

  return { runPending, nudge, sweepExpired, stop };
}

/** Registers the export job and its sweep on the runner (each also runs once at start). */
export function scheduleReportExports(runner: TJobRunner, job: TReportExportJob): void {
  runner.schedule(REPORT_EXPORT_JOB, ExportJobRules.everySeconds, () => job.runPending());
  runner.schedule(REPORT_EXPORT_SWEEP_JOB, ExportJobRules.sweepEverySeconds, async () => {
    await job.sweepExpired();
  });
}
