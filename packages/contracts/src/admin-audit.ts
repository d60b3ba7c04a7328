import { z } from 'zod';
import { pagedResult, ZPageRequestSchema } from './common.ts';
import { UserValidation } from './users.ts';

/*
 * The admin audit log (issue 21, `/api/admin/audit`): every change made in an admin area, who made
 * it, when, and the changed thing before and after, recorded in the same transaction as the
 * change. Reading it needs USERADMIN_MANAGE_ROLES (`AUDIT_LOG_PERMISSION`): who can grant any
 * permission may see every change.
 */

export const AUDIT_LOG_PERMISSION = 'USERADMIN_MANAGE_ROLES';

/** The admin areas that record changes. */
export const AUDIT_AREAS = ['people', 'roles', 'groups', 'locations', 'tenant', 'stores', 'team'] as const;
export const ZAuditAreaSchema = z.enum(AUDIT_AREAS);
export type TAuditArea = z.infer<typeof ZAuditAreaSchema>;

/** What was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'deactivate',
  'reactivate',
  'set_access',
  'invite',
  'revoke_invitation',
  /** The rewards store's orders (issue 20). */
  'fulfil',
  'refund',
  /** Teams (issue 20): a manager assigned a path, resource, assessment or event to the person. */
  'assign',
] as const;
export const ZAuditActionSchema = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditActionSchema>;

/** The kind of thing changed: its id is `targetId` (a user code, or a row id as text). */
export const AUDIT_TARGET_KINDS = [
  'user',
  'role',
  'group',
  'location',
  'tenant',
  'reward',
  'order',
  'point_rules',
] as const;
export const ZAuditTargetKindSchema = z.enum(AUDIT_TARGET_KINDS);
export type TAuditTargetKind = z.infer<typeof ZAuditTargetKindSchema>;

export const AuditValidation = {
  maxTargetIdLength: 100,
  /** Rows a CSV export holds at most (the newest first); narrow the filters for older ones. */
  maxExportRows: 50_000,
} as const;

/** One recorded change. `before` is null for a creation, `after` null for a deletion. */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserCode: z.string(),
  /** "First Last" of the actor, or null when they are no longer a user of the tenant. */
  actorName: z.string().nullable(),
  area: ZAuditAreaSchema,
  action: ZAuditActionSchema,
  targetKind: ZAuditTargetKindSchema,
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/**
 * Filters of the audit log, all optional and combined: `from` and `to` are ISO date-times (`from`
 * included, `to` excluded); `targetKind` and `targetId` name one changed thing.
 */
const auditFilters = {
  area: ZAuditAreaSchema.optional(),
  actorUserCode: z.string().min(1).max(UserValidation.maxUserCodeLength).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  targetKind: ZAuditTargetKindSchema.optional(),
  targetId: z.string().min(1).max(AuditValidation.maxTargetIdLength).optional(),
};

/** `POST /api/admin/audit/search`: the log newest first, paged (`sortColumns` is ignored). */
export const ZSearchAuditLogRequestSchema = z.strictObject({ ...ZPageRequestSchema.shape, ...auditFilters });
export type TSearchAuditLogRequest = z.infer<typeof ZSearchAuditLogRequestSchema>;
export const ZSearchAuditLogResponseSchema = pagedResult(ZAuditEntrySchema);
export type TSearchAuditLogResponse = z.infer<typeof ZSearchAuditLogResponseSchema>;

/**
 * `GET /api/admin/audit/export?area&actorUserCode&from&to&targetKind&targetId`: the filtered log as
 * CSV (text/csv, newest first, at most `AuditValidation.maxExportRows` rows) with the columns
 * `AUDIT_CSV_COLUMNS`; before and after as JSON text. Cells that a spreadsheet would run as a
 * formula are escaped.
 */
export const ZExportAuditLogRequestSchema = z.strictObject(auditFilters);
export type TExportAuditLogRequest = z.infer<typeof ZExportAuditLogRequestSchema>;

export const AUDIT_CSV_COLUMNS = [
  'at',
  'actorUserCode',
  'actorName',
  'area',
  'action',
  'targetKind',
  'targetId',
  'before',
  'after',
] as const;
