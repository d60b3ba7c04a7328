import { DashboardLimits, localizedText, type TDashboardDataOf, type TLearnerPathItem } from '@portal/contracts';
import { daysBefore, type TWidgetLoader } from './widget-context.ts';

type TUpNextItem = TDashboardDataOf<'UP_NEXT'>['items'][number];

const LEARNING_PATH_ROUTE = '/learning-path';

/** Overdue first, then by due date (none last), then in the order given (path order). */
function compareUpNext(left: TUpNextItem & { order: number }, right: TUpNextItem & { order: number }): number {
  if (left.isOverdue !== right.isOverdue) {
    return left.isOverdue ? -1 : 1;
  }
  if (left.dueAt !== right.dueAt) {
    if (left.dueAt === null) {
      return 1;
    }
    if (right.dueAt === null) {
      return -1;
    }
    return left.dueAt < right.dueAt ? -1 : 1;
  }
  return left.order - right.order;
}

/**
 * UP_NEXT: the open items (not done, not locked) of every path assigned to the person (their core
 * path first, then the others, as the learning paths module reads them from the record) and the
 * assessments assigned to them not yet completed, overdue first. An assessment that is also a path
 * item shows once (at the earliest of its due dates), as does an item on two paths (the first).
 * Due dates beyond DashboardLimits.upNextDays are not shown as such (the item stays, undated).
 */
export const upNextWidget: TWidgetLoader<'UP_NEXT'> = async ({ actor, locale, now, sources }) => {
  const [views, assessments] = await Promise.all([
    sources.paths.getAssignedPaths(actor, locale),
    sources.attempts.myAssessments(actor),
  ]);
  const horizon = daysBefore(now, -DashboardLimits.upNextDays).toISOString();
  const nowIso = now.toISOString();
  const shownDue = (dueAt: string | null) => (dueAt !== null && dueAt <= horizon ? dueAt : null);
  const pending = [...assessments.inProgress, ...assessments.toDo];
  // An assessment both in a path and assigned is due at the earlier of its two dates.
  const assignedDue = new Map(pending.map((assessment) => [assessment.setId, assessment.dueAt]));
  const earlier = (left: string | null, right: string | null | undefined): string | null => {
    const dates = [left, right ?? null].filter((date): date is string => date !== null).sort();
    return dates[0] ?? null;
  };
  const items: (TUpNextItem & { order: number })[] = [];
  const pathSetIds = new Set<number>();
  const listed = new Set<string>();
  for (const view of views) {
    const pathItems: TLearnerPathItem[] = view.levels.flatMap((level) =>
      level.modules.flatMap((module) => module.items),
    );
    for (const item of pathItems) {
      const key = `${item.kind}:${item.objectId}`;
      if (item.state !== 'available' || listed.has(key)) {
        continue;
      }
      listed.add(key);
      if (item.kind === 'ASSESSMENTSET') {
        pathSetIds.add(item.objectId);
      }
      const dueAt = earlier(
        item.dueAt ?? view.dueAt,
        item.kind === 'ASSESSMENTSET' ? assignedDue.get(item.objectId) : null,
      );
      items.push({
        kind: 'PATH_ITEM',
        title: item.title,
        path: { pathId: view.pathId, title: view.title },
        dueAt: shownDue(dueAt),
        isOverdue: dueAt !== null && dueAt < nowIso,
        href: item.url ?? LEARNING_PATH_ROUTE,
        order: items.length,
      });
    }
  }
  for (const assessment of pending) {
    if (pathSetIds.has(assessment.setId)) {
      continue;
    }
    items.push({
      kind: 'ASSESSMENT',
      title: localizedText(assessment.title, locale),
      path: null,
      dueAt: shownDue(assessment.dueAt),
      isOverdue: assessment.dueAt !== null && assessment.dueAt < nowIso,
      href: `/assessment/${assessment.setId}`,
      order: items.length,
    });
  }
  items.sort(compareUpNext);
  return {
    widgetCode: 'UP_NEXT',
    items: items.slice(0, DashboardLimits.listSize).map(({ order: _order, ...item }) => item),
    totalCount: items.length,
  };
};
