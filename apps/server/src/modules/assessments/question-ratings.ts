import { localizedText, type TBilingualText, type TLocaleCode, type TQuestionContent } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { competenciesOf, scaleOf } from '../competencies/competency-framework.service.ts';

/*
 * What a RATING question shows besides its stem (issue 17): the competency it rates and the
 * tenant's proficiency scale, read from the framework when the question is drawn. An attempt keeps
 * them in its question snapshot, so a scale edited later never changes what was rated on.
 */

export type TRatingSnapshot = {
  competencyId: number;
  competencyName: TBilingualText;
  /** Lowest level first; a response's level must be one of these. */
  scale: { level: number; name: TBilingualText; description: TBilingualText }[];
};

/**
 * The rating context of each RATING question among `contents` (keyed by the content object);
 * two framework reads, and none when no question rates anything. A question whose competency was
 * deleted since it was written has none: there is no name to show nor anything to record, so the
 * draws leave it out (`ratesDeletedCompetency`).
 */
export async function ratingsOf(
  db: Kysely<Database>,
  tenantCode: string,
  contents: readonly TQuestionContent[],
): Promise<Map<TQuestionContent, TRatingSnapshot>> {
  const rating = contents.filter((content) => content.kind === 'RATING' && content.competencyId !== null);
  if (rating.length === 0) {
    return new Map();
  }
  const [scale, competencies] = await Promise.all([scaleOf(db, tenantCode), competenciesOf(db, tenantCode)]);
  const names = new Map(competencies.map((competency) => [competency.id, competency.name]));
  return new Map(
    rating.flatMap((content) => {
      const competencyId = content.competencyId ?? 0;
      const name = names.get(competencyId);
      if (!name) {
        return [];
      }
      return [
        [
          content,
          {
            competencyId,
            competencyName: { ...name },
            scale: scale.map((level) => ({
              level: level.level,
              name: { ...level.name },
              description: { ...level.description },
            })),
          },
        ] as const,
      ];
    }),
  );
}

/** Whether a drawn question rates a competency deleted since it was written (draws leave it out). */
export function ratesDeletedCompetency(
  content: TQuestionContent,
  ratings: ReadonlyMap<TQuestionContent, TRatingSnapshot>,
): boolean {
  return content.kind === 'RATING' && content.competencyId !== null && !ratings.has(content);
}

/** A rating as a learner view shows it, in one locale. */
export function localizedRating(rating: TRatingSnapshot, locale: TLocaleCode) {
  return {
    competencyId: rating.competencyId,
    competencyName: localizedText(rating.competencyName, locale),
    scale: rating.scale.map((level) => ({
      level: level.level,
      name: localizedText(level.name, locale),
      description: localizedText(level.description, locale),
    })),
  };
}
