import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TLocaleCode,
  TTriviaAdminQuiz,
  TTriviaCurrentQuestion,
  TTriviaLeaderboard,
  TTriviaPlaySummary,
  TTriviaQuestion,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the trivia pages. */

export const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

export function renderTriviaPage(
  element: ReactNode,
  options: { path?: string; url?: string; locale?: TLocaleCode; permissions?: readonly string[] } = {},
) {
  const tenant = buildTestTenant();
  return renderRoutes(
    [
      {
        path: options.path ?? '*',
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
          >
            <SignedInSessionContext value={{ user: testUser, permissions: new Set(options.permissions ?? []) }}>
              {element}
            </SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/'] },
  );
}

export function buildPlay(overrides: Partial<TTriviaPlaySummary> = {}): TTriviaPlaySummary {
  return {
    playId: 7,
    quizId: 3,
    startedAt: '2026-11-26T10:00:00.000Z',
    completedAt: null,
    points: 0,
    questionCount: 2,
    resolvedCount: 0,
    correctCount: 0,
    ...overrides,
  };
}

export function buildQuestion(overrides: Partial<TTriviaQuestion> = {}): TTriviaQuestion {
  const now = new Date();
  return {
    position: 1,
    stem: 'Which colour is the Acme logo?',
    options: [
      { optionId: 'blue', text: 'Blue' },
      { optionId: 'red', text: 'Red' },
      { optionId: 'green', text: 'Green' },
    ],
    imageMediaId: null,
    servedAt: now.toISOString(),
    deadlineAt: new Date(now.getTime() + 20_000).toISOString(),
    serverNow: now.toISOString(),
    secondsPerQuestion: 20,
    ...overrides,
  };
}

export function buildCurrent(question: TTriviaQuestion | null, play = buildPlay()): TTriviaCurrentQuestion {
  return { play, question };
}

export function buildBoard(overrides: Partial<TTriviaLeaderboard> = {}): TTriviaLeaderboard {
  return {
    period: 'month',
    scope: 'tenant',
    month: '2026-11',
    quizId: null,
    locationName: null,
    totalPlayers: 3,
    entries: [
      { rank: 1, userCode: 'a', displayName: 'Ada Admin', points: 900, plays: 1, isMe: false },
      { rank: 2, userCode: 'b', displayName: 'Marco Manager', points: 500, plays: 1, isMe: false },
    ],
    me: { rank: 23, userCode: 'me', displayName: 'Lena Learner', points: 120, plays: 1, isMe: true },
    ...overrides,
  };
}

export function buildAdminQuiz(overrides: Partial<TTriviaAdminQuiz> = {}): TTriviaAdminQuiz {
  return {
    quizId: 3,
    titleEn: 'Store trivia',
    titleFr: 'Quiz du magasin',
    bankId: 5,
    bankName: 'Store knowledge',
    questionCount: 10,
    secondsPerQuestion: 20,
    status: 'DRAFT',
    availableFrom: null,
    availableUntil: null,
    publishedAt: null,
    playCount: 0,
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
