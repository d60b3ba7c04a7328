import { measureCalls } from '../../lib/measure-calls.ts';
import type { TCustomTarget } from '../../lib/suite.ts';
import { resetSignInLimits } from './portal-data.ts';
import { discoverAcme, signInLearner } from './sign-in.ts';

const NAME = 'sign-in';
// A fixed count, not a duration: argon2id makes each one slow, and all must stay under the
// portal's 30 attempts per address in 15 minutes.
const SIGN_INS = 20;
const WARM_UP_SIGN_INS = 2;

/** The full password sign-in, one at a time as a person makes it; its req/s are sign-ins per second. */
export const signInTarget: TCustomTarget = {
  name: NAME,
  path: 'GET /oidc/auth, GET /signin/:uid, POST /signin/:uid/login, POST /oidc/token',
  async measure(portal, settings) {
    const config = await discoverAcme(portal);
    await resetSignInLimits(portal.databasePath);
    // openid-client throws unless every step answered as it should and the token endpoint said 200.
    const lanes = [
      async () => {
        await signInLearner(portal, config);
        return 200;
      },
    ];
    const warmUps = settings.warmupSeconds > 0 ? WARM_UP_SIGN_INS : 0;
    console.error(`bench: ${NAME}: ${warmUps} warm-up + ${SIGN_INS} sign-ins, one at a time`);
    if (warmUps > 0) {
      await measureCalls({ name: NAME, lanes, stopAfter: { calls: warmUps } });
    }
    return measureCalls({ name: NAME, lanes, stopAfter: { calls: SIGN_INS }, serverPid: portal.pid });
  },
};
