import type { TGroupDetail, TGroupMember } from '@portal/contracts';
import type { TGroupRow, searchMembers } from './groups.repository.ts';

type TMemberRow = Awaited<ReturnType<typeof searchMembers>>['rows'][number];

/** A group with its roles and member count; any stored status but 'ACTIVE' grants nothing, so reads 'INACTIVE'. */
export function presentGroupDetail(
  row: TGroupRow,
  roles: readonly { id: number; name: string }[],
  memberCount: number,
): TGroupDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    memberCount,
  };
}

/** A member of a group. */
export function presentGroupMember(row: TMemberRow): TGroupMember {
  return {
    userCode: row.user_code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: row.status,
  };
}
