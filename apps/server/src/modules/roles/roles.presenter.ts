import type { TGroup, TRole } from '@portal/contracts';
import type { TGroupRow, TRoleRow } from './roles.repository.ts';

/** A role with its permissions (sorted). Any stored status but 'Active' grants nothing, so reads 'Inactive'. */
export function presentRole(row: TRoleRow, permissions: readonly string[]): TRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status === 'Active' ? 'Active' : 'Inactive',
    permissions: [...permissions],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
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
