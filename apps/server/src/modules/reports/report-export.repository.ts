import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import type { ReportExportsTable } from '../../db/schema-dashboard-reports.ts';

/*
 * The `report_exports` rows (migration 0020). Every read and write a person makes names the tenant
 * and the person; the job's reads cross tenants (it runs for all of them) and write only through
 * the lease it holds: `claimed_at` is the lease's token, so a run that lost its row (taken again
 * after the lease ran out) changes nothing.
 */

type TDb = Kysely<Database> | Transaction<Database>;
export type TReportExportRow = Selectable<ReportExportsTable>;

const ACTIVE_STATUSES = ['QUEUED', 'RUNNING'];

/**
 * Inserts the export only when the person has fewer than `maxActive` exports queued or running;
 * answers the new id, or null when the limit refused it. The count and the insert are one
 * transaction holding the person's export lock (an advisory lock on PostgreSQL; SQLite has one
 * writer and Kysely runs its transactions one at a time), so parallel requests cannot all pass on
 * the same old count.
 */
export async function insertExportWithinLimit(
  db: Kysely<Database>,
  values: Insertable<ReportExportsTable>,
  maxActive: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (!isSqlite(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext(${`report-exports:${values.tenant_code}:${values.user_code}`}))`.execute(
        trx,
      );
    }
    const { active } = await trx
      .selectFrom('report_exports')
      .select((eb) => eb.fn.countAll<number | string>().as('active'))
      .where('tenant_code', '=', values.tenant_code)
      .where('user_code', '=', values.user_code)
      .where('status', 'in', ACTIVE_STATUSES)
      .executeTakeFirstOrThrow();
    if (Number(active) >= maxActive) {
      return null;
    }
    const { id } = await trx.insertInto('report_exports').values(values).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

/** The person's exports, newest first. */
export function findExportsOfUser(db: TDb, tenantCode: string, userCode: string, limit: number) {
  return db
    .selectFrom('report_exports')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the person's exports; undefined for another person's or another tenant's. */
export function findExportOfUser(db: TDb, tenantCode: string, userCode: string, id: number) {
  return db
    .selectFrom('report_exports')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the oldest export waiting to run (QUEUED, or RUNNING left by a process whose lease ran out
 * before `staleBefore`) with a conditional update, so of two nodes only one gets it; answers the
 * row as claimed (its `claimed_at` is the lease token) or undefined when there is none.
 */
export async function claimNextExport(
  db: TDb,
  options: { now: string; staleBefore: string; maxAttempts: number; skipIds: readonly number[] },
): Promise<TReportExportRow | undefined> {
  for (;;) {
    let candidates = db
      .selectFrom('report_exports')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'QUEUED'),
          eb.and([eb('status', '=', 'RUNNING'), eb('claimed_at', '<', options.staleBefore)]),
        ]),
      )
      .where('attempts', '<', options.maxAttempts)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1);
    if (options.skipIds.length > 0) {
      candidates = candidates.where('id', 'not in', options.skipIds);
    }
    const candidate = await candidates.executeTakeFirst();
    if (!candidate) {
      return undefined;
    }
    const claimed = await db
      .updateTable('report_exports')
      .set((eb) => ({
        status: 'RUNNING',
        claimed_at: options.now,
        attempts: eb('attempts', '+', 1),
        rows_written: 0,
      }))
      .where('id', '=', candidate.id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'QUEUED'),
          eb.and([eb('status', '=', 'RUNNING'), eb('claimed_at', '<', options.staleBefore)]),
        ]),
      )
      .where('attempts', '<', options.maxAttempts)
      .returningAll()
      .executeTakeFirst();
    if (claimed) {
      return claimed;
    }
    // Another node took it between the read and the update: look for the next one.
  }
}

type TLease = { id: number; claimedAt: string };

/**
 * Records progress and renews the lease (a new token); answers the new token, or null when the
 * lease was lost (the row was taken again, or deleted).
 */
export async function renewLease(db: TDb, lease: TLease, rowsWritten: number, now: string): Promise<string | null> {
  const result = await db
    .updateTable('report_exports')
    .set({ rows_written: rowsWritten, claimed_at: now })
    .where('id', '=', lease.id)
    .where('status', '=', 'RUNNING')
    .where('claimed_at', '=', lease.claimedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? now : null;
}

/** Marks the export DONE with its file, while the lease holds; false when it was lost. */
export async function markExportDone(
  db: TDb,
  lease: TLease,
  done: {
    fileKey: string;
    fileName: string;
    byteSize: number;
    rowsWritten: number;
    finishedAt: string;
    expiresAt: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('report_exports')
    .set({
      status: 'DONE',
      file_key: done.fileKey,
      file_name: done.fileName,
      byte_size: done.byteSize,
      rows_written: done.rowsWritten,
      total_rows: done.rowsWritten,
      finished_at: done.finishedAt,
      expires_at: done.expiresAt,
      error: null,
    })
    .where('id', '=', lease.id)
    .where('status', '=', 'RUNNING')
    .where('claimed_at', '=', lease.claimedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A run that did not finish gives its row back, while the lease holds: QUEUED for another run, or
 * FAILED with the error key once `attempts` reached `maxAttempts` (or when `isFinal`).
 */
export async function releaseExport(
  db: TDb,
  lease: TLease,
  outcome: { errorKey: string; maxAttempts: number; isFinal: boolean; now: string },
): Promise<void> {
  await db
    .updateTable('report_exports')
    .set((eb) => ({
      status: outcome.isFinal
        ? 'FAILED'
        : eb.case().when('attempts', '>=', outcome.maxAttempts).then('FAILED').else('QUEUED').end(),
      finished_at: outcome.isFinal
        ? outcome.now
        : eb.case().when('attempts', '>=', outcome.maxAttempts).then(outcome.now).else(null).end(),
      claimed_at: null,
      rows_written: 0,
      error: outcome.errorKey,
    }))
    .where('id', '=', lease.id)
    .where('status', '=', 'RUNNING')
    .where('claimed_at', '=', lease.claimedAt)
    .execute();
}

/** RUNNING rows left past their lease with no attempt left: FAILED (their process stopped each time). */
export async function failAbandonedExports(
  db: TDb,
  options: { staleBefore: string; maxAttempts: number; errorKey: string; now: string },
): Promise<void> {
  await db
    .updateTable('report_exports')
    .set({ status: 'FAILED', claimed_at: null, rows_written: 0, error: options.errorKey, finished_at: options.now })
    .where('status', '=', 'RUNNING')
    .where('claimed_at', '<', options.staleBefore)
    .where('attempts', '>=', options.maxAttempts)
    .execute();
}

/** Exports whose file expired, and failed ones finished before `failedBefore`: what the sweep deletes. */
export function findExpiredExports(db: TDb, options: { now: string; failedBefore: string; limit: number }) {
  return db
    .selectFrom('report_exports')
    .select(['id', 'tenant_code', 'file_key'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'DONE'), eb('expires_at', '<=', options.now)]),
        eb.and([eb('status', '=', 'FAILED'), eb('finished_at', '<=', options.failedBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(options.limit)
    .execute();
}

/** Deletes rows by id (the sweep, once their files are gone). */
export async function deleteExports(db: TDb, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) {
    await db.deleteFrom('report_exports').where('id', 'in', ids).execute();
  }
}
