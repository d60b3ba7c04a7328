import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { TGetMenuResponse, TTenantSettings } from '@portal/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../test/test-server.ts';
import { ALL_KEYS, createInProcessChangeSignal, createRedisChangeSignal, type TChangeSignal } from './change-signal.ts';

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

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe('the in-process change signal', () => {
  it('tells every listener before announce resolves, until unsubscribed', async () => {
    const signal = createInProcessChangeSignal();
    const heard: string[] = [];
    const stop = signal.listen((key) => heard.push(key));
    await signal.announce('acme');
    expect(heard).toEqual(['acme']);
    stop();
    await signal.announce('acme');
    expect(heard).toEqual(['acme']);
  });
});

describe('the Redis change signal', () => {
  it(`reaches Redis at ${REDIS_URL}`, () => {
    expect(hasRedis).toBe(true);
  });

  it('reaches every node once, the announcing one at once', async () => {
    const channel = `test:changes:${randomUUID()}`;
    const first = createRedisChangeSignal(REDIS_URL, channel, quietLog);
    const second = createRedisChangeSignal(REDIS_URL, channel, quietLog);
    try {
      await Promise.all([first.ready(), second.ready()]);
      const heardFirst: string[] = [];
      const heardSecond: string[] = [];
      first.listen((key) => heardFirst.push(key));
      second.listen((key) => heardSecond.push(key));
      const announced = first.announce('acme');
      // The announcing node drops its copies before Redis answers.
      expect(heardFirst).toEqual(['acme']);
      await announced;
      expect(await until(() => heardSecond.length === 1)).toBe(true);
      // Its own message coming back from Redis is not heard twice.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heardFirst).toEqual(['acme']);
      expect(heardSecond).toEqual(['acme']);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('survives Redis being unreachable: announce still resolves and this node still hears it', async () => {
    const warnings: string[] = [];
    // Nothing listens on port 1.
    const signal = createRedisChangeSignal('redis://127.0.0.1:1', `test:changes:${randomUUID()}`, {
      warn: (_object, message) => warnings.push(message),
      info: () => {},
    });
    try {
      const heard: string[] = [];
      signal.listen((key) => heard.push(key));
      await expect(signal.announce('acme')).resolves.toBeUndefined();
      expect(heard).toEqual(['acme']);
      expect(await until(() => warnings.length > 0)).toBe(true);
    } finally {
      await signal.close();
    }
  });

  it('tells listeners to forget everything once its subscription is back after a lost connection', async () => {
    const channel = `test:changes:${randomUUID()}`;
    const signal = createRedisChangeSignal(REDIS_URL, channel, quietLog);
    const admin = new Redis(REDIS_URL);
    const heard: string[] = [];
    signal.listen((key) => heard.push(key));
    try {
      await signal.ready();
      expect(heard).toEqual([]);
      // Only this signal's subscriber connection (named after its channel): other tests keep theirs.
      const clients = String(await admin.call('CLIENT', 'LIST'));
      const id = /id=(\d+) [^\n]*name=([^ ]+)/g;
      const ids = [...clients.matchAll(id)].filter((match) => match[2] === `${channel}:subscriber`);
      expect(ids).toHaveLength(1);
      await admin.call('CLIENT', 'KILL', 'ID', ids[0]?.[1] ?? '');
      expect(await until(() => heard.includes(ALL_KEYS))).toBe(true);
    } finally {
      admin.disconnect();
      await signal.close();
    }
  });
});

describe('two nodes on one database with Redis', () => {
  const channel = `test:tenant-changes:${randomUUID()}`;
  let signals: TChangeSignal[] = [];
  let first: TTestServer;
  let second: TTestServer;

  beforeAll(async () => {
    signals = [
      createRedisChangeSignal(REDIS_URL, channel, quietLog),
      createRedisChangeSignal(REDIS_URL, channel, quietLog),
    ];
    await Promise.all(signals.map((signal) => signal.ready()));
    first = await startTestServer({ tenantChanges: signals[0] });
    second = await startTestServer({ database: first.database, tenantChanges: signals[1] });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await Promise.all(signals.map((signal) => signal.close()));
  });

  async function menuModulesOn(server: TTestServer): Promise<(string | null)[]> {
    const headers = await bearer(first.database, 'acme', 'acme-learner');
    const response = await server.request('/api/menu?displayMode=Web', { host: 'acme.localhost', headers });
    const menu = response.json<TGetMenuResponse>();
    return menu.items.flatMap((item) => [item.moduleCode, ...item.children.map((child) => child.moduleCode)]);
  }

  async function articlesStatusOn(server: TTestServer): Promise<number> {
    const headers = await bearer(first.database, 'acme', 'acme-learner');
    return (await server.request('/api/articles', { host: 'acme.localhost', headers })).status;
  }

  it('a module turned off on one node is gone from the other at once, and back when turned on', async () => {
    // The second node has the tenant's menus and modules cached (30 s) before the change.
    expect(await menuModulesOn(second)).toContain('NEWS');
    expect(await articlesStatusOn(second)).toBe(200);

    const admin = await bearer(first.database, 'acme', 'acme-admin');
    const settings = (
      await first.request('/api/admin/settings', { host: 'acme.localhost', headers: admin })
    ).json<TTenantSettings>();
    const put = (modules: readonly string[]) =>
      first.request('/api/admin/settings/modules', {
        method: 'PUT',
        host: 'acme.localhost',
        headers: admin,
        body: { modules },
      });
    const startedAt = Date.now();
    expect((await put(settings.modules.enabled.filter((code) => code !== 'NEWS'))).status).toBe(200);
    try {
      expect(await until(async () => (await articlesStatusOn(second)) === 404)).toBe(true);
      expect(await menuModulesOn(second)).not.toContain('NEWS');
      // Well within the caches' expiry: the signal did it, not the clock.
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      expect((await put(settings.modules.enabled)).status).toBe(200);
    }
    expect(await until(async () => (await articlesStatusOn(second)) === 200)).toBe(true);
    expect(await menuModulesOn(second)).toContain('NEWS');
  });
});

describe('a node whose Redis is unreachable', () => {
  it('keeps serving: a settings write succeeds and this node follows it at once', async () => {
    const signal = createRedisChangeSignal('redis://127.0.0.1:1', `test:tenant-changes:${randomUUID()}`, quietLog);
    const server = await startTestServer({ tenantChanges: signal });
    try {
      const admin = await bearer(server.database, 'acme', 'acme-admin');
      const learner = await bearer(server.database, 'acme', 'acme-learner');
      const articles = async () =>
        (await server.request('/api/articles', { host: 'acme.localhost', headers: learner })).status;
      expect(await articles()).toBe(200);
      const settings = (
        await server.request('/api/admin/settings', { host: 'acme.localhost', headers: admin })
      ).json<TTenantSettings>();
      const put = (modules: readonly string[]) =>
        server.request('/api/admin/settings/modules', {
          method: 'PUT',
          host: 'acme.localhost',
          headers: admin,
          body: { modules },
        });
      expect((await put(settings.modules.enabled.filter((code) => code !== 'NEWS'))).status).toBe(200);
      expect(await articles()).toBe(404);
      expect((await put(settings.modules.enabled)).status).toBe(200);
      expect(await articles()).toBe(200);
    } finally {
      await server.close();
      await signal.close();
    }
  });
});
