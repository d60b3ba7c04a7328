import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * What is trending near someone (Explore, issue 20): the objects people of their job role or
 * location did something with lately, read from the one learning record. Ratings are left out:
 * they are about competencies, not content.
 */

export type TTrendingObject = { objectKind: string; objectId: string; learnerCount: number };

/**
 * The objects of these kinds that the most people of the job role or the location (active users)
 * had a statement on since `since`, most people first, then the most recent; at most `limit`.
 */
export async function trendingObjectsNear(
  db: Kysely<Database>,
  tenantCode: string,
  near: { jobRoleCode: string | null; locationId: number | null },
  options: { since: string; objectKinds: readonly string[]; limit: number },
): Promise<TTrendingObject[]> {
  const circles = [
    ...(near.jobRoleCode === null ? [] : [sql`u.job_role_code = ${near.jobRoleCode}`]),
    ...(near.locationId === null ? [] : [sql`u.location_id = ${near.locationId}`]),
  ];
  if (circles.length === 0 || options.objectKinds.length === 0) {
    return [];
  }
  const { rows } = await sql<{ object_kind: string; object_id: string; learners: number | string }>`
    select s.object_kind, s.object_id, count(distinct s.actor_user_code) as learners
    from users u
      join learning_statements s on s.tenant_code = u.tenant_code and s.actor_user_code = u.user_code
    where u.tenant_code = ${tenantCode} and u.status = 'ACTIVE' and (${sql.join(circles, sql` or `)})
      and s.timestamp >= ${options.since} and s.verb <> 'rated'
      and s.object_kind in (${sql.join([...options.objectKinds])})
    group by s.object_kind, s.object_id
    order by learners desc, max(s.timestamp) desc, s.object_kind, s.object_id
    limit ${options.limit}`.execute(db);
  return rows.map((row) => ({
    objectKind: row.object_kind,
    objectId: row.object_id,
    learnerCount: Number(row.learners),
  }));
}
