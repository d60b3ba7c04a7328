import {
  AUDIT_CSV_COLUMNS,
  AuditValidation,
  type TAuditAction,
  type TAuditArea,
  type TAuditEntry,
  type TAuditTargetKind,
  type TExportAuditLogRequest,
  type TSearchAuditLogRequest,
} from '@portal/contracts';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { pipeline, Readable } from 'node:stream';
import type { Database } from '../../db/schema.ts';
import { pageWindow } from '../../lib/listing.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import { findAuditEntriesAfter, insertAuditEntry, searchAuditEntries, type TAuditFilter } from './audit.repository.ts';

/** Who made an admin change: the signed-in user of the tenant. */
export type TAuditActor = { tenantCode: string; userCode: string };

/** One admin change, as the writing service describes it. */
export type TAdminChange = {
  area: TAuditArea;
  action: TAuditAction;
  targetKind: TAuditTargetKind;
  targetId: string | number;
  /** What the API answered for the thing before the change; null for a creation. */
  before: unknown;
  /** What the API answers for it after the change; null for a deletion. */
  after: unknown;
};

/**
 * Records an admin change in the tenant's audit log. Call it with the transaction of the change
 * itself: the row exists exactly when the change does (a failed write leaves neither).
 */
export async function recordAdminChange(trx: Kysely<Database>, actor: TAuditActor, change: TAdminChange) {
  await insertAuditEntry(trx, {
    tenant_code: actor.tenantCode,
    actor_user_code: actor.userCode,
    at: new Date().toISOString(),
    area: change.area,
    action: change.action,
    target_kind: change.targetKind,
    target_id: String(change.targetId),
    before_json: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
    after_json: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
  });
}

// Rows read per statement while exporting.
const EXPORT_SLICE = 1_000;

function filterOf(request: TExportAuditLogRequest): TAuditFilter {
  return {
    area: request.area,
    actorUserCode: request.actorUserCode,
    from: request.from,
    to: request.to,
    targetKind: request.targetKind,
    targetId: request.targetId,
  };
}

export type TAuditService = ReturnType<typeof createAuditService>;

/** Reading the admin audit log: a page to browse, or the whole filtered log as CSV. */
export function createAuditService(db: Kysely<Database>) {
  /** The tenant's log, newest first, paged. */
  async function searchAuditLog(
    tenantCode: string,
    request: TSearchAuditLogRequest,
  ): Promise<{ result: TAuditEntry[]; totalRecords: number }> {
    const { rows, total } = await searchAuditEntries(db, tenantCode, filterOf(request), pageWindow(request));
    return { result: rows.map(presentAuditEntry), totalRecords: total };
  }

  async function* exportedEntries(tenantCode: string, filter: TAuditFilter) {
    let after: { at: string; id: number } | null = null;
    let left: number = AuditValidation.maxExportRows;
    while (left > 0) {
      const rows = await findAuditEntriesAfter(db, tenantCode, filter, after, Math.min(EXPORT_SLICE, left));
      for (const row of rows) {
        const entry = presentAuditEntry(row);
        yield {
          ...entry,
          actorName: entry.actorName ?? '',
          before: row.before_json ?? '',
          after: row.after_json ?? '',
        };
      }
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_SLICE) {
        return;
      }
      after = { at: last.at, id: last.id };
      left -= rows.length;
    }
  }

  /**
   * The tenant's filtered log as CSV text, streamed in slices. Cells a spreadsheet would run as a
   * formula (`=`, `+`, `-`, `@` first) are escaped: names and JSON come from people.
   */
  function exportAuditLog(tenantCode: string, request: TExportAuditLogRequest): Readable {
    const csv = stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], escape_formulas: true });
    // A failed read destroys the CSV stream too, so the response ends instead of hanging.
    pipeline(Readable.from(exportedEntries(tenantCode, filterOf(request))), csv, () => {});
    return csv;
  }

  return { searchAuditLog, exportAuditLog };
}
