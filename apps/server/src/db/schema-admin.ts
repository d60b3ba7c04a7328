import type { Generated } from 'kysely';

/* The admin area's tables (0023-admin-audit). */

export type AdminAuditLogTable = {
  id: Generated<number>;
  tenant_code: string;
  actor_user_code: string;
  /** UTC ISO-8601. */
  at: string;
  area: string;
  action: string;
  target_kind: string;
  target_id: string;
  /** JSON of the changed thing before the change; null for a creation. */
  before_json: string | null;
  /** JSON of the changed thing after the change; null for a deletion. */
  after_json: string | null;
};

export type AdminTables = {
  admin_audit_log: AdminAuditLogTable;
};
