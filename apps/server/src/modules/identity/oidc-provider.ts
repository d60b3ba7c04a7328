import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { ACCESS_TOKEN_TTL_SECONDS, API_RESOURCE } from './access-token.ts';
import type { TSigningKeys } from './deployment-secrets.ts';
import { findAccountClaims } from './identity.repository.ts';
import { createOidcAdapterClass } from './oidc-adapter.ts';
import type { TIdentityPages } from './identity-pages.ts';

/** Where the provider lives under each origin. */
export const OIDC_PATH = '/oidc';
/** The sign-in (interaction) pages, outside the provider's own routes. */
export const SIGNIN_PATH = '/signin';

const DAY = 24 * 60 * 60;
const API_SCOPE = 'api';
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export type TProviderOptions = {
  db: Kysely<Database>;
  keys: TSigningKeys;
  pages: TIdentityPages;
  log: FastifyBaseLogger;
};

/**
 * The OpenID provider for one origin of one tenant (issuer `{origin}/oidc`). Each tenant URL gets
 * its own issuer and its own registration of the tenant's public client, whose redirect URIs are
 * that origin's `/index.html` and `/silent-refresh.html` (spec section 2): a code issued for one
 * host can never be redeemed for another. Keys and persistence are shared by all of them.
 */
export function createTenantProvider(
  origin: string,
  tenant: TResolvedTenant & { clientId: string },
  options: TProviderOptions,
) {
  const { db, keys, pages, log } = options;
  const configuration: Configuration = {
    adapter: createOidcAdapterClass(db),
    clients: [
      {
        client_id: tenant.clientId,
        client_name: tenant.name,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/index.html`, `${origin}/silent-refresh.html`],
        post_logout_redirect_uris: [`${origin}/logout`],
      },
    ],
    // Authorization code only: the implicit and hybrid flows are refused (RFC 9700).
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: keys.privateJwks },
    cookies: { keys: keys.cookieKeys },
    // `api` is not an OpenID scope: it belongs to the API's resource server (resourceIndicators).
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub', 'tenant'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
    },
    async findAccount(_ctx, sub) {
      const claims = await findAccountClaims(db, tenant.tenantCode, sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    async extraTokenClaims() {
      return { tenant: tenant.tenantCode };
    },
    // First-party client: the tenant's own portal needs no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) {
        return undefined;
      }
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addOIDCClaims(['tenant']);
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = await pages.logoutConfirmation(tenant, ctx, form, isOwnSignOut(ctx));
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = await pages.logoutDone(tenant);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) {
            throw new errors.InvalidTarget();
          }
          return {
            scope: API_SCOPE,
            audience: API_RESOURCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    interactions: { url: (_ctx, interaction) => `${SIGNIN_PATH}/${interaction.uid}` },
    // The portal refreshes without a page load: refresh tokens for the first-party client, bound to
    // the provider session (no offline_access: signing out ends them), rotating on every use, and a
    // reused one revokes the whole grant (reuse detection).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    renderError: async (ctx, out, error) => {
      log.warn({ err: error, oidcError: out.error }, 'identity provider error');
      ctx.type = 'html';
      ctx.body = await pages.error(tenant);
    },
  };
  const provider = new Provider(`${origin}${OIDC_PATH}`, configuration);
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider server error'));
  return provider;
}

/**
 * Whether a sign-out request names the signed-in person's own ID token (the provider has verified
 * its signature, issuer and audience): only the portal holds it, so only then is the question
 * skipped. Without it any site could link to the end-session endpoint and sign the person out.
 */
function isOwnSignOut(ctx: KoaContextWithOIDC): boolean {
  const hintSubject = ctx.oidc.entities.IdTokenHint?.payload.sub;
  const accountId = ctx.oidc.session?.accountId;
  return typeof hintSubject === 'string' && accountId !== undefined && hintSubject === accountId;
}

export type TTenantProvider = ReturnType<typeof createTenantProvider>;
