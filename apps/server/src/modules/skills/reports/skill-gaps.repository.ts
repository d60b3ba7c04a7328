import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ACTIVE_USER } from '../../users/users.repository.ts';

/* The people a skill-gap report groups: active people of the tenant with their location and job role. */

export type TGapPerson = {
  user_code: string;
  job_role_code: string | null;
  location_id: number | null;
  location_name_en: string | null;
  location_name_fr: string | null;
  job_role_name_en: string | null;
  job_role_name_fr: string | null;
};

export async function findGapPeople(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { locationCodes?: readonly string[] | undefined; jobRoles?: readonly string[] | undefined },
): Promise<TGapPerson[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('locations as loc', (join) =>
      join.onRef('loc.tenant_code', '=', 'u.tenant_code').onRef('loc.id', '=', 'u.location_id'),
    )
    .leftJoin('job_roles as jr', (join) =>
      join.onRef('jr.tenant_code', '=', 'u.tenant_code').onRef('jr.code', '=', 'u.job_role_code'),
    )
    .where('u.tenant_code', '=', tenantCode)
    .where('u.status', '=', ACTIVE_USER)
    // A gap is against a job role's targets: people without one have none.
    .where('u.job_role_code', 'is not', null);
  if (filter.locationCodes) {
    query = query.where('loc.code', 'in', [...filter.locationCodes]);
  }
  if (filter.jobRoles) {
    query = query.where('u.job_role_code', 'in', [...filter.jobRoles]);
  }
  return query
    .select([
      'u.user_code',
      'u.job_role_code',
      'u.location_id',
      'loc.name_en as location_name_en',
      'loc.name_fr as location_name_fr',
      'jr.name_en as job_role_name_en',
      'jr.name_fr as job_role_name_fr',
    ])
    .orderBy('u.id')
    .execute();
}
