import {
  REPORTS,
  reportPermission,
  ZProblemSchema,
  ZReportPageResponseSchema,
  ZReportQuerySchema,
  type TReportCode,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import type { TReportSources } from './report-source.ts';

// The resource library keeps its own popular-assets calls (REPORTS.POPULAR_ASSETS.path is theirs).
const OWN_ROUTES: readonly TReportCode[] = ['POPULAR_ASSETS'];

const reportBody = ZReportQuerySchema.nullish().transform((body) => body ?? ZReportQuerySchema.parse({}));

/**
 * `POST {module prefix}/reports/{reportCode}` of every source (REPORTS[code].path): a page of rows
 * and the chart. Under the module's API prefix, so the module gate hides a disabled module's
 * reports; each needs the module's `{MODULE}_VIEW_REPORTS`.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ sources: TReportSources }> = async (app, { sources }) => {
  for (const source of Object.values(sources)) {
    if (OWN_ROUTES.includes(source.reportCode)) {
      continue;
    }
    const definition = REPORTS[source.reportCode];
    app.post(
      definition.path,
      {
        config: { access: requirePermissions([reportPermission(definition.moduleCode)]) },
        schema: {
          tags: ['reports'],
          summary: `The ${source.reportCode} report: a page of rows, the total and the chart`,
          body: reportBody,
          response: { 200: ZReportPageResponseSchema, 400: ZProblemSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const query = request.body;
        const page = await source.page(
          { tenantCode: actor.tenantCode, userCode: actor.userCode, locale: query.locale ?? actor.defaultLocale },
          query,
        );
        return succeeded({ reportCode: source.reportCode, columns: [...source.columns], ...page });
      },
    );
  }
};
