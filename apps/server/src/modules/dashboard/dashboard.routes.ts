import {
  ZDashboardDataQuerySchema,
  ZDashboardDataRequestSchema,
  ZDashboardDataResponseSchema,
  ZDashboardWidgetsResponseSchema,
  ZProblemSchema,
  ZSaveDashboardLayoutRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TDashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };

/**
 * The dashboard (spec section 7 "Tenant"; contracts dashboard.ts): the caller's widgets and layout,
 * and one widget's data per call, so one failing widget never blanks the page. Any signed-in person;
 * which widgets they have follows the tenant's rows, its modules and their permissions.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: TDashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/api/tenant/dashboardWidgets',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's dashboard widgets in their order, hidden ones included (flagged)",
        response: { 200: ZDashboardWidgetsResponseSchema },
      },
    },
    async (request, reply) => sendSerializedJson(reply, await dashboard.listWidgetsJson(actorOf(request))),
  );

  app.put(
    '/api/tenant/dashboardWidgets',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Saves the caller's widget order and hidden widgets; answers the widgets as saved",
        body: ZSaveDashboardLayoutRequestSchema,
        response: { 200: ZDashboardWidgetsResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await dashboard.saveLayout(actorOf(request), request.body)),
  );

  app.delete(
    '/api/tenant/dashboardWidgets',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Forgets the caller's layout: the tenant's order, nothing hidden",
        response: { 200: ZDashboardWidgetsResponseSchema },
      },
    },
    async (request) => succeeded(await dashboard.resetLayout(actorOf(request))),
  );

  app.post(
    '/api/tenant/getdashboarddata',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "One of the caller's widgets' data (another tenant's widget, or one not theirs: 404)",
        querystring: ZDashboardDataQuerySchema,
        body: ZDashboardDataRequestSchema,
        response: { 200: ZDashboardDataResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(
        request,
        reply,
        await dashboard.getDataAnswer(actorOf(request), request.query.dashBoardWidgetId, request.body.locale),
      ),
  );
};
