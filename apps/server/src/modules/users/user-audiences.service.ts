import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { selectGroupMemberIds, selectRoleHolderIds } from '../roles/roles.service.ts';
import { selectActiveUsers } from './users.repository.ts';

/*
 * Audiences: who, among a tenant's users, something is for. Other modules (notifications today)
 * ask here rather than reading the users, roles and groups tables themselves.
 */

/** Every active user of the tenant, chosen users, the members of a group or the holders of a role. */
export type TUserAudience =
  | { kind: 'ALL' }
  | { kind: 'USERS'; userCodes: readonly string[] }
  | { kind: 'GROUP'; groupId: number }
  | { kind: 'ROLE'; roleId: number };

/**
 * The active users of the tenant in the audience (`tenant_code`, `user_code`), as a subquery for
 * the caller's own statement: a notification's fan-out inserts from it in one INSERT ... SELECT,
 * in its transaction, however many users it reaches. A role is held directly or through an
 * active group (as permissions are); group members and role holders come from the roles module.
 */
export function selectAudienceUsers(db: Kysely<Database>, tenantCode: string, audience: TUserAudience) {
  switch (audience.kind) {
    case 'ALL':
      return selectActiveUsers(db, tenantCode, null);
    case 'USERS':
      return selectActiveUsers(db, tenantCode, { userCodes: audience.userCodes });
    case 'GROUP':
      return selectActiveUsers(db, tenantCode, { userIds: selectGroupMemberIds(db, tenantCode, audience.groupId) });
    case 'ROLE':
      return selectActiveUsers(db, tenantCode, { userIds: selectRoleHolderIds(db, tenantCode, audience.roleId) });
  }
}

/** The subquery `selectAudienceUsers` answers. */
export type TAudienceUsersQuery = ReturnType<typeof selectAudienceUsers>;

/** Which of these user codes are active users of the tenant (an audience's chosen users are checked first). */
export { findActiveUserCodes } from './users.repository.ts';
