import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TAdminEvent,
  TAdminSession,
  TEventDetail,
  TEventListItem,
  TEventSession,
  TLocaleCode,
  TSessionRegistrant,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the events pages. */

export const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });
export const paged = (result: unknown[]) => jsonResponse({ result, totalRecords: result.length });

export function renderEventsPage(
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

/** The 15th of this month at the given local hour, as an ISO instant: a day the calendar shows. */
export function thisMonthAt(day: number, hour: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), day, hour, 0).toISOString();
}

export function buildSession(overrides: Partial<TEventSession> = {}): TEventSession {
  return {
    sessionId: 11,
    eventId: 5,
    startsAt: thisMonthAt(15, 9),
    endsAt: thisMonthAt(15, 11),
    registrationDeadline: thisMonthAt(14, 17),
    mode: 'IN_PERSON',
    place: 'Store 12, training room',
    onlineUrl: null,
    capacity: 10,
    seatedCount: 7,
    waitingCount: 0,
    seatsLeft: 3,
    status: 'SCHEDULED',
    isRegistrationOpen: true,
    myRegistration: null,
    ...overrides,
  };
}

export function buildListItem(overrides: Partial<TEventListItem> = {}): TEventListItem {
  return {
    ...buildSession(),
    title: 'Winter product launch',
    summary: 'What is new this season.',
    coverMediaId: null,
    categoryId: null,
    timeZone: 'America/Toronto',
    eventStatus: 'PUBLISHED',
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return {
    eventId: 5,
    title: 'Winter product launch',
    description: 'What is new this season.\nBring your questions.',
    coverMediaId: null,
    categoryId: null,
    timeZone: 'America/Toronto',
    status: 'PUBLISHED',
    sessions: [buildSession()],
    ...overrides,
  };
}

export function buildAdminSession(overrides: Partial<TAdminSession> = {}): TAdminSession {
  const { myRegistration: _mine, ...session } = buildSession();
  return { ...session, reminderSentAt: null, cancelledAt: null, ...overrides };
}

export function buildAdminEvent(overrides: Partial<TAdminEvent> = {}): TAdminEvent {
  return {
    eventId: 5,
    titleEn: 'Winter product launch',
    titleFr: 'Lancement d’hiver',
    descriptionEn: '',
    descriptionFr: '',
    coverMediaId: null,
    categoryId: null,
    timeZone: 'America/Toronto',
    audiences: [{ targetKind: 'ALL', targetCode: '' }],
    status: 'DRAFT',
    publishedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    sessions: [buildAdminSession()],
    ...overrides,
  };
}

export function buildRegistrant(overrides: Partial<TSessionRegistrant> = {}): TSessionRegistrant {
  return {
    userCode: 'acme-learner',
    displayName: 'Lena Learner',
    email: 'learner@acme.test',
    status: 'SEATED',
    position: null,
    registeredAt: '2026-11-02T10:00:00.000Z',
    attendance: null,
    ...overrides,
  };
}
