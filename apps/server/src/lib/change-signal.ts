import { openRedisPair } from './redis-pub-sub.ts';

/*
 * "Something of this key changed: drop what you cached of it", told to every server node
 * (ARCHITECTURE.md section 8): through Redis pub/sub when the deployment configures Redis,
 * in-process otherwise. A signal carries a key (a tenant code), never data: each node reads the
 * new state itself. Redis being away never stops the process: the publisher's own node still
 * hears it, the others keep their caches' short expiry as the bound, and every node drops
 * everything once its subscription is back (it may have missed signals meanwhile).
 */

/** The key that changed, or `ALL_KEYS` when a node may have missed signals. */
export const ALL_KEYS = '*';

/** A cache whose keys begin with the tenant code and a separator (`acme\n…`). */
type TTenantKeyedCache = { keys(): Iterable<string>; delete(key: string): unknown; clear(): void };

/** Drops a cache's keys of one tenant, as a change signal asks; every key for `ALL_KEYS`. */
export function forgetTenantKeys(cache: TTenantKeyedCache, tenantCode: string, separator = '\n'): void {
  if (tenantCode === ALL_KEYS) {
    cache.clear();
    return;
  }
  const prefix = `${tenantCode}${separator}`;
  for (const key of [...cache.keys()]) {
    if (key.startsWith(prefix)) {
      cache.delete(key);
    }
  }
}

export type TChangeListener = (key: string) => void;

export type TChangeSignal = {
  /** Tells every node, this one included. Never rejects. */
  announce: (key: string) => Promise<void>;
  /** Answers the unsubscribe function. */
  listen: (listener: TChangeListener) => () => void;
  /** Resolves once signals announced from now on reach this node (Redis: subscribed). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export type TChangeSignalLog = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

function createListeners() {
  const listeners = new Set<TChangeListener>();
  return {
    add: (listener: TChangeListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver: (key: string) => {
      for (const listener of listeners) {
        listener(key);
      }
    },
  };
}

/** One process: listeners hear what this process announces, before `announce` resolves. */
export function createInProcessChangeSignal(): TChangeSignal {
  const listeners = createListeners();
  return {
    announce: (key) => {
      listeners.deliver(key);
      return Promise.resolve();
    },
    listen: listeners.add,
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * Every node: PUBLISH on one connection, SUBSCRIBE on another (ioredis reconnects and subscribes
 * again by itself). The announcing node drops its own copies at once, without waiting for Redis,
 * so the administrator who made a change sees it on their next request whatever Redis does.
 */
export function createRedisChangeSignal(url: string, channel: string, log: TChangeSignalLog): TChangeSignal {
  const listeners = createListeners();
  const { publisher, subscriber, close } = openRedisPair({
    url,
    log,
    messages: {
      unreachable: 'change signal: Redis unreachable, caches expire on their own',
      reachable: 'change signal: Redis reachable again',
    },
    logFields: { channel },
    connectionName: channel,
    onReady: (name, wasLost) => {
      if (wasLost && name === 'subscriber') {
        // Signals sent while this node was not subscribed are lost: forget everything once.
        listeners.deliver(ALL_KEYS);
      }
    },
  });
  const subscribed = subscriber.subscribe(channel);
  // Until `ready()` is awaited, a failed first subscription must not be an unhandled rejection.
  subscribed.catch(() => {});
  const ownId = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) {
      return;
    }
    const separator = payload.indexOf('\n');
    // This node heard its own signals when it announced them.
    if (separator > 0 && payload.slice(0, separator) !== ownId) {
      listeners.deliver(payload.slice(separator + 1));
    }
  });
  return {
    announce: async (key) => {
      listeners.deliver(key);
      try {
        await publisher.publish(channel, `${ownId}\n${key}`);
      } catch (error) {
        // A connection known to be down was logged once for the outage; anything else is news.
        if (publisher.status === 'ready') {
          log.warn(
            { err: error, channel },
            'change signal: Redis publish failed; other nodes catch up when their caches expire',
          );
        }
      }
    },
    listen: listeners.add,
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
      close();
    },
  };
}

/** Redis when a URL is configured, in-process otherwise. */
export function createChangeSignal(
  redisUrl: string | undefined,
  channel: string,
  log: TChangeSignalLog,
): TChangeSignal {
  return redisUrl ? createRedisChangeSignal(redisUrl, channel, log) : createInProcessChangeSignal();
}
