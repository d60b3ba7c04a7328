import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TResolvedTenant, TTenantService } from '../modules/tenant/tenant.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TResolvedTenant | null;
  }
}

/**
 * Resolves the tenant of every request of the scope it is registered in, from the Host header.
 * An unknown host is a 404 problem before any handler runs.
 */
export const tenantContextPlugin = fp<{ tenants: TTenantService }>(
  async (app, { tenants }) => {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      const tenant = await tenants.resolveTenantByHost(request.hostname);
      if (!tenant) {
        throw new AppError('tenant_not_found', `No tenant is configured for ${request.hostname}.`);
      }
      request.tenant = tenant;
    });
  },
  { name: 'tenant-context' },
);

/** The tenant of a tenant-scoped request; a route outside that scope calling this is a bug. */
export function requestTenant(request: FastifyRequest): TResolvedTenant {
  if (!request.tenant) {
    throw new Error('requestTenant() called on a route outside the tenant-scoped API');
  }
  return request.tenant;
}
