import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { renderResourcePage } from '../resources/resource-fixtures';
import { buildLearnerPath, buildProgress, buildSummary, ok } from './learning-path-fixtures';
import { LearningPathRoute } from './learning-path';

const LEARNER = ['LEARNINGPATH_CHANGE_PATH', 'LEARNINGPATH_COMPLETE_PATH'];

function renderLearningPath(options: { locale?: 'en' | 'fr-CA'; permissions?: string[] } = {}) {
  return renderResourcePage(<LearningPathRoute />, {
    path: '/learning-path',
    url: '/learning-path',
    locale: options.locale,
    permissions: options.permissions ?? LEARNER,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LearningPathRoute', () => {
  it('shows the core path: progress, levels with their states, due and overdue items, and where to continue', async () => {
    stubFetch({ '/api/corepath': () => ok(buildLearnerPath()) });
    renderLearningPath();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier: core path' })).toBeTruthy();
    expect(screen.getByText('1 of 3 required items done')).toBeTruthy();
    const level1 = screen.getByRole('region', { name: 'Level 1: Foundations' });
    expect(within(level1).getByText('Open')).toBeTruthy();
    expect(within(level1).getByText(/^Overdue since/)).toBeTruthy();
    const level2 = screen.getByRole('region', { name: 'Level 2: On the job' });
    expect(within(level2).getAllByText('Locked')).toHaveLength(2);
    // A locked item cannot be opened; an open one opens in place.
    expect(within(level2).queryByRole('link', { name: 'Cash desk' })).toBeNull();
    expect(within(level1).getByRole('link', { name: 'Safety handbook' }).getAttribute('href')).toBe(
      '/learning-path/items/11',
    );
    expect(
      screen.getByRole('link', { name: 'Continue where you left off: Safety handbook' }).getAttribute('href'),
    ).toBe('/learning-path/items/11');
  });

  it('marks the last item of a level done, says the next level is open and shows the progress again', async () => {
    let completed = false;
    const fetchMock = stubFetch({
      '/api/corepath': () =>
        ok(
          completed
            ? buildLearnerPath({
                progress: buildProgress({
                  totalItems: 3,
                  requiredItems: 3,
                  completedItems: 2,
                  completedRequiredItems: 2,
                  percent: 67,
                }),
              })
            : buildLearnerPath(),
        ),
      '/api/corepath/completeItem': () => {
        completed = true;
        return ok({
          item: { ...buildLearnerPath().continueItem, state: 'done' },
          progress: buildProgress({ percent: 67 }),
          unlockedLevel: { levelId: 2, title: 'On the job' },
          isNewlyCompleted: true,
        });
      },
    });
    renderLearningPath();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Safety handbook' }));
    expect(await screen.findByText('Well done! Level “On the job” is now open.')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/corepath/completeItem')[0]?.[1])).toEqual({ itemId: 11 });
    expect(await screen.findByText('2 of 3 required items done')).toBeTruthy();
  });

  it('offers no "mark as done" without LEARNINGPATH_COMPLETE_PATH', async () => {
    stubFetch({ '/api/corepath': () => ok(buildLearnerPath()) });
    renderLearningPath({ permissions: [] });
    await screen.findByRole('heading', { level: 1, name: 'Cashier: core path' });
    expect(screen.queryByRole('button', { name: /as done/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change my path' })).toBeNull();
  });

  it('tells what a new version added, until the learner acknowledges it', async () => {
    const fetchMock = stubFetch({
      '/api/corepath': () =>
        ok(buildLearnerPath({ delta: { fromVersion: 1, toVersion: 2, newRequiredItemIds: [11] } })),
      '/api/corepath/acknowledgeVersion': () => ok(true),
    });
    renderLearningPath();
    expect(await screen.findByText('Your path was updated (version 2)')).toBeTruthy();
    expect(screen.getByText('One new required item was added. What you already completed stays done.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/corepath/acknowledgeVersion')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, '/api/corepath/acknowledgeVersion')[0]?.[1])).toEqual({ pathId: 3 });
  });

  it('without a path, lets a learner who may choose pick one of the paths offered', async () => {
    let chosen = false;
    const fetchMock = stubFetch({
      '/api/corepath': () => ok(chosen ? buildLearnerPath() : null),
      '/api/corepath/jobRolePaths': () => ok([buildSummary()]),
      '/api/corepath/tenantPaths': () =>
        ok([buildSummary(), buildSummary({ pathId: 4, title: 'Working safely', isCore: false })]),
      '/api/corepath/setUserPath': () => {
        chosen = true;
        return ok(buildLearnerPath());
      },
    });
    renderLearningPath();
    expect(await screen.findByText('You have no learning path yet')).toBeTruthy();
    // Both lists, each path once.
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: /Working safely/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose this path' }));
    expect(await screen.findByText('“Cashier: core path” is now your learning path.')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/corepath/setUserPath')[0]?.[1])).toEqual({ pathId: 4 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier: core path' })).toBeTruthy();
  });

  it('without a path and without the right to choose, says what to do next', async () => {
    stubFetch({ '/api/corepath': () => ok(null) });
    renderLearningPath({ permissions: [] });
    expect(await screen.findByText(/Your manager or administrator will assign one/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the resource library' }).getAttribute('href')).toBe('/resources');
  });

  it('says when the path cannot be loaded and tries again', async () => {
    let attempts = 0;
    stubFetch({
      '/api/corepath': () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse({ status: 403, code: 'forbidden' }, 403) : ok(buildLearnerPath());
      },
    });
    renderLearningPath();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier: core path' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubFetch({ '/api/corepath': () => ok(buildLearnerPath()) });
    renderLearningPath({ locale: 'fr-CA' });
    expect(await screen.findByRole('region', { name: 'Niveau 1 : Foundations' })).toBeTruthy();
    expect(screen.getByText('1 éléments obligatoires terminés sur 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Changer de parcours' })).toBeTruthy();
  });
});
