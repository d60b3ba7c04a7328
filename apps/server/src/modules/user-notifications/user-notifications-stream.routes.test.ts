import type {
  TCreateStreamTicketResponse,
  TGetUnreadNotificationCountResponse,
  TNotificationStreamNotificationEvent,
  TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { loadDeploymentKeys } from '../identity/deployment-secrets.ts';
import { deriveStreamTicketKey, signStreamTicket } from './stream-tickets.ts';
import { createNotificationAs, insertUsers, openEventStream } from './user-notifications-test-fixtures.ts';

const BASE = '/api/user-notification';

let server: TTestServer;
let learner: Record<string, string>;
let manager: Record<string, string>;
let admin: Record<string, string>;
let borealLearner: Record<string, string>;
let borealAdmin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  admin = await bearer(server.database, 'acme', 'acme-admin');
  borealLearner = await bearer(server.database, 'boreal', 'boreal-apprenant');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

async function ticketFor(headers: Record<string, string>, host = 'acme.localhost') {
  const response = await server.request(`${BASE}/stream-ticket`, { method: 'POST', host, headers });
  expect(response.status).toBe(200);
  return response.json<TCreateStreamTicketResponse>().returnValue;
}

async function streamOf(headers: Record<string, string>, host = 'acme.localhost') {
  const { streamUrl } = await ticketFor(headers, host);
  const stream = await openEventStream(server.baseUrl, streamUrl, host);
  expect(stream.status, stream.text).toBe(200);
  return stream;
}

async function unreadCount(headers: Record<string, string>, host = 'acme.localhost') {
  return (await server.request(`${BASE}/unread/count`, { host, headers })).json<TGetUnreadNotificationCountResponse>()
    .count;
}

describe('stream tickets', () => {
  it('are given to signed-in users only, for a minute', async () => {
    expect((await server.request(`${BASE}/stream-ticket`, { method: 'POST' })).status).toBe(401);
    const ticket = await ticketFor(learner);
    expect(ticket.expiresInSeconds).toBe(60);
    expect(ticket.streamUrl).toBe(`${BASE}/stream?ticket=${encodeURIComponent(ticket.ticket)}`);
  });

  it('open the stream; a missing ticket is a 400, a bad, expired or foreign one a 401', async () => {
    const missing = await openEventStream(server.baseUrl, `${BASE}/stream`, 'acme.localhost');
    expect(missing.status).toBe(400);
    expect(Object.keys((JSON.parse(missing.text) as TProblem).errors ?? {})).toContain('ticket');

    const garbage = await openEventStream(server.baseUrl, `${BASE}/stream?ticket=abc.def`, 'acme.localhost');
    expect(garbage.status).toBe(401);
    expect((JSON.parse(garbage.text) as TProblem).code).toBe('unauthenticated');

    // A boreal ticket on the acme host.
    const boreal = await ticketFor(borealLearner, 'boreal.localhost');
    expect((await openEventStream(server.baseUrl, boreal.streamUrl, 'acme.localhost')).status).toBe(401);

    const key = deriveStreamTicketKey((await loadDeploymentKeys(server.database.db)).cookieKeys[0] ?? '');
    const now = Math.floor(Date.now() / 1000);
    const expired = signStreamTicket(key, { tenantCode: 'acme', userCode: 'acme-learner' }, now - 1);
    const late = await openEventStream(server.baseUrl, `${BASE}/stream?ticket=${expired}`, 'acme.localhost');
    expect(late.status).toBe(401);
    expect(JSON.parse(late.text)).toMatchObject({ detail: expect.stringMatching(/expired/) });

    // Tampered: another user in a ticket signed for the learner.
    const valid = signStreamTicket(key, { tenantCode: 'acme', userCode: 'acme-learner' }, now + 60);
    const parts = valid.split('.');
    parts[2] = Buffer.from('acme-admin').toString('base64url');
    const tampered = await openEventStream(
      server.baseUrl,
      `${BASE}/stream?ticket=${parts.join('.')}`,
      'acme.localhost',
    );
    expect(tampered.status).toBe(401);

    // An account deactivated since.
    await insertUsers(server.database, 'acme', ['acme-left'], 'INACTIVE');
    const left = signStreamTicket(key, { tenantCode: 'acme', userCode: 'acme-left' }, now + 60);
    expect((await openEventStream(server.baseUrl, `${BASE}/stream?ticket=${left}`, 'acme.localhost')).status).toBe(401);
  });
});

describe('the notification stream', () => {
  it('answers text/event-stream, uncached, starting with the unread count', async () => {
    const stream = await streamOf(learner);
    try {
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['x-correlation-id']).toEqual(expect.any(String));
      expect(await stream.next()).toEqual({ event: 'ready', data: { unreadCount: await unreadCount(learner) } });
    } finally {
      stream.close();
    }
  });

  it("brings an administrator's notification to the user's open stream, and not to others'", async () => {
    const mine = await streamOf(learner);
    const colleague = await streamOf(manager);
    const otherTenant = await streamOf(borealLearner, 'boreal.localhost');
    try {
      const before = ((await mine.next()).data as { unreadCount: number }).unreadCount;
      await colleague.next();
      await otherTenant.next();

      const { notificationId } = await createNotificationAs(server, admin, {
        notificationTypeId: 2,
        title: 'Fire drill at 3 pm',
        description: '<p>Meet at the car park.</p>',
        audience: { kind: 'USERS', userCodes: ['acme-learner'] },
      });
      const event = await mine.next();
      expect(event.event).toBe('notification');
      expect(event.data).toEqual<TNotificationStreamNotificationEvent>({
        notificationId,
        notificationTypeId: 2,
        notificationType: 'Important',
        title: 'Fire drill at 3 pm',
        effectiveOn: expect.any(String),
        unreadCount: before + 1,
      });

      // Boreal's stream hears nothing of it: its first event is boreal's own notification.
      const boreal = await createNotificationAs(
        server,
        borealAdmin,
        {
          notificationTypeId: 1,
          title: 'Exercice d’évacuation',
          description: '<p>Rendez-vous au stationnement.</p>',
          audience: { kind: 'USERS', userCodes: ['boreal-apprenant'] },
        },
        'boreal.localhost',
      );
      const borealEvent = await otherTenant.next();
      expect(borealEvent).toMatchObject({ event: 'notification', data: { notificationId: boreal.notificationId } });
      // Nor does the colleague's, nor the learner's of boreal's.
      await colleague.expectQuiet(300);
      await mine.expectQuiet(100);
    } finally {
      mine.close();
      colleague.close();
      otherTenant.close();
    }
  });

  it('tells every open stream of the user (tabs) when the unread count changes', async () => {
    const firstTab = await streamOf(learner);
    const secondTab = await streamOf(learner);
    try {
      await firstTab.next();
      await secondTab.next();
      const { notificationId } = await createNotificationAs(server, admin, {
        notificationTypeId: 1,
        title: 'Two tabs',
        description: '<p>Hello.</p>',
        audience: { kind: 'USERS', userCodes: ['acme-learner'] },
      });
      await firstTab.next();
      await secondTab.next();
      const count = await unreadCount(learner);
      await server.request(`${BASE}/set-notifications-read`, {
        method: 'POST',
        headers: learner,
        body: { notificationIds: [notificationId] },
      });
      expect(await firstTab.next()).toEqual({ event: 'unread', data: { unreadCount: count - 1 } });
      expect(await secondTab.next()).toEqual({ event: 'unread', data: { unreadCount: count - 1 } });
      // An administrator's delete refreshes the counts of the tenant's open streams.
      const other = await createNotificationAs(server, admin, {
        notificationTypeId: 1,
        title: 'Soon gone',
        description: '<p>Oops.</p>',
        audience: { kind: 'ALL' },
      });
      await firstTab.next();
      await secondTab.next();
      await server.request(`${BASE}/admin/${other.notificationId}`, { method: 'DELETE', headers: admin });
      expect(await firstTab.next()).toEqual({ event: 'unread', data: { unreadCount: count - 1 } });
    } finally {
      firstTab.close();
      secondTab.close();
    }
  });

  it('ends open streams when the server closes, without holding it', async () => {
    const node = await startTestServer({ database: server.database });
    const { streamUrl } = (
      await node.request(`${BASE}/stream-ticket`, { method: 'POST', headers: learner })
    ).json<TCreateStreamTicketResponse>().returnValue;
    const stream = await openEventStream(node.baseUrl, streamUrl, 'acme.localhost');
    expect(stream.status).toBe(200);
    await stream.next();
    const started = Date.now();
    await node.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
