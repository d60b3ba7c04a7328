import { ZGetTenantLocalesResponseSchema, matchSupportedLocale } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TTenantService } from './tenant.service.ts';

/** Tenant reference data (core service, `/api/tenant/...`). */
export const tenantRoutes: FastifyPluginAsyncZod<{ tenants: TTenantService }> = async (app, { tenants }) => {
  app.get(
    '/api/tenant/Locales',
    {
      schema: {
        tags: ['tenant'],
        summary: "The tenant's interface languages",
        response: { 200: ZGetTenantLocalesResponseSchema },
      },
    },
    async (request) => {
      const tenant = requestTenant(request);
      const displayLocale = matchSupportedLocale(request.headers['accept-language']?.split(',')[0]) ?? 'en';
      return tenants.listTenantLocales(tenant, displayLocale);
    },
  );
};
