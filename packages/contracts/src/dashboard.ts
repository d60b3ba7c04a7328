import { z } from 'zod';
import { apiResult, positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { MANAGER_PERMISSION, type TModuleCode } from './modules.ts';
import { ZCertificationStatusSchema } from './certification.ts';
import { ZCategoryPreferenceConfigurationSchema } from './categories.ts';
import { ZTenantModuleSchema } from './configuration.ts';

/*
 * The dashboard (issue 18, spec sections 2 and 7): the tenant decides which widgets its dashboard
 * offers and in which order (`dashboard_widgets`), a person may hide and reorder theirs, and every
 * widget loads on its own through `getdashboarddata`, so one failing widget never blanks the page.
 *
 *   GET  /api/tenant/dashboardWidgets                          the caller's widgets, in their order
 *   PUT  /api/tenant/dashboardWidgets                          saves the caller's order and hidden ones
 *   DELETE /api/tenant/dashboardWidgets                        back to the tenant's order
 *   POST /api/tenant/getdashboarddata?dashBoardWidgetId=N      one widget's data (body: locale)
 *
 * A widget is the caller's when its row is enabled, its module is on for the tenant (the catalogue
 * below; null: the shell's own), the caller holds the row's `permission` (null: anyone signed in)
 * and the catalogue's `requires` (manager widgets). Another tenant's widget id, or one the caller
 * may not see, is a 404. The data of every widget is read from the one learning record and the
 * modules' services; numbers are counts, minutes and percentages the page formats in its language.
 */

export const DASHBOARD_WIDGET_CODES = [
  'PROGRESS',
  'UP_NEXT',
  'KPIS',
  'REWARDS',
  'CERTIFICATION',
  'COMPETENCY',
  'FAVORITES',
  'TRENDING',
  'HOME_SEARCH',
  'EMPLOYEE_ASSESSMENT',
  'TEAM_PROGRESS',
] as const;
export const ZDashboardWidgetCodeSchema = z.enum(DASHBOARD_WIDGET_CODES);
export type TDashboardWidgetCode = z.infer<typeof ZDashboardWidgetCodeSchema>;

type TWidgetDefinition = {
  /** The module the widget belongs to; the widget is absent while the tenant has it off. */
  moduleCode: TModuleCode | null;
  /** A permission the catalogue itself requires (manager widgets), on top of the row's own. */
  requires: string | null;
  /** Grid columns it spans at desktop width (of 12). */
  span: 4 | 6 | 8 | 12;
};

/** What each widget is: its module, its own permission rule, its width. */
export const DASHBOARD_WIDGETS: Record<TDashboardWidgetCode, TWidgetDefinition> = {
  PROGRESS: { moduleCode: 'LEARNINGPATH', requires: null, span: 4 },
  UP_NEXT: { moduleCode: 'LEARNINGPATH', requires: null, span: 8 },
  KPIS: { moduleCode: null, requires: null, span: 12 },
  REWARDS: { moduleCode: null, requires: null, span: 4 },
  CERTIFICATION: { moduleCode: 'LEARNINGPATH', requires: null, span: 4 },
  COMPETENCY: { moduleCode: 'ASSESSMENT', requires: null, span: 4 },
  FAVORITES: { moduleCode: 'RESOURCELIBRARY', requires: null, span: 6 },
  TRENDING: { moduleCode: 'RESOURCELIBRARY', requires: null, span: 6 },
  HOME_SEARCH: { moduleCode: null, requires: null, span: 12 },
  EMPLOYEE_ASSESSMENT: { moduleCode: 'ASSESSMENT', requires: MANAGER_PERMISSION, span: 6 },
  TEAM_PROGRESS: { moduleCode: 'LEARNINGPATH', requires: MANAGER_PERMISSION, span: 6 },
};

/** Points the learning record earns (REWARDS), per verb; other verbs earn nothing. */
export const REWARD_POINTS = { completed: 10, passed: 20, attended: 10, rated: 2 } as const;

export const DashboardLimits = {
  /** How many entries a list widget shows. */
  listSize: 5,
  /** Up next looks this many days ahead for due dates; overdue items always show. */
  upNextDays: 30,
} as const;

// ---------------------------------------------------------------------------------------------
// The caller's widgets

export const ZDashboardWidgetSchema = z.object({
  /** The tenant's widget row: `getdashboarddata?dashBoardWidgetId=`. */
  dashBoardWidgetId: z.number().int().positive(),
  widgetCode: ZDashboardWidgetCodeSchema,
  /** Hidden by the person: listed (so it can be shown again), not drawn. */
  isHidden: z.boolean(),
});
export type TDashboardWidget = z.infer<typeof ZDashboardWidgetSchema>;
/** In the person's order (the tenant's when they chose none). */
export const ZDashboardWidgetsResponseSchema = apiResult(z.array(ZDashboardWidgetSchema));

/** The person's whole layout: every widget of theirs, in order; ids not theirs are a 400. */
export const ZSaveDashboardLayoutRequestSchema = z.strictObject({
  widgets: z
    .array(z.strictObject({ dashBoardWidgetId: z.number().int().positive(), isHidden: z.boolean() }))
    .min(1)
    .max(DASHBOARD_WIDGET_CODES.length),
});
export type TSaveDashboardLayoutRequest = z.infer<typeof ZSaveDashboardLayoutRequestSchema>;

export const ZDashboardDataQuerySchema = z.object({ dashBoardWidgetId: positiveIntegerParameter('dashBoardWidgetId') });
export const ZDashboardDataRequestSchema = z.strictObject({ locale: ZLocaleCodeSchema.optional() }).default({});

// ---------------------------------------------------------------------------------------------
// Widget data, one shape per widget (`widgetCode` tells which)

const ZPathRefSchema = z.object({ pathId: z.number().int(), title: z.string() });

export const ZProgressDataSchema = z.object({
  widgetCode: z.literal('PROGRESS'),
  /** The core path's required items done (null: the person has no core path). */
  corePath: ZPathRefSchema.extend({
    completedCount: z.number().int().nonnegative(),
    requiredCount: z.number().int().nonnegative(),
    percent: z.number().int().min(0).max(100),
  }).nullable(),
  /** Learning time from the record (completed items' durations), all time and this month. */
  minutesTotal: z.number().int().nonnegative(),
  minutesThisMonth: z.number().int().nonnegative(),
});

export const UP_NEXT_KINDS = ['PATH_ITEM', 'ASSESSMENT'] as const;
export const ZUpNextItemSchema = z.object({
  kind: z.enum(UP_NEXT_KINDS),
  title: z.string(),
  /** The path it belongs to (PATH_ITEM), else null. */
  path: ZPathRefSchema.nullable(),
  /** ISO date-time it is due, or null. */
  dueAt: z.string().nullable(),
  isOverdue: z.boolean(),
  /** Where the page sends the person (an in-app path). */
  href: z.string(),
});
export const ZUpNextDataSchema = z.object({
  widgetCode: z.literal('UP_NEXT'),
  /** Overdue first, then by due date, then by path order; at most DashboardLimits.listSize. */
  items: z.array(ZUpNextItemSchema),
  totalCount: z.number().int().nonnegative(),
});

export const ZKpisDataSchema = z.object({
  widgetCode: z.literal('KPIS'),
  completionsThisMonth: z.number().int().nonnegative(),
  completionsLastMonth: z.number().int().nonnegative(),
  /** Consecutive days, up to today (or yesterday), with at least one statement. */
  streakDays: z.number().int().nonnegative(),
  minutesThisMonth: z.number().int().nonnegative(),
  /** Completions per week, the last 8 weeks, oldest first (the chart). */
  weeklyCompletions: z.array(z.object({ weekStart: z.string(), count: z.number().int().nonnegative() })),
});

export const ZRewardsDataSchema = z.object({
  widgetCode: z.literal('REWARDS'),
  points: z.number().int().nonnegative(),
  pointsThisMonth: z.number().int().nonnegative(),
  /** The latest point-earning statements, newest first. */
  recent: z.array(
    z.object({
      verb: z.enum(['completed', 'passed', 'attended', 'rated']),
      title: z.string(),
      points: z.number().int(),
      at: z.string(),
    }),
  ),
});

export const ZCertificationDataSchema = z.object({
  widgetCode: z.literal('CERTIFICATION'),
  status: ZCertificationStatusSchema,
  score: z.number().int().min(0).max(100).nullable(),
  corePath: ZPathRefSchema.nullable(),
  requiredCount: z.number().int().nonnegative(),
  completedCount: z.number().int().nonnegative(),
});

export const ZCompetencyDataSchema = z.object({
  widgetCode: z.literal('COMPETENCY'),
  /** False when the tenant has skills off or the person's view off: the page shows nothing. */
  isAvailable: z.boolean(),
  levelCount: z.number().int().nonnegative(),
  /** The largest gaps against the job role's targets, at most DashboardLimits.listSize. */
  gaps: z.array(
    z.object({
      competencyId: z.number().int(),
      name: z.string(),
      currentLevel: z.number().int().nullable(),
      targetLevel: z.number().int(),
      gap: z.number().int().positive(),
    }),
  ),
});

const ZResourceCardSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The in-app path of the resource. */
  href: z.string(),
});
export const ZFavoritesDataSchema = z.object({
  widgetCode: z.literal('FAVORITES'),
  items: z.array(ZResourceCardSchema),
});
export const ZTrendingDataSchema = z.object({ widgetCode: z.literal('TRENDING'), items: z.array(ZResourceCardSchema) });

/** The page draws the search box itself; the server only says the widget is there. */
export const ZHomeSearchDataSchema = z.object({ widgetCode: z.literal('HOME_SEARCH') });

export const ZEmployeeAssessmentDataSchema = z.object({
  widgetCode: z.literal('EMPLOYEE_ASSESSMENT'),
  pendingCount: z.number().int().nonnegative(),
  overdueCount: z.number().int().nonnegative(),
  /** Reportees with pending assessments, most overdue first, at most DashboardLimits.listSize. */
  people: z.array(
    z.object({
      userCode: z.string(),
      displayName: z.string(),
      pendingCount: z.number().int().nonnegative(),
      overdueCount: z.number().int().nonnegative(),
    }),
  ),
});

export const ZTeamProgressDataSchema = z.object({
  widgetCode: z.literal('TEAM_PROGRESS'),
  reporteeCount: z.number().int().nonnegative(),
  /** The team's average core-path percentage (null: nobody has a core path). */
  averagePercent: z.number().int().min(0).max(100).nullable(),
  certifiedCount: z.number().int().nonnegative(),
  /** Reportees, least progressed first, at most DashboardLimits.listSize. */
  members: z.array(
    z.object({
      userCode: z.string(),
      displayName: z.string(),
      percent: z.number().int().min(0).max(100).nullable(),
      status: ZCertificationStatusSchema,
    }),
  ),
});

export const ZDashboardDataSchema = z.discriminatedUnion('widgetCode', [
  ZProgressDataSchema,
  ZUpNextDataSchema,
  ZKpisDataSchema,
  ZRewardsDataSchema,
  ZCertificationDataSchema,
  ZCompetencyDataSchema,
  ZFavoritesDataSchema,
  ZTrendingDataSchema,
  ZHomeSearchDataSchema,
  ZEmployeeAssessmentDataSchema,
  ZTeamProgressDataSchema,
]);
export type TDashboardData = z.infer<typeof ZDashboardDataSchema>;
export type TDashboardDataOf<C extends TDashboardWidgetCode> = Extract<TDashboardData, { widgetCode: C }>;
export const ZDashboardDataResponseSchema = apiResult(ZDashboardDataSchema);

// ---------------------------------------------------------------------------------------------
// The remaining tenant calls of spec section 7

/** `GET /api/tenant/Modules`: the tenant's enabled modules, in its order, named in the locale. */
export const ZTenantModulesQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });
/** The modules as the tenant configuration presents them (display name, URLs, permissions). */
export const ZTenantModulesResponseSchema = apiResult(z.array(ZTenantModuleSchema));
export type TTenantModulesResponse = z.infer<typeof ZTenantModulesResponseSchema>;

/** `GET /api/tenant/CategoryPreferenceConfiguration`: as `/api/categories/CategoryConfiguration` answers it. */
export const ZTenantCategoryPreferenceConfigurationResponseSchema = ZCategoryPreferenceConfigurationSchema;
