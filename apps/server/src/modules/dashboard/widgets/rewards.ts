import { POINT_RULE_VERBS } from '@portal/contracts';
import { findAssessmentSetSummaries } from '../../assessments/assessment-set-lookup.ts';
import { findResourceSummaries } from '../../resources/resource-lookup.ts';
import { isPointRuleVerb, loadPointRules, pointsAt, pointsOfPerson } from '../../stores/points.ts';
import { monthStart, type TWidgetLoader } from './widget-context.ts';

const RECENT = 5;
// Read a few more than shown: statements about objects since deleted are left out of the list.
const RECENT_READ = 20;

/**
 * REWARDS: the store's points (stores/points.ts, the one points function): each verb once per
 * object the record holds it on (a replayed completion earns nothing more), at the tenant's rule
 * for the verb when first earned (REWARD_POINTS by default); this month's are the objects first
 * earned this month. The latest earning statements are named by their resource or assessment.
 */
export const rewardsWidget: TWidgetLoader<'REWARDS'> = async ({ db, actor, sources, now, locale }) => {
  const rules = await loadPointRules(db, actor.tenantCode);
  const [earned, latest] = await Promise.all([
    pointsOfPerson(db, actor.tenantCode, actor.userCode, rules, monthStart(now).toISOString()),
    sources.record.latestStatements(db, actor.tenantCode, actor.userCode, POINT_RULE_VERBS, RECENT_READ),
  ]);
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
    return title !== null && isPointRuleVerb(statement.verb)
      ? [{ verb: statement.verb, title, points: pointsAt(rules, statement.verb, statement.at), at: statement.at }]
      : [];
  });
  return {
    widgetCode: 'REWARDS',
    points: earned.points,
    pointsThisMonth: earned.pointsSince,
    recent: recent.slice(0, RECENT),
  };
};
