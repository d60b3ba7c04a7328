import {
  AUDIT_LOG_PERMISSION,
  ZExportAuditLogRequestSchema,
  ZSearchAuditLogRequestSchema,
  ZSearchAuditLogResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TAuditService } from './audit.service.ts';

const READ_AUDIT = requirePermissions([AUDIT_LOG_PERMISSION]);

/** The admin audit log (issue 21): browse and export. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: TAuditService }> = async (app, { audit }) => {
  app.post(
    '/api/admin/audit/search',
    {
      config: { access: READ_AUDIT },
      schema: {
        tags: ['admin'],
        summary: "The tenant's admin audit log, newest first, paged",
        body: ZSearchAuditLogRequestSchema,
        response: { 200: ZSearchAuditLogResponseSchema },
      },
    },
    async (request) => audit.searchAuditLog(requestTenant(request).tenantCode, request.body),
  );

  app.get(
    '/api/admin/audit/export',
    {
      config: { access: READ_AUDIT },
      schema: {
        tags: ['admin'],
        summary: "The tenant's filtered admin audit log as CSV",
        querystring: ZExportAuditLogRequestSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(audit.exportAuditLog(requestTenant(request).tenantCode, request.query)),
  );
};
