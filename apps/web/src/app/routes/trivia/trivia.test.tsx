import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { TriviaRoute } from './trivia';
import { TriviaAdminRoute } from './trivia-admin';
import { TriviaPlayRoute } from './trivia-play';
import {
  buildAdminQuiz,
  buildBoard,
  buildCurrent,
  buildPlay,
  buildQuestion,
  ok,
  renderTriviaPage,
} from './trivia-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TriviaRoute', () => {
  it('lists the quizzes to play and the leaderboard, with my rank outside the top', async () => {
    stubFetch({
      '/api/trivia/quizzes': () =>
        ok([
          {
            quizId: 3,
            title: 'Store trivia',
            questionCount: 10,
            secondsPerQuestion: 20,
            availableUntil: null,
            myPlay: null,
          },
          {
            quizId: 4,
            title: 'Safety quiz',
            questionCount: 5,
            secondsPerQuestion: 15,
            availableUntil: null,
            myPlay: buildPlay({ quizId: 4, completedAt: '2026-11-26T10:05:00.000Z', points: 340 }),
          },
        ]),
      '/api/trivia/leaderboard': () => ok(buildBoard()),
    });
    renderTriviaPage(<TriviaRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trivia' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Play Store trivia' })).getAttribute('href')).toBe(
      '/trivia/3/play',
    );
    expect(screen.getByText('Played: 340 points')).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'RankPlayerPoints',
      '1Ada Admin 900',
      '2Marco Manager 500',
      '23Lena Learner You120',
    ]);
    expect(screen.queryByRole('link', { name: 'Manage quizzes' })).toBeNull();
  });

  it('asks for the location board and all time when the tabs change', async () => {
    const fetchMock = stubFetch({
      '/api/trivia/quizzes': () => ok([]),
      '/api/trivia/leaderboard': (url) =>
        ok(
          buildBoard({
            period: url.searchParams.get('period') === 'all' ? 'all' : 'month',
            scope: url.searchParams.get('scope') === 'location' ? 'location' : 'tenant',
            locationName: url.searchParams.get('scope') === 'location' ? 'Store 12' : null,
          }),
        ),
    });
    renderTriviaPage(<TriviaRoute />, { permissions: ['TRIVIA_ADMIN'] });
    expect(await screen.findByText('No quiz right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage quizzes' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'All time' }));
    fireEvent.click(screen.getByRole('radio', { name: 'My location' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, '/api/trivia/leaderboard').at(-1)?.[0];
      const url = new URL(String(last instanceof Request ? last.url : last));
      expect([url.searchParams.get('period'), url.searchParams.get('scope')]).toEqual(['all', 'location']);
    });
    expect(await screen.findByText(/Store 12/)).toBeTruthy();
  });

  it('offers a retry when the quizzes fail to load', async () => {
    let fails = true;
    stubFetch({
      '/api/trivia/quizzes': () =>
        fails ? jsonResponse({ title: 'Boom', status: 500, code: 'internal_error' }, 500) : ok([]),
      '/api/trivia/leaderboard': () => ok(buildBoard({ entries: [], me: null })),
    });
    renderTriviaPage(<TriviaRoute />);
    // A 5xx is retried twice before the page says so.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No quiz right now')).toBeTruthy();
    expect(screen.getByText('No scores yet')).toBeTruthy();
  });
});

describe('TriviaPlayRoute', () => {
  it('plays a question by keyboard: a number key picks, Enter answers, then feedback with points', async () => {
    let answered = false;
    const fetchMock = stubFetch({
      '/api/trivia/3/play': () => ok({ ...buildPlay(), quizTitle: 'Store trivia' }),
      '/api/trivia/plays/7/question': () =>
        ok(
          answered
            ? buildCurrent(null, buildPlay({ points: 180, resolvedCount: 2, correctCount: 1, completedAt: 'x' }))
            : buildCurrent(buildQuestion()),
        ),
      '/api/trivia/plays/7/answer': () => {
        answered = true;
        return ok({
          outcome: 'SCORED',
          position: 1,
          isCorrect: false,
          pointsAwarded: 0,
          correctOptionId: 'red',
          play: buildPlay({ resolvedCount: 1 }),
        });
      },
      '/api/trivia/leaderboard': () => ok(buildBoard()),
    });
    renderTriviaPage(<TriviaPlayRoute />, { path: '/trivia/:quizId/play', url: '/trivia/3/play' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store trivia' })).toBeTruthy();
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText(/seconds left/)).toBeTruthy();
    const form = screen.getByRole('radiogroup').closest('form');
    if (!form) {
      throw new Error('no form');
    }
    fireEvent.keyDown(document.body, { key: '3' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3. Green' }).checked).toBe(true);
    fireEvent.keyDown(form, { key: 'Enter' });
    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(screen.getByText('The right answer: Red')).toBeTruthy();
    expect(screen.getByText('+0 points')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/trivia/plays/7/answer')[0]?.[1])).toEqual({
      position: 1,
      optionId: 'green',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Quiz complete')).toBeTruthy();
    expect(screen.getByText('180 points')).toBeTruthy();
  });

  it('counts down from the server deadline, not from when the page opened', async () => {
    // The server says 5 s are left although the question was served 15 s ago.
    const now = Date.now();
    stubFetch({
      '/api/trivia/3/play': () => ok({ ...buildPlay(), quizTitle: 'Store trivia' }),
      '/api/trivia/plays/7/question': () =>
        ok(
          buildCurrent(
            buildQuestion({
              servedAt: new Date(now - 15_000).toISOString(),
              deadlineAt: new Date(now + 5_000).toISOString(),
              serverNow: new Date(now).toISOString(),
            }),
          ),
        ),
    });
    renderTriviaPage(<TriviaPlayRoute />, { path: '/trivia/:quizId/play', url: '/trivia/3/play', locale: 'fr-CA' });
    expect(await screen.findByText(/^[45] secondes restantes$/)).toBeTruthy();
  });

  it('shows not found for a quiz that is not open', async () => {
    stubFetch({});
    renderTriviaPage(<TriviaPlayRoute />, { path: '/trivia/:quizId/play', url: '/trivia/99/play' });
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! You're lost." })).toBeTruthy();
  });
});

describe('TriviaAdminRoute', () => {
  it('refuses people who manage neither trivia nor assessments', () => {
    stubFetch({});
    renderTriviaPage(<TriviaAdminRoute />, { permissions: ['RESOURCELIBRARY_ADMIN'] });
    expect(screen.queryByRole('button', { name: 'New quiz' })).toBeNull();
  });

  it('creates a quiz: the contract rules in the form first, then the server save', async () => {
    const fetchMock = stubFetch({
      '/api/trivia/admin/quizzes': (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse({ success: true, returnValue: buildAdminQuiz(), message: null }, 201)
          : ok([]),
      '/api/trivia/admin/banks': () => ok([{ bankId: 5, name: 'Store knowledge', usableQuestionCount: 12 }]),
    });
    renderTriviaPage(<TriviaAdminRoute />, { permissions: ['ASSESSMENT_ADMIN'] });
    expect(await screen.findByText('No quiz yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'New quiz' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New quiz' });
    // The form loads with the dialog.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    expect(await within(dialog).findAllByText('Enter a title in both languages.')).toHaveLength(2);
    expect(within(dialog).getByText('Choose a question bank.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/trivia/admin/quizzes').filter(([, init]) => init?.method === 'POST')).toHaveLength(
      0,
    );

    fireEvent.change(within(dialog).getByLabelText(/Title \(English\)/), { target: { value: 'Store trivia' } });
    fireEvent.change(within(dialog).getByLabelText(/Title \(French\)/), { target: { value: 'Quiz du magasin' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Question bank/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Store knowledge (12 usable questions)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/trivia/admin/quizzes').filter(([, init]) => init?.method === 'POST'),
      ).toHaveLength(1),
    );
    const post = callsTo(fetchMock, '/api/trivia/admin/quizzes').find(([, init]) => init?.method === 'POST');
    expect(requestBody(post?.[1])).toEqual({
      titleEn: 'Store trivia',
      titleFr: 'Quiz du magasin',
      bankId: 5,
      questionCount: 10,
      secondsPerQuestion: 20,
      availableFrom: null,
      availableUntil: null,
    });
  });
});
