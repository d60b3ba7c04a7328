import type { TDashboardData, TDashboardWidgetCode, TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TActor } from '../../../plugins/authentication.ts';
import type { TAssessmentAttemptsService } from '../../assessment-attempts/assessment-attempts.service.ts';
import type { TCompetencyGate } from '../../competencies/competency-gate.ts';
import type { TLearningPathsService } from '../../learning-paths/learning-paths.service.ts';
import type { TLearningRecordService } from '../../learning-record/learning-record.service.ts';
import type { TAssetListsService } from '../../resources/asset-lists.service.ts';
import type { TSkillsService } from '../../skills/skills.service.ts';
import type { TUsersService } from '../../users/users.service.ts';

/** The modules a widget reads from: their services, so no widget repeats another module's logic. */
export type TWidgetSources = {
  record: TLearningRecordService;
  paths: TLearningPathsService;
  attempts: TAssessmentAttemptsService;
  skills: TSkillsService;
  gate: TCompetencyGate;
  users: TUsersService;
  assetLists: TAssetListsService;
};

/** What one widget's data is computed for: the caller, their language and the time of the call. */
export type TWidgetContext = {
  db: Kysely<Database>;
  actor: TActor;
  locale: TLocaleCode;
  now: Date;
  sources: TWidgetSources;
};

/** Loads one widget's data. */
export type TWidgetLoader<C extends TDashboardWidgetCode = TDashboardWidgetCode> = (
  context: TWidgetContext,
) => Promise<Extract<TDashboardData, { widgetCode: C }>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the UTC month `offset` months from `now`'s (0: this month, -1: last month). */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** The Monday (UTC, 00:00) of `now`'s week. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

/** YYYY-MM-DD of a date, in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
