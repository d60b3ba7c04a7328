import { hasRequiredPermissions } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TAccessTokenVerifier, TPrincipal } from '../modules/identity/access-token.ts';
import type { TPermissionsService, TUserAccess } from '../modules/permissions/permissions.service.ts';
import { requestTenant } from './tenant-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: TPrincipal | null;
    userAccess: NonNullable<TUserAccess> | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * The one place access is checked, for every route of the tenant-scoped API, before its input is
 * even parsed: the route's declared access (plugins/route-access.ts) against the bearer token
 * (401 when missing, invalid, expired or of another tenant) and the user's permissions (403).
 */
export const authenticationPlugin = fp<{ verifier: TAccessTokenVerifier; permissions: TPermissionsService }>(
  (app, { verifier, permissions }, done) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('userAccess', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') {
        return;
      }
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) {
        throw new AppError('unauthenticated', 'Sign in to use this call.');
      }
      const tenant = requestTenant(request);
      const principal = await verifier.verify(token, tenant.tenantCode);
      if (!principal) {
        throw new AppError('unauthenticated', 'The access token is not valid here: sign in again.');
      }
      const userAccess = await permissions.getUserAccess(tenant.tenantCode, principal.userCode);
      if (!userAccess) {
        throw new AppError('unauthenticated', 'This account is no longer active.');
      }
      if (
        access.kind === 'permissions' &&
        !hasRequiredPermissions(userAccess.permissions, access.permissions, access.mode)
      ) {
        throw new AppError('forbidden', 'You do not have the permission this call needs.');
      }
      request.principal = principal;
      request.userAccess = userAccess;
    }

    app.addHook('onRequest', (request, reply, next) => {
      authenticate(request).then(
        () => next(),
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'unauthenticated') {
            reply.header('www-authenticate', 'Bearer');
          }
          next(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    done();
  },
  { name: 'authentication', dependencies: ['tenant-context'] },
);

/** The signed-in user of a route declared signed-in or with permissions. */
export function requestPrincipal(
  request: FastifyRequest,
): TPrincipal & { userId: number; permissions: readonly string[] } {
  if (!request.principal || !request.userAccess) {
    throw new Error('requestPrincipal() called on a route that does not require sign-in');
  }
  return { ...request.principal, userId: request.userAccess.userId, permissions: request.userAccess.list };
}
