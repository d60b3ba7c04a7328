import { REWARD_POINTS } from '@portal/contracts';
import { findAssessmentSetSummaries } from '../../assessments/assessment-set-lookup.ts';
import { findResourceSummaries } from '../../resources/resource-lookup.ts';
import { monthStart, type TWidgetLoader } from './widget-context.ts';

type TRewardVerb = keyof typeof REWARD_POINTS;
const REWARD_VERBS = Object.keys(REWARD_POINTS) as TRewardVerb[];
const RECENT = 5;
// Read a few more than shown: statements about objects since deleted are left out of the list.
const RECENT_READ = 20;

const isRewardVerb = (verb: string): verb is TRewardVerb => verb in REWARD_POINTS;

/**
 * REWARDS: points per verb (contracts REWARD_POINTS) for each object the record holds it on, once
 * per object (a replayed completion earns nothing more); this month's are the objects first earned
 * this month. The latest earning statements are named by their resource or assessment.
 */
export const rewardsWidget: TWidgetLoader<'REWARDS'> = async ({ db, actor, sources, now, locale }) => {
  const [counts, latest] = await Promise.all([
    sources.record.objectCountsByVerb(
      db,
      actor.tenantCode,
      actor.userCode,
      REWARD_VERBS,
      monthStart(now).toISOString(),
    ),
    sources.record.latestStatements(db, actor.tenantCode, actor.userCode, REWARD_VERBS, RECENT_READ),
  ]);
  let points = 0;
  let pointsThisMonth = 0;
  for (const verb of REWARD_VERBS) {
    const count = counts.get(verb);
    points += (count?.total ?? 0) * REWARD_POINTS[verb];
    pointsThisMonth += (count?.recent ?? 0) * REWARD_POINTS[verb];
  }
  const idsOf = (kind: string) =>
    latest.filter((statement) => statement.objectKind === kind).map((statement) => Number(statement.objectId));
  const [resources, sets] = await Promise.all([
    findResourceSummaries(db, actor.tenantCode, idsOf('RESOURCE'), locale),
    findAssessmentSetSummaries(db, actor.tenantCode, idsOf('ASSESSMENTSET'), locale),
  ]);
  const titleOf = (kind: string, id: number): string | null =>
    kind === 'RESOURCE'
      ? (resources.get(id)?.title ?? null)
      : kind === 'ASSESSMENTSET'
        ? (sets.get(id)?.title ?? null)
        : null;
  const recent = latest.flatMap((statement) => {
    const title = titleOf(statement.objectKind, Number(statement.objectId));
    return title !== null && isRewardVerb(statement.verb)
      ? [{ verb: statement.verb, title, points: REWARD_POINTS[statement.verb], at: statement.at }]
      : [];
  });
  return { widgetCode: 'REWARDS', points, pointsThisMonth, recent: recent.slice(0, RECENT) };
};
