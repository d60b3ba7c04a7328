import type { Generated } from 'kysely';

/* The admin area's tables (0023-admin-audit, 0025-user-invitations). */

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

/** An invitation to set a first password; only the token's SHA-256 (hex) is kept. */
export type UserInvitationsTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  token_hash: string;
  created_by: string;
  /** UTC ISO-8601, as the timestamps below. */
  created_at: string;
  expires_at: string;
  /** When the deployment's SMTP server accepted the email; null when the link was shown instead. */
  emailed_at: string | null;
  used_at: string | null;
  revoked_at: string | null;
};

export type AdminTables = {
  admin_audit_log: AdminAuditLogTable;
  user_invitations: UserInvitationsTable;
};
