import { findResourceSummaries } from '../../resources/resource-lookup.ts';
import { monthStart, type TWidgetContext, type TWidgetLoader } from './widget-context.ts';

// `in` lists of at most this many ids (well under both dialects' bound parameters).
const ID_CHUNK = 500;

/**
 * Learning time from the record: the durations of the resources the person completed (each
 * counted once), all time and this month. Two record reads and one resource read per 500 resources.
 */
export async function learningMinutesOf(context: TWidgetContext): Promise<{ total: number; thisMonth: number }> {
  const { db, actor, sources, now, locale } = context;
  const since = monthStart(now).toISOString();
  const [everCompleted, recent] = await Promise.all([
    sources.record.objectIdsOf(db, actor.tenantCode, actor.userCode, 'RESOURCE', 'completed'),
    sources.record.statementsSince(db, actor.tenantCode, actor.userCode, ['completed'], since),
  ]);
  const ids = everCompleted.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const minutes = new Map<string, number>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const summaries = await findResourceSummaries(db, actor.tenantCode, ids.slice(start, start + ID_CHUNK), locale);
    for (const summary of summaries.values()) {
      minutes.set(String(summary.resourceId), summary.durationMinutes ?? 0);
    }
  }
  const total = [...minutes.values()].reduce((sum, value) => sum + value, 0);
  // Each resource completed this month counts once, whatever it was completed before.
  const thisMonthIds = new Set(
    recent.filter((statement) => statement.objectKind === 'RESOURCE').map((statement) => statement.objectId),
  );
  let thisMonth = 0;
  for (const id of thisMonthIds) {
    thisMonth += minutes.get(id) ?? 0;
  }
  return { total, thisMonth };
}

/** PROGRESS: the core path's required items done, and learning time. */
export const progressWidget: TWidgetLoader<'PROGRESS'> = async (context) => {
  const { actor, locale, sources } = context;
  const [view, minutes] = await Promise.all([sources.paths.getCorePath(actor, { locale }), learningMinutesOf(context)]);
  return {
    widgetCode: 'PROGRESS',
    corePath: view
      ? {
          pathId: view.pathId,
          title: view.title,
          completedCount: view.progress.completedRequiredItems,
          requiredCount: view.progress.requiredItems,
          percent: view.progress.percent,
        }
      : null,
    minutesTotal: minutes.total,
    minutesThisMonth: minutes.thisMonth,
  };
};
