import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../shell-fixtures';
import {
  buildAttempt,
  buildMyAssessment,
  buildQuestion,
  buildResult,
  buildStatus,
  renderAssessmentPage,
} from './assessment-fixtures';
import { AssessmentRoute } from './assessment';
import { AssessmentResultRoute } from './assessment-result';
import { AssessmentSetRoute } from './assessment-set';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (overrides = {}) => ({
  attemptId: 40,
  attemptNo: 1,
  status: 'COMPLETED' as const,
  startedAt: '2026-11-20T10:00:00.000Z',
  deadlineAt: null,
  completedAt: '2026-11-20T10:12:00.000Z',
  scorePercent: 85,
  passed: true,
  ...overrides,
});

describe('AssessmentRoute (my assessments)', () => {
  it('lists my assessments in progress, to do and done, each leading to its page, done ones with score and result', async () => {
    stubFetch({
      '/api/userAttempt/mine': () =>
        jsonResponse({
          toDo: [buildMyAssessment({ setId: 8, title: { en: 'Data privacy basics', 'fr-CA': 'Confidentialité' } })],
          inProgress: [],
          done: [buildMyAssessment({ latestCompleted: summary(), attemptsUsed: 1 })],
        }),
    });
    renderAssessmentPage(<AssessmentRoute />, { path: '/assessment', url: '/assessment' });
    await screen.findByRole('link', { name: 'Data privacy basics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Test and Trivia' })).toBeTruthy();
    const toDo = screen.getByRole('region', { name: 'To do' });
    expect(within(toDo).getByRole('link', { name: 'Data privacy basics' }).getAttribute('href')).toBe('/assessment/8');
    const done = screen.getByRole('region', { name: 'Done' });
    expect(within(done).getByRole('link', { name: 'Store safety check' }).getAttribute('href')).toBe('/assessment/7');
    expect(within(done).getByText('Score: 85%')).toBeTruthy();
    expect(within(done).getByText('Passed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'In progress' })).getByText('Nothing in progress')).toBeTruthy();
  });

  it('says what to do when nothing is assigned, and offers a retry when the list cannot be read', async () => {
    stubFetch({ '/api/userAttempt/mine': () => jsonResponse({ toDo: [], inProgress: [], done: [] }) });
    const view = renderAssessmentPage(<AssessmentRoute />, {
      path: '/assessment',
      url: '/assessment',
      locale: 'fr-CA',
    });
    expect(await screen.findByText('Aucune évaluation pour vous pour l’instant')).toBeTruthy();
    view.unmount();

    let fails = true;
    stubFetch({
      '/api/userAttempt/mine': () =>
        fails
          ? jsonResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' }, 403)
          : jsonResponse({ toDo: [buildMyAssessment()], inProgress: [], done: [] }),
    });
    renderAssessmentPage(<AssessmentRoute />, { path: '/assessment', url: '/assessment' });
    expect(await screen.findByText('Your assessments could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Store safety check' })).toBeTruthy();
  });
});

describe('AssessmentSetRoute', () => {
  const renderSet = () =>
    renderAssessmentPage(<AssessmentSetRoute />, {
      path: '/assessment/:setId',
      url: '/assessment/7',
      extraRoutes: [{ path: '/assessment/attempt/:attemptId', element: <p>Attempt page</p> }],
    });

  it('shows the rules and my attempts, and starts an attempt', async () => {
    const fetchMock = stubFetch({
      '/api/userAttempt/userAssessmentStatus/7': () =>
        jsonResponse(buildStatus({ attemptsUsed: 1, attempts: [summary({ scorePercent: 60, passed: false })] })),
      '/api/userAttempt/7/start': () => jsonResponse({ ...buildAttempt({ attemptId: 42 }), isResumed: false }),
    });
    renderSet();
    expect(await screen.findByRole('heading', { level: 1, name: 'Store safety check' })).toBeTruthy();
    expect(screen.getByText('Ten questions on keeping the store safe.')).toBeTruthy();
    expect(screen.getByText('Attempts: 1 of 3')).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByText('Once started, the clock runs for 10 minutes, even if you leave the page.')).toBeTruthy();
    const attempts = screen.getByRole('region', { name: 'My attempts' });
    expect(within(attempts).getByRole('link', { name: 'Attempt 1' }).getAttribute('href')).toBe(
      '/assessment/attempt/40/result',
    );
    expect(within(attempts).getByText('Not passed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new attempt' }));
    expect(await screen.findByText('Attempt page')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userAttempt/7/start')).toHaveLength(1);
  });

  it('says why a set cannot be started, and the server’s reason when a start is refused', async () => {
    stubFetch({
      '/api/userAttempt/userAssessmentStatus/7': () =>
        jsonResponse(buildStatus({ attemptsUsed: 3, startBlocker: 'ATTEMPTS_USED' })),
    });
    const view = renderSet();
    expect(await screen.findByText('You have used every attempt this assessment allows.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Start/ })).toBeNull();
    view.unmount();

    stubFetch({
      '/api/userAttempt/userAssessmentStatus/7': () => jsonResponse(buildStatus()),
      '/api/userAttempt/7/start': () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'conflict',
            errors: { attempt: ['This assessment is not open at this time'] },
          },
          409,
        ),
    });
    renderSet();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This assessment is not open at this time.');
  });

  it('resumes the attempt in progress rather than starting another', async () => {
    const fetchMock = stubFetch({
      '/api/userAttempt/userAssessmentStatus/7': () =>
        jsonResponse(
          buildStatus({
            status: 'IN_PROGRESS',
            attemptsUsed: 1,
            inProgress: summary({ attemptId: 42, status: 'IN_PROGRESS', completedAt: null, scorePercent: null }),
          }),
        ),
      '/api/userAttempt/7/start': () => jsonResponse({ ...buildAttempt({ attemptId: 42 }), isResumed: true }),
    });
    renderSet();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Attempt page')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userAttempt/7/start')).toHaveLength(1);
  });

  it('answers a set that is not mine as not found', async () => {
    stubFetch({});
    renderSet();
    expect(await screen.findByText('This assessment was not found')).toBeTruthy();
  });
});

describe('AssessmentResultRoute', () => {
  const renderResult = (locale: 'en' | 'fr-CA' = 'en') =>
    renderAssessmentPage(<AssessmentResultRoute />, {
      path: '/assessment/attempt/:attemptId/result',
      url: '/assessment/attempt/41/result',
      locale,
    });

  const completed = (result: ReturnType<typeof buildResult>) =>
    buildAttempt({ status: 'COMPLETED', responses: [], result });

  it('shows the score, pass or fail, and the full review: my answer, the correct one and the feedback', async () => {
    const question = buildQuestion();
    stubFetch({
      '/api/userAttempt/41/true': () =>
        jsonResponse(
          completed(
            buildResult({
              review: [
                {
                  question,
                  response: { optionId: 'a' },
                  isCorrect: false,
                  pointsAwarded: 0,
                  correctOptionIds: ['b'],
                  acceptedAnswers: null,
                  feedback: [{ optionId: 'a', text: { en: 'The counter is no exit.', 'fr-CA': 'Le comptoir.' } }],
                  generalFeedback: { en: 'Exits are marked in green.', 'fr-CA': 'Les sorties sont en vert.' },
                },
              ],
            }),
          ),
        ),
    });
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Result: Store safety check' })).toBeTruthy();
    expect(screen.getByTestId('attempt-score').textContent).toBe('80%');
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('4 of 5 points')).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Review' });
    expect(within(review).getByText('Incorrect')).toBeTruthy();
    expect(within(review).getByText('Your answer').nextSibling?.textContent).toBe('Behind the counter');
    expect(within(review).getByText('Correct answer').nextSibling?.textContent).toBe('At the back of the store');
    expect(within(review).getByText('Behind the counter: The counter is no exit.')).toBeTruthy();
    expect(within(review).getByText('Exits are marked in green.')).toBeTruthy();
  });

  it('shows only the score when the set says so, and no score at all when it shows nothing', async () => {
    stubFetch({
      '/api/userAttempt/41/true': () =>
        jsonResponse(completed(buildResult({ reviewMode: 'SCORE', passed: false, scorePercent: 40 }))),
    });
    const view = renderResult('fr-CA');
    expect(await screen.findByText('Échec')).toBeTruthy();
    expect(screen.getByText('Cette évaluation affiche seulement la note, pas les réponses.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Révision' })).toBeNull();
    view.unmount();

    stubFetch({
      '/api/userAttempt/41/true': () =>
        jsonResponse(
          completed(
            buildResult({ reviewMode: 'NONE', scorePercent: null, passed: null, pointsAwarded: null, maxPoints: null }),
          ),
        ),
    });
    renderResult();
    expect(
      await screen.findByText('Your attempt is recorded. The score of this assessment is not shown.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('attempt-score')).toBeNull();
  });
});
