import { localizedText, type TLocaleCode, type TTeamLineMember, type TTeamPerson } from '@portal/contracts';
import { ZLearningVerbSchema } from '@portal/contracts';
import type { TMemberMetrics } from './team-metrics.ts';
import type { TLineRow, TPersonRow } from './team.repository.ts';
import { objectKey } from './team-titles.ts';

/** "First Last", or the user code when both are empty. */
export function displayNameOf(row: { first_name: string | null; last_name: string | null; user_code: string }): string {
  return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.user_code;
}

function jobRoleOf(row: { job_role_en: string | null; job_role_fr: string | null }, locale: TLocaleCode) {
  return row.job_role_en === null && row.job_role_fr === null
    ? null
    : localizedText({ en: row.job_role_en ?? '', 'fr-CA': row.job_role_fr ?? '' }, locale) || null;
}

export function presentPerson(row: TPersonRow, locale: TLocaleCode): TTeamPerson {
  return {
    userCode: row.user_code,
    displayName: displayNameOf(row),
    pictureMediaId: row.picture_media_id,
    jobRole: jobRoleOf(row, locale),
  };
}

/** A member row: who they are, and what the metrics say of their learning. */
export function presentMember(
  row: TLineRow,
  metrics: TMemberMetrics,
  titles: ReadonlyMap<string, string>,
  locale: TLocaleCode,
): TTeamLineMember {
  const location =
    row.location_en === null && row.location_fr === null
      ? ''
      : localizedText({ en: row.location_en ?? '', 'fr-CA': row.location_fr ?? '' }, locale);
  const last = metrics.lastActivity;
  const verb = last ? ZLearningVerbSchema.safeParse(last.verb) : null;
  return {
    userCode: row.user_code,
    displayName: displayNameOf(row),
    pictureMediaId: row.picture_media_id,
    jobRole: jobRoleOf(row, locale),
    locationNames: location ? [location] : [],
    managerUserCode: row.manager_user_code ?? '',
    managerName: displayNameOf({
      first_name: row.manager_first_name,
      last_name: row.manager_last_name,
      user_code: row.manager_user_code ?? '',
    }),
    depth: row.depth,
    corePath: metrics.corePath
      ? {
          pathId: metrics.corePath.pathId,
          title: localizedText({ en: metrics.corePath.titleEn, 'fr-CA': metrics.corePath.titleFr }, locale),
          percent: metrics.corePath.percent,
        }
      : null,
    overdueItems: metrics.overdueItems,
    pendingAssessments: metrics.pendingAssessments,
    overdueAssessments: metrics.overdueAssessments,
    topGaps: metrics.topGaps,
    lastActivity:
      last && verb?.success
        ? { verb: verb.data, title: titles.get(objectKey(last.kind, last.objectId)) ?? '', at: last.at }
        : null,
  };
}
