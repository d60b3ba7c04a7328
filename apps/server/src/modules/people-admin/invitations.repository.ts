import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The `user_invitations` rows (0025). Every function takes the tenant: a token hash of another
 * tenant is never found, nor its rows changed.
 */

export type TInvitationRow = NonNullable<Awaited<ReturnType<typeof findLatestInvitation>>>;

const COLUMNS = ['id', 'user_code', 'created_at', 'expires_at', 'emailed_at', 'used_at', 'revoked_at'] as const;

/** The person's latest invitation, or undefined. */
export async function findLatestInvitation(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('user_invitations')
    .select(COLUMNS)
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The invitation whose token has this hash, in this tenant only. */
export async function findInvitationByHash(db: Kysely<Database>, tenantCode: string, tokenHash: string) {
  return db
    .selectFrom('user_invitations')
    .select(COLUMNS)
    .where('tenant_code', '=', tenantCode)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertInvitation(
  db: Kysely<Database>,
  tenantCode: string,
  row: { user_code: string; token_hash: string; created_by: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('user_invitations')
    .values({ tenant_code: tenantCode, ...row, emailed_at: null, used_at: null, revoked_at: null })
    .execute();
}

/** Revokes the person's usable invitations; answers how many. */
export async function revokePendingInvitations(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('user_invitations')
    .set({ revoked_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markInvitationEmailed(
  db: Kysely<Database>,
  tenantCode: string,
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('user_invitations')
    .set({ emailed_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('token_hash', '=', tokenHash)
    .execute();
}

/**
 * Uses the invitation if it is still usable, in one conditional statement: of two requests with
 * the same link at once, exactly one gets true.
 */
export async function useInvitation(
  db: Kysely<Database>,
  tenantCode: string,
  invitationId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_invitations')
    .set({ used_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets the password of an active user of the tenant; answers whether one was set. */
export async function setFirstPassword(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  passwordHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The languages an invitation email can be in: the person's preference and their tenant's default. */
export async function findInvitationLanguages(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.tenant_code', 'users.tenant_code')
    .select(['users.browsing_language_preference as preference', 'tenants.default_locale as tenantDefault'])
    .where('users.tenant_code', '=', tenantCode)
    .where('users.user_code', '=', userCode)
    .executeTakeFirst();
}
