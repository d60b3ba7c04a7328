import { signInAs } from '../../apps/server/src/test/oidc-flow.ts';
import type { TPortalHandle } from '../lib/suite.ts';
import { resetSignInLimits } from './identity/portal-data.ts';
import { discoverAcme } from './identity/sign-in.ts';

// The tenant is chosen by the Host header; the run connects to 127.0.0.1.
export const ACME_HOST = 'acme.localhost';

/**
 * The Authorization header of a fresh access token for a demo account of acme, from a real
 * sign-in (code + PKCE, as the identity suite does): tokens live 5 minutes, so one per target.
 */
export function authorizationOf(email: string): (portal: TPortalHandle) => Promise<Record<string, string>> {
  return async (portal) => {
    await resetSignInLimits(portal.databasePath);
    const { tokens } = await signInAs(portal.baseUrl, await discoverAcme(portal), email);
    return { authorization: `Bearer ${tokens.access_token}` };
  };
}
