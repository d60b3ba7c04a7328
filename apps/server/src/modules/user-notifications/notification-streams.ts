import { NotificationStream, notificationTypeName } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TNotificationBus, TNotificationBusMessage, TNotificationLog } from './notification-bus.ts';
import { toNotificationTypeId } from './user-notifications.presenter.ts';
import {
  countUnreadNotificationsOf,
  findNotificationsBecomingVisible,
  findNotificationSummary,
  findRecipientsAmong,
} from './user-notifications.repository.ts';

/*
 * The open server-sent-event streams of this node, by tenant and user. The bus says what changed
 * (a notification became visible, a user's or a tenant's counts changed); the hub reads, for its
 * own connected users only, what their streams need, in a fixed number of queries per message.
 * One timer writes every connection's heartbeat and ends streams older than their maximum age
 * (their users come back with a new ticket, which re-checks the account); another looks for
 * notifications whose effective date just passed (each node sweeps for its own connections, so
 * the sweep is not published). While the bus is not live (Redis away) the streams are ended: they
 * would miss other nodes' changes without a word, and their clients poll until they can reconnect.
 */

/** Where a stream's text goes: the response body. */
export type TStreamSink = {
  write: (chunk: string) => void;
  /** Ends the response. */
  end: () => void;
  /** Bytes written but not yet sent: a client that stops reading is dropped. */
  backlog: () => number;
};

export type TStreamConnection = { close: () => void };

export type TNotificationStreamHubOptions = {
  db: Kysely<Database>;
  bus: TNotificationBus;
  log: Pick<TNotificationLog, 'warn'>;
  heartbeatMs?: number;
  /** How long a stream stays open before it is ended (checked at each heartbeat). */
  maxAgeMs?: number;
  sweepMs?: number;
  /** The clock (tests). */
  now?: () => Date;
};

const MAX_BACKLOG_BYTES = 256 * 1024;
/** Open streams of one user on one node (tabs, devices); a new one beyond ends the oldest. */
export const MAX_STREAMS_PER_USER = 10;
const DEFAULT_SWEEP_MS = 10_000;
const SWEEP_BATCH = 1_000;

/** One server-sent event. */
export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createNotificationStreamHub(options: TNotificationStreamHubOptions) {
  const { db, bus, log } = options;
  const clock = options.now ?? (() => new Date());
  // tenant -> user -> that user's open streams (tabs, devices).
  // Emptied sets and maps are removed, so an empty `byTenant` means no open stream.
  const byTenant = new Map<string, Map<string, Set<TStreamSink>>>();
  let lastSweep = clock().toISOString();
  const openedAt = new WeakMap<TStreamSink, number>();
  const maxAgeMs = options.maxAgeMs ?? NotificationStream.maxAgeSeconds * 1000;

  function send(sink: TStreamSink, chunk: string): void {
    if (sink.backlog() > MAX_BACKLOG_BYTES) {
      sink.end();
      return;
    }
    sink.write(chunk);
  }

  function sinksOf(tenantCode: string, userCode: string): Set<TStreamSink> | undefined {
    return byTenant.get(tenantCode)?.get(userCode);
  }

  async function announceNotification(tenantCode: string, notificationId: number): Promise<void> {
    const users = byTenant.get(tenantCode);
    if (!users || users.size === 0) {
      return;
    }
    const now = clock().toISOString();
    const summary = await findNotificationSummary(db, tenantCode, notificationId);
    if (!summary || summary.effective_on > now) {
      return;
    }
    const recipients = await findRecipientsAmong(db, tenantCode, notificationId, [...users.keys()]);
    if (recipients.length === 0) {
      return;
    }
    const counts = await countUnreadNotificationsOf(db, tenantCode, recipients, now);
    const typeId = toNotificationTypeId(summary.notification_type_id);
    for (const userCode of recipients) {
      const chunk = formatEvent(NotificationStream.events.notification, {
        notificationId: summary.id,
        notificationTypeId: typeId,
        notificationType: notificationTypeName(typeId),
        title: summary.title,
        effectiveOn: summary.effective_on,
        unreadCount: counts.get(userCode) ?? 0,
      });
      for (const sink of sinksOf(tenantCode, userCode) ?? []) {
        send(sink, chunk);
      }
    }
  }

  async function announceCounts(tenantCode: string, userCodes: readonly string[]): Promise<void> {
    if (userCodes.length === 0) {
      return;
    }
    const counts = await countUnreadNotificationsOf(db, tenantCode, userCodes, clock().toISOString());
    for (const userCode of userCodes) {
      const chunk = formatEvent(NotificationStream.events.unread, { unreadCount: counts.get(userCode) ?? 0 });
      for (const sink of sinksOf(tenantCode, userCode) ?? []) {
        send(sink, chunk);
      }
    }
  }

  async function handle(message: TNotificationBusMessage): Promise<void> {
    switch (message.kind) {
      case 'notification':
        return announceNotification(message.tenantCode, message.notificationId);
      case 'user':
        return sinksOf(message.tenantCode, message.userCode)
          ? announceCounts(message.tenantCode, [message.userCode])
          : undefined;
      case 'tenant':
        return announceCounts(message.tenantCode, [...(byTenant.get(message.tenantCode)?.keys() ?? [])]);
    }
  }

  function onMessage(message: TNotificationBusMessage): void {
    handle(message).catch((error: unknown) => {
      log.warn({ err: error, message }, 'notification stream event could not be sent');
    });
  }

  /** Notifications whose effective date passed since the last sweep reach the streams now. */
  async function sweep(): Promise<void> {
    const upTo = clock().toISOString();
    const after = lastSweep;
    lastSweep = upTo;
    if (byTenant.size === 0) {
      return;
    }
    let from = after;
    for (;;) {
      const rows = await findNotificationsBecomingVisible(db, from, upTo, SWEEP_BATCH);
      for (const row of rows) {
        await announceNotification(row.tenant_code, row.id);
      }
      const last = rows.at(-1);
      // A full batch: more may follow (a batch of equal dates would repeat, hence the strict step).
      if (rows.length < SWEEP_BATCH || !last || last.effective_on <= from) {
        return;
      }
      from = last.effective_on;
    }
  }

  const unsubscribe = bus.subscribe(onMessage);
  const stopWatchingBus = bus.onLiveChange((isLive) => {
    if (!isLive && byTenant.size > 0) {
      log.warn({ streams: connectionCount() }, 'notification streams ended: the bus cannot hear other nodes');
      closeAll();
    }
  });
  const heartbeat = setInterval(
    () => {
      const tooOld = clock().getTime() - maxAgeMs;
      for (const users of byTenant.values()) {
        for (const sinks of users.values()) {
          for (const sink of sinks) {
            if ((openedAt.get(sink) ?? Infinity) <= tooOld) {
              // Its response's close unregisters it.
              sink.end();
            } else {
              send(sink, ': heartbeat\n\n');
            }
          }
        }
      }
    },
    options.heartbeatMs ?? NotificationStream.heartbeatSeconds * 1000,
  );
  heartbeat.unref();
  let isSweeping = false;
  const sweeper = setInterval(() => {
    if (isSweeping) {
      return;
    }
    isSweeping = true;
    sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'notification sweep failed'))
      .finally(() => {
        isSweeping = false;
      });
  }, options.sweepMs ?? DEFAULT_SWEEP_MS);
  sweeper.unref();

  /** Registers a user's stream; the connection's `close` unregisters it (call it when the request closes). */
  function open(tenantCode: string, userCode: string, sink: TStreamSink): TStreamConnection {
    let users = byTenant.get(tenantCode);
    if (!users) {
      users = new Map();
      byTenant.set(tenantCode, users);
    }
    let sinks = users.get(userCode);
    if (!sinks) {
      sinks = new Set();
      users.set(userCode, sinks);
    }
    if (sinks.size >= MAX_STREAMS_PER_USER) {
      // The oldest is most likely a tab left behind; its response's close unregisters it.
      const oldest = sinks.values().next();
      if (!oldest.done) {
        sinks.delete(oldest.value);
        oldest.value.end();
      }
    }
    sinks.add(sink);
    openedAt.set(sink, clock().getTime());
    return {
      close: () => {
        const current = byTenant.get(tenantCode);
        const set = current?.get(userCode);
        if (!current || !set?.delete(sink)) {
          return;
        }
        if (set.size === 0) {
          current.delete(userCode);
        }
        if (current.size === 0) {
          byTenant.delete(tenantCode);
        }
      },
    };
  }

  /** Ends every stream (the server is closing: open streams would hold it open). */
  function closeAll(): void {
    const sinks = [...byTenant.values()].flatMap((users) => [...users.values()].flatMap((set) => [...set]));
    byTenant.clear();
    for (const sink of sinks) {
      sink.end();
    }
  }

  function stop(): void {
    unsubscribe();
    stopWatchingBus();
    clearInterval(heartbeat);
    clearInterval(sweeper);
    closeAll();
  }

  /** Open streams on this node. */
  function connectionCount(): number {
    let count = 0;
    for (const users of byTenant.values()) {
      for (const sinks of users.values()) {
        count += sinks.size;
      }
    }
    return count;
  }

  return { open, closeAll, stop, sweep, connectionCount };
}

export type TNotificationStreamHub = ReturnType<typeof createNotificationStreamHub>;
