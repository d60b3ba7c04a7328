import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * Who an event is for. An event's audiences are stored as keys (`KIND:code`); a viewer holds a few
 * keys (everyone's, their job role's, their location's, their active groups'), and sees an event
 * when the two sets meet. Reads ask with the viewer's keys, so one indexed lookup decides.
 */

type TDb = Kysely<Database> | Transaction<Database>;

export function audienceKeyOf(kind: string, code: string): string {
  return `${kind}:${kind === 'ALL' ? '' : code}`;
}

/** The audience keys a user holds now (none when the user is not an active user of the tenant). */
export async function viewerAudienceKeys(db: TDb, tenantCode: string, userCode: string): Promise<string[]> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'job_role_code', 'location_id'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  if (!user) {
    return [];
  }
  const groups = await db
    .selectFrom('group_members')
    .innerJoin('user_groups', (join) =>
      join
        .onRef('user_groups.tenant_code', '=', 'group_members.tenant_code')
        .onRef('user_groups.id', '=', 'group_members.group_id'),
    )
    .select('group_members.group_id')
    .where('group_members.tenant_code', '=', tenantCode)
    .where('group_members.user_id', '=', user.id)
    .where('user_groups.status', '=', 'ACTIVE')
    .execute();
  return [
    audienceKeyOf('ALL', ''),
    ...(user.job_role_code ? [audienceKeyOf('JOB_ROLE', user.job_role_code)] : []),
    ...(user.location_id !== null ? [audienceKeyOf('LOCATION', String(user.location_id))] : []),
    ...groups.map((group) => audienceKeyOf('GROUP', String(group.group_id))),
  ];
}
