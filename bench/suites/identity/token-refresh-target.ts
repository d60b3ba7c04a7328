import { measureCalls } from '../../lib/measure-calls.ts';
import type { TCustomTarget } from '../../lib/suite.ts';
import { refreshChain } from './refresh-chain.ts';
import { discoverAcme, signInLearnerTimes } from './sign-in.ts';

const NAME = 'token-refresh';

/**
 * The token endpoint under the grant the web app uses every few minutes: one refresh chain per
 * connection, each started by a real sign-in. Not judged: each call signs a JWT and writes the
 * database (the spent token, the new one).
 */
export const tokenRefreshTarget: TCustomTarget = {
  name: NAME,
  path: 'POST /oidc/token grant_type=refresh_token',
  async measure(portal, settings) {
    const config = await discoverAcme(portal);
    const tokenSets = await signInLearnerTimes(portal, config, settings.connections);
    const lanes = tokenSets.map((tokens) => {
      if (!tokens.refresh_token) {
        throw new Error('the sign-in brought no refresh token');
      }
      return refreshChain(config, tokens.refresh_token);
    });
    console.error(
      `bench: ${NAME}: ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s, ` +
        `${lanes.length} refresh chains`,
    );
    if (settings.warmupSeconds > 0) {
      // Discarded; the chains go on from where the warm-up left them.
      await measureCalls({ name: NAME, lanes, stopAfter: { seconds: settings.warmupSeconds } });
    }
    return measureCalls({ name: NAME, lanes, stopAfter: { seconds: settings.durationSeconds }, serverPid: portal.pid });
  },
};
