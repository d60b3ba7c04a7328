import { ZGetTenantLocalesResponseSchema, matchSupportedLocale } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TTenantService } from './tenant.service.ts';

/** Tenant reference data (core service, `/api/tenant/...`). */
export const tenantRoutes: FastifyPluginAsyncZod<{ tenants: TTenantService }> = async (app, { tenants }) => {
  app.get(
    '/api/tenant/Locales',
    {
      // Before sign-in the web app offers the tenant's languages (footer, sign-in page).
      config: { access: PUBLIC },
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
