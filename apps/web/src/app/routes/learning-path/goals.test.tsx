import type { TGoal } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, requestBody, stubFetch } from '../../shell-fixtures';
import { renderResourcePage } from '../resources/resource-fixtures';
import { GoalsRoute } from './learning-path-goals';
import { buildSummary, ok } from './learning-path-fixtures';

const goal: TGoal = {
  goalId: 1,
  goalTypeId: 2,
  goalTypeName: 'New skill',
  title: 'Run the cash desk alone',
  pathId: 3,
  pathTitle: 'Cashier: core path',
  targetDate: '2026-12-31',
  isAchieved: false,
  createdAt: '2026-03-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoalsRoute', () => {
  it('adds a goal linked to a path, then lists it', async () => {
    let goals: TGoal[] = [];
    const fetchMock = stubFetch({
      '/api/goals': (_url, init) => {
        if (init?.method === 'POST') {
          goals = [goal];
          return ok(goal);
        }
        return ok(goals);
      },
      '/api/goals/goaltypes': () =>
        ok([{ goalTypeId: 2, code: 'SKILL', name: 'New skill', nameEn: 'New skill', nameFr: 'Nouvelle compétence' }]),
      '/api/corepath/jobRolePaths': () => ok([buildSummary()]),
      '/api/corepath/tenantPaths': () => ok([]),
    });
    renderResourcePage(<GoalsRoute />, { path: '/learning-path/goals', url: '/learning-path/goals' });
    expect(await screen.findByText('No goals yet')).toBeTruthy();
    // The contract's rules, before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Add the goal' }));
    expect(await screen.findByText('Enter a title for the goal')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/goals').filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('combobox', { name: /^Goal type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'New skill' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Goal/ }), {
      target: { value: ' Run the cash desk alone ' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Learning path (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cashier: core path' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the goal' }));
    expect(await screen.findByText('The goal “Run the cash desk alone” is added.')).toBeTruthy();
    const post = callsTo(fetchMock, '/api/goals').find(([, init]) => init?.method === 'POST');
    expect(requestBody(post?.[1])).toEqual({
      goalTypeId: 2,
      title: 'Run the cash desk alone',
      pathId: 3,
      targetDate: null,
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cashier: core path' })).toBeTruthy());
    expect(screen.getByText('In progress')).toBeTruthy();
  });
});
