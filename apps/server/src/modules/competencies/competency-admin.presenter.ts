import type { TAdminCompetency, TSaveCompetencyData } from '@portal/contracts';
import type { TCompetencyRow, TCompetencyValues } from './competency-admin.repository.ts';

/** A framework row as the admin sees it. */
export function presentCompetency(row: TCompetencyRow, tagCount: number): TAdminCompetency {
  return {
    id: row.id,
    code: row.code,
    name: { en: row.name_en, 'fr-CA': row.name_fr },
    description: { en: row.description_en, 'fr-CA': row.description_fr },
    altLabels: { en: row.alt_labels_en, 'fr-CA': row.alt_labels_fr },
    parentId: row.parent_id,
    position: row.position,
    tagCount,
  };
}

/** The columns of a competency from the form's (or a CSV line's) data. */
export function competencyValues(data: Omit<TSaveCompetencyData, 'parentId' | 'position'>) {
  return {
    code: data.code,
    name_en: data.name.en,
    name_fr: data.name['fr-CA'],
    description_en: data.description.en,
    description_fr: data.description['fr-CA'],
    alt_labels_en: data.altLabels.en,
    alt_labels_fr: data.altLabels['fr-CA'],
  } satisfies Omit<TCompetencyValues, 'parent_id' | 'position'>;
}

/** Parents before their children, each group by position then id (rows come in that order). */
export function parentsBeforeChildren<T extends { id: number; parent_id: number | null }>(rows: readonly T[]): T[] {
  const ordered: T[] = [];
  for (const parent of rows.filter((row) => row.parent_id === null)) {
    ordered.push(parent, ...rows.filter((row) => row.parent_id === parent.id));
  }
  return ordered;
}
