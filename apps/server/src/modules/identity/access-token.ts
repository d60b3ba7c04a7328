import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { TTenantService } from '../tenant/tenant.service.ts';
import { LRUCache } from 'lru-cache';
import type { TSigningKeys } from './deployment-secrets.ts';

/** The resource indicator (RFC 8707) of the portal's API: the audience of every access token. */
export const API_RESOURCE = 'urn:portal:api';

/** Five minutes (ARCHITECTURE.md section 5); refresh keeps sessions going. */
export const ACCESS_TOKEN_TTL_SECONDS = 300;

/** Who a verified access token speaks for. */
export type TPrincipal = {
  tenantCode: string;
  userCode: string;
  clientId: string | undefined;
  expiresAt: number;
};

type TAccessTokenClaims = JWTPayload & { tenant?: unknown; client_id?: unknown };

const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies access tokens issued by our provider: signature with the deployment keys, RS256 only,
 * audience, expiry, and that the token's tenant (claim and issuer host) is the request's tenant.
 * Verified tokens are remembered until they expire, so a page's burst of calls verifies once.
 */
export function createAccessTokenVerifier(keys: TSigningKeys, tenants: TTenantService) {
  const keySet = createLocalJWKSet({ keys: keys.publicJwks });
  const verified = new LRUCache<string, TPrincipal>({ max: 10_000, ttl: ACCESS_TOKEN_TTL_SECONDS * 1000 });

  async function verifyToken(token: string): Promise<TPrincipal | null> {
    try {
      const { payload } = await jwtVerify<TAccessTokenClaims>(token, keySet, {
        algorithms: ['RS256'],
        audience: API_RESOURCE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iss'],
      });
      if (typeof payload.tenant !== 'string' || !payload.sub || !payload.iss || !payload.exp) {
        return null;
      }
      const issuerHost = URL.parse(payload.iss)?.hostname;
      const issuerTenant = issuerHost ? await tenants.resolveTenantByHost(issuerHost) : null;
      if (issuerTenant?.tenantCode !== payload.tenant) {
        return null;
      }
      return {
        tenantCode: payload.tenant,
        userCode: payload.sub,
        clientId: typeof payload.client_id === 'string' ? payload.client_id : undefined,
        expiresAt: payload.exp,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) {
        return null;
      }
      throw error;
    }
  }

  /** A verified principal as valid now for this tenant: null when expired or of another tenant. */
  function validHere(principal: TPrincipal, tenantCode: string): TPrincipal | null {
    if (principal.expiresAt + CLOCK_TOLERANCE_SECONDS < Date.now() / 1000) {
      return null;
    }
    return principal.tenantCode === tenantCode ? principal : null;
  }

  /**
   * The answer of `verify` when the token was verified before, without a promise (every call of a
   * page after its first); undefined when it still has to be verified.
   */
  function peek(token: string, tenantCode: string): TPrincipal | null | undefined {
    const principal = verified.get(token);
    return principal === undefined ? undefined : validHere(principal, tenantCode);
  }

  /** The principal of a bearer token for this tenant, or null when it is not valid here. */
  async function verify(token: string, tenantCode: string): Promise<TPrincipal | null> {
    const known = peek(token, tenantCode);
    if (known !== undefined) {
      return known;
    }
    const fresh = await verifyToken(token);
    if (!fresh) {
      return null;
    }
    verified.set(token, fresh);
    return validHere(fresh, tenantCode);
  }

  return { peek, verify };
}

export type TAccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
