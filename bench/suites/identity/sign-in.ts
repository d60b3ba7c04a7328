import type * as oidc from 'openid-client';
import { discoverProvider, signInAs } from '../../../apps/server/src/test/oidc-flow.ts';
import type { TPortalHandle } from '../../lib/suite.ts';
import { resetSignInLimits } from './portal-data.ts';

const LEARNER_EMAIL = 'learner@acme.test';

// Under the portal's 30 attempts per address: the counters are cleared before each batch.
const SIGN_INS_PER_BATCH = 25;

/** openid-client configured for acme's provider on the portal (discovery), as the server's tests do. */
export function discoverAcme(portal: TPortalHandle): Promise<oidc.Configuration> {
  return discoverProvider(portal.baseUrl);
}

/**
 * One full sign-in of the demo learner, as a browser and the web app make it: authorization
 * request (code + PKCE), sign-in page, credentials (argon2id), code redeemed at the token endpoint.
 */
export async function signInLearner(
  portal: TPortalHandle,
  config: oidc.Configuration,
): Promise<oidc.TokenEndpointResponse> {
  const { tokens } = await signInAs(portal.baseUrl, config, LEARNER_EMAIL);
  return tokens;
}

/** Signs the learner in `count` times, one after the other: each a session and refresh token of its own. */
export async function signInLearnerTimes(
  portal: TPortalHandle,
  config: oidc.Configuration,
  count: number,
): Promise<oidc.TokenEndpointResponse[]> {
  const tokenSets: oidc.TokenEndpointResponse[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index % SIGN_INS_PER_BATCH === 0) {
      await resetSignInLimits(portal.databasePath);
    }
    tokenSets.push(await signInLearner(portal, config));
  }
  return tokenSets;
}

/** The Authorization header of a fresh access token (they live 5 minutes), from a real sign-in. */
export async function learnerAuthorization(portal: TPortalHandle): Promise<Record<string, string>> {
  const [tokens] = await signInLearnerTimes(portal, await discoverAcme(portal), 1);
  if (!tokens) {
    throw new Error('the learner could not sign in');
  }
  return { authorization: `Bearer ${tokens.access_token}` };
}
