import {
  GROUP_NAME_TAKEN,
  GROUP_UNKNOWN_REFERENCE,
  type TAddGroupMembersRequest,
  type TCreateGroupRequest,
  type TGroupDetail,
  type TGroupMember,
  type TSearchGroupMembersRequest,
  type TUpdateGroupRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/listing.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import { guardUserAdministration } from '../people-admin/user-admin-guard.ts';
import type { TPermissionsService } from '../permissions/permissions.service.ts';
import { presentGroupDetail, presentGroupMember } from './groups.presenter.ts';
import {
  countGroupMembers,
  deleteGroup as deleteGroupRow,
  deleteMember,
  findExistingRoleIds,
  findGroup,
  findGroupIdByName,
  findGroupRoles,
  findMemberIds,
  findUserIdsByCode,
  insertGroup,
  insertMembers,
  replaceGroupRoles,
  searchMembers,
  updateGroup as updateGroupRow,
  type TGroupFields,
} from './groups.repository.ts';

const GROUP_CHANGE = { area: 'groups', targetKind: 'group' } as const;

export type TGroupsService = ReturnType<typeof createGroupsService>;

/**
 * Group administration: a group's fields, the roles it grants and its members. Each write runs in
 * one transaction with its audit row; writes that can take USERADMIN_MANAGE_USERS away from
 * someone (a group's roles or status, its deletion, a member's removal) run inside the no-lock-out
 * guard, which counts groups as the people-admin writes do.
 */
export function createGroupsService(
  db: Kysely<Database>,
  {
    permissions,
    peopleChanged = async () => {},
  }: {
    permissions: Pick<TPermissionsService, 'forgetUserAccess'>;
    /** Tells the people admin's kept lists (their groups column) that the tenant's groups changed. */
    peopleChanged?: (tenantCode: string) => Promise<void>;
  },
) {
  const nameTaken = () =>
    new AppError('conflict', 'Another group of this organisation already has this name.', {
      name: [GROUP_NAME_TAKEN],
    });

  // Inside a write, reads go through its transaction (`reader`): SQLite has one connection.
  async function loadGroup(reader: Kysely<Database>, tenantCode: string, groupId: number): Promise<TGroupDetail> {
    const row = await findGroup(reader, tenantCode, groupId);
    if (!row) {
      throw notFound('The group');
    }
    const roles = await findGroupRoles(reader, tenantCode, groupId);
    const memberCount = await countGroupMembers(reader, tenantCode, groupId);
    return presentGroupDetail(row, roles, memberCount);
  }

  /** Refuses (400) role ids the tenant does not have, another tenant's included. */
  async function assertRoles(reader: Kysely<Database>, tenantCode: string, roleIds: readonly number[], field: string) {
    const existing = await findExistingRoleIds(reader, tenantCode, roleIds);
    const errors: Record<string, string[]> = {};
    roleIds.forEach((roleId, index) => {
      if (!existing.has(roleId)) {
        errors[`${field}.${index}`] = [GROUP_UNKNOWN_REFERENCE];
      }
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'Some roles are not roles of this organisation.', errors);
    }
  }

  /** One transaction; cached access and people lists are forgotten after it so the change applies at once. */
  async function writeGroup<T>(tenantCode: string, write: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction().execute(write);
      permissions.forgetUserAccess();
      await peopleChanged(tenantCode);
      return result;
    } catch (error) {
      // A same-name race the check inside could not see ends as the same 409 as the check.
      throw isUniqueViolation(error) ? nameTaken() : error;
    }
  }

  function fieldsOf(request: TCreateGroupRequest): TGroupFields {
    return { name: request.name, description: request.description || null, status: request.status };
  }

  /** A group of the tenant with its roles; another tenant's is not found. */
  function getGroup(tenantCode: string, groupId: number): Promise<TGroupDetail> {
    return loadGroup(db, tenantCode, groupId);
  }

  /** Creates a group with its roles; the name must be free in the tenant. Audited. */
  function createGroup(actor: TAuditActor, request: TCreateGroupRequest): Promise<TGroupDetail> {
    const { tenantCode } = actor;
    return writeGroup(tenantCode, async (trx) => {
      await assertRoles(trx, tenantCode, request.roleIds, 'roleIds');
      if ((await findGroupIdByName(trx, tenantCode, request.name)) !== undefined) {
        throw nameTaken();
      }
      const groupId = await insertGroup(trx, tenantCode, fieldsOf(request));
      await replaceGroupRoles(trx, tenantCode, groupId, request.roleIds);
      const group = await loadGroup(trx, tenantCode, groupId);
      await recordAdminChange(trx, actor, {
        ...GROUP_CHANGE,
        action: 'create',
        targetId: groupId,
        before: null,
        after: group,
      });
      return group;
    });
  }

  /** Replaces a group's fields and roles; the body's id must be the path's. Guarded and audited. */
  async function updateGroup(actor: TAuditActor, groupId: number, request: TUpdateGroupRequest): Promise<TGroupDetail> {
    const { tenantCode } = actor;
    if (request.id !== groupId) {
      throw new AppError('validation_failed', 'The id of the body is not the id of the path.', {
        id: ['must equal the id of the path'],
      });
    }
    return writeGroup(tenantCode, async (trx) => {
      const before = await loadGroup(trx, tenantCode, groupId);
      await assertRoles(trx, tenantCode, request.data.roleIds, 'data.roleIds');
      if ((await findGroupIdByName(trx, tenantCode, request.data.name, groupId)) !== undefined) {
        throw nameTaken();
      }
      await guardUserAdministration(trx, tenantCode, 'data.roleIds', async () => {
        await replaceGroupRoles(trx, tenantCode, groupId, request.data.roleIds);
        await updateGroupRow(trx, tenantCode, groupId, fieldsOf(request.data));
      });
      const after = await loadGroup(trx, tenantCode, groupId);
      await recordAdminChange(trx, actor, { ...GROUP_CHANGE, action: 'update', targetId: groupId, before, after });
      return after;
    });
  }

  /** Deletes a group with its roles and memberships. Guarded and audited. */
  async function deleteGroup(actor: TAuditActor, groupId: number): Promise<void> {
    const { tenantCode } = actor;
    await writeGroup(tenantCode, async (trx) => {
      const before = await loadGroup(trx, tenantCode, groupId);
      await guardUserAdministration(trx, tenantCode, 'id', () => deleteGroupRow(trx, tenantCode, groupId));
      await recordAdminChange(trx, actor, {
        ...GROUP_CHANGE,
        action: 'delete',
        targetId: groupId,
        before,
        after: null,
      });
    });
  }

  /** The group's members, paged; another tenant's group is not found. */
  async function searchGroupMembers(
    tenantCode: string,
    groupId: number,
    request: TSearchGroupMembersRequest,
  ): Promise<{ result: TGroupMember[]; totalRecords: number }> {
    if (!(await findGroup(db, tenantCode, groupId))) {
      throw notFound('The group');
    }
    const { rows, totalRecords } = await searchMembers(db, tenantCode, groupId, {
      searchText: request.searchText,
      sort: request.sortColumns,
      ...pageWindow(request),
    });
    return { result: rows.map(presentGroupMember), totalRecords };
  }

  /**
   * Adds users of the tenant to the group (members already stay members); any unknown user code,
   * another tenant's included, is a 400 and adds nobody. Audited with the codes added.
   */
  async function addGroupMembers(
    actor: TAuditActor,
    groupId: number,
    request: TAddGroupMembersRequest,
  ): Promise<TGroupDetail> {
    const { tenantCode } = actor;
    return writeGroup(tenantCode, async (trx) => {
      const before = await loadGroup(trx, tenantCode, groupId);
      const ids = await findUserIdsByCode(trx, tenantCode, request.userCodes);
      const errors: Record<string, string[]> = {};
      request.userCodes.forEach((userCode, index) => {
        if (!ids.has(userCode)) {
          errors[`userCodes.${index}`] = [GROUP_UNKNOWN_REFERENCE];
        }
      });
      if (Object.keys(errors).length > 0) {
        throw new AppError('validation_failed', 'Some people are not people of this organisation.', errors);
      }
      const already = await findMemberIds(trx, tenantCode, groupId, [...ids.values()]);
      const added = request.userCodes.filter((userCode) => !already.has(ids.get(userCode) ?? 0));
      await insertMembers(
        trx,
        tenantCode,
        groupId,
        added.map((userCode) => ids.get(userCode) ?? 0),
      );
      const after = await loadGroup(trx, tenantCode, groupId);
      await recordAdminChange(trx, actor, {
        ...GROUP_CHANGE,
        action: 'set_access',
        targetId: groupId,
        before: { ...before, addedMembers: [] },
        after: { ...after, addedMembers: added },
      });
      return after;
    });
  }

  /** Removes a member from the group: 404 when not a member. Guarded (the group may carry user admin) and audited. */
  async function removeGroupMember(actor: TAuditActor, groupId: number, userCode: string): Promise<TGroupDetail> {
    const { tenantCode } = actor;
    return writeGroup(tenantCode, async (trx) => {
      const before = await loadGroup(trx, tenantCode, groupId);
      const userId = (await findUserIdsByCode(trx, tenantCode, [userCode])).get(userCode);
      if (userId === undefined) {
        throw notFound('The member');
      }
      const removed = await guardUserAdministration(trx, tenantCode, 'userCode', () =>
        deleteMember(trx, tenantCode, groupId, userId),
      );
      if (!removed) {
        throw notFound('The member');
      }
      const after = await loadGroup(trx, tenantCode, groupId);
      await recordAdminChange(trx, actor, {
        ...GROUP_CHANGE,
        action: 'set_access',
        targetId: groupId,
        before: { ...before, removedMembers: [] },
        after: { ...after, removedMembers: [userCode] },
      });
      return after;
    });
  }

  return {
    getGroup,
    createGroup,
    updateGroup,
    deleteGroup,
    searchGroupMembers,
    addGroupMembers,
    removeGroupMember,
  };
}
