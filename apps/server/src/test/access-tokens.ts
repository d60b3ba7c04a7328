import { importJWK, SignJWT } from 'jose';
import type { TDatabase } from '../db/kysely.ts';
import { ACCESS_TOKEN_TTL_SECONDS, API_RESOURCE } from '../modules/identity/access-token.ts';
import { loadDeploymentKeys } from '../modules/identity/deployment-secrets.ts';

export type TTokenOptions = {
  tenant: string;
  userCode: string;
  /** Host of the issuer; defaults to the tenant's demo host. */
  issuerHost?: string;
  /** Seconds until expiry; negative for an expired token. */
  expiresIn?: number;
  audience?: string;
};

/**
 * An access token exactly as our OpenID provider issues it (same deployment key, claims and
 * audience), for route tests that are not about signing in. The sign-in flow itself is tested
 * end to end with openid-client against the real provider.
 */
export async function issueAccessToken(database: TDatabase, options: TTokenOptions): Promise<string> {
  const keys = await loadDeploymentKeys(database.db);
  const [jwk] = keys.privateJwks;
  if (!jwk) {
    throw new Error('no signing key');
  }
  const now = Math.floor(Date.now() / 1000);
  const host = options.issuerHost ?? `${options.tenant}.localhost`;
  return new SignJWT({
    tenant: options.tenant,
    client_id: `portal-${options.tenant}`,
    scope: 'openid profile email api',
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(`http://${host}:3000/oidc`)
    .setSubject(options.userCode)
    .setAudience(options.audience ?? API_RESOURCE)
    .setIssuedAt(now)
    .setJti(crypto.randomUUID())
    .setExpirationTime(now + (options.expiresIn ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(await importJWK(jwk, 'RS256'));
}

/** The Authorization header of a demo user's fresh token. */
export async function bearer(database: TDatabase, tenant: string, userCode: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await issueAccessToken(database, { tenant, userCode })}` };
}
