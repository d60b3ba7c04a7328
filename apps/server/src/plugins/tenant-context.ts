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
  (app, { tenants }, done) => {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', (request, _reply, next) => {
      const attach = (tenant: TResolvedTenant | null) => {
        if (!tenant) {
          next(new AppError('tenant_not_found', `No tenant is configured for ${request.hostname}.`));
          return;
        }
        request.tenant = tenant;
        next();
      };
      // Nearly always a cache hit: answer without a promise; otherwise wait for the database.
      const cached = tenants.peekTenantByHost(request.hostname);
      if (cached !== undefined) {
        attach(cached);
        return;
      }
      tenants.resolveTenantByHost(request.hostname).then(attach, next);
    });
    done();
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

/**
 * The origin the request was made to (behind a proxy, from its X-Forwarded-* headers when
 * TRUST_PROXY is on): what module and provider URLs the tenant leaves empty default to.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
