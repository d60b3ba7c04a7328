import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TAttempt,
  TAttemptQuestion,
  TAttemptResult,
  TLocaleCode,
  TMyAssessment,
  TUserAssessmentStatus,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testTenant, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering of the learner's assessment pages. */

const text = (en: string, fr = `${en} (fr)`) => ({ en, 'fr-CA': fr });

export function buildQuestion(overrides: Partial<TAttemptQuestion> = {}): TAttemptQuestion {
  return {
    questionId: 101,
    position: 1,
    kind: 'SINGLE_CHOICE',
    stem: text('Where is the fire exit?', 'Où est la sortie de secours?'),
    imageMediaId: null,
    points: 1,
    options: [
      { id: 'a', text: text('Behind the counter') },
      { id: 'b', text: text('At the back of the store') },
    ],
    ...overrides,
  };
}

/** One question of each kind, in this order: single, multiple, true/false, short answer, ordering. */
export function buildQuestionsOfEveryKind(): TAttemptQuestion[] {
  return [
    buildQuestion(),
    buildQuestion({
      questionId: 102,
      position: 2,
      kind: 'MULTIPLE_CHOICE',
      stem: text('Which are personal data?'),
      options: [
        { id: 'a', text: text('An email address') },
        { id: 'b', text: text('The store opening hours') },
        { id: 'c', text: text('A phone number') },
      ],
    }),
    buildQuestion({
      questionId: 103,
      position: 3,
      kind: 'TRUE_FALSE',
      stem: text('A wet floor needs a sign.'),
      options: [
        { id: 'true', text: text('True', 'Vrai') },
        { id: 'false', text: text('False', 'Faux') },
      ],
    }),
    buildQuestion({
      questionId: 104,
      position: 4,
      kind: 'SHORT_ANSWER',
      stem: text('What do you call a customer’s return receipt?'),
      options: [],
    }),
    buildQuestion({
      questionId: 105,
      position: 5,
      kind: 'ORDERING',
      stem: text('Put the steps of a refund in order.'),
      options: [
        { id: 'x', text: text('Check the receipt') },
        { id: 'y', text: text('Greet the customer') },
        { id: 'z', text: text('Give the refund') },
      ],
    }),
  ];
}

export function buildAttempt(overrides: Partial<TAttempt> = {}): TAttempt {
  const serverNow = overrides.serverNow ?? new Date().toISOString();
  const deadlineAt =
    overrides.deadlineAt === undefined
      ? new Date(Date.parse(serverNow) + 10 * 60_000).toISOString()
      : overrides.deadlineAt;
  return {
    attemptId: 41,
    setId: 7,
    attemptNo: 1,
    set: {
      setId: 7,
      title: text('Store safety check', 'Sécurité en magasin'),
      timeLimitMinutes: 10,
      passMarkPercent: 70,
      reviewMode: 'FULL',
    },
    status: 'IN_PROGRESS',
    startedAt: serverNow,
    deadlineAt,
    acceptsSavesUntil: deadlineAt === null ? null : new Date(Date.parse(deadlineAt) + 10_000).toISOString(),
    serverNow,
    totalTimeSeconds: 0,
    subjectUserCode: null,
    questions: buildQuestionsOfEveryKind(),
    responses: [],
    result: null,
    ...overrides,
  };
}

export function buildResult(overrides: Partial<TAttemptResult> = {}): TAttemptResult {
  return {
    attemptId: 41,
    setId: 7,
    attemptNo: 1,
    reviewMode: 'FULL',
    scorePercent: 80,
    passed: true,
    pointsAwarded: 4,
    maxPoints: 5,
    passMarkPercent: 70,
    completedAt: '2026-11-26T10:15:00.000Z',
    completedBy: 'USER',
    review: null,
    ...overrides,
  };
}

export function buildMyAssessment(overrides: Partial<TMyAssessment> = {}): TMyAssessment {
  return {
    setId: 7,
    kind: 'ASSESSMENT',
    title: text('Store safety check', 'Sécurité en magasin'),
    description: text('Ten questions on keeping the store safe.'),
    timeLimitMinutes: 10,
    attemptsAllowed: 3,
    attemptsUsed: 0,
    passMarkPercent: 70,
    questionCount: 10,
    availableFrom: null,
    availableUntil: null,
    dueAt: null,
    reviewMode: 'FULL',
    startBlocker: null,
    inProgress: null,
    latestCompleted: null,
    bestScorePercent: null,
    hasPassed: false,
    ...overrides,
  };
}

export function buildStatus(overrides: Partial<TUserAssessmentStatus> = {}): TUserAssessmentStatus {
  return { ...buildMyAssessment(), status: 'NOT_STARTED', attempts: [], ...overrides };
}

type TRenderOptions = {
  path: string;
  url: string;
  locale?: TLocaleCode;
  extraRoutes?: { path: string; element: ReactNode }[];
};

/** Renders an assessment page at `url` below the tenant and a signed-in learner. */
export function renderAssessmentPage(
  element: ReactNode,
  { path, url, locale = 'en', extraRoutes = [] }: TRenderOptions,
) {
  const wrap = (content: ReactNode) => (
    <TenantProvider
      value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: testTenant }}
    >
      <SignedInSessionContext value={{ user: testUser, permissions: new Set() }}>{content}</SignedInSessionContext>
    </TenantProvider>
  );
  return renderRoutes(
    [{ path, element: wrap(element) }, ...extraRoutes.map((route) => ({ ...route, element: wrap(route.element) }))],
    { locale, initialEntries: [url] },
  );
}
