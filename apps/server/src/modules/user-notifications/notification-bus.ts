import { Redis } from 'ioredis';
import { z } from 'zod';

/*
 * How a change to user notifications reaches every server node holding streams (ARCHITECTURE.md
 * section 8): in-process by default, through Redis pub/sub when REDIS_URL is set. Messages name
 * what changed, never the data: each node reads what its own connected users need.
 */

export type TNotificationBusMessage =
  /** A notification became visible: its recipients' streams get a `notification` event. */
  | { kind: 'notification'; tenantCode: string; notificationId: number }
  /** One user's unread count changed (read, deleted). */
  | { kind: 'user'; tenantCode: string; userCode: string }
  /** Unread counts of many users of the tenant changed (an administrator deleted a notification). */
  | { kind: 'tenant'; tenantCode: string };

export type TNotificationBusListener = (message: TNotificationBusMessage) => void;

export type TNotificationBus = {
  /** Delivers to every subscriber of every node, this one included. Never rejects. */
  publish: (message: TNotificationBusMessage) => Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe: (listener: TNotificationBusListener) => () => void;
  /** Resolves once messages published from now on reach this node (Redis: subscribed). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

/** What the module logs through (the app's logger). */
export type TNotificationLog = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

/** The Redis channel; versioned so a rolling upgrade that changes the messages does not mix them. */
export const NOTIFICATION_CHANNEL = 'portal:user-notifications:v1';

const ZMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notification'), tenantCode: z.string().min(1), notificationId: z.number().int() }),
  z.object({ kind: z.literal('user'), tenantCode: z.string().min(1), userCode: z.string().min(1) }),
  z.object({ kind: z.literal('tenant'), tenantCode: z.string().min(1) }),
]);

/** A message as another node published it, or undefined when it is not one (not JSON, or not a message). */
function parseMessage(payload: string): TNotificationBusMessage | undefined {
  try {
    return ZMessageSchema.safeParse(JSON.parse(payload)).data;
  } catch {
    return undefined;
  }
}

function createListeners() {
  const listeners = new Set<TNotificationBusListener>();
  const add = (listener: TNotificationBusListener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const deliver = (message: TNotificationBusMessage): void => {
    for (const listener of listeners) {
      listener(message);
    }
  };
  return { add, deliver };
}

/** One process: subscribers hear what this process publishes (asynchronously, as over Redis). */
export function createInProcessNotificationBus(): TNotificationBus {
  const listeners = createListeners();
  return {
    publish: (message) => {
      queueMicrotask(() => listeners.deliver(message));
      return Promise.resolve();
    },
    subscribe: listeners.add,
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * Every node: PUBLISH on one connection, SUBSCRIBE on another (ioredis reconnects and subscribes
 * again by itself). When Redis cannot take a message, this node's own subscribers still get it
 * (other nodes' users then see the change on their next read or reconnect).
 */
export function createRedisNotificationBus(
  url: string,
  log: TNotificationLog,
  channel = NOTIFICATION_CHANNEL,
): TNotificationBus {
  const listeners = createListeners();
  // Commands fail fast while Redis is away instead of queueing: publish falls back to this node.
  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // Without a listener ioredis logs every failed attempt; one warning per outage is enough.
    let isDown = false;
    connection.on('error', (error: Error) => {
      if (!isDown) {
        log.warn({ err: error, connection: name }, 'notification bus: Redis unreachable, retrying');
      }
      isDown = true;
    });
    connection.on('ready', () => {
      if (isDown) {
        log.info({ connection: name }, 'notification bus: Redis reachable again');
      }
      isDown = false;
    });
  }
  const subscribed = subscriber.subscribe(channel);
  // Until `ready()` is awaited, a failed first subscription must not be an unhandled rejection.
  subscribed.catch(() => {});
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) {
      return;
    }
    const message = parseMessage(payload);
    if (message) {
      listeners.deliver(message);
    } else {
      log.warn({ channel }, 'unreadable notification bus message ignored');
    }
  });
  return {
    publish: async (message) => {
      try {
        await publisher.publish(channel, JSON.stringify(message));
      } catch (error) {
        log.warn({ err: error }, 'notification bus: Redis publish failed; delivered on this node only');
        listeners.deliver(message);
      }
    },
    subscribe: listeners.add,
    ready: async () => {
      await subscribed;
      if (publisher.status !== 'ready') {
        await new Promise<void>((resolve, reject) => {
          publisher.once('ready', resolve);
          publisher.once('end', () => reject(new Error('the Redis publisher connection ended')));
        });
      }
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Redis when a URL is configured, in-process otherwise. */
export function createNotificationBus(redisUrl: string | undefined, log: TNotificationLog): TNotificationBus {
  return redisUrl ? createRedisNotificationBus(redisUrl, log) : createInProcessNotificationBus();
}
