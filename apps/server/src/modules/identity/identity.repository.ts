import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The OpenID claims of an active user of the tenant, or undefined. */
export async function findAccountClaims(db: Kysely<Database>, tenantCode: string, userCode: string) {
  const user = await db
    .selectFrom('users')
    .select(['user_code', 'email', 'first_name', 'last_name', 'browsing_language_preference'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!user) {
    return undefined;
  }
  return {
    sub: user.user_code,
    tenant: tenantCode,
    email: user.email,
    email_verified: true,
    name: `${user.first_name} ${user.last_name}`,
    given_name: user.first_name,
    family_name: user.last_name,
    locale: user.browsing_language_preference ?? undefined,
  };
}

/** A user of the tenant by email (case-insensitive), with what signing in needs. */
export async function findUserForSignIn(db: Kysely<Database>, tenantCode: string, email: string) {
  return db
    .selectFrom('users')
    .select(['user_code', 'password_hash', 'status'])
    .where('tenant_code', '=', tenantCode)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The tenant's OpenID client id (from its configuration). */
export async function findTenantClientId(db: Kysely<Database>, tenantCode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select('auth_client_id')
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
  return row?.auth_client_id;
}

/** An external identity provider the tenant federates to (`idp:{name}` in acr_values). */
export async function findTenantIdentityProvider(db: Kysely<Database>, tenantCode: string, name: string) {
  return db
    .selectFrom('tenant_identity_providers')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('name', '=', name)
    .executeTakeFirst();
}
