import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { TCreateStreamTicketResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import {
  createInProcessNotificationBus,
  createRedisNotificationBus,
  type TNotificationBus,
  type TNotificationBusMessage,
} from './notification-bus.ts';
import { Redis } from 'ioredis';
import { createNotificationAs, openEventStream } from './user-notifications-test-fixtures.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const quietLog = { warn: () => {}, info: () => {} };

function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Redis runs on every development and CI machine (README): without it these tests fail, never skip.
const hasRedis = await isReachable(REDIS_URL);

/** Collects what a bus delivers; `next` waits for the next message. */
function listen(bus: TNotificationBus) {
  const received: TNotificationBusMessage[] = [];
  bus.subscribe((message) => received.push(message));
  return {
    received,
    async until(count: number, timeoutMs = 3_000): Promise<TNotificationBusMessage[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
  };
}

describe('the in-process bus', () => {
  it('delivers to every subscriber, asynchronously, until unsubscribed', async () => {
    const bus = createInProcessNotificationBus();
    expect(bus.isLive()).toBe(true);
    const first = listen(bus);
    const seen: TNotificationBusMessage[] = [];
    const unsubscribe = bus.subscribe((message) => seen.push(message));
    const message: TNotificationBusMessage = { kind: 'tenant', tenantCode: 'acme' };
    const published = bus.publish(message);
    // Not within the publisher's call stack: a slow subscriber never slows the request.
    expect(first.received).toEqual([]);
    await published;
    expect(await first.until(1)).toEqual([message]);
    expect(seen).toEqual([message]);
    unsubscribe();
    await bus.publish(message);
    expect(await first.until(2)).toHaveLength(2);
    expect(seen).toHaveLength(1);
  });
});

describe('the Redis bus', () => {
  it(`reaches Redis at ${REDIS_URL}`, () => {
    expect(hasRedis).toBe(true);
  });

  it('fans a message out to every node, the publisher included; ignores unreadable ones', async () => {
    const channel = `portal:test:${randomUUID()}`;
    const nodeA = createRedisNotificationBus(REDIS_URL, quietLog, channel);
    const nodeB = createRedisNotificationBus(REDIS_URL, quietLog, channel);
    try {
      await Promise.all([nodeA.ready(), nodeB.ready()]);
      expect([nodeA.isLive(), nodeB.isLive()]).toEqual([true, true]);
      const atA = listen(nodeA);
      const atB = listen(nodeB);
      const message: TNotificationBusMessage = { kind: 'user', tenantCode: 'acme', userCode: 'acme-learner' };
      await nodeA.publish(message);
      expect(await atA.until(1)).toEqual([message]);
      expect(await atB.until(1)).toEqual([message]);

      // Something else on the channel is ignored.
      await publishRaw(REDIS_URL, channel, '{"kind":"nonsense"}');
      await publishRaw(REDIS_URL, channel, 'not json');
      await nodeB.publish({ kind: 'tenant', tenantCode: 'boreal' });
      expect(await atA.until(2)).toEqual([message, { kind: 'tenant', tenantCode: 'boreal' }]);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });

  it('delivers on the node itself when Redis cannot be reached, and says it is not live', async () => {
    const bus = createRedisNotificationBus('redis://127.0.0.1:1', quietLog, 'portal:test:unreachable');
    try {
      const here = listen(bus);
      await bus.publish({ kind: 'tenant', tenantCode: 'acme' });
      expect(await here.until(1)).toEqual([{ kind: 'tenant', tenantCode: 'acme' }]);
      expect(bus.isLive()).toBe(false);
    } finally {
      await bus.close();
    }
  });
});

/** Publishes raw text on a connection of its own (what another program could send). */
async function publishRaw(url: string, channel: string, payload: string): Promise<void> {
  const client = new Redis(url);
  try {
    await client.publish(channel, payload);
  } finally {
    client.disconnect();
  }
}

describe('two server nodes sharing Redis', () => {
  let base: TTestServer;
  let buses: TNotificationBus[];
  let nodes: TTestServer[];

  beforeAll(async () => {
    base = await startTestServer();
    // A channel of this test's own: test runs sharing the Redis server do not hear each other.
    const channel = `portal:test:${randomUUID()}`;
    buses = [
      createRedisNotificationBus(REDIS_URL, quietLog, channel),
      createRedisNotificationBus(REDIS_URL, quietLog, channel),
    ];
    // Two more nodes on the same database, each with its own bus.
    nodes = await Promise.all(
      buses.map((notificationBus) => startTestServer({ database: base.database, notificationBus })),
    );
    await Promise.all(buses.map((bus) => bus.ready()));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await Promise.all(buses.map((bus) => bus.close()));
    await base.close();
  });

  it("brings a notification created on one node to the user's stream on another", async () => {
    const [creator, streamer] = nodes as [TTestServer, TTestServer];
    const learner = await bearer(base.database, 'acme', 'acme-learner');
    const admin = await bearer(base.database, 'acme', 'acme-admin');
    const ticket = await streamer.request('/api/user-notification/stream-ticket', {
      method: 'POST',
      headers: learner,
    });
    const { streamUrl } = ticket.json<TCreateStreamTicketResponse>().returnValue;
    const stream = await openEventStream(streamer.baseUrl, streamUrl, 'acme.localhost');
    try {
      expect(stream.status).toBe(200);
      await stream.next();
      const created = await createNotificationAs(creator, admin, {
        notificationTypeId: 1,
        title: 'From another node',
        description: '<p>Through Redis.</p>',
        audience: { kind: 'USERS', userCodes: ['acme-learner'] },
      });
      expect(await stream.next()).toMatchObject({
        event: 'notification',
        data: { notificationId: created.notificationId, title: 'From another node' },
      });
    } finally {
      stream.close();
    }
  });
});
