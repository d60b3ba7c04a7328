import type { TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isVisibleRow, localizedResourceText } from './resources.presenter.ts';
import { findResourcesByIds } from './resources.repository.ts';

/** What another module may know of a resource: its title in a locale and whether learners see it now. */
export type TResourceSummary = { resourceId: number; title: string; isVisible: boolean };

/**
 * The resource library's answer to other modules (learning paths) about resources of the tenant,
 * by id: one query; ids of other tenants or deleted resources are absent from the map.
 */
export async function findResourceSummaries(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
  locale: TLocaleCode,
): Promise<Map<number, TResourceSummary>> {
  const rows = await findResourcesByIds(db, tenantCode, [...new Set(resourceIds)]);
  const now = new Date();
  return new Map(
    rows.map((row) => [
      row.id,
      { resourceId: row.id, title: localizedResourceText(row, locale).title, isVisible: isVisibleRow(row, now) },
    ]),
  );
}
