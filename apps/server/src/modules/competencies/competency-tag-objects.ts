import { SkillLimits, type TLocaleCode, type TTagChoice, type TTagObjectKind } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localizedTitle } from '../learning-paths/learning-paths.progress.ts';
import { findPaths, findPathsPage } from '../learning-paths/learning-paths.repository.ts';
import { findResourceSummaries, type TResourceSummary } from '../resources/resource-lookup.ts';
import { localizedResourceText } from '../resources/resources.presenter.ts';
import { findResourcesPage } from '../resources/resources.repository.ts';

/*
 * What can be tagged with a competency: the tenant's resources and learning paths, whatever their
 * status (an admin tags a draft before publishing it). Read-only, through the resource library's
 * lookup and the two modules' list queries; neither module has a lookup by title for others yet.
 */

const objectKey = (kind: TTagObjectKind, id: number) => `${kind}:${String(id)}`;

/** The titles (in the locale) of the objects that exist in the tenant, keyed `<kind>:<id>`. */
export async function findTagObjectTitles(
  db: Kysely<Database>,
  tenantCode: string,
  objects: readonly { objectKind: TTagObjectKind; objectId: number }[],
  locale: TLocaleCode,
): Promise<Map<string, string>> {
  const idsOf = (kind: TTagObjectKind) =>
    objects.filter((object) => object.objectKind === kind).map((object) => object.objectId);
  const resourceIds = idsOf('RESOURCE');
  const pathIds = idsOf('PATH');
  const [resources, paths] = await Promise.all([
    resourceIds.length > 0
      ? findResourceSummaries(db, tenantCode, resourceIds, locale)
      : new Map<number, TResourceSummary>(),
    pathIds.length > 0 ? findPaths(db, tenantCode, { ids: [...new Set(pathIds)] }) : [],
  ]);
  const titles = new Map<string, string>();
  for (const resource of resources.values()) {
    titles.set(objectKey('RESOURCE', resource.resourceId), resource.title);
  }
  for (const path of paths) {
    titles.set(objectKey('PATH', path.id), localizedTitle(path, locale));
  }
  return titles;
}

export { objectKey as tagObjectKey };

/** Resources and paths whose title holds the text (all when empty), by title, at most `maxTagChoices`. */
export async function findTagChoices(
  db: Kysely<Database>,
  tenantCode: string,
  searchText: string,
  locale: TLocaleCode,
): Promise<TTagChoice[]> {
  const limit = SkillLimits.maxTagChoices;
  const [resources, paths] = await Promise.all([
    findResourcesPage(
      db,
      tenantCode,
      searchText === '' ? {} : { searchText },
      [{ column: 'title', direction: 'asc' }],
      { limit, offset: 0 },
      locale,
    ),
    findPathsPage(db, tenantCode, { searchText, offset: 0, limit }),
  ]);
  const choices: TTagChoice[] = [
    ...resources.map((row) => ({
      objectKind: 'RESOURCE' as const,
      objectId: row.id,
      title: localizedResourceText(row, locale).title,
    })),
    ...paths.rows.map((row) => ({ objectKind: 'PATH' as const, objectId: row.id, title: localizedTitle(row, locale) })),
  ];
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return choices.sort((left, right) => collator.compare(left.title, right.title)).slice(0, limit);
}
