import type { TDashboardData, TDashboardDataOf, TDashboardWidget, TDashboardWidgetCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResource, webinarBody } from '../../modules/resources/resource-test-fixtures.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { DEMO_DASHBOARDS } from './seed-dashboard.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/*
 * The demo dashboards (issue 18), over a small library made here (the full demo library needs its
 * media generated): the learner's dated activity is added at the next start, once there are resources.
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const tenantCode of ['acme', 'boreal']) {
    for (let index = 1; index <= 14; index += 1) {
      const title = `${tenantCode} dashboard lesson ${index}`;
      await createTestResource(
        server,
        tenantCode,
        webinarBody({
          texts: { en: { title, description: null }, 'fr-CA': { title: `${title} fr`, description: null } },
        }),
      );
    }
  }
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
  // A second start adds nothing more.
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
});
afterAll(async () => {
  await server.close();
});

async function widgetsOf(tenantCode: string, userCode: string): Promise<TDashboardWidget[]> {
  const response = await server.request('/api/tenant/dashboardWidgets', {
    headers: await bearer(server.database, tenantCode, userCode),
    host: `${tenantCode}.localhost`,
  });
  expect(response.status, response.text).toBe(200);
  return response.json<{ returnValue: TDashboardWidget[] }>().returnValue;
}

async function dataOf<C extends TDashboardWidgetCode>(userCode: string, code: C): Promise<TDashboardDataOf<C>> {
  const widget = (await widgetsOf('acme', userCode)).find((candidate) => candidate.widgetCode === code);
  const response = await server.request(`/api/tenant/getdashboarddata?dashBoardWidgetId=${widget?.dashBoardWidgetId}`, {
    method: 'POST',
    headers: await bearer(server.database, 'acme', userCode),
    host: 'acme.localhost',
    body: {},
  });
  expect(response.status, response.text).toBe(200);
  return response.json<{ returnValue: TDashboardData }>().returnValue as TDashboardDataOf<C>;
}

describe('demo dashboards', () => {
  it('gives acme every widget (the manager ones to its manager) and boreal a subset in its own order', async () => {
    expect((await widgetsOf('acme', 'acme-manager')).map((widget) => widget.widgetCode)).toEqual(DEMO_DASHBOARDS.acme);
    expect((await widgetsOf('acme', 'acme-learner')).map((widget) => widget.widgetCode)).not.toContain('TEAM_PROGRESS');
    expect((await widgetsOf('boreal', 'boreal-apprenant')).map((widget) => widget.widgetCode)).toEqual(
      DEMO_DASHBOARDS.boreal,
    );
  });

  it('gives the learner completions this month and last, a streak, learning time and points', async () => {
    const kpis = await dataOf('acme-learner', 'KPIS');
    expect(kpis.completionsThisMonth).toBeGreaterThanOrEqual(2);
    expect(kpis.completionsLastMonth).toBeGreaterThanOrEqual(1);
    expect(kpis.streakDays).toBeGreaterThanOrEqual(4);
    expect(kpis.minutesThisMonth).toBeGreaterThan(0);
    expect(kpis.weeklyCompletions.filter((week) => week.count > 0).length).toBeGreaterThanOrEqual(4);
    const rewards = await dataOf('acme-learner', 'REWARDS');
    expect(rewards.points).toBeGreaterThanOrEqual(100);
    expect(rewards.pointsThisMonth).toBeGreaterThanOrEqual(20);
    expect(rewards.recent.length).toBeGreaterThan(0);
  });

  it('gives the learner a core path part way, and an overdue and a dated assessment up next', async () => {
    const progress = await dataOf('acme-learner', 'PROGRESS');
    expect(progress.corePath?.completedCount).toBeGreaterThan(0);
    expect(progress.minutesTotal).toBeGreaterThan(0);
    const certification = await dataOf('acme-learner', 'CERTIFICATION');
    expect(certification.status).toBe('notCertified');
    const upNext = await dataOf('acme-learner', 'UP_NEXT');
    expect(upNext.items[0]?.isOverdue).toBe(true);
    expect(upNext.items.some((item) => !item.isOverdue && item.dueAt !== null)).toBe(true);
  });

  it('gives the manager reportees with pending and overdue assessments', async () => {
    const assessments = await dataOf('acme-manager', 'EMPLOYEE_ASSESSMENT');
    expect(assessments.overdueCount).toBeGreaterThanOrEqual(2);
    // Six reportees (issue 20's team): the widget lists the five with most to do.
    expect(assessments.people).toHaveLength(5);
    expect(assessments.people.map((person) => person.userCode)).toEqual(
      expect.arrayContaining(['acme-sam', 'acme-learner']),
    );
    const team = await dataOf('acme-manager', 'TEAM_PROGRESS');
    expect(team.reporteeCount).toBeGreaterThanOrEqual(3);
  });
});
