import {
  POPULAR_ASSETS_EXCEL,
  ZGetResourceReportsResponseSchema,
  ZPopularAssetsReportRequestSchema,
  ZPopularAssetsReportResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { RESOURCE_REPORTS as REPORTS_ACCESS } from './resource-request.ts';
import { RESOURCE_REPORTS, type TResourceReportsService } from './resource-reports.service.ts';

const tags = ['resources'];

const reportBody = ZPopularAssetsReportRequestSchema.nullish().transform(
  (body) => body ?? ZPopularAssetsReportRequestSchema.parse({}),
);

/**
 * Reports of the resource library: RESOURCELIBRARY_VIEW_REPORTS (`reportPermission`) or
 * RESOURCELIBRARY_ADMIN.
 */
export const resourceReportsRoutes: FastifyPluginAsyncZod<{ reports: TResourceReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/api/resources/reports',
    {
      config: { access: REPORTS_ACCESS },
      schema: {
        tags,
        summary: 'The reports of the resource library',
        response: { 200: ZGetResourceReportsResponseSchema },
      },
    },
    async () => RESOURCE_REPORTS,
  );

  app.post(
    '/api/resources/popular-assets-report',
    {
      config: { access: REPORTS_ACCESS },
      schema: {
        tags,
        summary: 'Resources viewed within the dates, most viewed first by default (paged)',
        body: reportBody,
        response: { 200: ZPopularAssetsReportResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => reports.popularAssets(actorOf(request), request.body),
  );

  app.post(
    '/api/resources/popular-assets-report-excel',
    {
      config: { access: REPORTS_ACCESS },
      schema: {
        tags,
        summary: 'The popular-assets report as an .xlsx attachment (every row, streamed); 400 on a bad body',
        body: reportBody,
      },
    },
    async (request, reply) => {
      const stream = await reports.popularAssetsExcel(actorOf(request), requestTenant(request), request.body);
      return reply
        .header('content-type', POPULAR_ASSETS_EXCEL.contentType)
        .header('content-disposition', `attachment; filename="${POPULAR_ASSETS_EXCEL.fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
