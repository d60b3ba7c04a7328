import type { TBenchSuite } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';

const LEARNER = 'learner@acme.test';

/**
 * The resource feed's list calls (issue 5) on the demo library (60+ resources per tenant), each
 * measured after the run's warm-up: the first page of the feed's default lists, as `/resources` asks.
 */
export const resourcesSuite: TBenchSuite = {
  name: 'resources',
  description: "The feed's list calls (search, featured, recommended, trending) on the demo library",
  // openid-client signs in at 127.0.0.1, which must be one of acme's hosts (see the identity suite).
  setUp: (portal) => addLoopbackHostToAcme(portal.databasePath),
  targets: [
    {
      name: 'feed-search',
      path: '/api/assets/search',
      headers: { host: ACME_HOST },
      body: { searchParameters: { locales: ['en'] } },
      prepareHeaders: authorizationOf(LEARNER),
    },
    {
      name: 'feed-featured',
      path: '/api/assets/featured',
      headers: { host: ACME_HOST },
      body: { searchParameters: { locales: ['en'] } },
      prepareHeaders: authorizationOf(LEARNER),
    },
    {
      name: 'feed-recommended',
      path: '/api/assets/recommended',
      headers: { host: ACME_HOST },
      body: { searchParameters: { locales: ['en'] } },
      prepareHeaders: authorizationOf(LEARNER),
    },
    {
      name: 'feed-trending',
      path: '/api/assets/searchForTrending',
      headers: { host: ACME_HOST },
      body: { searchParameters: { locales: ['en'] } },
      prepareHeaders: authorizationOf(LEARNER),
    },
  ],
};
