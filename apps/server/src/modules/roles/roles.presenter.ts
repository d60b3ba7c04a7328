import type { TGroup, TRole, TRoleSummary } from '@portal/contracts';
import type { TGroupRow, TRoleRow } from './roles.repository.ts';

/** Any stored status but 'Active' grants nothing, so reads 'Inactive'. */
function roleStatusOf(row: TRoleRow): TRole['status'] {
  return row.status === 'Active' ? 'Active' : 'Inactive';
}

/** A role with its permissions (sorted). */
export function presentRole(row: TRoleRow, permissions: readonly string[]): TRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: roleStatusOf(row),
    permissions: [...permissions],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A role without its permissions (the directory's lookups). */
export function presentRoleSummary(row: TRoleRow): TRoleSummary {
  return { id: row.id, name: row.name, description: row.description, status: roleStatusOf(row) };
}

/** A group; any stored status but 'ACTIVE' grants nothing, so reads 'INACTIVE'. */
export function presentGroup(row: TGroupRow): TGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
  };
}
