import type { TDashboardData } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../shell-fixtures';
import { renderSkillPage, tenantAnswer } from '../../skill-banner/skill-banner-test-fixtures';
import { DashboardRoute } from './dashboard';

const ok = (returnValue: unknown) => jsonResponse({ success: true, message: null, returnValue });

const PENDING: TDashboardData = {
  widgetCode: 'EMPLOYEE_ASSESSMENT',
  pendingCount: 2,
  overdueCount: 1,
  people: [{ userCode: 'acme-sam', displayName: 'Sam Rivera', pendingCount: 2, overdueCount: 1 }],
};
const NONE_PENDING: TDashboardData = {
  widgetCode: 'EMPLOYEE_ASSESSMENT',
  pendingCount: 0,
  overdueCount: 0,
  people: [],
};

function renderManagerDashboard({ competenciesEnabled, data }: { competenciesEnabled: boolean; data: TDashboardData }) {
  stubFetch({
    '/api/tenant': () => jsonResponse(tenantAnswer({ competenciesEnabled })),
    '/api/tenant/dashboardWidgets': () =>
      ok([{ dashBoardWidgetId: 9, widgetCode: 'EMPLOYEE_ASSESSMENT', isHidden: false }]),
    '/api/tenant/getdashboarddata': () => ok(data),
  });
  renderSkillPage({
    routes: [{ path: '/', element: <DashboardRoute /> }],
    url: '/',
    permissions: ['ASSESSMENT_MANAGER'],
  });
}

// The tenant's settings are kept for the tab: each test starts from its own.
beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the team assessments widget's links", () => {
  it('links each reportee to their team skills page while the tenant has skills on', async () => {
    renderManagerDashboard({ competenciesEnabled: true, data: PENDING });
    const widget = await screen.findByRole('region', { name: 'Team assessments' });
    const sam = await within(widget).findByRole('link', { name: 'Sam Rivera' });
    expect(sam.getAttribute('href')).toBe('/skill/team/acme-sam');
  });

  it('names the reportees without links when skills are off (the team skills page does not exist)', async () => {
    renderManagerDashboard({ competenciesEnabled: false, data: PENDING });
    const widget = await screen.findByRole('region', { name: 'Team assessments' });
    expect(await within(widget).findByText('Sam Rivera')).toBeTruthy();
    expect(within(widget).queryByRole('link')).toBeNull();
  });

  it("offers the team's skills from the empty state only where that page exists", async () => {
    renderManagerDashboard({ competenciesEnabled: true, data: NONE_PENDING });
    const widget = await screen.findByRole('region', { name: 'Team assessments' });
    const link = await within(widget).findByRole('link', { name: "See my team's skills" });
    expect(link.getAttribute('href')).toBe('/skill/team');
  });

  it('says the team is done without a dead link when skills are off', async () => {
    renderManagerDashboard({ competenciesEnabled: false, data: NONE_PENDING });
    const widget = await screen.findByRole('region', { name: 'Team assessments' });
    expect(await within(widget).findByText('Nobody on your team has an assessment waiting.')).toBeTruthy();
    expect(within(widget).queryByRole('link')).toBeNull();
  });
});
