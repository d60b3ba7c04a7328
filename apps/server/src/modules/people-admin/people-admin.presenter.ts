import type { TNamedGrant, TPerson, TUserStatus } from '@portal/contracts';
import type { TPersonRow } from './people-admin.repository.ts';

type TGrantRow = { user_id: number; id: number; name: string };

/** Grants per user id, in the order read. */
export function grantsByUser(rows: readonly TGrantRow[]): Map<number, TNamedGrant[]> {
  const byUser = new Map<number, TNamedGrant[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/** A user as the people admin shows them; never their password hash, only whether they have one. */
export function presentPerson(row: TPersonRow, roles: TNamedGrant[], groups: TNamedGrant[]): TPerson {
  return {
    userCode: row.user_code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: (row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE') satisfies TUserStatus,
    jobRoleCode: row.job_role_code,
    jobTitle: row.job_title,
    locationId: row.location_id,
    managerUserCode: row.manager_user_code,
    hasPassword: row.password_hash !== null,
    roles,
    groups,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
