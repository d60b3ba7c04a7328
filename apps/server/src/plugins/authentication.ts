import { DEFAULT_LOCALE, hasRequiredPermissions, matchSupportedLocale, type TLocaleCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TAccessTokenVerifier, TPrincipal } from '../modules/identity/access-token.ts';
import type { TPermissionsService, TUserAccess } from '../modules/permissions/permissions.service.ts';
import type { TRouteAccess } from './route-access.ts';
import { requestTenant } from './tenant-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: TPrincipal | null;
    userAccess: NonNullable<TUserAccess> | null;
    /** A signed-in caller's missing permission, answered once every `onRequest` hook has run. */
    accessRefusal: AppError | null;
  }
}

/** What a route that is not public asks of its caller. */
type TGuardedAccess = Exclude<TRouteAccess, { kind: 'public' }>;

const BEARER_PREFIX = 'Bearer ';
const TOKEN_CHARACTERS = /^[A-Za-z0-9._~+/-]+=*$/;

/** The token of an `Authorization: Bearer` header; its characters are checked before verifying. */
function bearerTokenOf(header: string | undefined): string | undefined {
  return header?.startsWith(BEARER_PREFIX) ? header.slice(BEARER_PREFIX.length) : undefined;
}

/**
 * What the request may do, once its principal and access are known: the principal and access to
 * attach, or the error to answer.
 */
function decide(
  access: TGuardedAccess,
  principal: TPrincipal | null,
  userAccess: TUserAccess,
): AppError | { principal: TPrincipal; userAccess: NonNullable<TUserAccess> } {
  if (!principal) {
    return new AppError('unauthenticated', 'The access token is not valid here: sign in again.');
  }
  if (!userAccess) {
    return new AppError('unauthenticated', 'This account is no longer active.');
  }
  if (
    access.kind === 'permissions' &&
    !hasRequiredPermissions(userAccess.permissions, access.permissions, access.mode)
  ) {
    return new AppError('forbidden', 'You do not have the permission this call needs.');
  }
  return { principal, userAccess };
}

/**
 * The one place access is checked, for every route of the tenant-scoped API, before its input is
 * even parsed: the route's declared access (plugins/route-access.ts) against the bearer token
 * (401 when missing, invalid, expired or of another tenant) and the user's permissions (403).
 */
export const authenticationPlugin = fp<{ verifier: TAccessTokenVerifier; permissions: TPermissionsService }>(
  (app, { verifier, permissions }, done) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('userAccess', null);
    app.decorateRequest('accessRefusal', null);

    /** The decision for a token not yet verified or a user whose access is not cached. */
    async function lookUp(access: TGuardedAccess, token: string, tenantCode: string) {
      if (!TOKEN_CHARACTERS.test(token)) {
        return decide(access, null, null);
      }
      const principal = await verifier.verify(token, tenantCode);
      const userAccess = principal ? await permissions.getUserAccess(tenantCode, principal.userCode) : null;
      return decide(access, principal, userAccess);
    }

    app.addHook('onRequest', (request, reply, next) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') {
        next();
        return;
      }
      const settle = (decision: ReturnType<typeof decide>) => {
        if (decision instanceof AppError) {
          if (decision.code === 'forbidden') {
            // Held until the module gate has spoken: a module the tenant has not enabled is a 404
            // even to a signed-in caller without its permissions (its routes do not exist there).
            request.accessRefusal = decision;
            next();
            return;
          }
          reply.header('www-authenticate', 'Bearer');
          next(decision);
          return;
        }
        request.principal = decision.principal;
        request.userAccess = decision.userAccess;
        next();
      };
      const token = bearerTokenOf(request.headers.authorization);
      if (!token) {
        settle(new AppError('unauthenticated', 'Sign in to use this call.'));
        return;
      }
      const { tenantCode } = requestTenant(request);
      // Every call of a page after its first: token and access are cached, answer without a promise.
      const principal = verifier.peek(token, tenantCode);
      const userAccess = principal ? permissions.peekUserAccess(tenantCode, principal.userCode) : null;
      if (principal !== undefined && userAccess !== undefined) {
        settle(decide(access, principal, userAccess));
        return;
      }
      lookUp(access, token, tenantCode).then(settle, (error: unknown) => {
        next(error instanceof Error ? error : new Error(String(error)));
      });
    });
    // After every onRequest hook, still before the body is read: the held 403.
    app.addHook('preParsing', (request, _reply, _payload, next) => {
      next(request.accessRefusal ?? undefined);
    });
    done();
  },
  { name: 'authentication', dependencies: ['tenant-context'] },
);

/**
 * Who makes a signed-in call: the tenant is the host's and the user the token's, never the
 * request's body or query. Every route builds it with `actorOf`; services take what they read of it.
 */
export type TActor = {
  tenantCode: string;
  userCode: string;
  userId: number;
  /** The tenant's default language (a supported one): answers in it when the call names none. */
  defaultLocale: TLocaleCode;
  /** What the user holds, directly or through groups (normalised, cached with the user's access). */
  permissions: readonly string[];
};

/** The actor of a route declared signed-in or with permissions; a programming error on a public route. */
export function actorOf(request: FastifyRequest): TActor {
  if (!request.principal || !request.userAccess) {
    throw new Error('actorOf() called on a route that does not require sign-in');
  }
  const tenant = requestTenant(request);
  return {
    tenantCode: tenant.tenantCode,
    userCode: request.principal.userCode,
    userId: request.userAccess.userId,
    defaultLocale: matchSupportedLocale(tenant.defaultLocale) ?? DEFAULT_LOCALE,
    permissions: request.userAccess.list,
  };
}
