import type { TAuditAction, TAuditArea, TAuditEntry, TAuditTargetKind } from '@portal/contracts';
import type { TAuditEntryRow } from './audit.repository.ts';

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

/** A row of the log as the API answers it. Area, action and kind were written from the contracts' lists. */
export function presentAuditEntry(row: TAuditEntryRow): TAuditEntry {
  const hasActor = row.actor_first_name !== null && row.actor_last_name !== null;
  return {
    id: row.id,
    at: row.at,
    actorUserCode: row.actor_user_code,
    actorName: hasActor ? `${row.actor_first_name} ${row.actor_last_name}` : null,
    area: row.area as TAuditArea,
    action: row.action as TAuditAction,
    targetKind: row.target_kind as TAuditTargetKind,
    targetId: row.target_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
  };
}
