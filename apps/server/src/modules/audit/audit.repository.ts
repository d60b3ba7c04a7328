import type { TAuditArea, TAuditTargetKind } from '@portal/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AdminAuditLogTable } from '../../db/schema-admin.ts';

export type TAuditFilter = {
  area?: TAuditArea | undefined;
  actorUserCode?: string | undefined;
  /** ISO date-time, included. */
  from?: string | undefined;
  /** ISO date-time, excluded. */
  to?: string | undefined;
  targetKind?: TAuditTargetKind | undefined;
  targetId?: string | undefined;
};

/** Adds one row to the tenant's audit log (the caller's transaction). */
export async function insertAuditEntry(db: Kysely<Database>, row: Insertable<AdminAuditLogTable>): Promise<void> {
  await db.insertInto('admin_audit_log').values(row).execute();
}

function filteredEntries(db: Kysely<Database>, tenantCode: string, filter: TAuditFilter) {
  let query = db.selectFrom('admin_audit_log').where('admin_audit_log.tenant_code', '=', tenantCode);
  if (filter.area !== undefined) {
    query = query.where('admin_audit_log.area', '=', filter.area);
  }
  if (filter.actorUserCode !== undefined) {
    query = query.where('admin_audit_log.actor_user_code', '=', filter.actorUserCode);
  }
  // Times are stored as UTC ISO text (`toISOString`): they compare as text once normalised alike.
  if (filter.from !== undefined) {
    query = query.where('admin_audit_log.at', '>=', new Date(filter.from).toISOString());
  }
  if (filter.to !== undefined) {
    query = query.where('admin_audit_log.at', '<', new Date(filter.to).toISOString());
  }
  if (filter.targetKind !== undefined) {
    query = query.where('admin_audit_log.target_kind', '=', filter.targetKind);
  }
  if (filter.targetId !== undefined) {
    query = query.where('admin_audit_log.target_id', '=', filter.targetId);
  }
  return query;
}

function withActorNames(query: ReturnType<typeof filteredEntries>) {
  return query
    .leftJoin('users', (join) =>
      join
        .onRef('users.tenant_code', '=', 'admin_audit_log.tenant_code')
        .onRef('users.user_code', '=', 'admin_audit_log.actor_user_code'),
    )
    .select([
      'admin_audit_log.id',
      'admin_audit_log.at',
      'admin_audit_log.actor_user_code',
      'users.first_name as actor_first_name',
      'users.last_name as actor_last_name',
      'admin_audit_log.area',
      'admin_audit_log.action',
      'admin_audit_log.target_kind',
      'admin_audit_log.target_id',
      'admin_audit_log.before_json',
      'admin_audit_log.after_json',
    ])
    .orderBy('admin_audit_log.at', 'desc')
    .orderBy('admin_audit_log.id', 'desc');
}

/** One page of the tenant's audit log, newest first, with how many rows match. */
export async function searchAuditEntries(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TAuditFilter,
  page: { limit: number; offset: number },
) {
  const filtered = filteredEntries(db, tenantCode, filter);
  const [rows, count] = await Promise.all([
    withActorNames(filtered).limit(page.limit).offset(page.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The next rows of the tenant's audit log, newest first, after (older than) `after` when given: an
 * export reads the log in such slices (keyset, so a long export never re-reads what it skipped).
 */
export async function findAuditEntriesAfter(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TAuditFilter,
  after: { at: string; id: number } | null,
  limit: number,
) {
  let query = filteredEntries(db, tenantCode, filter);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('admin_audit_log.at', '<', after.at),
        eb.and([eb('admin_audit_log.at', '=', after.at), eb('admin_audit_log.id', '<', after.id)]),
      ]),
    );
  }
  return withActorNames(query).limit(limit).execute();
}

export type TAuditEntryRow = Awaited<ReturnType<typeof searchAuditEntries>>['rows'][number];
