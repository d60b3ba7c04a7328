import type { Readable } from 'node:stream';
import {
  isModuleEnabled,
  REPORTS,
  reportPermission,
  ReportLimits,
  ZReportCodeSchema,
  type TCreateExportRequest,
  type TModuleCode,
  type TReportCode,
  type TReportExport,
  ZCreateExportRequestSchema,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TBlobStore } from '../../lib/storage/blob-store.ts';
import type { TActor } from '../../plugins/authentication.ts';
import type { TReportExportJob } from './report-export-job.ts';
import { presentReportExport } from './report-export.presenter.ts';
import {
  findExportOfUser,
  findExportsOfUser,
  insertExportWithinLimit,
  type TReportExportRow,
} from './report-export.repository.ts';
import { assertReportQuery } from './report-query.ts';
import type { TReportFilterQuery, TReportSource, TReportSources } from './report-source.ts';

export type TExportActor = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale' | 'permissions'>;

export type TReportExportService = ReturnType<typeof createReportExportService>;

// The list shows the person's recent exports; older ones are swept within a day anyway.
const MAX_LISTED = 100;

/** What a person asks for (zod's input) as the job replays it (zod's output, defaults applied). */
const ZStoredQuerySchema = ZCreateExportRequestSchema.shape.query;

/** The page call's query checks, with each field named under `query` as the export's body has it. */
function assertExportQuery(reportCode: TReportCode, source: TReportSource, query: TReportFilterQuery): void {
  try {
    assertReportQuery(reportCode, source.columns, query);
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors) {
      throw new AppError(
        error.code,
        error.message,
        Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [`query.${field}`, messages])),
      );
    }
    throw error;
  }
}

/**
 * Report exports (issue 18 item 4): a person queues an Excel export of a report they may view, the
 * job writes it in the background (`report-export-job.ts`), and they follow its progress and
 * download the file for a day. Each person sees only their own exports, and only those of reports
 * they may still view (module on, `{MODULE}_VIEW_REPORTS` held): others are 404.
 */
export function createReportExportService(options: {
  db: Kysely<Database>;
  store: TBlobStore;
  sources: TReportSources;
  job: Pick<TReportExportJob, 'nudge'>;
  enabledModules: (tenantCode: string) => Promise<readonly TModuleCode[]>;
  clock?: () => Date;
}) {
  const { db, store, sources, job } = options;
  const clock = options.clock ?? (() => new Date());

  /** 404 when the tenant has the report's module off or the report has no source; 403 without its permission. */
  async function requireReportAccess(actor: TExportActor, reportCode: TReportCode): Promise<void> {
    const moduleCode = REPORTS[reportCode].moduleCode;
    if (!isModuleEnabled(await options.enabledModules(actor.tenantCode), moduleCode) || !sources[reportCode]) {
      throw notFound('The report');
    }
    if (!actor.permissions.includes(reportPermission(moduleCode))) {
      throw new AppError('forbidden', `Exporting this report needs ${reportPermission(moduleCode)}.`);
    }
  }

  /** Whether the actor may see this export now (its report's module on, its permission held). */
  async function isVisible(actor: TExportActor, row: TReportExportRow): Promise<boolean> {
    const reportCode = ZReportCodeSchema.safeParse(row.report_code);
    if (!reportCode.success) {
      return false;
    }
    const moduleCode = REPORTS[reportCode.data].moduleCode;
    return (
      isModuleEnabled(await options.enabledModules(actor.tenantCode), moduleCode) &&
      actor.permissions.includes(reportPermission(moduleCode))
    );
  }

  async function requireOwnExport(actor: TExportActor, exportId: number): Promise<TReportExportRow> {
    const row = await findExportOfUser(db, actor.tenantCode, actor.userCode, exportId);
    if (!row || !(await isVisible(actor, row))) {
      throw notFound('The export');
    }
    return row;
  }

  /**
   * Queues an export of a report: the rows are counted first (over `maxExportRows` is a 400 asking
   * for narrower filters), at most `maxActiveExports` of the person's may be queued or running
   * (400), then the job is nudged so it starts at once.
   */
  async function createExport(actor: TExportActor, request: TCreateExportRequest): Promise<TReportExport> {
    await requireReportAccess(actor, request.reportCode);
    const source = sources[request.reportCode];
    if (!source) {
      throw notFound('The report');
    }
    const query = ZStoredQuerySchema.parse(request.query);
    assertExportQuery(request.reportCode, source, query);
    const locale = query.locale ?? actor.defaultLocale;
    const totalRows = await source.count({ tenantCode: actor.tenantCode, userCode: actor.userCode, locale }, query);
    if (totalRows > ReportLimits.maxExportRows) {
      throw new AppError(
        'validation_failed',
        `The report has ${totalRows} rows; an export holds at most ${ReportLimits.maxExportRows}. Narrow the filters.`,
        { query: [`An export holds at most ${ReportLimits.maxExportRows} rows; this one has ${totalRows}.`] },
      );
    }
    const createdAt = clock().toISOString();
    const exportId = await insertExportWithinLimit(
      db,
      {
        tenant_code: actor.tenantCode,
        user_code: actor.userCode,
        report_code: request.reportCode,
        query: JSON.stringify({ ...query, locale }),
        locale,
        status: 'QUEUED',
        total_rows: totalRows,
        created_at: createdAt,
      },
      ReportLimits.maxActiveExports,
    );
    if (exportId === null) {
      throw new AppError(
        'validation_failed',
        `You already have ${ReportLimits.maxActiveExports} exports waiting or running: wait for one to finish.`,
        { reportCode: [`At most ${ReportLimits.maxActiveExports} exports may wait or run at once.`] },
      );
    }
    job.nudge();
    return presentReportExport(await requireOwnExport(actor, exportId));
  }

  /** The person's exports, newest first (those of reports they may still view). */
  async function listExports(actor: TExportActor): Promise<TReportExport[]> {
    const rows = await findExportsOfUser(db, actor.tenantCode, actor.userCode, MAX_LISTED);
    const visible: TReportExport[] = [];
    for (const row of rows) {
      if (await isVisible(actor, row)) {
        visible.push(presentReportExport(row));
      }
    }
    return visible;
  }

  /** One of the person's exports, with its progress; 404 otherwise. */
  async function getExport(actor: TExportActor, exportId: number): Promise<TReportExport> {
    return presentReportExport(await requireOwnExport(actor, exportId));
  }

  /** The file of a DONE export not yet expired, as a stream; 404 otherwise (never a half file). */
  async function openExportFile(
    actor: TExportActor,
    exportId: number,
  ): Promise<{ body: Readable; fileName: string; byteSize: number }> {
    const row = await requireOwnExport(actor, exportId);
    const isOffered =
      row.status === 'DONE' &&
      row.file_key !== null &&
      row.expires_at !== null &&
      row.expires_at > clock().toISOString();
    const body = isOffered && row.file_key ? await store.get(row.file_key) : null;
    if (!body) {
      throw notFound('The export file');
    }
    return { body, fileName: row.file_name ?? 'export.xlsx', byteSize: Number(row.byte_size ?? 0) };
  }

  return { createExport, listExports, getExport, openExportFile };
}
