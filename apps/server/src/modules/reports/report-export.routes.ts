import {
  MODULE_CATALOGUE,
  reportPermission,
  ZCreateExportRequestSchema,
  ZExportParamsSchema,
  ZProblemSchema,
  ZReportExportResponseSchema,
  ZReportExportsResponseSchema,
  MODULE_CODES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { contentDisposition } from '../media/media-file-names.ts';
import type { TReportExportService } from './report-export.service.ts';

const tags = ['reports'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Any module's report permission; the service then asks for the one of the report's module. */
const REPORT_VIEWER = requirePermissions(
  MODULE_CODES.filter((code) => MODULE_CATALOGUE[code].hasReports).map(reportPermission),
  'any',
);

/**
 * Report exports (the call list is in packages/contracts/src/reports.ts). Shared by every module's
 * reports, so outside the module gate's prefixes: the service answers 404 for a report whose module
 * is off and 403 without its `{MODULE}_VIEW_REPORTS`; each person reaches only their own exports.
 */
export const reportExportRoutes: FastifyPluginAsyncZod<{ exports: TReportExportService }> = async (
  app,
  { exports },
) => {
  app.post(
    '/api/reports/exports',
    {
      config: { access: REPORT_VIEWER },
      schema: {
        tags,
        summary: 'Queues an Excel export of a report (a background job); answers the export, QUEUED',
        body: ZCreateExportRequestSchema,
        response: { 200: ZReportExportResponseSchema, 400: ZProblemSchema, 403: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request) => succeeded(await exports.createExport(actorOf(request), request.body)),
  );

  app.get(
    '/api/reports/exports',
    {
      config: { access: REPORT_VIEWER },
      schema: {
        tags,
        summary: 'My exports, newest first',
        response: { 200: ZReportExportsResponseSchema },
      },
    },
    async (request) => succeeded(await exports.listExports(actorOf(request))),
  );

  app.get(
    '/api/reports/exports/:id',
    {
      config: { access: REPORT_VIEWER },
      schema: {
        tags,
        summary: 'One of my exports: its status and progress (rowsWritten of totalRows)',
        params: ZExportParamsSchema,
        response: { 200: ZReportExportResponseSchema, 400: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request) => succeeded(await exports.getExport(actorOf(request), request.params.id)),
  );

  app.get(
    '/api/reports/exports/:id/file',
    {
      config: { access: REPORT_VIEWER },
      schema: {
        tags,
        summary: 'The .xlsx of one of my exports, once DONE and until it expires (404 otherwise)',
        params: ZExportParamsSchema,
        // No response schema: the answer is the file (problems are answered by the error handler).
      },
    },
    async (request, reply) => {
      const file = await exports.openExportFile(actorOf(request), request.params.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-length', file.byteSize)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.body);
    },
  );
};
