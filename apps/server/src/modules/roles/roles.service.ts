import {
  grantablePermissions,
  PERMISSION_NOT_GRANTABLE,
  ROLE_NAME_TAKEN,
  type TCreateRoleRequest,
  type TGroup,
  type TRole,
  type TRoleSummary,
  type TSearchGroupsRequest,
  type TSearchRolesRequest,
  type TUpdateRoleRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/listing.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import { guardUserAdministration } from '../people-admin/user-admin-guard.ts';
import type { TPermissionsService } from '../permissions/permissions.service.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';
import { presentGroup, presentRole, presentRoleSummary } from './roles.presenter.ts';
import {
  deleteRole as deleteRoleRow,
  findRole,
  findRoleIdByName,
  findRolePermissions,
  insertRole,
  replaceRolePermissions,
  searchGroups as searchGroupRows,
  searchRoles as searchRoleRows,
  updateRole as updateRoleRow,
  type TRoleFields,
} from './roles.repository.ts';

type TPaged<T> = { result: T[]; totalRecords: number };

const ROLE_CHANGE = { area: 'roles', targetKind: 'role' } as const;

export type TRolesServiceDependencies = {
  tenants: Pick<TTenantService, 'listEnabledModuleCodes'>;
  permissions: Pick<TPermissionsService, 'forgetUserAccess'>;
};

export type TRolesService = ReturnType<typeof createRolesService>;

/** Roles (with their permissions) and groups of a tenant, for user administration. */
export function createRolesService(db: Kysely<Database>, { tenants, permissions }: TRolesServiceDependencies) {
  const nameTaken = () =>
    new AppError('conflict', 'Another role of this organisation already has this name.', { name: [ROLE_NAME_TAKEN] });

  /** Refuses (400) permissions the tenant cannot grant: of modules it lacks, or unknown to the product. */
  async function assertGrantable(tenantCode: string, requested: readonly string[], field: string): Promise<void> {
    const grantable = new Set(grantablePermissions(await tenants.listEnabledModuleCodes(tenantCode)));
    const errors: Record<string, string[]> = {};
    requested.forEach((permission, index) => {
      if (!grantable.has(permission)) {
        errors[`${field}.${index}`] = [PERMISSION_NOT_GRANTABLE];
      }
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'Some permissions cannot be granted in this organisation.', errors);
    }
  }

  function fieldsOf(request: TCreateRoleRequest): TRoleFields {
    return { name: request.name, description: request.description || null, status: request.status };
  }

  // Inside a write, reads go through its transaction (`reader`): SQLite has one connection.
  async function loadRole(reader: Kysely<Database>, tenantCode: string, roleId: number): Promise<TRole> {
    const row = await findRole(reader, tenantCode, roleId);
    if (!row) {
      throw notFound('The role');
    }
    const byRole = await findRolePermissions(reader, tenantCode, [roleId]);
    return presentRole(row, byRole.get(roleId) ?? []);
  }

  /**
   * Runs a role write in one transaction (the role and its permissions together, or nothing),
   * then forgets cached access so the change applies at once. A unique-name race the check inside
   * could not see ends as the same 409 as the check.
   */
  async function writeRole<T>(write: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction().execute(write);
      permissions.forgetUserAccess();
      return result;
    } catch (error) {
      throw isUniqueViolation(error) ? nameTaken() : error;
    }
  }

  /** A role of the tenant with its permissions; another tenant's is not found. */
  function getRole(tenantCode: string, roleId: number): Promise<TRole> {
    return loadRole(db, tenantCode, roleId);
  }

  /** One page of the tenant's roles (without their permissions). */
  function findRolePage(tenantCode: string, request: TSearchRolesRequest) {
    return searchRoleRows(db, tenantCode, {
      searchText: request.searchText,
      status: request.status,
      sort: request.sortColumns,
      ...pageWindow(request),
    });
  }

  /** The tenant's roles, paged, with their permissions. */
  async function searchRoles(tenantCode: string, request: TSearchRolesRequest): Promise<TPaged<TRole>> {
    const { rows, totalRecords } = await findRolePage(tenantCode, request);
    const byRole = await findRolePermissions(
      db,
      tenantCode,
      rows.map((row) => row.id),
    );
    return { result: rows.map((row) => presentRole(row, byRole.get(row.id) ?? [])), totalRecords };
  }

  /** Roles by name for any administrator (audiences, assignments): no permissions read or shown. */
  async function searchRoleSummaries(tenantCode: string, request: TSearchRolesRequest): Promise<TPaged<TRoleSummary>> {
    const { rows, totalRecords } = await findRolePage(tenantCode, request);
    return { result: rows.map(presentRoleSummary), totalRecords };
  }

  /** Creates a role with its permissions; the name must be free in the tenant. Audited. */
  async function createRole(actor: TAuditActor, request: TCreateRoleRequest): Promise<TRole> {
    const { tenantCode } = actor;
    await assertGrantable(tenantCode, request.permissions, 'permissions');
    return writeRole(async (trx) => {
      if ((await findRoleIdByName(trx, tenantCode, request.name)) !== undefined) {
        throw nameTaken();
      }
      const roleId = await insertRole(trx, tenantCode, fieldsOf(request), new Date().toISOString());
      await replaceRolePermissions(trx, tenantCode, roleId, request.permissions);
      const role = await loadRole(trx, tenantCode, roleId);
      await recordAdminChange(trx, actor, {
        ...ROLE_CHANGE,
        action: 'create',
        targetId: roleId,
        before: null,
        after: role,
      });
      return role;
    });
  }

  /**
   * Replaces a role's fields and permissions. The body's id must be the path's; a role of another
   * tenant is not found.
   */
  async function updateRole(actor: TAuditActor, roleId: number, request: TUpdateRoleRequest): Promise<TRole> {
    const { tenantCode } = actor;
    if (request.id !== roleId) {
      throw new AppError('validation_failed', 'The id of the body is not the id of the path.', {
        id: ['must equal the id of the path'],
      });
    }
    await assertGrantable(tenantCode, request.data.permissions, 'data.permissions');
    return writeRole(async (trx) => {
      const before = await loadRole(trx, tenantCode, roleId);
      if ((await findRoleIdByName(trx, tenantCode, request.data.name, roleId)) !== undefined) {
        throw nameTaken();
      }
      await guardUserAdministration(trx, tenantCode, 'id', async () => {
        await replaceRolePermissions(trx, tenantCode, roleId, request.data.permissions);
        await updateRoleRow(trx, tenantCode, roleId, fieldsOf(request.data), new Date().toISOString());
      });
      const after = await loadRole(trx, tenantCode, roleId);
      await recordAdminChange(trx, actor, { ...ROLE_CHANGE, action: 'update', targetId: roleId, before, after });
      return after;
    });
  }

  /** Deletes a role, its permissions and its grants to users and groups; another tenant's is not found. */
  async function deleteRole(actor: TAuditActor, roleId: number): Promise<void> {
    const { tenantCode } = actor;
    await writeRole(async (trx) => {
      const before = await loadRole(trx, tenantCode, roleId);
      await guardUserAdministration(trx, tenantCode, 'id', () => deleteRoleRow(trx, tenantCode, roleId));
      await recordAdminChange(trx, actor, { ...ROLE_CHANGE, action: 'delete', targetId: roleId, before, after: null });
    });
  }

  /** The tenant's groups, paged. */
  async function searchGroups(tenantCode: string, request: TSearchGroupsRequest): Promise<TPaged<TGroup>> {
    const { rows, totalRecords } = await searchGroupRows(db, tenantCode, {
      searchText: request.searchText,
      status: request.status,
      sort: request.sortColumns,
      ...pageWindow(request),
    });
    return { result: rows.map(presentGroup), totalRecords };
  }

  return { getRole, searchRoles, searchRoleSummaries, createRole, updateRole, deleteRole, searchGroups };
}

/*
 * What other modules ask of roles and groups without an actor (a notification's audience; the
 * admin home's count of people without a role): names
 * to store and to check an audience against, and the holders of a role or members of a group as
 * subqueries, so a fan-out stays one statement however many users it reaches.
 */
export {
  countActiveUsersWithoutRole,
  findGroupName,
  findRoleName,
  selectGroupMemberIds,
  selectRoleHolderIds,
} from './roles.repository.ts';
