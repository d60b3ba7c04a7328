import {
  EVENT_MESSAGES,
  type TAdminEvent,
  type TAdminSession,
  type TEventDetail,
  type TEventListResponse,
  type TProblem,
  type TRegistrationResult,
  type TSessionRegistrations,
} from '@portal/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { sendDueReminders } from './event-reminder-job.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let manager: Record<string, string>;
let boreal: Record<string, string>;

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

const eventInput = (overrides: Record<string, unknown> = {}) => ({
  titleEn: 'Fire safety walk-through',
  titleFr: 'Visite de sécurité incendie',
  descriptionEn: 'Learn the exits.\nBring your badge.',
  descriptionFr: 'Apprenez les sorties.',
  timeZone: 'America/Toronto',
  audiences: [{ targetKind: 'ALL' }],
  ...overrides,
});

const sessionInput = (overrides: Record<string, unknown> = {}) => ({
  startsAt: inDays(5),
  endsAt: inDays(5, 2),
  mode: 'IN_PERSON',
  place: 'Store 12, back room',
  capacity: 10,
  ...overrides,
});

async function createEvent(overrides: Record<string, unknown> = {}): Promise<TAdminEvent> {
  const response = await server.request('/api/events/admin/events', {
    method: 'POST',
    headers: admin,
    body: eventInput(overrides),
  });
  expect(response.status, response.text).toBe(201);
  return body<TAdminEvent>(response);
}

async function addSession(eventId: number, overrides: Record<string, unknown> = {}): Promise<TAdminSession> {
  const response = await server.request(`/api/events/admin/events/${eventId}/sessions`, {
    method: 'POST',
    headers: admin,
    body: sessionInput(overrides),
  });
  expect(response.status, response.text).toBe(201);
  return body<TAdminSession>(response);
}

async function publish(eventId: number): Promise<void> {
  const response = await server.request(`/api/events/admin/events/${eventId}/publish`, {
    method: 'POST',
    headers: admin,
  });
  expect(response.status, response.text).toBe(200);
}

/** A published event with one session; answers both ids. */
async function publishedSession(
  eventOverrides: Record<string, unknown> = {},
  sessionOverrides: Record<string, unknown> = {},
): Promise<{ eventId: number; sessionId: number }> {
  const event = await createEvent(eventOverrides);
  const session = await addSession(event.eventId, sessionOverrides);
  await publish(event.eventId);
  return { eventId: event.eventId, sessionId: session.sessionId };
}

function register(headers: Record<string, string>, sessionId: number) {
  return server.request(`/api/events/sessions/${sessionId}/registration`, { method: 'POST', headers });
}

function cancel(headers: Record<string, string>, sessionId: number) {
  return server.request(`/api/events/sessions/${sessionId}/registration`, { method: 'DELETE', headers });
}

async function registrations(sessionId: number): Promise<TSessionRegistrations> {
  const response = await server.request(`/api/events/admin/sessions/${sessionId}/registrations`, { headers: admin });
  expect(response.status, response.text).toBe(200);
  return body<TSessionRegistrations>(response);
}

/** Titles of the notifications a user has received. */
async function notificationTitles(userCode: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('user_notification_recipients as r')
    .innerJoin('user_notifications as n', (join) =>
      join.onRef('n.tenant_code', '=', 'r.tenant_code').onRef('n.id', '=', 'r.notification_id'),
    )
    .select('n.title')
    .where('r.tenant_code', '=', 'acme')
    .where('r.user_code', '=', userCode)
    .execute();
  return rows.map((row) => row.title);
}

/** Extra learners of acme (no roles), with their tokens. */
async function createLearners(prefix: string, count: number): Promise<Record<string, string>[]> {
  const codes = Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);
  await server.database.db
    .insertInto('users')
    .values(codes.map((code) => buildUserRow('acme', code)))
    .execute();
  return Promise.all(codes.map((code) => bearer(server.database, 'acme', code)));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

describe('bad input', () => {
  it('answers 400 with field errors on every call that takes input', async () => {
    const event = await createEvent();
    const session = await addSession(event.eventId);
    const cases: { path: string; method?: string; body?: unknown; fields: string[] }[] = [
      { path: '/api/events?view=soon&pageSize=0&pageNo=x', fields: ['view', 'pageSize', 'pageNo'] },
      { path: `/api/events?from=${inDays(2)}&to=${inDays(1)}`, fields: ['to'] },
      { path: '/api/events?from=yesterday', fields: ['from'] },
      { path: '/api/events/abc', fields: ['eventId'] },
      { path: '/api/events/sessions/0/registration', method: 'POST', fields: ['sessionId'] },
      { path: '/api/events/sessions/x/registration', method: 'DELETE', fields: ['sessionId'] },
      { path: '/api/events/sessions/x/calendar.ics', fields: ['sessionId'] },
      { path: '/api/events/registrations/mine?locale=de', fields: ['locale'] },
      { path: '/api/events/admin/events?status=OPEN', fields: ['status'] },
      {
        path: '/api/events/admin/events',
        method: 'POST',
        body: { titleEn: '', timeZone: 'Mars/Olympus', audiences: [], coverMediaId: 'nope', extra: 1 },
        fields: ['titleEn', 'titleFr', 'timeZone', 'audiences', 'coverMediaId'],
      },
      {
        path: '/api/events/admin/events',
        method: 'POST',
        body: eventInput({ audiences: [{ targetKind: 'JOB_ROLE' }, { targetKind: 'ALL' }, { targetKind: 'ALL' }] }),
        fields: ['audiences.0.targetCode', 'audiences.2.targetCode'],
      },
      {
        path: `/api/events/admin/events/${event.eventId}`,
        method: 'PUT',
        body: eventInput({ categoryId: -1 }),
        fields: ['categoryId'],
      },
      {
        path: `/api/events/admin/events/${event.eventId}/sessions`,
        method: 'POST',
        body: {
          startsAt: inDays(3),
          endsAt: inDays(2),
          registrationDeadline: inDays(4),
          mode: 'IN_PERSON',
          capacity: 0,
        },
        fields: ['endsAt', 'registrationDeadline', 'place', 'capacity'],
      },
      {
        path: `/api/events/admin/sessions/${session.sessionId}`,
        method: 'PUT',
        body: sessionInput({ mode: 'ONLINE', onlineUrl: 'http://meet.example.com/x' }),
        fields: ['onlineUrl'],
      },
      {
        path: `/api/events/admin/sessions/${session.sessionId}/attendance`,
        method: 'PUT',
        body: { entries: [{ userCode: '', attendance: 'LATE' }] },
        fields: ['entries.0.userCode', 'entries.0.attendance'],
      },
      {
        path: `/api/events/admin/sessions/${session.sessionId}/attendance`,
        method: 'PUT',
        body: { entries: [] },
        fields: ['entries'],
      },
      {
        path: `/api/events/admin/sessions/${session.sessionId}/message`,
        method: 'POST',
        body: { subject: ' ', body: '' },
        fields: ['subject', 'body'],
      },
      { path: '/api/events/admin/sessions/abc/cancel', method: 'POST', fields: ['sessionId'] },
    ];
    for (const call of cases) {
      const response = await server.request(call.path, {
        method: call.method ?? 'GET',
        headers: admin,
        ...(call.body === undefined ? {} : { body: call.body }),
      });
      expect(response.status, `${call.method ?? 'GET'} ${call.path}: ${response.text}`).toBe(400);
      expect(Object.keys(fieldsOf(response)), call.path).toEqual(expect.arrayContaining(call.fields));
    }
  });

  it('refuses references the tenant does not have, and attendance of people not seated', async () => {
    const unknownRole = await server.request('/api/events/admin/events', {
      method: 'POST',
      headers: admin,
      body: eventInput({ audiences: [{ targetKind: 'JOB_ROLE', targetCode: 'ASTRONAUT' }] }),
    });
    expect(unknownRole.status).toBe(400);
    expect(fieldsOf(unknownRole)['audiences.0.targetCode']).toEqual([EVENT_MESSAGES.targetUnknown]);

    const { sessionId } = await publishedSession();
    const notSeated = await server.request(`/api/events/admin/sessions/${sessionId}/attendance`, {
      method: 'PUT',
      headers: admin,
      body: { entries: [{ userCode: 'acme-learner', attendance: 'ATTENDED' }] },
    });
    expect(notSeated.status).toBe(400);
    expect(fieldsOf(notSeated)['entries.0.userCode']).toEqual([EVENT_MESSAGES.notRegistered]);

    const noSessions = await createEvent();
    const publishEmpty = await server.request(`/api/events/admin/events/${noSessions.eventId}/publish`, {
      method: 'POST',
      headers: admin,
    });
    expect(publishEmpty.status).toBe(400);
    expect(fieldsOf(publishEmpty).sessions).toEqual([EVENT_MESSAGES.sessionsRequired]);
  });
});

describe('who sees an event', () => {
  it('shows a published event of my audience, and 404s drafts, other audiences and other tenants', async () => {
    const open = await publishedSession();
    const draft = await createEvent();
    const draftSession = await addSession(draft.eventId);
    const managers = await publishedSession({ audiences: [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }] });

    expect((await server.request(`/api/events/${open.eventId}`, { headers: learner })).status).toBe(200);
    for (const eventId of [draft.eventId, managers.eventId]) {
      expect((await server.request(`/api/events/${eventId}`, { headers: learner })).status).toBe(404);
    }
    for (const sessionId of [draftSession.sessionId, managers.sessionId]) {
      expect((await register(learner, sessionId)).status).toBe(404);
      expect(
        (await server.request(`/api/events/sessions/${sessionId}/calendar.ics`, { headers: learner })).status,
      ).toBe(404);
    }
    // The manager is in the job role's audience.
    expect((await server.request(`/api/events/${managers.eventId}`, { headers: manager })).status).toBe(200);

    const list = await server.request('/api/events?view=upcoming&pageSize=100', { headers: learner });
    const eventIds = list.json<TEventListResponse>().result.map((item) => item.eventId);
    expect(eventIds).toContain(open.eventId);
    expect(eventIds).not.toContain(managers.eventId);
    expect(eventIds).not.toContain(draft.eventId);

    // Another tenant's event, by id: 404 from acme (boreal has no Events module at all).
    const now = new Date().toISOString();
    const foreign = await server.database.db
      .insertInto('events')
      .values({
        tenant_code: 'boreal',
        title_en: 'Boreal',
        title_fr: 'Boreal',
        description_en: '',
        description_fr: '',
        cover_media_id: null,
        category_id: null,
        time_zone: 'UTC',
        status: 'PUBLISHED',
        published_at: now,
        created_at: now,
        created_by: 'x',
        updated_at: now,
        updated_by: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('event_audiences')
      .values({
        tenant_code: 'boreal',
        event_id: foreign.id,
        target_kind: 'ALL',
        target_code: '',
        audience_key: 'ALL:',
      })
      .execute();
    expect((await server.request(`/api/events/${foreign.id}`, { headers: learner })).status).toBe(404);
    expect((await server.request(`/api/events/admin/events/${foreign.id}`, { headers: admin })).status).toBe(404);
  });

  it('has no event routes on boreal (no Events module)', async () => {
    // (Administration answers 403 before the gate: boreal's administrators hold no EVENTS_ADMIN.)
    for (const path of [
      '/api/events',
      '/api/events/1',
      '/api/events/registrations/mine',
      '/api/events/sessions/1/calendar.ics',
    ]) {
      const response = await server.request(path, { headers: boreal, host: 'boreal.localhost' });
      expect(response.status, path).toBe(404);
    }
  });

  it('needs EVENTS_ADMIN for administration', async () => {
    const response = await server.request('/api/events/admin/events', { headers: learner });
    expect(response.status).toBe(403);
  });
});

describe('registration', () => {
  it('seats, wait-lists, promotes and notifies; the event page and my list follow', async () => {
    const { eventId, sessionId } = await publishedSession({}, { capacity: 1 });
    const first = await register(learner, sessionId);
    expect(first.status, first.text).toBe(201);
    expect(body<TRegistrationResult>(first).registration).toMatchObject({ status: 'SEATED', position: null });
    const again = await register(learner, sessionId);
    expect(again.status).toBe(200);

    const second = await register(manager, sessionId);
    expect(body<TRegistrationResult>(second).registration).toMatchObject({ status: 'WAITING', position: 1 });
    expect(body<TRegistrationResult>(second).session).toMatchObject({ seatsLeft: 0, seatedCount: 1, waitingCount: 1 });

    const detail = body<TEventDetail>(
      await server.request(`/api/events/${eventId}?locale=fr-CA`, { headers: manager }),
    );
    expect(detail.title).toBe('Visite de sécurité incendie');
    expect(detail.sessions[0]?.myRegistration).toMatchObject({ status: 'WAITING', position: 1 });

    const cancelled = await cancel(learner, sessionId);
    expect(cancelled.status, cancelled.text).toBe(200);
    const after = await registrations(sessionId);
    expect(after.seated.map((row) => row.userCode)).toEqual(['acme-manager']);
    expect(after.waiting).toEqual([]);
    expect(await notificationTitles('acme-manager')).toEqual(
      expect.arrayContaining(['Waiting list: Fire safety walk-through', 'You have a seat: Fire safety walk-through']),
    );
    expect(await notificationTitles('acme-learner')).toContain('Registration confirmed: Fire safety walk-through');

    const mine = await server.request('/api/events?view=mine', { headers: manager });
    expect(mine.json<TEventListResponse>().result).toEqual([
      expect.objectContaining({ sessionId, myRegistration: expect.objectContaining({ status: 'SEATED' }) }),
    ]);
  });

  it('keeps list answers, yet shows my registration, my promotion and an admin change at once', async () => {
    const { eventId, sessionId } = await publishedSession(
      {},
      { capacity: 1, startsAt: inDays(41, 1), endsAt: inDays(41, 2) },
    );
    const window = `/api/events?view=all&from=${inDays(41)}&to=${inDays(42)}`;
    const sessionIn = async (headers: Record<string, string>, path = window) => {
      const response = await server.request(path, { headers: { ...headers, 'accept-encoding': 'gzip' } });
      expect(response.status, response.text).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json<TEventListResponse>().result.find((item) => item.sessionId === sessionId);
    };
    expect(await sessionIn(manager)).toMatchObject({ myRegistration: null, seatsLeft: 1 });

    await register(learner, sessionId);
    await register(manager, sessionId);
    expect((await sessionIn(manager))?.myRegistration).toMatchObject({ status: 'WAITING', position: 1 });
    const mine = await server.request('/api/events/registrations/mine', { headers: learner });
    expect(body<{ sessionId: number }[]>(mine).map((item) => item.sessionId)).toContain(sessionId);

    await cancel(learner, sessionId);
    expect((await sessionIn(manager))?.myRegistration).toMatchObject({ status: 'SEATED', position: null });
    expect(await sessionIn(learner)).toMatchObject({ myRegistration: null });

    const renamed = await server.request(`/api/events/admin/events/${eventId}`, {
      method: 'PUT',
      headers: admin,
      body: eventInput({ titleEn: 'Fire safety, second walk-through' }),
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await sessionIn(manager, `${window}&locale=en`)).toMatchObject({
      title: 'Fire safety, second walk-through',
    });
    expect(await sessionIn(manager)).toMatchObject({ title: 'Fire safety, second walk-through' });
  });

  it('refuses registration after the deadline and on a cancelled session (409), and tells everyone of the cancellation', async () => {
    const closed = await publishedSession(
      {},
      { registrationDeadline: new Date(Date.now() - 60_000).toISOString(), startsAt: inDays(1), endsAt: inDays(1, 1) },
    );
    const late = await register(learner, closed.sessionId);
    expect(late.status).toBe(409);
    expect(late.json<TProblem>().detail).toBe(EVENT_MESSAGES.registrationClosed);

    const { sessionId } = await publishedSession({}, { capacity: 1 });
    await register(learner, sessionId);
    await register(manager, sessionId);
    const cancelSession = await server.request(`/api/events/admin/sessions/${sessionId}/cancel`, {
      method: 'POST',
      headers: admin,
    });
    expect(cancelSession.status).toBe(200);
    expect(body<TAdminSession>(cancelSession).status).toBe('CANCELLED');
    for (const userCode of ['acme-learner', 'acme-manager']) {
      expect(
        (await notificationTitles(userCode)).filter((title) => title === 'Session cancelled: Fire safety walk-through'),
      ).toHaveLength(1);
    }
    // Cancelling again notifies nobody twice.
    await server.request(`/api/events/admin/sessions/${sessionId}/cancel`, { method: 'POST', headers: admin });
    expect(
      (await notificationTitles('acme-learner')).filter(
        (title) => title === 'Session cancelled: Fire safety walk-through',
      ),
    ).toHaveLength(1);
  });

  it('seats exactly 10 of 50 people registering at once and wait-lists 40; a cancellation promotes exactly one', async () => {
    const { sessionId } = await publishedSession({}, { capacity: 10 });
    const people = await createLearners('crowd', 50);
    const responses = await Promise.all(people.map((headers) => register(headers, sessionId)));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const statuses = responses.map((response) => body<TRegistrationResult>(response).registration?.status);
    expect(statuses.filter((status) => status === 'SEATED')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'WAITING')).toHaveLength(40);

    const before = await registrations(sessionId);
    expect(before.session).toMatchObject({ seatedCount: 10, waitingCount: 40, seatsLeft: 0 });
    expect(before.waiting.map((row) => row.position)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const firstWaiting = before.waiting[0]?.userCode;

    const seatedIndex = statuses.indexOf('SEATED');
    const seatedPerson = people[seatedIndex] ?? {};
    const cancelled = await cancel(seatedPerson, sessionId);
    expect(cancelled.status).toBe(200);
    const after = await registrations(sessionId);
    expect(after.seated).toHaveLength(10);
    expect(after.waiting).toHaveLength(39);
    expect(after.seated.map((row) => row.userCode)).toContain(firstWaiting);
  });

  it('gives the session as an iCalendar file a parser reads back', async () => {
    const startsAt = inDays(7);
    const endsAt = inDays(7, 3);
    const { sessionId } = await publishedSession(
      {},
      { mode: 'ONLINE', onlineUrl: 'https://meet.example.com/fire', startsAt, endsAt, place: null },
    );
    const response = await server.request(`/api/events/sessions/${sessionId}/calendar.ics?locale=fr-CA`, {
      headers: learner,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const component = new ICAL.Component(ICAL.parse(response.text) as unknown[]);
    const vevent = component.getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.summary).toBe('Visite de sécurité incendie');
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(Math.floor(Date.parse(startsAt) / 1000) * 1000).toISOString(),
    );
    expect(event.endDate.toJSDate().toISOString()).toBe(
      new Date(Math.floor(Date.parse(endsAt) / 1000) * 1000).toISOString(),
    );
    expect(event.location).toBe('https://meet.example.com/fire');
    expect(event.uid).toContain(`event-session-${sessionId}`);
  });
});

describe('calendar links of the notifications', () => {
  /** The calendar link of the newest notification of a user with this title. */
  async function calendarLinkOf(userCode: string, title: string): Promise<URL> {
    const row = await server.database.db
      .selectFrom('user_notification_recipients as r')
      .innerJoin('user_notifications as n', (join) =>
        join.onRef('n.tenant_code', '=', 'r.tenant_code').onRef('n.id', '=', 'r.notification_id'),
      )
      .select('n.description')
      .where('r.tenant_code', '=', 'acme')
      .where('r.user_code', '=', userCode)
      .where('n.title', '=', title)
      .orderBy('n.id', 'desc')
      .executeTakeFirstOrThrow();
    const href = /<a href="([^"]+)"[^>]*>Add to calendar \(\.ics\)<\/a>/.exec(row.description)?.[1];
    expect(href, row.description).toBeDefined();
    return new URL((href ?? '').replaceAll('&amp;', '&'));
  }

  it('gives the registration confirmation a link to the session’s .ics that opens without signing in', async () => {
    const startsAt = inDays(9);
    const { sessionId } = await publishedSession({ titleEn: 'Ladder safety' }, { startsAt, endsAt: inDays(9, 1) });
    expect((await register(learner, sessionId)).status).toBe(201);
    const link = await calendarLinkOf('acme-learner', 'Registration confirmed: Ladder safety');
    expect(link.origin).toBe('http://acme.localhost');
    expect(link.pathname).toBe(`/api/events/sessions/${sessionId}/linked-calendar.ics`);

    // Followed from the notification: no bearer token.
    const response = await server.request(`${link.pathname}${link.search}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const vevent = new ICAL.Component(ICAL.parse(response.text) as unknown[]).getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.summary).toBe('Ladder safety');
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(Math.floor(Date.parse(startsAt) / 1000) * 1000).toISOString(),
    );

    // A changed signature, session or expiry, or another tenant's portal: not found.
    const sig = link.searchParams.get('sig') ?? '';
    const exp = Number(link.searchParams.get('exp'));
    const forged = [
      `${link.pathname}?exp=${exp}&sig=${sig.slice(1)}A`,
      `${link.pathname}?exp=${exp + 1}&sig=${sig}`,
      `/api/events/sessions/${sessionId + 1}/linked-calendar.ics?exp=${exp}&sig=${sig}`,
    ];
    for (const path of forged) {
      expect((await server.request(path)).status, path).toBe(404);
    }
    expect((await server.request(`${link.pathname}${link.search}`, { host: 'boreal.localhost' })).status).toBe(404);
    expect((await server.request(`${link.pathname}?exp=soon&sig=${sig}`)).status).toBe(400);
  });

  it('gives the person a cancellation seats the same link in their promotion notice', async () => {
    const { sessionId } = await publishedSession({ titleEn: 'Forklift refresher' }, { capacity: 1 });
    await register(learner, sessionId);
    await register(manager, sessionId);
    await cancel(learner, sessionId);
    const link = await calendarLinkOf('acme-manager', 'You have a seat: Forklift refresher');
    const response = await server.request(`${link.pathname}${link.search}`);
    expect(response.status, response.text).toBe(200);
    expect(response.text).toContain('SUMMARY:Forklift refresher');
  });
});

describe('administration', () => {
  it('cancels a whole event in one go: its sessions to come, everyone registered or waiting told once', async () => {
    const event = await createEvent({ titleEn: 'Spring inventory day' });
    const past = await server.database.db
      .insertInto('event_sessions')
      .values({
        tenant_code: 'acme',
        event_id: event.eventId,
        starts_at: inDays(-3),
        ends_at: inDays(-3, 2),
        registration_deadline: inDays(-3),
        mode: 'IN_PERSON',
        place: 'Store 12',
        online_url: null,
        capacity: 5,
        seated_count: 0,
        waiting_seq: 0,
        status: 'SCHEDULED',
        cancelled_at: null,
        reminder_sent_at: null,
        created_at: inDays(-10),
        updated_at: inDays(-10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await addSession(event.eventId, { capacity: 1 });
    const second = await addSession(event.eventId, { startsAt: inDays(12), endsAt: inDays(12, 2) });
    await publish(event.eventId);
    await register(learner, first.sessionId);
    await register(manager, first.sessionId);
    await register(learner, second.sessionId);

    const cancelled = await server.request(`/api/events/admin/events/${event.eventId}/cancel`, {
      method: 'POST',
      headers: admin,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const answer = body<TAdminEvent>(cancelled);
    expect(answer.status).toBe('CANCELLED');
    expect(Object.fromEntries(answer.sessions.map((session) => [session.sessionId, session.status]))).toEqual({
      [past.id]: 'SCHEDULED',
      [first.sessionId]: 'CANCELLED',
      [second.sessionId]: 'CANCELLED',
    });
    for (const userCode of ['acme-learner', 'acme-manager']) {
      expect(
        (await notificationTitles(userCode)).filter((title) => title === 'Event cancelled: Spring inventory day'),
        userCode,
      ).toHaveLength(1);
    }
    expect((await server.request(`/api/events/${event.eventId}`, { headers: learner })).status).toBe(404);
    expect((await register(manager, second.sessionId)).status).toBe(404);

    // Again: nothing changes, nobody is told twice.
    const again = await server.request(`/api/events/admin/events/${event.eventId}/cancel`, {
      method: 'POST',
      headers: admin,
    });
    expect(again.status).toBe(200);
    expect(
      (await notificationTitles('acme-learner')).filter((title) => title === 'Event cancelled: Spring inventory day'),
    ).toHaveLength(1);
  });

  it('answers 404 when cancelling an event that is not there or another tenant’s, and 400 on a bad id', async () => {
    const now = new Date().toISOString();
    const foreign = await server.database.db
      .insertInto('events')
      .values({
        tenant_code: 'boreal',
        title_en: 'Boreal event',
        title_fr: 'Événement boréal',
        description_en: '',
        description_fr: '',
        cover_media_id: null,
        category_id: null,
        time_zone: 'UTC',
        status: 'PUBLISHED',
        published_at: now,
        created_at: now,
        created_by: 'x',
        updated_at: now,
        updated_by: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cancelForeign = await server.request(`/api/events/admin/events/${foreign.id}/cancel`, {
      method: 'POST',
      headers: admin,
    });
    expect(cancelForeign.status).toBe(404);
    const kept = await server.database.db
      .selectFrom('events')
      .select('status')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('PUBLISHED');
    expect(
      (await server.request('/api/events/admin/events/99999999/cancel', { method: 'POST', headers: admin })).status,
    ).toBe(404);
    expect(
      (await server.request('/api/events/admin/events/abc/cancel', { method: 'POST', headers: admin })).status,
    ).toBe(400);
    expect(
      (await server.request(`/api/events/admin/events/${foreign.id}/cancel`, { method: 'POST', headers: learner }))
        .status,
    ).toBe(403);
  });

  it('records attendance once in the learning record, lists registrants and messages them', async () => {
    const { eventId, sessionId } = await publishedSession({}, { capacity: 1 });
    await register(learner, sessionId);
    await register(manager, sessionId);
    const list = await registrations(sessionId);
    expect(list.seated.map((row) => row.userCode)).toEqual(['acme-learner']);
    expect(list.waiting).toEqual([expect.objectContaining({ userCode: 'acme-manager', position: 1 })]);

    const mark = () =>
      server.request(`/api/events/admin/sessions/${sessionId}/attendance`, {
        method: 'PUT',
        headers: admin,
        body: { entries: [{ userCode: 'acme-learner', attendance: 'ATTENDED' }] },
      });
    expect(body<{ updated: number }>(await mark()).updated).toBe(1);
    expect(body<{ updated: number }>(await mark()).updated).toBe(0);
    const statements = await server.database.db
      .selectFrom('learning_statements')
      .select(['verb', 'object_kind', 'object_id'])
      .where('tenant_code', '=', 'acme')
      .where('actor_user_code', '=', 'acme-learner')
      .where('verb', '=', 'attended')
      .where('object_id', '=', String(eventId))
      .execute();
    expect(statements).toEqual([{ verb: 'attended', object_kind: 'EVENT', object_id: String(eventId) }]);
    expect((await registrations(sessionId)).seated[0]?.attendance).toBe('ATTENDED');

    const message = await server.request(`/api/events/admin/sessions/${sessionId}/message`, {
      method: 'POST',
      headers: admin,
      body: { subject: 'Parking is closed', body: 'Use the side door.', includeWaiting: true },
    });
    expect(body<{ recipients: number }>(message).recipients).toBe(2);
    expect(await notificationTitles('acme-manager')).toContain('Parking is closed');
  });

  it('keeps capacity above the seated count, seats people waiting when it rises, and refuses deleting with registrations', async () => {
    const { eventId, sessionId } = await publishedSession({}, { capacity: 1 });
    await register(learner, sessionId);
    await register(manager, sessionId);
    const lower = await server.request(`/api/events/admin/sessions/${sessionId}`, {
      method: 'PUT',
      headers: admin,
      body: sessionInput({ capacity: 0 }),
    });
    expect(lower.status).toBe(400);
    const raise = await server.request(`/api/events/admin/sessions/${sessionId}`, {
      method: 'PUT',
      headers: admin,
      body: sessionInput({ capacity: 2 }),
    });
    expect(raise.status, raise.text).toBe(200);
    expect(body<TAdminSession>(raise)).toMatchObject({ seatedCount: 2, waitingCount: 0 });
    const removeEvent = await server.request(`/api/events/admin/events/${eventId}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(removeEvent.status).toBe(409);
    const removeSession = await server.request(`/api/events/admin/sessions/${sessionId}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(removeSession.status).toBe(409);
  });

  it('sends the reminder of a session starting within a day once, however many sweeps run', async () => {
    const { sessionId } = await publishedSession({}, { startsAt: inDays(0, 3), endsAt: inDays(0, 4) });
    await register(learner, sessionId);
    const announced: number[] = [];
    const now = new Date();
    const counts = await Promise.all([
      sendDueReminders(server.database.db, now, (_tenant, ids) => announced.push(...ids)),
      sendDueReminders(server.database.db, now, (_tenant, ids) => announced.push(...ids)),
    ]);
    await sendDueReminders(server.database.db, now, (_tenant, ids) => announced.push(...ids));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(
      (await notificationTitles('acme-learner')).filter((title) => title === 'Reminder: Fire safety walk-through'),
    ).toHaveLength(1);
  });
});

describe('demo events', () => {
  it('offers the demo learner an upcoming event with free seats, and has a full session with a waiting list', async () => {
    const list = await server.request('/api/events?view=upcoming&pageSize=100', { headers: learner });
    const items = list.json<TEventListResponse>().result;
    expect(items).toContainEqual(
      expect.objectContaining({ title: 'Onboarding live Q&A', myRegistration: null, isRegistrationOpen: true }),
    );
    const full = items.find((item) => item.title === 'Fire warden course');
    expect(full).toMatchObject({ seatsLeft: 0, seatedCount: 1, waitingCount: 1 });
    const people = await registrations(full?.sessionId ?? 0);
    expect(people.seated.map((row) => row.userCode)).toEqual(['acme-sam']);
    expect(people.waiting.map((row) => row.userCode)).toEqual(['acme-riley']);
    const past = await server.request('/api/events?view=past', { headers: learner });
    expect(past.json<TEventListResponse>().totalRecords).toBeGreaterThanOrEqual(3);
  });
});

describe('search', () => {
  async function eventHits(searchText: string, locale: string): Promise<string[]> {
    const response = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      headers: learner,
      body: { searchParameters: { searchText, locales: [locale], status: 'PUBLISHED', moduleCodes: ['EVENTS'] } },
    });
    expect(response.status, response.text).toBe(200);
    const groups = response.json<{ result: { moduleCode: string; items: { entityId: string }[] }[] }>().result;
    return groups
      .filter((group) => group.moduleCode === 'EVENTS')
      .flatMap((group) => group.items.map((i) => i.entityId));
  }

  it('finds published events for everyone in the language asked, not drafts nor events of an audience', async () => {
    const open = await publishedSession({ titleEn: 'Zebra crossing drill', titleFr: 'Exercice passage piéton' });
    const restricted = await publishedSession({
      titleEn: 'Zebra managers drill',
      titleFr: 'Exercice des gestionnaires',
      audiences: [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }],
    });
    const draft = await createEvent({ titleEn: 'Zebra draft drill' });
    const found = await eventHits('zebra', 'en');
    expect(found).toContain(String(open.eventId));
    expect(found).not.toContain(String(restricted.eventId));
    expect(found).not.toContain(String(draft.eventId));
    expect(await eventHits('piéton', 'fr-CA')).toContain(String(open.eventId));
  });
});

describe('registrations and attendance report', () => {
  it('counts each session’s seats, waiting list and attendance for EVENTS_VIEW_REPORTS holders only', async () => {
    const { sessionId } = await publishedSession(
      { titleEn: 'Reported event', titleFr: 'Événement du rapport' },
      { capacity: 1 },
    );
    await register(learner, sessionId);
    await register(manager, sessionId);
    await server.request(`/api/events/admin/sessions/${sessionId}/attendance`, {
      method: 'PUT',
      headers: admin,
      body: { entries: [{ userCode: 'acme-learner', attendance: 'ATTENDED' }] },
    });
    const path = '/api/events/reports/EVENT_REGISTRATIONS';
    const page = await server.request(path, {
      method: 'POST',
      headers: admin,
      body: { pageSize: 100, locale: 'fr-CA' },
    });
    expect(page.status, page.text).toBe(200);
    const report = body<{ rows: Record<string, unknown>[]; columns: { key: string }[] }>(page);
    expect(report.columns.map((column) => column.key)).toEqual([
      'title',
      'sessionDate',
      'capacity',
      'seatedCount',
      'waitingCount',
      'attendedCount',
      'absentCount',
    ]);
    expect(report.rows).toContainEqual(
      expect.objectContaining({
        title: 'Événement du rapport',
        capacity: 1,
        seatedCount: 1,
        waitingCount: 1,
        attendedCount: 1,
        absentCount: 0,
      }),
    );
    expect((await server.request(path, { method: 'POST', headers: learner, body: {} })).status).toBe(403);
  });
});
