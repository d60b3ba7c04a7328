import {
  DASHBOARD_WIDGETS,
  MANAGER_PERMISSION,
  type TDashboardWidgetCode,
  type TStatementInput,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';

/*
 * The demo dashboards (issue 18): each tenant's widgets in its order, and for acme's learner the
 * activity every learner widget shows (completions this month and last, a streak, learning time,
 * points), dated relative to the seed time, plus an assessment past due for the learner and Sam
 * (up next, the manager's employee assessment widget). Favourites come with the resource library.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each tenant's widgets in order; the manager widgets need the manager permission. */
export const DEMO_DASHBOARDS: Record<string, readonly TDashboardWidgetCode[]> = {
  acme: [
    'HOME_SEARCH',
    'PROGRESS',
    'UP_NEXT',
    'KPIS',
    'REWARDS',
    'CERTIFICATION',
    'COMPETENCY',
    'FAVORITES',
    'TRENDING',
    'EMPLOYEE_ASSESSMENT',
    'TEAM_PROGRESS',
  ],
  boreal: ['KPIS', 'UP_NEXT', 'PROGRESS', 'CERTIFICATION', 'FAVORITES', 'REWARDS', 'HOME_SEARCH'],
};

const ACTIVE_LEARNER = { tenantCode: 'acme', userCode: 'acme-learner' } as const;
/** People with an assessment past due: the learner (up next) and a reportee of the manager. */
const OVERDUE_FOR = ['acme-learner', 'acme-sam'] as const;
const KEY_PREFIX = 'seed:dashboard';

async function seedWidgets(db: Kysely<Database>, tenantCode: string, codes: readonly TDashboardWidgetCode[]) {
  const existing = await db
    .selectFrom('dashboard_widgets')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
  if (existing) {
    // The tenant's own choices are never overwritten.
    return;
  }
  await db
    .insertInto('dashboard_widgets')
    .values(
      codes.map((code, position) => ({
        tenant_code: tenantCode,
        widget_code: code,
        position,
        permission: DASHBOARD_WIDGETS[code].requires === null ? null : MANAGER_PERMISSION,
        is_enabled: true,
      })),
    )
    .execute();
}

/** The learner's dated activity over the library's resources (none without a library: most tests). */
async function seedLearnerActivity(db: Kysely<Database>, now: Date): Promise<void> {
  const { tenantCode, userCode } = ACTIVE_LEARNER;
  const done = await db
    .selectFrom('learning_statements')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('idempotency_key', 'like', `${KEY_PREFIX}:%`)
    .executeTakeFirst();
  const learner = await db
    .selectFrom('users')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  if (done || !learner) {
    return;
  }
  // The library's last resources: away from the core path's first items.
  const resources = (
    await db
      .selectFrom('resources')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('status', '=', 'PUBLISHED')
      .orderBy('id', 'desc')
      .limit(12)
      .execute()
  ).map((row) => String(row.id));
  if (resources.length < 12) {
    return;
  }
  const record = createLearningRecordService();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  // Today's completions stay in this month even when seeded in its first minutes.
  const today = (minutes: number) => new Date(Math.max(now.getTime() - minutes * 60_000, monthStart));
  const statement = (verb: 'viewed' | 'completed', objectId: string, tag: string): TStatementInput => ({
    actorUserCode: userCode,
    verb,
    objectKind: 'RESOURCE',
    objectId,
    ...(verb === 'completed' ? { result: { completion: true } } : {}),
    idempotencyKey: `${KEY_PREFIX}:${verb}:${userCode}:${objectId}:${tag}`,
  });
  const dated: { at: Date; statements: TStatementInput[] }[] = [
    // Two completions today (this month, and the streak's last day).
    {
      at: today(30),
      statements: [
        statement('viewed', resources[0] ?? '', 'today'),
        statement('completed', resources[0] ?? '', 'today'),
      ],
    },
    { at: today(20), statements: [statement('completed', resources[1] ?? '', 'today')] },
    // A streak: a view on each of the three days before.
    ...[1, 2, 3].map((days) => ({
      at: new Date(now.getTime() - days * DAY_MS),
      statements: [statement('viewed', resources[2 + days] ?? '', `streak-${days}`)],
    })),
    // One completion a week for five weeks (the weekly chart).
    ...[1, 2, 3, 4, 5].map((weeks) => ({
      at: new Date(now.getTime() - weeks * 7 * DAY_MS),
      statements: [statement('completed', resources[5 + weeks] ?? '', `week-${weeks}`)],
    })),
    // Last month's completions (the comparison).
    {
      at: new Date(lastMonthStart + 3 * DAY_MS),
      statements: [
        statement('completed', resources[11] ?? '', 'last-month'),
        statement('completed', resources[2] ?? '', 'last-month'),
      ],
    },
  ];
  for (const { at, statements } of dated) {
    await record.record(db, tenantCode, statements, at.toISOString());
  }
}

/** An assessment the learner and Sam have not completed, assigned to them with a due date passed. */
async function seedOverdueAssessment(db: Kysely<Database>, now: Date): Promise<void> {
  const { tenantCode } = ACTIVE_LEARNER;
  const seeded = await db
    .selectFrom('assessment_set_assignments')
    .select('set_id')
    .where('tenant_code', '=', tenantCode)
    .where('target_kind', '=', 'USER')
    .where('target_code', 'in', [...OVERDUE_FOR])
    .executeTakeFirst();
  if (seeded) {
    // Once: a later start must not assign another set when the first one is done.
    return;
  }
  const completed = db
    .selectFrom('assessment_attempts')
    .select('set_id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...OVERDUE_FOR])
    .where('status', '=', 'COMPLETED');
  const set = await db
    .selectFrom('assessment_sets')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('status', '=', 'PUBLISHED')
    .where('kind', '=', 'ASSESSMENT')
    .where('id', 'not in', completed)
    .orderBy('id')
    .executeTakeFirst();
  const users = await db
    .selectFrom('users')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...OVERDUE_FOR])
    .execute();
  if (!set || users.length === 0) {
    return;
  }
  await db
    .insertInto('assessment_set_assignments')
    .values(
      users.map((user) => ({
        tenant_code: tenantCode,
        set_id: set.id,
        target_kind: 'USER',
        target_code: user.user_code,
        due_days: 7,
        assigned_at: new Date(now.getTime() - 10 * DAY_MS).toISOString(),
        assigned_by: 'acme-manager',
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Seeds the demo dashboards where a tenant has none yet (start-up calls it every time). */
export async function seedDemoDashboard(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    const codes = DEMO_DASHBOARDS[tenant.code];
    const exists = await db
      .selectFrom('tenants')
      .select('tenant_code')
      .where('tenant_code', '=', tenant.code)
      .executeTakeFirst();
    if (codes && exists) {
      await seedWidgets(db, tenant.code, codes);
    }
  }
  await seedLearnerActivity(db, now);
  await seedOverdueAssessment(db, now);
}
