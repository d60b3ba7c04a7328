import type { TBenchSuite } from '../lib/suite.ts';

// The tenant is chosen by the Host header; the run connects to 127.0.0.1.
const ACME_HOST = 'acme.localhost';

/** The calls every page load makes before the user sees anything. */
export const foundationSuite: TBenchSuite = {
  name: 'foundation',
  description: 'Health, tenant configuration and translations: the start-up calls of the web app',
  // As in production: every call writes its access-log line, which must stay off the hot path.
  portalLogLevel: 'info',
  targets: [
    // Cached public calls must stay at half a bare Fastify route or better (issue 14).
    { name: 'health', path: '/api/health', minRatio: 0.5 },
    {
      name: 'configuration',
      path: `/api/tenantconfiguration?tenantUrl=${encodeURIComponent(`http://${ACME_HOST}:3000`)}&urlFor=CORESPA`,
      // Served from an in-memory cache: it must stay close to a bare Fastify route.
      minRatio: 0.5,
    },
    {
      name: 'resourcestring',
      path: '/api/resourcestring?classKey=common&application=CORESPA&locale=en&v=1',
      headers: { host: ACME_HOST },
    },
  ],
};
