import type { TBenchSuite } from '../lib/suite.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { learnerAuthorization } from './identity/sign-in.ts';
import { signInTarget } from './identity/sign-in-target.ts';
import { tokenRefreshTarget } from './identity/token-refresh-target.ts';

/** Signing in, keeping the session going, and the permissions every page asks for after sign-in. */
export const identitySuite: TBenchSuite = {
  name: 'identity',
  description: 'Permissions call, token refresh with rotation, and the full password sign-in',
  setUp: (portal) => addLoopbackHostToAcme(portal.databasePath),
  targets: [
    {
      name: 'permissions',
      path: '/api/UserProfile/UserPermissions',
      headers: { host: 'acme.localhost' },
      // A fresh token per run: they live 5 minutes.
      prepareHeaders: learnerAuthorization,
      // A verified token and the user's permissions are cached: close to a bare route.
      minRatio: 0.3,
    },
    tokenRefreshTarget,
    signInTarget,
  ],
};
