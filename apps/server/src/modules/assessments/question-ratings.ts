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
 * two framework reads, and none when no question rates anything. A competency deleted since the
 * question was written keeps an empty name (its ratings are not recorded).
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
    rating.map((content) => {
      const competencyId = content.competencyId ?? 0;
      return [
        content,
        {
          competencyId,
          competencyName: { ...(names.get(competencyId) ?? { en: '', 'fr-CA': '' }) },
          scale: scale.map((level) => ({
            level: level.level,
            name: { ...level.name },
            description: { ...level.description },
          })),
        },
      ];
    }),
  );
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
