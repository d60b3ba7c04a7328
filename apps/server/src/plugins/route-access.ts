import type { TPermissionMode } from '@portal/contracts';
import fp from 'fastify-plugin';

/**
 * What a route needs, declared on the route (`config.access`) and checked in one place
 * (plugins/authentication.ts): nothing, a signed-in user of the tenant, or permissions.
 */
export type TRouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permissions'; permissions: readonly string[]; mode: TPermissionMode };

export const PUBLIC: TRouteAccess = { kind: 'public' };
export const SIGNED_IN: TRouteAccess = { kind: 'signed-in' };

/** Needs any one of the permissions (or every one with mode 'all'). */
export function requirePermissions(permissions: readonly string[], mode: TPermissionMode = 'any'): TRouteAccess {
  return { kind: 'permissions', permissions, mode };
}

export type TDeclaredRoute = { method: string; url: string; access: TRouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with what it declared: the access matrix test walks this list. */
    declaredRoutes: TDeclaredRoute[];
  }
}

// Third-party routes that are public by nature: the OpenAPI documentation.
const UNDECLARED_PREFIXES = ['/api/docs'];

function isApiRoute(url: string): boolean {
  const lower = url.toLowerCase();
  return lower.startsWith('/api/') && !UNDECLARED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * Refuses to start when an API route declares no access: a forgotten declaration is a boot
 * failure (and a failing test suite), never an open route.
 */
export const routeAccessPlugin = fp(
  (app, _options, done) => {
    const declaredRoutes: TDeclaredRoute[] = [];
    app.decorate('declaredRoutes', declaredRoutes);
    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) {
        return;
      }
      const access = route.config?.access;
      if (!access) {
        throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') {
          declaredRoutes.push({ method, url: route.url, access });
        }
      }
    });
    done();
  },
  { name: 'route-access' },
);
