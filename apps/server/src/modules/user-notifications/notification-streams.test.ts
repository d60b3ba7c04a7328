import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { selectAudienceUsers } from '../users/user-audiences.service.ts';
import { createInProcessNotificationBus } from './notification-bus.ts';
import { createNotificationStreamHub, MAX_STREAMS_PER_USER, type TStreamSink } from './notification-streams.ts';
import { insertNotification, insertRecipients } from './user-notifications.repository.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database, { seedDemo: true, log: { info: () => {}, warn: () => {} } });
});
afterAll(async () => {
  await database.destroy();
});

const quietLog = { warn: () => {} };

type TRecordingSink = TStreamSink & { chunks: string[]; isEnded: boolean; backlogBytes: number };

function recordingSink(): TRecordingSink {
  const sink: TRecordingSink = {
    chunks: [],
    isEnded: false,
    backlogBytes: 0,
    write: (chunk) => sink.chunks.push(chunk),
    end: () => {
      sink.isEnded = true;
    },
    backlog: () => sink.backlogBytes,
  };
  return sink;
}

const events = (sink: TRecordingSink) => sink.chunks.filter((chunk) => chunk.startsWith('event:'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Waits until the condition holds (the hub answers bus messages asynchronously). */
async function eventually(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A notification for these users of the tenant, effective at `effectiveOn`, created at `createdAt`. */
async function notify(tenantCode: string, userCodes: string[], effectiveOn: string, createdAt: string) {
  const id = await insertNotification(database.db, {
    tenant_code: tenantCode,
    notification_type_id: 1,
    title: 'Hub test',
    description: '<p>x</p>',
    effective_on: effectiveOn,
    audience_kind: 'USERS',
    audience_id: null,
    audience_name: null,
    created_by: null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  await insertRecipients(
    database.db,
    tenantCode,
    { id, typeId: 1, effectiveOn, displayTimesCountdown: 0, now: createdAt },
    selectAudienceUsers(database.db, tenantCode, { kind: 'USERS', userCodes }),
  );
  return id;
}

describe('the notification stream hub', () => {
  it('writes to the streams of the recipients of the tenant only, and stops once a stream closes', async () => {
    const bus = createInProcessNotificationBus();
    const hub = createNotificationStreamHub({ db: database.db, bus, log: quietLog });
    try {
      const learner = recordingSink();
      const manager = recordingSink();
      const boreal = recordingSink();
      const learnerStream = hub.open('acme', 'acme-learner', learner);
      hub.open('acme', 'acme-manager', manager);
      hub.open('boreal', 'boreal-apprenant', boreal);
      expect(hub.connectionCount()).toBe(3);

      const now = new Date().toISOString();
      const id = await notify('acme', ['acme-learner'], now, now);
      await bus.publish({ kind: 'notification', tenantCode: 'acme', notificationId: id });
      // Same id, wrong tenant: nobody hears of it.
      await bus.publish({ kind: 'notification', tenantCode: 'boreal', notificationId: id });
      await eventually(() => events(learner).length > 0);
      await settle();
      expect(events(learner)).toHaveLength(1);
      expect(events(learner)[0]).toMatch(/^event: notification\ndata: \{"notificationId":\d+/);
      expect(manager.chunks).toEqual([]);
      expect(boreal.chunks).toEqual([]);

      learnerStream.close();
      learnerStream.close();
      expect(hub.connectionCount()).toBe(2);
      await bus.publish({ kind: 'user', tenantCode: 'acme', userCode: 'acme-learner' });
      await bus.publish({ kind: 'tenant', tenantCode: 'acme' });
      await eventually(() => events(manager).length > 0);
      await settle();
      expect(events(learner)).toHaveLength(1);
      // The tenant message reaches the manager, still connected.
      expect(events(manager)).toEqual([expect.stringMatching(/^event: unread\n/)]);
    } finally {
      hub.stop();
    }
  });

  it('announces a notification when its effective date comes (the sweep)', async () => {
    const bus = createInProcessNotificationBus();
    let clock = new Date();
    const hub = createNotificationStreamHub({ db: database.db, bus, log: quietLog, now: () => clock });
    try {
      const sink = recordingSink();
      hub.open('acme', 'acme-manager', sink);
      const createdAt = clock.toISOString();
      const effectiveOn = new Date(clock.getTime() + 60 * 60_000).toISOString();
      await notify('acme', ['acme-manager'], effectiveOn, createdAt);
      await hub.sweep();
      expect(events(sink)).toEqual([]);
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
      await hub.sweep();
      expect(events(sink)).toEqual([expect.stringMatching(/^event: notification\n/)]);
      // Only once.
      await hub.sweep();
      expect(events(sink)).toHaveLength(1);
    } finally {
      hub.stop();
    }
  });

  it('sends heartbeats, drops a client that stops reading, and ends every stream on closeAll', async () => {
    const bus = createInProcessNotificationBus();
    const hub = createNotificationStreamHub({ db: database.db, bus, log: quietLog, heartbeatMs: 20 });
    try {
      const reading = recordingSink();
      const stuck = recordingSink();
      stuck.backlogBytes = 1024 * 1024;
      hub.open('acme', 'acme-learner', reading);
      hub.open('acme', 'acme-learner', stuck);
      await eventually(() => reading.chunks.length > 0 && stuck.isEnded);
      expect(reading.chunks).toContain(': heartbeat\n\n');
      expect(stuck.isEnded).toBe(true);
      expect(stuck.chunks).toEqual([]);
      hub.closeAll();
      expect(reading.isEnded).toBe(true);
      expect(hub.connectionCount()).toBe(0);
    } finally {
      hub.stop();
    }
  });

  it('ends a stream once it is older than its maximum age (the client comes back with a new ticket)', async () => {
    let now = Date.parse('2026-11-21T10:00:00Z');
    const hub = createNotificationStreamHub({
      db: database.db,
      bus: createInProcessNotificationBus(),
      log: quietLog,
      heartbeatMs: 20,
      maxAgeMs: 60_000,
      now: () => new Date(now),
    });
    try {
      const older = recordingSink();
      hub.open('acme', 'acme-learner', older);
      now += 30_000;
      const newer = recordingSink();
      hub.open('acme', 'acme-learner', newer);
      await eventually(() => newer.chunks.length > 0);
      expect(older.isEnded).toBe(false);
      now += 30_000;
      await eventually(() => older.isEnded);
      expect(older.isEnded).toBe(true);
      expect(newer.isEnded).toBe(false);
      expect(newer.chunks).toContain(': heartbeat\n\n');
    } finally {
      hub.stop();
    }
  });

  it('keeps at most MAX_STREAMS_PER_USER streams of a user, ending the oldest', () => {
    const hub = createNotificationStreamHub({ db: database.db, bus: createInProcessNotificationBus(), log: quietLog });
    try {
      const sinks = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () => recordingSink());
      const connections = sinks.map((sink) => hub.open('acme', 'acme-learner', sink));
      expect(sinks.map((sink) => sink.isEnded)).toEqual([true, ...Array<boolean>(MAX_STREAMS_PER_USER).fill(false)]);
      expect(hub.connectionCount()).toBe(MAX_STREAMS_PER_USER);
      // Its response closing afterwards changes nothing.
      connections[0]?.close();
      expect(hub.connectionCount()).toBe(MAX_STREAMS_PER_USER);
    } finally {
      hub.stop();
    }
  });
});
