import { randomUUID } from 'node:crypto';
import type {
  TCreateStreamTicketResponse,
  TFooterConfiguration,
  TFooterSettings,
  TGetUnreadNotificationCountResponse,
} from '@portal/contracts';
import type * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisChangeSignal, type TChangeSignal } from '../lib/change-signal.ts';
import { createRedisNotificationBus, type TNotificationBus } from '../modules/user-notifications/notification-bus.ts';
import {
  createNotificationAs,
  openEventStream,
  type TEventStreamClient,
} from '../modules/user-notifications/user-notifications-test-fixtures.ts';
import { bearer } from '../test/access-tokens.ts';
import { addLoopbackHostToAcme, discoverProvider, signInAs } from '../test/oidc-flow.ts';
import { startTcpProxy, type TTcpProxy } from '../test/tcp-proxy.ts';
import { startTestServer, type TTestServer } from '../test/test-server.ts';

/**
 * Issue 23's fault scenario "Redis stopped": two nodes on one database share Redis through a TCP
 * proxy (`cut()` drops every connection and refuses new ones, `restore()` lets them through again).
 * Sign-in, the API and settings writes keep working; live notifications pause (tickets answer 503,
 * open streams end, the count is polled) and resume across nodes once Redis is back.
 */

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const BASE = '/api/user-notification';
const HOST = 'acme.localhost';

type TNode = { server: TTestServer; bus: TNotificationBus; changes: TChangeSignal; provider: oidc.Configuration };

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function within<T>(promise: Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting until ${what}`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('Redis stopped', () => {
  let proxy: TTcpProxy;
  let nodes: [TNode, TNode];
  const warnings: string[] = [];
  const log = { warn: (_object: object, message: string) => warnings.push(message), info: () => {} };

  beforeAll(async () => {
    const redis = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const proxied = `redis://127.0.0.1:${proxy.port}`;
    // Channels of this run's own: test runs sharing the Redis server do not hear each other.
    const run = randomUUID();
    const startNode = async (shared?: TTestServer): Promise<TNode> => {
      const bus = createRedisNotificationBus(proxied, log, `portal:test:notifications:${run}`);
      const changes = createRedisChangeSignal(proxied, `portal:test:tenant-changes:${run}`, log);
      const server = await startTestServer({
        notificationBus: bus,
        tenantChanges: changes,
        ...(shared ? { database: shared.database } : { configure: (app) => addLoopbackHostToAcme({ app }) }),
      });
      return { server, bus, changes, provider: await discoverProvider(server.baseUrl) };
    };
    const first = await startNode();
    nodes = [first, await startNode(first.server)];
    await within(Promise.all(nodes.flatMap((node) => [node.bus.ready(), node.changes.ready()])), 'Redis answers');
  });
  afterAll(async () => {
    // The second node shares the first one's database: it closes first.
    for (const node of [...(nodes ?? [])].reverse()) {
      await node.server.close();
      await Promise.all([node.bus.close(), node.changes.close()]);
    }
    await proxy?.close();
  });

  const ticketOn = (node: TNode, headers: Record<string, string>) =>
    node.server.request(`${BASE}/stream-ticket`, { method: 'POST', host: HOST, headers });

  async function streamOn(node: TNode, headers: Record<string, string>): Promise<TEventStreamClient> {
    const ticket = await ticketOn(node, headers);
    expect(ticket.status, ticket.text).toBe(200);
    const { streamUrl } = ticket.json<TCreateStreamTicketResponse>().returnValue;
    const stream = await openEventStream(node.server.baseUrl, streamUrl, HOST);
    expect(stream.status, stream.text).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    return stream;
  }

  const unreadCountOn = async (node: TNode, headers: Record<string, string>) =>
    (
      await node.server.request(`${BASE}/unread/count`, { host: HOST, headers })
    ).json<TGetUnreadNotificationCountResponse>().count;

  const footerOn = async (node: TNode) =>
    (
      await node.server.request('/api/tenant/FooterConfiguration?locale=en', { host: HOST })
    ).json<TFooterConfiguration>().copyright;

  function expectPaused(response: { status: number; text: string; headers: Record<string, unknown> }): void {
    expect(response.status, response.text).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    const problem = JSON.parse(response.text) as { code: string; detail: string };
    expect(problem).toMatchObject({ code: 'service_unavailable', detail: expect.stringMatching(/Live notifications/) });
    expect(response.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|Redis|at .*\.ts/);
  }

  it('keeps sign-in and the API working, pauses live notifications, and resumes them across nodes', async () => {
    const [nodeA, nodeB] = nodes;
    const database = nodeA.server.database;
    const learner = await bearer(database, 'acme', 'acme-learner');
    const admin = await bearer(database, 'acme', 'acme-admin');
    const notify = (title: string) =>
      createNotificationAs(nodeA.server, admin, {
        notificationTypeId: 1,
        title,
        description: '<p>Redis outage scenario.</p>',
        audience: { kind: 'USERS', userCodes: ['acme-learner'] },
      });

    // Before: a notification sent on node A reaches the learner's stream on node B.
    const streamOnB = await streamOn(nodeB, learner);
    const streamOnA = await streamOn(nodeA, learner);
    const before = await notify('Before the outage');
    expect(await streamOnB.next()).toMatchObject({
      event: 'notification',
      data: { notificationId: before.notificationId },
    });
    const unusedTicket = (await ticketOn(nodeB, learner)).json<TCreateStreamTicketResponse>().returnValue;
    // Node B keeps the footer it built (30 s), until the change signal tells it to drop it.
    const footerBefore = await footerOn(nodeB);
    warnings.length = 0;

    await proxy.cut();
    const outageStarted = Date.now();
    try {
      // Open streams end on both nodes: they could no longer hear the other node.
      await waitUntil('the open streams end', () => streamOnA.hasEnded() && streamOnB.hasEnded(), 5_000);
      for (const node of nodes) {
        expectPaused(await ticketOn(node, learner));
      }
      // A ticket taken before the cut does not open a stream either.
      expectPaused(await openEventStream(nodeB.server.baseUrl, unusedTicket.streamUrl, HOST));

      // A person signs in on either node and uses the API.
      for (const node of nodes) {
        const { tokens } = await signInAs(node.server.baseUrl, node.provider, 'learner@acme.test');
        const profile = await fetch(`${node.server.baseUrl}/api/userprofile/getcurrentuser`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(profile.status).toBe(200);
        // The node stays in the balancer's rotation, and says its fan-out is down.
        const ready = await node.server.request('/api/ready');
        expect(ready.status).toBe(200);
        expect(ready.json()).toMatchObject({ dependencies: { fanOut: 'down' } });
      }

      // Notifications are still sent; the learner's bell, polling node B, counts the new one.
      const countBefore = await unreadCountOn(nodeB, learner);
      await notify('During the outage');
      expect(await unreadCountOn(nodeB, learner)).toBe(countBefore + 1);

      // A settings write announces on the change signal: it does not wait for Redis.
      const settings = await nodeA.server.request('/api/admin/footer', { host: HOST, headers: admin });
      const changed = await nodeA.server.request('/api/admin/footer', {
        method: 'PUT',
        host: HOST,
        headers: admin,
        body: { ...settings.json<TFooterSettings>(), copyright: 'Changed while Redis was away' },
      });
      expect(changed.status, changed.text).toBe(200);
      expect(Date.now() - outageStarted, 'nothing waited for Redis').toBeLessThan(15_000);
      // Each of the four connections of each node says once that Redis is away, however many
      // reconnects and failed publishes follow.
      expect(warnings.filter((message) => /publish failed/.test(message))).toEqual([]);
      expect(warnings.filter((message) => /Redis unreachable/.test(message))).toHaveLength(8);
    } finally {
      await proxy.restore();
    }

    // Back: tickets work again, and node A's notifications reach a new stream on node B.
    await within(Promise.all(nodes.map((node) => node.bus.ready())), 'the buses are back');
    for (const node of nodes) {
      expect((await ticketOn(node, learner)).status).toBe(200);
      expect((await node.server.request('/api/ready')).json()).toMatchObject({ dependencies: { fanOut: 'up' } });
    }
    const streamAfter = await streamOn(nodeB, learner);
    try {
      const after = await notify('After the outage');
      expect(await streamAfter.next()).toMatchObject({
        event: 'notification',
        data: { notificationId: after.notificationId, title: 'After the outage' },
      });
    } finally {
      streamAfter.close();
    }
    // Node B heard nothing of the footer change, but dropped what it kept once subscribed again.
    expect(footerBefore).not.toBe('Changed while Redis was away');
    await waitUntil('node B shows the footer changed during the outage', async () => {
      return (await footerOn(nodeB)) === 'Changed while Redis was away';
    });
  });
});
