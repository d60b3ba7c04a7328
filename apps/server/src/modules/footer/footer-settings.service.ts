import type { TFooterSettings } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import { presentFooterSettings } from './footer-settings.presenter.ts';
import { findAllFooterRows, replaceFooterRows } from './footer-settings.repository.ts';

export type TFooterSettingsService = ReturnType<typeof createFooterSettingsService>;

/** The footer's settings as administrators edit them (issue 21 "footer"). */
export function createFooterSettingsService(
  db: Kysely<Database>,
  // Tells every node the tenant changed: each drops the footers it built (the tenant change signal).
  { announce }: { announce: (tenantCode: string) => Promise<void> },
) {
  /** The tenant's footer settings with the links of every language. */
  async function getFooterSettings(tenantCode: string): Promise<TFooterSettings> {
    return presentFooterSettings(await findAllFooterRows(db, tenantCode));
  }

  /** Replaces the footer settings and links, with their audit row in the same transaction. */
  async function updateFooterSettings(actor: TAuditActor, settings: TFooterSettings): Promise<TFooterSettings> {
    const { tenantCode } = actor;
    const after = await db.transaction().execute(async (trx) => {
      const before = presentFooterSettings(await findAllFooterRows(trx, tenantCode));
      await replaceFooterRows(trx, tenantCode, settings);
      const changed = presentFooterSettings(await findAllFooterRows(trx, tenantCode));
      await recordAdminChange(trx, actor, {
        area: 'tenant',
        action: 'update',
        targetKind: 'tenant',
        targetId: tenantCode,
        before: { footer: before },
        after: { footer: changed },
      });
      return changed;
    });
    await announce(tenantCode);
    return after;
  }

  return { getFooterSettings, updateFooterSettings };
}
