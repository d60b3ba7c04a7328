import {
  POLICY_PUBLISH_PAST_TOLERANCE_MS,
  type TListPolicyVersionsRequest,
  type TPolicyVersion,
  type TPolicyVersionState,
  type TPublishPolicyVersionRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import { presentTenantNotification } from './policies.presenter.ts';
import type { TTenantNotificationRow } from './policies.repository.ts';
import { createTenantNotification } from './policies.service.ts';
import { findNotificationVersions } from './policy-admin.repository.ts';

export type TPolicyAdminService = ReturnType<typeof createPolicyAdminService>;

function versionTaken(): AppError {
  return new AppError('validation_failed', 'This version already exists.', {
    version: ['This version already exists for this policy and language'],
  });
}

/** Rows newest first: the first one already in force is in force, the later ones are superseded. */
function withStates(rows: readonly TTenantNotificationRow[], now: string): TPolicyVersion[] {
  let hasInForce = false;
  return rows.map((row) => {
    let state: TPolicyVersionState = 'scheduled';
    if (row.effective_from <= now) {
      state = hasInForce ? 'superseded' : 'inForce';
      hasInForce = true;
    }
    return { ...presentTenantNotification(row), state };
  });
}

/**
 * The policy versions as administrators publish them (issue 21 "footer ... policies with
 * versions"): each version is a tenant notification, so the public calls, the footer's modals and
 * the onboarding gate (which compares accepted notification codes) follow at once.
 */
export function createPolicyAdminService(db: Kysely<Database>) {
  async function listVersions(tenantCode: string, request: TListPolicyVersionsRequest): Promise<TPolicyVersion[]> {
    return withStates(await findNotificationVersions(db, tenantCode, request), new Date().toISOString());
  }

  /** Publishes a version, with its audit row in the same transaction. */
  async function publishVersion(actor: TAuditActor, request: TPublishPolicyVersionRequest): Promise<TPolicyVersion> {
    const { tenantCode } = actor;
    const now = Date.now();
    const effectiveFrom = request.effectiveFrom === undefined ? now : Date.parse(request.effectiveFrom);
    if (effectiveFrom < now - POLICY_PUBLISH_PAST_TOLERANCE_MS) {
      throw new AppError('validation_failed', 'A version cannot come into force in the past.', {
        effectiveFrom: ['Now or later'],
      });
    }
    if (sanitizeHtml(request.htmlContent, tenantCode).trim() === '') {
      throw new AppError('validation_failed', 'The text is empty once sanitised.', { htmlContent: ['Required'] });
    }
    const key = { type: request.type, locale: request.locale, version: request.version };
    try {
      const published = await db.transaction().execute(async (trx) => {
        const id = await createTenantNotification(trx, {
          tenantCode,
          // What an acceptance names: one code per type, language and version.
          code: `${tenantCode}-${request.type}-${request.locale}-${request.version}`,
          ...key,
          effectiveFrom: new Date(effectiveFrom).toISOString(),
          title: request.title,
          html: request.htmlContent,
        });
        const rows = await findNotificationVersions(trx, tenantCode, key);
        const index = rows.findIndex((row) => row.id === id);
        const version = withStates(rows, new Date(now).toISOString())[index];
        if (!version) {
          throw new Error('the published version was not read back');
        }
        // The text itself stays out of the log (up to 200 000 characters); the version names it.
        const { htmlContent: _text, ...described } = version;
        await recordAdminChange(trx, actor, {
          area: 'tenant',
          action: 'create',
          targetKind: 'tenant',
          targetId: tenantCode,
          before: null,
          after: { policy: described },
        });
        return version;
      });
      return published;
    } catch (error) {
      // A version the language already has (also two administrators publishing it at once): the
      // unique constraint decides.
      if (isUniqueViolation(error)) {
        throw versionTaken();
      }
      throw error;
    }
  }

  return { listVersions, publishVersion };
}
