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

// A DNS name or IPv4 address, or a bracketed IPv6 address, then an optional port: nothing else
// (no userinfo `@`, path, spaces or second colon), since the Host becomes issuers and URLs.
const PLAIN_HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a Host header (or forwarded host) is a plain host with an optional port. */
export function isPlainHost(host: string): boolean {
  return host.length <= 260 && PLAIN_HOST.test(host);
}

/**
 * Refuses, before anything else reads it, every request whose Host (X-Forwarded-Host behind a
 * trusted proxy) is not a plain host and optional port: `acme.localhost:1@evil.test` would
 * otherwise resolve to acme while the origin built from it (issuer, redirect URIs) names another
 * site. A 400 `validation_failed` problem naming `host`, on every route, public ones included.
 */
export const plainHostPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      const host = request.host as string | undefined;
      if (host !== undefined && !isPlainHost(host)) {
        next(
          new AppError('validation_failed', 'The Host header is not a plain host name.', {
            host: ['Must be a host name with an optional port.'],
          }),
        );
        return;
      }
      next();
    });
    done();
  },
  { name: 'plain-host' },
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
