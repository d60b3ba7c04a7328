import type { TAttemptQuestion, TSaveResponseRequest } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { buildAttempt, buildResult, buildStatus, renderAssessmentPage } from './assessment-fixtures';
import { AssessmentAttemptRoute } from './assessment-attempt';
import { AssessmentRateRoute } from './assessment-rate';
import { AssessmentResultRoute } from './assessment-result';
import { AssessmentSetRoute } from './assessment-set';

const text = (en: string, fr: string) => ({ en, 'fr-CA': fr });

function ratingQuestion(overrides: Partial<TAttemptQuestion> = {}): TAttemptQuestion {
  return {
    questionId: 201,
    position: 1,
    kind: 'RATING',
    stem: text('How well do you coach others?', 'Dans quelle mesure accompagnez-vous les autres?'),
    imageMediaId: null,
    points: 0,
    options: [],
    rating: {
      competencyId: 12,
      competencyName: text('Coaching', 'Accompagnement'),
      scale: [
        { level: 1, name: text('Novice', 'Débutant'), description: text('Knows the basics', 'Connaît les bases') },
        { level: 2, name: text('Developing', 'En développement'), description: text('Simple cases', 'Cas simples') },
        { level: 3, name: text('Proficient', 'Compétent'), description: text('On their own', 'De façon autonome') },
      ],
    },
    ...overrides,
  };
}

const reporteeAnswer = {
  success: true,
  message: null,
  returnValue: {
    profile: {
      userCode: 'acme-sam',
      displayName: 'Sam Lee',
      jobRoleCode: null,
      jobRoleName: null,
      scale: [],
      rows: [],
      quotient: null,
    },
    calibration: [],
    assessments: [{ assessmentSetId: 9, title: 'Skills self-assessment', isComplete: true, isExpired: false }],
  },
};

const ratingAttempt = (overrides = {}) =>
  buildAttempt({
    deadlineAt: null,
    set: {
      setId: 9,
      title: text('Skills self-assessment', 'Autoévaluation'),
      timeLimitMinutes: null,
      passMarkPercent: 0,
      reviewMode: 'RESPONSES',
    },
    setId: 9,
    questions: [ratingQuestion()],
    ...overrides,
  });

function stubAttempt(attempt = ratingAttempt(), extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...extra,
    '/api/userAttempt/41': () => jsonResponse(attempt),
    '/api/userAttempt/41/saveResponse': (_url, init) => {
      const body = requestBody(init) as TSaveResponseRequest;
      return jsonResponse({
        questionId: body.questionId,
        clientSeq: body.clientSeq,
        savedAt: new Date().toISOString(),
        accepted: true,
      });
    },
  });
}

const renderAttempt = (locale: 'en' | 'fr-CA' = 'en') =>
  renderAssessmentPage(<AssessmentAttemptRoute />, {
    path: '/assessment/attempt/:attemptId',
    url: '/assessment/attempt/41',
    locale,
  });

beforeEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('a RATING question in the attempt player', () => {
  it('offers the scale as radios named by level, each described, earns no points, and saves the level chosen', async () => {
    const fetchMock = stubAttempt();
    renderAttempt();
    const group = await screen.findByRole('radiogroup', { name: 'How well do you coach others?' });
    expect(screen.getByText('Choose the level that best describes Coaching today.')).toBeTruthy();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3']);
    const proficient = within(group).getByRole('radio', { name: '3. Proficient' });
    // The level's description is the radio's accessible description.
    const describedBy = proficient.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('On their own');
    expect(screen.queryByText(/points?$/)).toBeNull();

    fireEvent.click(proficient);
    await waitFor(() => expect(callsTo(fetchMock, '/api/userAttempt/41/saveResponse')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, '/api/userAttempt/41/saveResponse')[0]?.[1])).toEqual({
      questionId: 201,
      response: { level: 3 },
      clientSeq: 1,
    });
    expect((proficient as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Question 1 of 1')).toBeTruthy();
    expect(screen.getByText('1 of 1 answered')).toBeTruthy();
  });

  it('shows the saved level on resume and the scale in French', async () => {
    stubAttempt(
      ratingAttempt({
        responses: [{ questionId: 201, response: { level: 2 }, clientSeq: 4, savedAt: '2026-11-26T10:00:00.000Z' }],
      }),
    );
    renderAttempt('fr-CA');
    const chosen = await screen.findByRole('radio', { name: '2. En développement' });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Choisissez le niveau qui décrit le mieux Accompagnement aujourd’hui.')).toBeTruthy();
  });

  it('tells a manager whom the attempt rates (by code when opened directly)', async () => {
    stubAttempt(ratingAttempt({ subjectUserCode: 'acme-sam' }));
    renderAttempt();
    expect(await screen.findByText('You are rating acme-sam: choose the level you see in their work.')).toBeTruthy();
  });

  it('asks for no reportee on a learner’s own attempt', async () => {
    const fetchMock = stubAttempt();
    renderAttempt();
    await screen.findByRole('radiogroup', { name: 'How well do you coach others?' });
    expect(screen.queryByText(/^You are rating/)).toBeNull();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/api/skills/'),
      ),
    ).toBe(false);
  });
});

describe('the result of a rating attempt', () => {
  const review = [
    {
      question: ratingQuestion(),
      response: { level: 2 },
      isCorrect: false,
      pointsAwarded: 0,
      correctOptionIds: null,
      acceptedAnswers: null,
      feedback: null,
      generalFeedback: null,
    },
  ];

  it('says the ratings are saved, with each level given and no score, pass, fail or points', async () => {
    stubFetch({
      '/api/userAttempt/41/true': () =>
        jsonResponse(
          ratingAttempt({
            status: 'COMPLETED',
            result: buildResult({
              setId: 9,
              reviewMode: 'RESPONSES',
              scorePercent: 25,
              passed: true,
              pointsAwarded: 0,
              maxPoints: 0,
              passMarkPercent: 0,
              review,
            }),
          }),
        ),
    });
    renderAssessmentPage(<AssessmentResultRoute />, {
      path: '/assessment/attempt/:attemptId/result',
      url: '/assessment/attempt/41/result',
    });
    expect(await screen.findByRole('heading', { name: 'Ratings saved' })).toBeTruthy();
    expect(screen.queryByTestId('attempt-score')).toBeNull();
    expect(screen.queryByText('Passed')).toBeNull();
    expect(screen.queryByText('Incorrect')).toBeNull();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Your rating')).toBeTruthy();
    expect(within(item).getByText('Developing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About this assessment' }).getAttribute('href')).toBe('/assessment/9');
  });

  it('leads a manager back to the reportee’s skills', async () => {
    stubFetch({
      '/api/userAttempt/41/true': () =>
        jsonResponse(
          ratingAttempt({
            status: 'COMPLETED',
            subjectUserCode: 'acme-sam',
            result: buildResult({ setId: 9, maxPoints: 0, pointsAwarded: 0, review }),
          }),
        ),
      '/api/skills/team/acme-sam': () => jsonResponse(reporteeAnswer),
    });
    renderAssessmentPage(<AssessmentResultRoute />, {
      path: '/assessment/attempt/:attemptId/result',
      url: '/assessment/attempt/41/result',
    });
    const back = await screen.findByRole('link', { name: 'Back to Sam Lee’s skills' });
    expect(back.getAttribute('href')).toBe('/skill/team/acme-sam');
  });
});

describe('AssessmentRateRoute (a manager rates a reportee)', () => {
  const renderRate = (url = '/assessment/9/rate/acme-sam') =>
    renderAssessmentPage(<AssessmentRateRoute />, {
      path: '/assessment/:setId/rate/:userCode',
      url,
      extraRoutes: [{ path: '/assessment/attempt/:attemptId', element: <AssessmentAttemptRoute /> }],
    });

  const managerStatus = (overrides = {}) => ({
    success: true,
    message: null,
    returnValue: {
      assessmentSetId: 9,
      employeeUserCode: 'acme-sam',
      status: 'NOT_STARTED',
      inProgress: null,
      latestCompleted: null,
      ...overrides,
    },
  });

  it('names the reportee and the set, and starts the manager’s attempt about them', async () => {
    const fetchMock = stubFetch({
      '/api/userAttempt/9/acme-sam/skillAssessmentForManager': () => jsonResponse(managerStatus()),
      '/api/skills/team/acme-sam': () => jsonResponse(reporteeAnswer),
      '/api/userAttempt/9/acme-sam/startManagerAssessmentForEmployee': () =>
        jsonResponse({ ...ratingAttempt({ attemptId: 77, subjectUserCode: 'acme-sam' }), isResumed: false }),
      '/api/userAttempt/77': () => jsonResponse(ratingAttempt({ attemptId: 77, subjectUserCode: 'acme-sam' })),
    });
    renderRate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate Sam Lee' })).toBeTruthy();
    expect(screen.getByText('On Skills self-assessment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sam Lee' }).getAttribute('href')).toBe('/skill/team/acme-sam');
    fireEvent.click(screen.getByRole('button', { name: 'Start rating' }));
    // The attempt page names the person rated, by the name the rate page read.
    expect(await screen.findByText('You are rating Sam Lee: choose the level you see in their work.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userAttempt/9/acme-sam/startManagerAssessmentForEmployee')).toHaveLength(1);
  });

  it('resumes a rating in progress', async () => {
    stubFetch({
      '/api/userAttempt/9/acme-sam/skillAssessmentForManager': () =>
        jsonResponse(
          managerStatus({
            status: 'IN_PROGRESS',
            inProgress: {
              attemptId: 77,
              attemptNo: 1,
              status: 'IN_PROGRESS',
              startedAt: '2026-11-26T10:00:00.000Z',
              deadlineAt: null,
              completedAt: null,
              scorePercent: null,
              passed: null,
            },
          }),
        ),
    });
    renderRate();
    expect(await screen.findByRole('button', { name: 'Resume rating' })).toBeTruthy();
    // Without the reportee's name (that call failed), the page still works with the code.
    expect(screen.getByRole('heading', { level: 1, name: 'Rate acme-sam' })).toBeTruthy();
  });

  it('answers someone who is not my reportee as not found, in French too', async () => {
    stubFetch({});
    renderAssessmentPage(<AssessmentRateRoute />, {
      path: '/assessment/:setId/rate/:userCode',
      url: '/assessment/9/rate/acme-pat',
      locale: 'fr-CA',
    });
    expect(await screen.findByText('Personne ou évaluation introuvable')).toBeTruthy();
  });
});

describe('a skill assessment’s set page', () => {
  it('names no pass mark: a skill assessment rates, nothing is passed or failed', async () => {
    stubFetch({
      '/api/userAttempt/userAssessmentStatus/9': () =>
        jsonResponse(
          buildStatus({
            setId: 9,
            kind: 'SKILL',
            passMarkPercent: 0,
            title: text('Skills self-assessment', 'Autoévaluation'),
          }),
        ),
    });
    renderAssessmentPage(<AssessmentSetRoute />, { path: '/assessment/:setId', url: '/assessment/9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills self-assessment' })).toBeTruthy();
    expect(screen.getByText('Questions')).toBeTruthy();
    expect(screen.queryByText('Pass mark')).toBeNull();
    expect(screen.queryByText('0%')).toBeNull();
  });
});
