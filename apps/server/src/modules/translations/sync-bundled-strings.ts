import { PORTAL_APPLICATION } from '@portal/i18n';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { ZLocaleCodeSchema } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// SQLite caps the bound parameters of one statement; 6 columns x 100 rows stays well under it.
const ROWS_PER_INSERT = 100;

/**
 * Gives every tenant the strings of this release that it does not have yet, in each of its
 * locales. Runs at start-up, so a release that adds keys needs no re-seed; strings a tenant
 * already has (possibly reworded) are never overwritten.
 */
export async function syncBundledStrings(db: Kysely<Database>): Promise<number> {
  const tenantLocales = await db.selectFrom('tenant_locales').select(['tenant_code', 'locale']).execute();
  const rows = tenantLocales.flatMap(({ tenant_code, locale }) => {
    const parsed = ZLocaleCodeSchema.safeParse(locale);
    if (!parsed.success) {
      return [];
    }
    return Object.entries(bundledCatalogues[parsed.data]).flatMap(([classKey, catalogue]) =>
      Object.entries(catalogue).map(([stringKey, text]) => ({
        tenant_code,
        application: PORTAL_APPLICATION,
        class_key: classKey,
        locale,
        string_key: stringKey,
        text,
      })),
    );
  });
  // Most starts add nothing: one read of the keys held spares a write per hundred strings.
  const held = await db
    .selectFrom('resource_strings')
    .select(['tenant_code', 'class_key', 'locale', 'string_key'])
    .where('application', '=', PORTAL_APPLICATION)
    .execute();
  const heldKeys = new Set(held.map((row) => `${row.tenant_code}\n${row.class_key}\n${row.locale}\n${row.string_key}`));
  const missing = rows.filter(
    (row) => !heldKeys.has(`${row.tenant_code}\n${row.class_key}\n${row.locale}\n${row.string_key}`),
  );
  let inserted = 0;
  // Still "do nothing" on conflict: another node starting at the same time may add them first.
  for (let start = 0; start < missing.length; start += ROWS_PER_INSERT) {
    const results = await db
      .insertInto('resource_strings')
      .values(missing.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) =>
        conflict.columns(['tenant_code', 'application', 'class_key', 'locale', 'string_key']).doNothing(),
      )
      .executeTakeFirst();
    inserted += Number(results.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}
