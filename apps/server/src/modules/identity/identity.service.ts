import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { LRUCache } from 'lru-cache';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import type { TTranslationsService } from '../translations/translations.service.ts';
import type { TSigningKeys } from './deployment-secrets.ts';
import { createIdentityPages } from './identity-pages.ts';
import {
  buildFederationRedirect,
  completeFederation,
  createExternalProviderCache,
  discoverExternalProvider,
  type TFederationState,
} from './federation.ts';
import { findTenantClientId, findTenantIdentityProvider, findUserForSignIn } from './identity.repository.ts';
import { deleteExpiredOidcPayloads } from './oidc-adapter.ts';
import { createTenantProvider, type TTenantProvider } from './oidc-provider.ts';
import {
  accountBucket,
  addressAttemptLimit,
  addressBucket,
  createSigninRateLimiter,
  passwordCheckBucket,
} from './signin-rate-limiter.ts';

export type TSignInOutcome =
  | { kind: 'signed-in'; userCode: string }
  | { kind: 'invalid-credentials' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

export type TIdentityServiceOptions = {
  db: Kysely<Database>;
  keys: TSigningKeys;
  translations: TTranslationsService;
  log: FastifyBaseLogger;
  trustProxy: boolean;
  /** Sign-in attempts allowed per address and tenant in 15 minutes (default 30). */
  signinAttemptsPerAddress?: number;
  /** The stored provider client secret in clear (the tenant settings store it encrypted). */
  openSecret?: (stored: string) => string;
};

export function createIdentityService({
  db,
  keys,
  translations,
  log,
  trustProxy,
  signinAttemptsPerAddress,
  openSecret = (stored) => stored,
}: TIdentityServiceOptions) {
  const pages = createIdentityPages(translations);
  const limiter = createSigninRateLimiter(db, addressAttemptLimit(signinAttemptsPerAddress));
  // One provider per origin; origins come from Host headers of known tenants, yet ports vary: bounded.
  // A creation that fails is not kept (lru-cache drops a rejected fetch): the next request retries.
  const providers = new LRUCache<string, TTenantProvider, { origin: string; tenant: TResolvedTenant }>({
    max: 256,
    ttl: 60 * 60 * 1000,
    fetchMethod: async (_key, _stale, { context: { origin, tenant } }) => {
      const clientId = await findTenantClientId(db, tenant.tenantCode);
      if (!clientId) {
        throw new Error(`tenant ${tenant.tenantCode} has no client id`);
      }
      const provider = createTenantProvider(origin, { ...tenant, clientId }, { db, keys, pages, log });
      provider.proxy = trustProxy;
      return provider;
    },
  });
  const externalConfigurations = createExternalProviderCache();
  let dummyHash: Promise<string> | undefined;

  /** The OpenID provider for a tenant's origin (`http://acme.localhost:3000`). */
  function providerFor(origin: string, tenant: TResolvedTenant): Promise<TTenantProvider> {
    return providers.forceFetch(`${tenant.tenantCode}\u0000${origin}`, { context: { origin, tenant } });
  }

  /**
   * Checks an email and password against the tenant's users, with limits per address (every
   * attempt) and per account (failures), each slot taken before the password is verified. The
   * answer never says which part was wrong, and an unknown email costs the same hashing time as a
   * wrong password.
   */
  async function signIn(
    tenant: TResolvedTenant,
    email: string,
    password: string,
    address: string,
  ): Promise<TSignInOutcome> {
    let userCode: string | undefined;
    const checked = await limiter.checkPassword(
      { account: accountBucket(tenant.tenantCode, email), address: addressBucket(tenant.tenantCode, address) },
      async () => {
        const user = await findUserForSignIn(db, tenant.tenantCode, email);
        const usable = user?.status === 'ACTIVE' && user.password_hash ? user.password_hash : undefined;
        dummyHash ??= hashPassword('not the password of anyone');
        const matches = await verifyPassword(usable ?? (await dummyHash), password);
        userCode = user && usable && matches ? user.user_code : undefined;
        return userCode !== undefined;
      },
    );
    if (checked.isRateLimited) {
      return { kind: 'rate-limited', retryAfterSeconds: checked.retryAfterSeconds };
    }
    return userCode === undefined ? { kind: 'invalid-credentials' } : { kind: 'signed-in', userCode };
  }

  /** The tenant's external provider `idpName` with its client secret in clear, or undefined. */
  async function findProvider(tenantCode: string, idpName: string) {
    const provider = await findTenantIdentityProvider(db, tenantCode, idpName);
    return provider && { ...provider, client_secret: provider.client_secret && openSecret(provider.client_secret) };
  }

  /** Where to send a user for the tenant's external provider `idpName`, or undefined if it has none. */
  async function startFederation(tenant: TResolvedTenant, idpName: string, uid: string, origin: string) {
    const provider = await findProvider(tenant.tenantCode, idpName);
    if (!provider) {
      return undefined;
    }
    const configuration = await discoverExternalProvider(provider, externalConfigurations);
    return buildFederationRedirect(configuration, provider, uid, origin);
  }

  /**
   * Completes a federated sign-in: the external provider vouches for an email, which must be an
   * active user of this tenant. Returns that user's code, or undefined.
   */
  async function finishFederation(tenant: TResolvedTenant, state: TFederationState, callbackUrl: URL) {
    const provider = await findProvider(tenant.tenantCode, state.idp);
    if (!provider) {
      return undefined;
    }
    const configuration = await discoverExternalProvider(provider, externalConfigurations);
    const email = await completeFederation(configuration, callbackUrl, state);
    const user = email ? await findUserForSignIn(db, tenant.tenantCode, email) : undefined;
    return user?.status === 'ACTIVE' ? user.user_code : undefined;
  }

  /**
   * Runs a password check for a signed-in user under the same per-account failure limit as sign-in,
   * so a stolen session cannot be used to guess the password (which may open other doors).
   */
  async function checkPasswordWithLimit(tenantCode: string, userCode: string, check: () => Promise<boolean>) {
    const checked = await limiter.checkPassword({ account: passwordCheckBucket(tenantCode, userCode) }, check);
    if (checked.isRateLimited) {
      const minutes = Math.ceil(checked.retryAfterSeconds / 60);
      throw new AppError('rate_limited', `Too many wrong passwords: try again in ${minutes} minutes.`);
    }
    return checked.isCorrect;
  }

  /** Deletes expired provider state (sessions, codes, tokens) now and every hour; returns a stop function. */
  function startHousekeeping(): () => void {
    const sweep = () => {
      deleteExpiredOidcPayloads(db).then(
        (deleted) => deleted > 0 && log.info({ deleted }, 'expired identity provider state deleted'),
        (error: unknown) => log.warn({ err: error }, 'identity housekeeping failed'),
      );
    };
    sweep();
    const timer = setInterval(sweep, 60 * 60 * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { pages, providerFor, signIn, startFederation, finishFederation, checkPasswordWithLimit, startHousekeeping };
}

export type TIdentityService = ReturnType<typeof createIdentityService>;
