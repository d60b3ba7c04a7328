import { learningMinutesOf } from './progress.ts';
import {
  daysBefore,
  monthStart,
  utcDay,
  weekStart,
  type TWidgetContext,
  type TWidgetLoader,
} from './widget-context.ts';

const WEEKS = 8;
// Streaks longer than a year are shown as a year: the days read stay bounded.
const STREAK_DAYS_READ = 366;

/** Consecutive UTC days with a statement, ending today, or yesterday when today has none yet. */
export function streakOf(activeDaysNewestFirst: readonly string[], now: Date): number {
  const days = new Set(activeDaysNewestFirst);
  let day = days.has(utcDay(now)) ? now : daysBefore(now, 1);
  let streak = 0;
  while (days.has(utcDay(day))) {
    streak += 1;
    day = daysBefore(day, 1);
  }
  return streak;
}

async function completionsSince(context: TWidgetContext, since: Date) {
  const { db, actor, sources } = context;
  return sources.record.statementsSince(db, actor.tenantCode, actor.userCode, ['completed'], since.toISOString());
}

/** KPIS: completions this and last month (each object once per month), streak, minutes, 8 weekly counts. */
export const kpisWidget: TWidgetLoader<'KPIS'> = async (context) => {
  const { db, actor, sources, now } = context;
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const firstWeek = daysBefore(weekStart(now), (WEEKS - 1) * 7);
  const since = firstWeek < lastMonth ? firstWeek : lastMonth;
  const [completions, activeDays, minutes] = await Promise.all([
    completionsSince(context, since),
    sources.record.activeDays(db, actor.tenantCode, actor.userCode, STREAK_DAYS_READ),
    learningMinutesOf(context),
  ]);
  const distinctIn = (from: Date, until: Date | null) =>
    new Set(
      completions
        .filter(
          (statement) => statement.at >= from.toISOString() && (until === null || statement.at < until.toISOString()),
        )
        .map((statement) => `${statement.objectKind}:${statement.objectId}`),
    ).size;
  const weeklyCompletions = Array.from({ length: WEEKS }, (_, index) => {
    const start = daysBefore(weekStart(now), (WEEKS - 1 - index) * 7);
    const end = daysBefore(start, -7);
    return { weekStart: utcDay(start), count: distinctIn(start, end) };
  });
  return {
    widgetCode: 'KPIS',
    completionsThisMonth: distinctIn(thisMonth, null),
    completionsLastMonth: distinctIn(lastMonth, thisMonth),
    streakDays: streakOf(activeDays, now),
    minutesThisMonth: minutes.thisMonth,
    weeklyCompletions,
  };
};
