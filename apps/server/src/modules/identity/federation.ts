import * as oidc from 'openid-client';
import { LRUCache } from 'lru-cache';
import type { findTenantIdentityProvider } from './identity.repository.ts';

export type TExternalProvider = NonNullable<Awaited<ReturnType<typeof findTenantIdentityProvider>>>;

/** Where external providers send users back (registered with them as the redirect URI). */
export const FEDERATION_CALLBACK_PATH = '/signin/federated/callback';

/** What the portal remembers between sending a user away and their return (in a signed cookie). */
export type TFederationState = { uid: string; idp: string; state: string; verifier: string };

// Plain http only for a provider on this machine (development and tests); anything else needs TLS.
function isLoopback(issuer: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * The discovered configurations of external providers, an hour each. A discovery that fails (the
 * provider is down) is not kept: the next sign-in asks the provider again.
 */
export function createExternalProviderCache(): LRUCache<string, oidc.Configuration, TExternalProvider> {
  return new LRUCache<string, oidc.Configuration, TExternalProvider>({
    max: 100,
    ttl: 60 * 60 * 1000,
    fetchMethod: (_key, _stale, { context: provider }) => {
      const issuer = new URL(provider.issuer);
      return oidc.discovery(
        issuer,
        provider.client_id,
        undefined,
        provider.client_secret ? oidc.ClientSecretPost(provider.client_secret) : oidc.None(),
        issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
    },
  });
}

/** The external provider's configuration, discovered once an hour; rejects while it cannot be reached. */
export function discoverExternalProvider(
  provider: TExternalProvider,
  cache: LRUCache<string, oidc.Configuration, TExternalProvider>,
): Promise<oidc.Configuration> {
  // The secret is part of the key: a changed secret is a new client.
  const key = [provider.issuer, provider.client_id, provider.client_secret ?? ''].join('\u0000');
  return cache.forceFetch(key, { context: provider });
}

/** The external authorization URL (code + PKCE) and the state to keep until the user returns. */
export async function buildFederationRedirect(
  configuration: oidc.Configuration,
  provider: TExternalProvider,
  uid: string,
  origin: string,
): Promise<{ url: URL; state: TFederationState }> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: `${origin}${FEDERATION_CALLBACK_PATH}`,
    scope: provider.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  return { url, state: { uid, idp: provider.name, state, verifier } };
}

/** Redeems the external code and returns the verified email of the person who signed in. */
export async function completeFederation(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  state: TFederationState,
): Promise<string | undefined> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: state.verifier,
    expectedState: state.state,
  });
  const idToken = tokens.claims();
  // Providers that conform to OpenID keep the email out of the ID token: ask userinfo for it.
  const claims =
    typeof idToken?.email === 'string'
      ? idToken
      : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken?.sub ?? oidc.skipSubjectCheck);
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  // An address the external provider says it has not verified does not open an account here.
  return email && claims.email_verified !== false ? email : undefined;
}
