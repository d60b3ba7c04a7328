import type {
  TDashboardData,
  TDashboardDataOf,
  TDashboardWidget,
  TDashboardWidgetCode,
  TProblem,
  TStatementInput,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';
import { disableModule, grantPermissions, setCompetencyFlags, signInNewUser } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';

let server: TTestServer;
let learner: Record<string, string>;
let manager: Record<string, string>;
let borealLearner: Record<string, string>;
let fresh: Record<string, string>;
let boss: Record<string, string>;
let publishedSetId: number;

const DAY_MS = 24 * 60 * 60 * 1000;
// Fresh people: a learner whose numbers the tests make, a manager with two reportees.
const FRESH = 'dash-fresh';
const BOSS = 'dash-boss';
const LATE = 'dash-late';
const ON_TIME = 'dash-ontime';

type TWidgetsAnswer = { success: boolean; returnValue: TDashboardWidget[] };

async function widgetsOf(headers: Record<string, string>, host = 'acme.localhost'): Promise<TDashboardWidget[]> {
  const response = await server.request('/api/tenant/dashboardWidgets', { headers, host });
  expect(response.status, response.text).toBe(200);
  return response.json<TWidgetsAnswer>().returnValue;
}

function askData(headers: Record<string, string>, id: string | number, body: unknown = {}, host = 'acme.localhost') {
  return server.request(`/api/tenant/getdashboarddata?dashBoardWidgetId=${id}`, {
    method: 'POST',
    headers,
    host,
    body,
  });
}

async function dataOf<C extends TDashboardWidgetCode>(
  headers: Record<string, string>,
  code: C,
  host = 'acme.localhost',
): Promise<TDashboardDataOf<C>> {
  const widget = (await widgetsOf(headers, host)).find((candidate) => candidate.widgetCode === code);
  expect(widget, code).toBeDefined();
  const response = await askData(headers, widget?.dashBoardWidgetId ?? 0, {}, host);
  expect(response.status, response.text).toBe(200);
  const data = response.json<{ returnValue: TDashboardData }>().returnValue;
  expect(data.widgetCode).toBe(code);
  return data as TDashboardDataOf<C>;
}

/** A time this month, `minutes` before now (never before the month's first instant). */
function thisMonth(minutes: number): string {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return new Date(Math.max(now.getTime() - minutes * 60_000, start)).toISOString();
}

const statement = (verb: TStatementInput['verb'], objectId: string, key: string): TStatementInput => ({
  actorUserCode: FRESH,
  verb,
  objectKind: verb === 'passed' ? 'ASSESSMENTSET' : 'RESOURCE',
  objectId,
  idempotencyKey: `test:dash:${key}`,
});

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // Boréal without its resource library: its resource widgets leave its dashboards.
  await disableModule(server, 'boreal', 'RESOURCELIBRARY');
  await db
    .insertInto('users')
    .values([
      buildUserRow('acme', FRESH, { first_name: 'Fay', last_name: 'Fresh' }),
      buildUserRow('acme', BOSS, { first_name: 'Bo', last_name: 'Boss' }),
      buildUserRow('acme', LATE, { first_name: 'Lou', last_name: 'Late', manager_user_code: BOSS }),
      buildUserRow('acme', ON_TIME, { first_name: 'Ona', last_name: 'Time', manager_user_code: BOSS }),
    ])
    .execute();
  await grantPermissions(server, 'acme', BOSS, ['ASSESSMENT_MANAGER'], 'Dash managers');
  const set = await db
    .selectFrom('assessment_sets')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('status', '=', 'PUBLISHED')
    .where('kind', '=', 'ASSESSMENT')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  publishedSetId = set.id;
  // Past due for the fresh learner and the late reportee.
  await db
    .insertInto('assessment_set_assignments')
    .values(
      [FRESH, LATE].map((userCode) => ({
        tenant_code: 'acme',
        set_id: publishedSetId,
        target_kind: 'USER',
        target_code: userCode,
        due_days: 1,
        assigned_at: new Date(Date.now() - 5 * DAY_MS).toISOString(),
        assigned_by: 'acme-admin',
      })),
    )
    .execute();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  borealLearner = await bearer(server.database, 'boreal', 'boreal-apprenant');
  fresh = await bearer(server.database, 'acme', FRESH);
  boss = await bearer(server.database, 'acme', BOSS);
});

afterAll(async () => {
  await server.close();
});

describe('the widgets of a person', () => {
  it('gives a learner the learner widgets in the tenant order, and a manager the manager widgets too', async () => {
    const codes = (await widgetsOf(learner)).map((widget) => widget.widgetCode);
    expect(codes).toEqual([
      'HOME_SEARCH',
      'PROGRESS',
      'UP_NEXT',
      'KPIS',
      'REWARDS',
      'CERTIFICATION',
      'COMPETENCY',
      'FAVORITES',
      'TRENDING',
    ]);
    const managerCodes = (await widgetsOf(manager)).map((widget) => widget.widgetCode);
    expect(managerCodes.slice(-2)).toEqual(['EMPLOYEE_ASSESSMENT', 'TEAM_PROGRESS']);
  });

  it('answers 404 for a manager widget asked by a learner, and for another tenant’s widget', async () => {
    const managerWidget = (await widgetsOf(manager)).find((widget) => widget.widgetCode === 'TEAM_PROGRESS');
    const response = await askData(learner, managerWidget?.dashBoardWidgetId ?? 0);
    expect(response.status).toBe(404);
    const borealWidget = (await widgetsOf(borealLearner, 'boreal.localhost'))[0];
    const crossTenant = await askData(learner, borealWidget?.dashBoardWidgetId ?? 0);
    expect(crossTenant.status).toBe(404);
  });

  it('leaves out the widgets of a module the tenant has off, and answers 404 for them by id', async () => {
    const codes = (await widgetsOf(borealLearner, 'boreal.localhost')).map((widget) => widget.widgetCode);
    expect(codes).toEqual(['KPIS', 'UP_NEXT', 'PROGRESS', 'CERTIFICATION', 'REWARDS', 'HOME_SEARCH']);
    const favorites = await server.database.db
      .selectFrom('dashboard_widgets')
      .select('id')
      .where('tenant_code', '=', 'boreal')
      .where('widget_code', '=', 'FAVORITES')
      .executeTakeFirstOrThrow();
    const response = await askData(borealLearner, favorites.id, {}, 'boreal.localhost');
    expect(response.status).toBe(404);
  });

  it('asks for sign-in', async () => {
    expect((await server.request('/api/tenant/dashboardWidgets', { host: 'acme.localhost' })).status).toBe(401);
    expect((await askData({}, 1)).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 400 with the field for a missing or malformed widget id and an unknown locale', async () => {
    const missing = await server.request('/api/tenant/getdashboarddata', {
      method: 'POST',
      headers: learner,
      host: 'acme.localhost',
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json<TProblem>().errors ?? {})).toContain('dashBoardWidgetId');
    const malformed = await askData(learner, 'abc');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.json<TProblem>().errors ?? {})).toContain('dashBoardWidgetId');
    const widget = (await widgetsOf(learner))[0];
    const locale = await askData(learner, widget?.dashBoardWidgetId ?? 0, { locale: 'xx' });
    expect(locale.status).toBe(400);
    expect(Object.keys(locale.json<TProblem>().errors ?? {})).toContain('locale');
  });

  it('answers 400 with the field for a layout that is not one, or names widgets not the caller’s', async () => {
    const save = (body: unknown) =>
      server.request('/api/tenant/dashboardWidgets', { method: 'PUT', headers: learner, host: 'acme.localhost', body });
    const empty = await save({ widgets: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json<TProblem>().errors ?? {})).toContain('widgets');
    const mine = await widgetsOf(learner);
    const first = mine[0]?.dashBoardWidgetId ?? 0;
    const managerWidget = (await widgetsOf(manager)).find((widget) => widget.widgetCode === 'EMPLOYEE_ASSESSMENT');
    const notMine = await save({
      widgets: [
        { dashBoardWidgetId: first, isHidden: false },
        { dashBoardWidgetId: managerWidget?.dashBoardWidgetId ?? 0, isHidden: false },
      ],
    });
    expect(notMine.status).toBe(400);
    expect(notMine.json<TProblem>().errors).toHaveProperty(['widgets.1.dashBoardWidgetId']);
    const twice = await save({
      widgets: [
        { dashBoardWidgetId: first, isHidden: false },
        { dashBoardWidgetId: first, isHidden: true },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.json<TProblem>().errors).toHaveProperty(['widgets.1.dashBoardWidgetId']);
    const extra = await save({ widgets: [{ dashBoardWidgetId: first, isHidden: false, colour: 'red' }] });
    expect(extra.status).toBe(400);
    // Nothing was saved by the refused calls.
    expect(await widgetsOf(learner)).toEqual(mine);
  });
});

describe('the layout', () => {
  it('keeps the order and hidden widgets per person across reloads, and resets to the tenant’s', async () => {
    const tenantOrder = await widgetsOf(fresh);
    const [first, second, ...rest] = tenantOrder;
    if (!first || !second) {
      throw new Error('the demo dashboard has widgets');
    }
    const layout = [second, first, ...rest].map((widget) => ({
      dashBoardWidgetId: widget.dashBoardWidgetId,
      isHidden: widget.widgetCode === 'TRENDING',
    }));
    const saved = await server.request('/api/tenant/dashboardWidgets', {
      method: 'PUT',
      headers: fresh,
      host: 'acme.localhost',
      body: { widgets: layout },
    });
    expect(saved.status, saved.text).toBe(200);
    const reloaded = await widgetsOf(fresh);
    expect(reloaded.map((widget) => widget.dashBoardWidgetId)).toEqual(layout.map((row) => row.dashBoardWidgetId));
    expect(reloaded.filter((widget) => widget.isHidden).map((widget) => widget.widgetCode)).toEqual(['TRENDING']);
    // Another person's dashboard is not touched.
    expect((await widgetsOf(learner)).map((widget) => widget.widgetCode)[0]).toBe('HOME_SEARCH');
    const reset = await server.request('/api/tenant/dashboardWidgets', {
      method: 'DELETE',
      headers: fresh,
      host: 'acme.localhost',
    });
    expect(reset.status).toBe(200);
    expect(await widgetsOf(fresh)).toEqual(tenantOrder);
  });

  it('saves a part of the layout first, the rest after in the tenant order', async () => {
    const tenantOrder = await widgetsOf(fresh);
    const last = tenantOrder.at(-1);
    const saved = await server.request('/api/tenant/dashboardWidgets', {
      method: 'PUT',
      headers: fresh,
      host: 'acme.localhost',
      body: { widgets: [{ dashBoardWidgetId: last?.dashBoardWidgetId ?? 0, isHidden: false }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const answer = saved.json<TWidgetsAnswer>().returnValue;
    expect(answer.map((widget) => widget.dashBoardWidgetId)).toEqual([
      last?.dashBoardWidgetId,
      ...tenantOrder.slice(0, -1).map((widget) => widget.dashBoardWidgetId),
    ]);
    await server.request('/api/tenant/dashboardWidgets', { method: 'DELETE', headers: fresh, host: 'acme.localhost' });
  });

  it('stays whole when two saves of the same person cross', async () => {
    const widgets = await widgetsOf(fresh);
    const orders = [widgets, [...widgets].reverse()];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        server.request('/api/tenant/dashboardWidgets', {
          method: 'PUT',
          headers: fresh,
          host: 'acme.localhost',
          body: {
            widgets: (orders[index % 2] ?? []).map((widget) => ({
              dashBoardWidgetId: widget.dashBoardWidgetId,
              isHidden: false,
            })),
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const final = (await widgetsOf(fresh)).map((widget) => widget.dashBoardWidgetId);
    expect([...final].sort()).toEqual(widgets.map((widget) => widget.dashBoardWidgetId).sort());
    expect(orders.map((order) => order.map((widget) => widget.dashBoardWidgetId))).toContainEqual(final);
    await server.request('/api/tenant/dashboardWidgets', { method: 'DELETE', headers: fresh, host: 'acme.localhost' });
  });
});

describe('the learner widgets’ numbers', () => {
  beforeAll(async () => {
    const record = createLearningRecordService();
    const db = server.database.db;
    const now = Date.now();
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await record.record(db, 'acme', [statement('completed', '9001', 'c1')], thisMonth(2));
    await record.record(db, 'acme', [statement('completed', '9002', 'c2')], thisMonth(1));
    // A replay of the same completion counts once.
    await record.record(db, 'acme', [statement('completed', '9002', 'c2-again')], thisMonth(1));
    await record.record(db, 'acme', [statement('completed', '9003', 'c3')], lastMonth.toISOString());
    await record.record(db, 'acme', [statement('passed', String(publishedSetId), 'p1')], thisMonth(3));
    // Views yesterday and the day before: with today's, a three-day streak; a gap before it.
    await record.record(db, 'acme', [statement('viewed', '9004', 'v1')], new Date(now - DAY_MS).toISOString());
    await record.record(db, 'acme', [statement('viewed', '9004', 'v2')], new Date(now - 2 * DAY_MS).toISOString());
    await record.record(db, 'acme', [statement('viewed', '9004', 'v4')], new Date(now - 4 * DAY_MS).toISOString());
  });

  it('counts completions this and last month, the streak and the weekly completions', async () => {
    const kpis = await dataOf(fresh, 'KPIS');
    expect(kpis.completionsThisMonth).toBe(2);
    expect(kpis.completionsLastMonth).toBe(1);
    expect(kpis.streakDays).toBe(3);
    expect(kpis.weeklyCompletions).toHaveLength(8);
    expect(kpis.weeklyCompletions.at(-1)?.count).toBeGreaterThanOrEqual(1);
    expect(kpis.weeklyCompletions.reduce((sum, week) => sum + week.count, 0)).toBeGreaterThanOrEqual(2);
  });

  it('earns the points of each verb once per object', async () => {
    const rewards = await dataOf(fresh, 'REWARDS');
    // Three resources completed (10 each) and one assessment passed (20).
    expect(rewards.points).toBe(50);
    expect(rewards.pointsThisMonth).toBe(40);
    // Only the passed assessment exists to be named (the resources are not in this library).
    expect(rewards.recent).toEqual([expect.objectContaining({ verb: 'passed', points: 20 })]);
  });

  it('hears a new statement at once', async () => {
    const before = await dataOf(fresh, 'KPIS');
    await createLearningRecordService().record(
      server.database.db,
      'acme',
      [statement('completed', '9005', 'c5')],
      thisMonth(0),
    );
    const after = await dataOf(fresh, 'KPIS');
    expect(after.completionsThisMonth).toBe(before.completionsThisMonth + 1);
  });

  it('puts the overdue assessment first in up next', async () => {
    const upNext = await dataOf(fresh, 'UP_NEXT');
    expect(upNext.items[0]).toMatchObject({
      kind: 'ASSESSMENT',
      isOverdue: true,
      href: `/assessment/${publishedSetId}`,
    });
    expect(upNext.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('answers a person without a core path', async () => {
    const progress = await dataOf(fresh, 'PROGRESS');
    expect(progress.corePath).toBeNull();
    const certification = await dataOf(fresh, 'CERTIFICATION');
    expect(certification).toMatchObject({ status: 'noCorePath', corePath: null, score: null });
    expect(await dataOf(fresh, 'HOME_SEARCH')).toEqual({ widgetCode: 'HOME_SEARCH' });
    expect((await dataOf(fresh, 'FAVORITES')).items).toEqual([]);
  });

  it('shows no competency while the tenant has skills off', async () => {
    await setCompetencyFlags(server, 'acme', { enabled: false });
    try {
      const competency = await dataOf(boss, 'COMPETENCY');
      expect(competency).toEqual({ widgetCode: 'COMPETENCY', isAvailable: false, levelCount: 0, gaps: [] });
    } finally {
      await setCompetencyFlags(server, 'acme', { enabled: true });
    }
  });
});

describe('up next over every assigned path', () => {
  const ROVER = 'dash-rover';

  /** A published path of one module of two required resources, through the admin API. */
  async function publishedPath(admin: Record<string, string>, title: string, resourceIds: number[]): Promise<number> {
    const created = await server.request('/api/path/admin', {
      method: 'POST',
      headers: admin,
      body: {
        titleEn: title,
        titleFr: `${title} (fr)`,
        descriptionEn: '',
        isCore: false,
        levels: [
          {
            titleEn: 'Level one',
            titleFr: 'Niveau un',
            modules: [
              {
                titleEn: 'Module',
                titleFr: 'Module',
                items: resourceIds.map((objectId) => ({ kind: 'RESOURCE', objectId, isRequired: true })),
              },
            ],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const { pathId } = created.json<{ returnValue: { pathId: number } }>().returnValue;
    const published = await server.request(`/api/path/admin/${pathId}/publish`, { method: 'POST', headers: admin });
    expect(published.status, published.text).toBe(200);
    return pathId;
  }

  it('lists the open items of the core path first, then of the other paths assigned to the person', async () => {
    const db = server.database.db;
    const admin = await bearer(server.database, 'acme', 'acme-admin');
    const titles = ['Rover core one', 'Rover core two', 'Rover assigned one', 'Rover assigned two'];
    const ids: number[] = [];
    for (const title of titles) {
      ids.push(
        (
          await createTestResource(
            server,
            'acme',
            webinarBody({
              texts: { en: { title, description: null }, 'fr-CA': { title: `${title} (fr)`, description: null } },
            }),
          )
        ).resourceId,
      );
    }
    const rover = await signInNewUser(server, 'acme', ROVER);
    const corePathId = await publishedPath(admin, 'Rover core', ids.slice(0, 2));
    const otherPathId = await publishedPath(admin, 'Rover assigned', ids.slice(2));
    // A path nobody assigned them: never in their up next.
    const strangerPathId = await publishedPath(admin, 'Rover stranger', ids.slice(0, 1));
    const now = new Date().toISOString();
    await db
      .insertInto('user_learning_paths')
      .values({ tenant_code: 'acme', user_code: ROVER, path_id: corePathId, assigned_at: now, acknowledged_version: 1 })
      .execute();
    await db
      .insertInto('learning_path_assignments')
      .values({
        tenant_code: 'acme',
        path_id: otherPathId,
        target_kind: 'USER',
        target_code: ROVER,
        assigned_at: now,
        assigned_by: 'acme-admin',
      })
      .execute();
    // Done through the record: that item is no longer next.
    await createLearningRecordService().record(db, 'acme', [
      {
        actorUserCode: ROVER,
        verb: 'completed',
        objectKind: 'RESOURCE',
        objectId: String(ids[2]),
        idempotencyKey: 'test:dash:rover',
      },
    ]);

    const upNext = await dataOf(rover, 'UP_NEXT');
    const pathItems = upNext.items.filter((item) => item.kind === 'PATH_ITEM');
    expect(pathItems.map((item) => [item.path?.pathId, item.title])).toEqual([
      [corePathId, 'Rover core one'],
      [corePathId, 'Rover core two'],
      [otherPathId, 'Rover assigned two'],
    ]);
    expect(upNext.items.some((item) => item.path?.pathId === strangerPathId)).toBe(false);
  });
});

describe('the manager widgets', () => {
  it('counts the reportees’ pending and overdue assessments, most overdue first', async () => {
    const data = await dataOf(boss, 'EMPLOYEE_ASSESSMENT');
    expect(data.overdueCount).toBe(1);
    expect(data.people[0]).toMatchObject({ userCode: LATE, displayName: 'Lou Late', overdueCount: 1 });
    expect(data.pendingCount).toBeGreaterThanOrEqual(1);
    expect(data.people.map((person) => person.userCode)).not.toContain(FRESH);
  });

  it('sums up the reportees’ core-path progress', async () => {
    const data = await dataOf(boss, 'TEAM_PROGRESS');
    expect(data.reporteeCount).toBe(2);
    expect(data.members.map((member) => member.userCode).sort()).toEqual([LATE, ON_TIME]);
    expect(data.members.every((member) => member.status === 'noCorePath')).toBe(true);
    expect(data.averagePercent).toBeNull();
  });
});

describe('the employee assessment widget for several reportees', () => {
  const CHIEF = 'dash-chief';
  const TEAM = ['dash-team-due', 'dash-team-going', 'dash-team-expired', 'dash-team-role', 'dash-team-done'];

  type TMine = { toDo: { dueAt: string | null }[]; inProgress: { dueAt: string | null }[] };

  function attemptRow(userCode: string, setId: number, status: 'IN_PROGRESS' | 'COMPLETED', deadlineAt: string | null) {
    const startedAt = new Date(Date.now() - 2 * DAY_MS).toISOString();
    return {
      tenant_code: 'acme',
      set_id: setId,
      user_code: userCode,
      subject_user_code: userCode,
      attempt_no: 1,
      status,
      started_at: startedAt,
      deadline_at: deadlineAt,
      last_activity_at: startedAt,
      completed_at: status === 'COMPLETED' ? startedAt : null,
      completed_by: status === 'COMPLETED' ? 'USER' : null,
      points_awarded: status === 'COMPLETED' ? 8 : null,
      max_points: 10,
      pass_mark_percent: 70,
      score_percent: status === 'COMPLETED' ? 80 : null,
      passed: status === 'COMPLETED' ? true : null,
      total_time_seconds: 60,
    };
  }

  it('counts each reportee as their own assessments list does', async () => {
    const db = server.database.db;
    const sets = await db
      .selectFrom('assessment_sets')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .limit(3)
      .execute();
    const [first, second, third] = sets.map((set) => set.id);
    if (first === undefined || second === undefined || third === undefined) {
      throw new Error('acme has fewer than three published sets');
    }
    const [due, going, expired, role, done] = TEAM as [string, string, string, string, string];
    await db
      .insertInto('users')
      .values([
        buildUserRow('acme', CHIEF, { first_name: 'Chi', last_name: 'Chief' }),
        ...TEAM.map((userCode) =>
          buildUserRow('acme', userCode, {
            manager_user_code: CHIEF,
            job_role_code: userCode === role ? 'DASH_ROLE' : null,
          }),
        ),
      ])
      .execute();
    await grantPermissions(server, 'acme', CHIEF, ['ASSESSMENT_MANAGER']);
    const longAgo = new Date(Date.now() - 10 * DAY_MS).toISOString();
    const assignment = (setId: number, kind: string, code: string, dueDays: number | null) => ({
      tenant_code: 'acme',
      set_id: setId,
      target_kind: kind,
      target_code: code,
      due_days: dueDays,
      assigned_at: longAgo,
      assigned_by: 'acme-admin',
    });
    await db
      .insertInto('assessment_set_assignments')
      .values([
        // Past due twice (the earlier date counts), and one not due yet.
        assignment(first, 'USER', due, 2),
        assignment(second, 'USER', due, 30),
        assignment(third, 'USER', due, null),
        assignment(first, 'USER', going, 1),
        assignment(first, 'USER', expired, 1),
        assignment(second, 'JOB_ROLE', 'DASH_ROLE', 3),
        assignment(first, 'USER', done, 1),
      ])
      .execute();
    const soon = new Date(Date.now() + DAY_MS).toISOString();
    const past = new Date(Date.now() - DAY_MS).toISOString();
    await db
      .insertInto('assessment_attempts')
      .values([
        attemptRow(going, first, 'IN_PROGRESS', soon),
        // Past its deadline and grace: completed when its owner next looks.
        attemptRow(expired, first, 'IN_PROGRESS', past),
        attemptRow(done, first, 'COMPLETED', null),
      ])
      .execute();

    // The widget first: the owners' own lists complete the expired attempt when they look.
    const data = await dataOf(await bearer(server.database, 'acme', CHIEF), 'EMPLOYEE_ASSESSMENT');
    const now = new Date().toISOString();
    const expected = [];
    for (const userCode of TEAM) {
      const response = await server.request('/api/userAttempt/mine', {
        headers: await bearer(server.database, 'acme', userCode),
      });
      expect(response.status, response.text).toBe(200);
      const mine = response.json<TMine>();
      const pending = [...mine.inProgress, ...mine.toDo];
      expected.push({
        userCode,
        pendingCount: pending.length,
        overdueCount: pending.filter((set) => set.dueAt !== null && set.dueAt < now).length,
      });
    }
    const byCode = new Map(data.people.map((person) => [person.userCode, person]));
    for (const person of expected) {
      const shown = byCode.get(person.userCode);
      expect(
        { userCode: person.userCode, pendingCount: shown?.pendingCount ?? 0, overdueCount: shown?.overdueCount ?? 0 },
        person.userCode,
      ).toEqual(person);
    }
    expect(data.pendingCount).toBe(expected.reduce((sum, person) => sum + person.pendingCount, 0));
    expect(data.overdueCount).toBe(expected.reduce((sum, person) => sum + person.overdueCount, 0));
    // The cases differ: someone is overdue, and the expired attempt no longer counts.
    expect(expected.find((person) => person.userCode === due)?.overdueCount).toBeGreaterThanOrEqual(1);
    expect(byCode.get(expired)?.overdueCount ?? 0).toBe(
      expected.find((person) => person.userCode === expired)?.overdueCount,
    );
  });
});

describe('the remaining tenant calls', () => {
  it('lists the tenant’s enabled modules in its order', async () => {
    const response = await server.request('/api/tenant/Modules', { headers: borealLearner, host: 'boreal.localhost' });
    expect(response.status, response.text).toBe(200);
    const codes = response
      .json<{ returnValue: { moduleCode: string }[] }>()
      .returnValue.map((module) => module.moduleCode);
    expect(codes).not.toContain('RESOURCELIBRARY');
    expect(codes).toContain('LEARNINGPATH');
    const bad = await server.request('/api/tenant/Modules?locale=xx', { headers: learner, host: 'acme.localhost' });
    expect(bad.status).toBe(400);
  });

  it('answers the category preference configuration', async () => {
    const response = await server.request('/api/tenant/CategoryPreferenceConfiguration', {
      headers: learner,
      host: 'acme.localhost',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json<{ updateFrequencyPeriod: number }>().updateFrequencyPeriod).toBeGreaterThan(0);
    const anonymous = await server.request('/api/tenant/CategoryPreferenceConfiguration', { host: 'acme.localhost' });
    expect(anonymous.status).toBe(401);
  });
});
