import { Redis } from 'ioredis';

/*
 * The two Redis connections a pub/sub user of the nodes needs (the change signal, the notification
 * bus): a publisher whose commands fail fast while Redis is away instead of queueing (and give up
 * after 2 s on a Redis gone silent: the callers' requests await them), and a subscriber that
 * queues and reconnects for ever (ioredis subscribes again by itself). Without an error listener
 * ioredis logs every attempt; each connection here logs once per outage and once when back.
 */

export type TRedisPairName = 'publisher' | 'subscriber';

export type TRedisPairLog = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

export type TRedisPairOptions = {
  url: string;
  log: TRedisPairLog;
  /** The lines logged once per outage and when a connection is back, with these fields. */
  messages: { unreachable: string; reachable: string };
  logFields?: Record<string, unknown>;
  /** Named to Redis as `<connectionName>:publisher` and `:subscriber` (CLIENT LIST). */
  connectionName?: string;
  /** A connection is ready again; `wasLost` when it had closed since it was last ready. */
  onReady?: (name: TRedisPairName, wasLost: boolean) => void;
};

export type TRedisPair = {
  publisher: Redis;
  subscriber: Redis;
  /** Disconnects both, without logging their closing as an outage. */
  close: () => void;
};

const PUBLISH_TIMEOUT_MS = 2_000;

export function openRedisPair(options: TRedisPairOptions): TRedisPair {
  const { log, messages, logFields = {}, connectionName } = options;
  const nameOf = (name: TRedisPairName) =>
    connectionName === undefined ? {} : { connectionName: `${connectionName}:${name}` };
  const publisher = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: PUBLISH_TIMEOUT_MS,
    ...nameOf('publisher'),
  });
  const subscriber = new Redis(options.url, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    ...nameOf('subscriber'),
  });
  let isClosing = false;
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let isDown = false;
    let wasLost = false;
    const down = (error?: Error) => {
      if (!isDown && !isClosing) {
        log.warn({ err: error, ...logFields, connection: name }, messages.unreachable);
      }
      isDown = true;
    };
    connection.on('error', down);
    connection.on('close', () => {
      wasLost = true;
      down();
    });
    connection.on('ready', () => {
      if (isDown) {
        log.info({ ...logFields, connection: name }, messages.reachable);
      }
      options.onReady?.(name, wasLost);
      isDown = false;
      wasLost = false;
    });
  }
  return {
    publisher,
    subscriber,
    close: () => {
      isClosing = true;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
