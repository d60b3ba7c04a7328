import type { TDashboardData, TDashboardWidget } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, requestBody, requestUrl, stubFetch } from '../../shell-fixtures';
import { DashboardRoute } from './dashboard';

const WIDGETS: TDashboardWidget[] = [
  { dashBoardWidgetId: 1, widgetCode: 'PROGRESS', isHidden: false },
  { dashBoardWidgetId: 2, widgetCode: 'UP_NEXT', isHidden: false },
  { dashBoardWidgetId: 3, widgetCode: 'REWARDS', isHidden: false },
  { dashBoardWidgetId: 4, widgetCode: 'COMPETENCY', isHidden: false },
];

const DATA: Record<number, TDashboardData> = {
  1: {
    widgetCode: 'PROGRESS',
    corePath: { pathId: 7, title: 'Store associate core path', completedCount: 3, requiredCount: 4, percent: 75 },
    minutesTotal: 150,
    minutesThisMonth: 30,
  },
  2: { widgetCode: 'UP_NEXT', items: [], totalCount: 0 },
  3: {
    widgetCode: 'REWARDS',
    points: 1250,
    pointsThisMonth: 30,
    recent: [{ verb: 'passed', title: 'Fire safety quiz', points: 20, at: '2026-11-20T10:00:00.000Z' }],
  },
  4: { widgetCode: 'COMPETENCY', isAvailable: false, levelCount: 5, gaps: [] },
};

const ok = (returnValue: unknown) => jsonResponse({ success: true, message: null, returnValue });

function stubDashboard({ failing = [] as number[], widgets = WIDGETS, data = DATA } = {}) {
  return stubFetch({
    '/api/tenant/dashboardWidgets': (_url, init) => ok(init?.method === 'GET' || !init?.method ? widgets : null),
    '/api/tenant/getdashboarddata': (url) => {
      const widgetId = Number(url.searchParams.get('dashBoardWidgetId'));
      return failing.includes(widgetId)
        ? jsonResponse({ type: 'about:blank', title: 'Server error', status: 500, code: 'internal_error' }, 500)
        : ok(data[widgetId]);
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard', () => {
  it('draws every widget from its own call, skips a failing one with a warning, and draws nothing for skills that are off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubDashboard({ failing: [3] });
    renderInShell(<DashboardRoute />);

    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(
      (await within(progress).findByRole('link', { name: 'Store associate core path' })).getAttribute('href'),
    ).toBe('/learning-path');
    expect(within(progress).getByText('3 of 4 required items done (75%)')).toBeTruthy();
    expect(within(progress).getByText('Learning time: 2.5 hours in all, 0.5 hours this month')).toBeTruthy();
    // Up next has nothing: it says so and where to go next.
    const upNext = screen.getByRole('region', { name: 'Up next' });
    expect(await within(upNext).findByRole('heading', { name: 'You are all caught up' })).toBeTruthy();
    expect(within(upNext).getByRole('link', { name: 'Browse the library' }).getAttribute('href')).toBe('/resources');

    // The failing rewards widget is skipped after its retries, with a warning; the others stay.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rewards' })).toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('REWARDS'), expect.anything()), {
      timeout: 10_000,
    });
    expect(screen.getByRole('region', { name: 'Progress' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Skill gaps' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // One call per widget (and the failing one's retries).
    for (const widgetId of [1, 2, 4]) {
      expect(
        callsTo(fetchMock, '/api/tenant/getdashboarddata').filter(
          ([input]) => requestUrl(input).searchParams.get('dashBoardWidgetId') === String(widgetId),
        ),
      ).toHaveLength(1);
    }
  }, 20_000);

  it('formats numbers in the page language', async () => {
    stubDashboard();
    renderInShell(<DashboardRoute />, { locale: 'fr-CA' });
    const rewards = await screen.findByRole('region', { name: 'Récompenses' });
    expect(await within(rewards).findByText(/^1\s250 points$/)).toBeTruthy();
    expect(within(rewards).getByText('Réussi : Fire safety quiz')).toBeTruthy();
  });

  it('hides one widget and moves another up by keyboard, then saves the whole layout', async () => {
    const fetchMock = stubDashboard();
    renderInShell(<DashboardRoute />);
    await screen.findByRole('region', { name: 'Progress' });

    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    // The panel takes focus from the button it replaces.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Customize your dashboard' }));
    const showUpNext = screen.getByRole('button', { name: 'Show: Up next' });
    expect(showUpNext.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(showUpNext);
    expect(showUpNext.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Up next hidden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Rewards' }));
    expect(screen.getByText('Rewards moved to position 2 of 4.')).toBeTruthy();
    // The moved row keeps focus on its button, so the next key press moves it again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Rewards' }));
    // The first widget cannot move further up.
    expect(screen.getByRole('button', { name: 'Move up: Progress' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/tenant/dashboardWidgets').some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = callsTo(fetchMock, '/api/tenant/dashboardWidgets').find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({
      widgets: [
        { dashBoardWidgetId: 1, isHidden: false },
        { dashBoardWidgetId: 3, isHidden: false },
        { dashBoardWidgetId: 2, isHidden: true },
        { dashBoardWidgetId: 4, isHidden: false },
      ],
    });
    expect(await screen.findByText('Your dashboard layout is saved.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customize' }));
  });

  it('goes back to the default layout with a DELETE', async () => {
    const fetchMock = stubDashboard();
    renderInShell(<DashboardRoute />);
    await screen.findByRole('region', { name: 'Progress' });
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText('Your dashboard is back to its default layout.')).toBeTruthy();
    expect(
      callsTo(fetchMock, '/api/tenant/dashboardWidgets').filter(([, init]) => init?.method === 'DELETE'),
    ).toHaveLength(1);
  });

  it('marks an overdue item in words, with its due date, and counts what the list leaves out', async () => {
    const upNextData: TDashboardData = {
      widgetCode: 'UP_NEXT',
      items: [
        {
          kind: 'PATH_ITEM',
          title: 'Store safety essentials',
          path: { pathId: 7, title: 'Store associate core path' },
          dueAt: '2026-11-02T12:00:00.000Z',
          isOverdue: true,
          href: '/learning-path/items/31',
        },
      ],
      totalCount: 3,
    };
    stubDashboard({ data: { ...DATA, 2: upNextData } });
    renderInShell(<DashboardRoute />);
    const upNext = await screen.findByRole('region', { name: 'Up next' });
    const item = await within(upNext).findByRole('link', { name: 'Store safety essentials' });
    expect(item.getAttribute('href')).toBe('/learning-path/items/31');
    const row = item.closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(row?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-02T12:00:00.000Z');
    expect(row?.textContent).toContain('Due Nov 2, 2026');
    expect(within(upNext).getByText('2 more items are waiting for you.')).toBeTruthy();
  });

  it('says what to do when every widget is hidden', async () => {
    stubDashboard({ widgets: WIDGETS.map((widget) => ({ ...widget, isHidden: true })) });
    renderInShell(<DashboardRoute />);
    expect(await screen.findByRole('heading', { name: 'Your dashboard is empty' })).toBeTruthy();
    expect(screen.getByText('All your widgets are hidden. Choose Customize to show them again.')).toBeTruthy();
  });
});
