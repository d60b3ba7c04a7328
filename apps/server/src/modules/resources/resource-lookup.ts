import type { TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isVisibleRow, localizedResourceText } from './resources.presenter.ts';
import { findResourcesByIds } from './resources.repository.ts';

/**
 * What another module may know of a resource: its title in a locale, whether learners see it now,
 * and its duration in minutes (null without one; learning time on the dashboard).
 */
export type TResourceSummary = {
  resourceId: number;
  title: string;
  isVisible: boolean;
  durationMinutes: number | null;
};

// A day of learning counts as a working day, not 24 hours.
const MINUTES_PER_DURATION_TYPE: Record<string, number> = { M: 1, H: 60, D: 8 * 60 };

function durationMinutesOf(row: { duration_value: number | null; duration_type: string | null }): number | null {
  const unit = row.duration_type === null ? undefined : MINUTES_PER_DURATION_TYPE[row.duration_type];
  return row.duration_value === null || unit === undefined ? null : row.duration_value * unit;
}

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
      {
        resourceId: row.id,
        title: localizedResourceText(row, locale).title,
        isVisible: isVisibleRow(row, now),
        durationMinutes: durationMinutesOf(row),
      },
    ]),
  );
}
