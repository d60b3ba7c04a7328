import {
  learningPathPath,
  localizedText,
  resourceFeedPath,
  type TLocaleCode,
  type TTagObjectKind,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TCompetencyTagRow, TFrameworkCompetency } from '../competencies/competency-framework.service.ts';
import { findPaths } from '../learning-paths/learning-paths.repository.ts';
import { isVisibleRow, localizedResourceText } from '../resources/resources.presenter.ts';
import { findResourcesByIds } from '../resources/resources.repository.ts';
import { compareRecommendations, type TCoreRow, type TRankable } from './skill-profile.ts';

/*
 * Recommendations that explain themselves: for each competency with a gap, the resources learners
 * may open now and the published learning paths tagged with it at a level above the person's
 * current one. Each carries what its reason needs (competency, target, current level, gap).
 */

export type TCandidate = TRankable & {
  objectKind: TTagObjectKind;
  objectId: number;
  title: string;
  url: string;
  competency: TFrameworkCompetency;
  /** The parent competency (the competency itself when it has none): the asset lists group by it. */
  parentCompetency: TFrameworkCompetency;
  targetLevel: number;
};

export type TCandidateOptions = {
  kinds: readonly TTagObjectKind[];
  /** Paths the person has completed already (their completion is evidence, not a next step). */
  completedPathIds?: ReadonlySet<number>;
  /** Keep one candidate per object (the best ranked); false keeps one per object and parent competency. */
  isOnePerObject: boolean;
};

/** The candidates of a profile's gaps, ranked (`compareRecommendations`). */
export async function recommendationCandidates(
  db: Kysely<Database>,
  tenantCode: string,
  rows: readonly TCoreRow[],
  tags: readonly TCompetencyTagRow[],
  locale: TLocaleCode,
  options: TCandidateOptions,
): Promise<TCandidate[]> {
  const gapRows = new Map(rows.filter((row) => row.gap > 0).map((row) => [row.competency.id, row]));
  const matching = tags.filter((tag) => {
    const row = gapRows.get(tag.competencyId);
    return (
      row !== undefined &&
      options.kinds.includes(tag.objectKind) &&
      tag.level > (row.currentLevel ?? 0) &&
      !(tag.objectKind === 'PATH' && options.completedPathIds?.has(tag.objectId))
    );
  });
  const idsOf = (kind: TTagObjectKind) => [
    ...new Set(matching.filter((tag) => tag.objectKind === kind).map((tag) => tag.objectId)),
  ];
  const resourceIds = idsOf('RESOURCE');
  const pathIds = idsOf('PATH');
  const [resources, paths] = await Promise.all([
    resourceIds.length > 0 ? findResourcesByIds(db, tenantCode, resourceIds) : [],
    pathIds.length > 0 ? findPaths(db, tenantCode, { statuses: ['PUBLISHED'], ids: pathIds }) : [],
  ]);
  const now = new Date();
  const objects = new Map<string, { title: string; url: string; modifiedAt: string }>();
  for (const row of resources) {
    if (isVisibleRow(row, now)) {
      objects.set(`RESOURCE:${row.id}`, {
        title: localizedResourceText(row, locale).title,
        url: resourceFeedPath(row.id),
        modifiedAt: row.updated_at,
      });
    }
  }
  for (const row of paths) {
    objects.set(`PATH:${row.id}`, {
      title: localizedText({ en: row.title_en, 'fr-CA': row.title_fr }, locale),
      url: learningPathPath(row.id),
      modifiedAt: row.updated_at,
    });
  }
  const candidates: TCandidate[] = [];
  for (const tag of matching) {
    const key = `${tag.objectKind}:${tag.objectId}`;
    const object = objects.get(key);
    const row = gapRows.get(tag.competencyId);
    if (!object || !row || row.targetLevel === null) {
      continue;
    }
    candidates.push({
      ...object,
      key,
      objectKind: tag.objectKind,
      objectId: tag.objectId,
      competency: row.competency,
      parentCompetency: row.parent ?? row.competency,
      gap: row.gap,
      tagLevel: tag.level,
      currentLevel: row.currentLevel,
      targetLevel: row.targetLevel,
    });
  }
  candidates.sort(compareRecommendations);
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const identity = options.isOnePerObject ? candidate.key : `${candidate.parentCompetency.id}:${candidate.key}`;
    if (seen.has(identity)) {
      return false;
    }
    seen.add(identity);
    return true;
  });
}
