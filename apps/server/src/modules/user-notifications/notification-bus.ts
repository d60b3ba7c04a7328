import { z } from 'zod';
import { openRedisPair } from '../../lib/redis-pub-sub.ts';

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

export type TBusLiveListener = (isLive: boolean) => void;

export type TNotificationBus = {
  /** Delivers to every subscriber of every node, this one included. Never rejects. */
  publish: (message: TNotificationBusMessage) => Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe: (listener: TNotificationBusListener) => () => void;
  /**
   * Whether this node hears every node's messages now (Redis: subscribed). While it does not, its
   * streams would miss other nodes' changes without a word: they are ended and clients poll.
   */
  isLive: () => boolean;
  /** Called with `isLive()` each time it changes; answers the unsubscribe function. */
  onLiveChange: (listener: TBusLiveListener) => () => void;
  /** Resolves once messages published from now on reach this node and every node (Redis: both connections up). */
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
    isLive: () => true,
    onLiveChange: () => () => {},
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** Whether a subscriber hears the channel now, and who is told when that changes. */
function createLiveState() {
  let isLive = false;
  const listeners = new Set<TBusLiveListener>();
  const onChange = (listener: TBusLiveListener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => isLive,
    set: (next: boolean) => {
      if (next === isLive) {
        return;
      }
      isLive = next;
      for (const listener of listeners) {
        listener(next);
      }
    },
    onChange,
    /** Resolves the next time it is live (at once when it is). */
    whenLive: () =>
      new Promise<void>((resolve) => {
        if (isLive) {
          resolve();
          return;
        }
        const stop = onChange((live) => {
          if (live) {
            stop();
            resolve();
          }
        });
      }),
  };
}

/**
 * Every node: PUBLISH on one connection, SUBSCRIBE on another (ioredis reconnects and subscribes
 * again by itself). When Redis cannot take a message, this node's own subscribers still get it
 * (other nodes' users then see the change on their next read or reconnect). The bus is live from
 * the moment Redis confirms the subscription until the subscriber's connection closes.
 */
export function createRedisNotificationBus(
  url: string,
  log: TNotificationLog,
  channel = NOTIFICATION_CHANNEL,
): TNotificationBus {
  const listeners = createListeners();
  const live = createLiveState();
  // Publish fails fast while Redis is away: it falls back to this node.
  const { publisher, subscriber, close } = openRedisPair({
    url,
    log,
    messages: {
      unreachable: 'notification bus: Redis unreachable, retrying',
      reachable: 'notification bus: Redis reachable again',
    },
  });
  subscriber.on('close', () => live.set(false));
  subscriber.on('ready', () => {
    // ioredis subscribes again right after `ready`: live once Redis has confirmed a subscription.
    subscriber.subscribe(channel).then(
      () => live.set(subscriber.status === 'ready'),
      // The connection dropped again: its next `ready` tries again.
      () => {},
    );
  });
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
        // A connection known to be down was logged once for the outage; anything else is news.
        if (publisher.status === 'ready') {
          log.warn({ err: error }, 'notification bus: Redis publish failed; delivered on this node only');
        }
        listeners.deliver(message);
      }
    },
    subscribe: listeners.add,
    isLive: live.get,
    onLiveChange: live.onChange,
    ready: async () => {
      await live.whenLive();
      if (publisher.status !== 'ready') {
        await new Promise<void>((resolve, reject) => {
          publisher.once('ready', resolve);
          publisher.once('end', () => reject(new Error('the Redis publisher connection ended')));
        });
      }
    },
    close: async () => {
      close();
      live.set(false);
    },
  };
}

/** Redis when a URL is configured, in-process otherwise. */
export function createNotificationBus(redisUrl: string | undefined, log: TNotificationLog): TNotificationBus {
  return redisUrl ? createRedisNotificationBus(redisUrl, log) : createInProcessNotificationBus();
}
