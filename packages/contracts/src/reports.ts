import { z } from 'zod';
import { apiResult, positiveIntegerParameter, PageDefaults } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import type { TModuleCode } from './modules.ts';

/*
 * Module reports and their exports (issue 18, spec sections 2 and 6). A module's reports live at
 * `{module route}/reports` in the app and under the module's own API prefix on the server, so the
 * module gate applies to them as to the rest of the module; each needs `{MODULE}_VIEW_REPORTS`
 * (another module's report permission is a 403).
 *
 *   POST {module prefix}/reports/{reportCode}   a page of rows, with the chart's series
 *       LEARNINGPATH: /api/path/reports/...   ASSESSMENT: /api/assessment/reports/...
 *       NEWS: /api/articles/reports/...
 *       EVENTS: /api/events/reports/...
 *       RESOURCELIBRARY keeps its popular-assets calls (/api/resources/...)
 *   POST /api/reports/exports                   queues an Excel export of a report (a background job)
 *   GET  /api/reports/exports                   the caller's exports, newest first
 *   GET  /api/reports/exports/{id}              one export's status and progress
 *   GET  /api/reports/exports/{id}/file         the file, once DONE, until it expires (a day)
 *
 * Every report answers the same shape, `TReportPage`: columns, rows of plain values, the total, and
 * a chart of the filtered rows. The export writes the same columns and rows (all pages), so the file
 * holds the numbers the page shows. Column labels are message keys of the web app's catalogue and
 * the server's export strings, in the export's locale.
 */

export const REPORT_CODES = [
  'PATH_COMPLETION',
  'PATH_OVERDUE',
  'ASSESSMENT_SCORES',
  'ASSESSMENT_QUESTIONS',
  'SKILL_GAPS',
  'POPULAR_ASSETS',
  'EVENT_REGISTRATIONS',
  'ARTICLE_ENGAGEMENT',
] as const;
export const ZReportCodeSchema = z.enum(REPORT_CODES);
export type TReportCode = z.infer<typeof ZReportCodeSchema>;

export const REPORT_FILTERS = ['pathIds', 'levels', 'locationCodes', 'jobRoles', 'setIds', 'competencyIds'] as const;
export type TReportFilter = (typeof REPORT_FILTERS)[number];

type TReportDefinition = {
  moduleCode: TModuleCode;
  /** The API path of its rows (POST). */
  path: string;
  /** Which filters it takes (others are a 400). */
  filters: readonly TReportFilter[];
  /** Whether it has a date range (`from`, `to`). */
  hasDates: boolean;
};

/** Every report: its module, call and filters. */
export const REPORTS: Record<TReportCode, TReportDefinition> = {
  PATH_COMPLETION: {
    moduleCode: 'LEARNINGPATH',
    path: '/api/path/reports/PATH_COMPLETION',
    filters: ['pathIds', 'levels', 'locationCodes', 'jobRoles'],
    hasDates: false,
  },
  PATH_OVERDUE: {
    moduleCode: 'LEARNINGPATH',
    path: '/api/path/reports/PATH_OVERDUE',
    filters: ['pathIds', 'locationCodes', 'jobRoles'],
    hasDates: false,
  },
  ASSESSMENT_SCORES: {
    moduleCode: 'ASSESSMENT',
    path: '/api/assessment/reports/ASSESSMENT_SCORES',
    filters: ['setIds', 'locationCodes', 'jobRoles'],
    hasDates: true,
  },
  ASSESSMENT_QUESTIONS: {
    moduleCode: 'ASSESSMENT',
    path: '/api/assessment/reports/ASSESSMENT_QUESTIONS',
    filters: ['setIds'],
    hasDates: true,
  },
  SKILL_GAPS: {
    moduleCode: 'ASSESSMENT',
    path: '/api/assessment/reports/SKILL_GAPS',
    filters: ['competencyIds', 'locationCodes', 'jobRoles'],
    hasDates: false,
  },
  POPULAR_ASSETS: {
    moduleCode: 'RESOURCELIBRARY',
    path: '/api/resources/popular-assets-report',
    filters: [],
    hasDates: true,
  },
  EVENT_REGISTRATIONS: {
    moduleCode: 'EVENTS',
    path: '/api/events/reports/EVENT_REGISTRATIONS',
    filters: [],
    hasDates: true,
  },
  ARTICLE_ENGAGEMENT: {
    moduleCode: 'NEWS',
    path: '/api/articles/reports/ARTICLE_ENGAGEMENT',
    filters: [],
    hasDates: false,
  },
};

/** The reports of a module, in menu order. */
export function reportsOfModule(moduleCode: TModuleCode): TReportCode[] {
  return REPORT_CODES.filter((code) => REPORTS[code].moduleCode === moduleCode);
}

export const ReportLimits = {
  maxFilterValues: 50,
  maxPageSize: PageDefaults.maxPageSize,
  /** An export is refused above this many rows (the page asks for narrower filters). */
  maxExportRows: 1_000_000,
  /** A finished export's file is kept this long. */
  exportTtlHours: 24,
  /** Exports one person may have queued or running at once. */
  maxActiveExports: 3,
} as const;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const ZCodesSchema = z.array(z.string().regex(CODE)).max(ReportLimits.maxFilterValues).optional();
const ZIdsSchema = z.array(z.number().int().positive()).max(ReportLimits.maxFilterValues).optional();
const ZIsoDateSchema = z.iso.date();

export const ZReportQuerySchema = z.strictObject({
  pathIds: ZIdsSchema,
  levels: z.array(z.number().int().min(1).max(100)).max(ReportLimits.maxFilterValues).optional(),
  locationCodes: ZCodesSchema,
  jobRoles: ZCodesSchema,
  setIds: ZIdsSchema,
  competencyIds: ZIdsSchema,
  /** Inclusive dates (YYYY-MM-DD), for reports with dates. */
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  /** A column key of the report; its default order otherwise. */
  sortBy: z.string().max(64).optional(),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  pageNo: z.number().int().min(1).max(100_000).default(PageDefaults.pageNo),
  pageSize: z.number().int().min(1).max(ReportLimits.maxPageSize).default(PageDefaults.pageSize),
  /** Names (paths, sets, locations, competencies) in this language; the tenant's default otherwise. */
  locale: ZLocaleCodeSchema.optional(),
});
export type TReportQuery = z.input<typeof ZReportQuerySchema>;
export type TParsedReportQuery = z.output<typeof ZReportQuerySchema>;

export const REPORT_COLUMN_KINDS = ['text', 'integer', 'percent', 'decimal', 'date'] as const;
export const ZReportColumnSchema = z.object({
  key: z.string(),
  /** A message key (`reports.column.*`) of both catalogues. */
  labelKey: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
  isSortable: z.boolean(),
});
export type TReportColumn = z.infer<typeof ZReportColumnSchema>;

/** A cell: text, a number (percent 0-100), an ISO date, or empty. */
export const ZReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const ZReportRowSchema = z.record(z.string(), ZReportCellSchema);
export type TReportRow = z.infer<typeof ZReportRowSchema>;

export const ZReportChartSchema = z.object({
  kind: z.enum(['bar', 'heatmap']),
  /** The column whose values name the categories (x axis / heatmap rows). */
  categoryKey: z.string(),
  /** The series: row keys holding numbers (bar), or the heatmap's column keys. */
  seriesKeys: z.array(z.string()),
  /** At most 20 categories of the filtered rows (the page's first rows by the report's order). */
  rows: z.array(ZReportRowSchema),
});
export type TReportChart = z.infer<typeof ZReportChartSchema>;

export const ZReportPageSchema = z.object({
  reportCode: ZReportCodeSchema,
  columns: z.array(ZReportColumnSchema),
  rows: z.array(ZReportRowSchema),
  totalRecords: z.number().int().nonnegative(),
  chart: ZReportChartSchema.nullable(),
});
export type TReportPage = z.infer<typeof ZReportPageSchema>;
export const ZReportPageResponseSchema = apiResult(ZReportPageSchema);

// ---------------------------------------------------------------------------------------------
// Exports

export const EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ZExportStatusSchema = z.enum(EXPORT_STATUSES);

export const ZCreateExportRequestSchema = z.strictObject({
  reportCode: ZReportCodeSchema,
  query: ZReportQuerySchema.omit({ pageNo: true, pageSize: true }),
});
export type TCreateExportRequest = z.input<typeof ZCreateExportRequestSchema>;

export const ZReportExportSchema = z.object({
  exportId: z.number().int().positive(),
  reportCode: ZReportCodeSchema,
  status: ZExportStatusSchema,
  /** Rows written so far, and of how many (null until counted). */
  rowsWritten: z.number().int().nonnegative(),
  totalRows: z.number().int().nonnegative().nullable(),
  fileName: z.string().nullable(),
  byteSize: z.number().int().nonnegative().nullable(),
  /** A message key (`reports.export.error.*`) when FAILED. */
  errorKey: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TReportExport = z.infer<typeof ZReportExportSchema>;
export const ZReportExportResponseSchema = apiResult(ZReportExportSchema);
export const ZReportExportsResponseSchema = apiResult(z.array(ZReportExportSchema));
export const ZExportParamsSchema = z.object({ id: positiveIntegerParameter('id') });

/** The notification's link when an export is ready: the module's reports page with the export open. */
export function exportReadyPath(moduleRoute: string, exportId: number): string {
  return `${moduleRoute}/reports?export=${exportId}`;
}
