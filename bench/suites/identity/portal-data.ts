import { withPortalDatabase } from '../../lib/portal-database.ts';

/**
 * Node's fetch cannot resolve acme.localhost, so openid-client reaches acme's provider at
 * 127.0.0.1, made one of acme's hosts as the server's own tests do. Done before any tenant-scoped
 * request on 127.0.0.1, so the portal has not cached the host as unknown.
 */
export function addLoopbackHostToAcme(databasePath: string): Promise<void> {
  return withPortalDatabase(databasePath, async (db) => {
    await db.insertInto('tenant_urls').values({ tenant_code: 'acme', host: '127.0.0.1', is_primary: false }).execute();
  });
}

/**
 * Clears the sign-in rate limits. The portal counts every attempt per address (30 per 15 minutes
 * and tenant) in the database, and the bench signs in from one address more often than that.
 */
export function resetSignInLimits(databasePath: string): Promise<void> {
  return withPortalDatabase(databasePath, async (db) => {
    await db.deleteFrom('rate_limit_counters').execute();
  });
}
