import { request, type ClientRequest } from 'node:http';
import { NotificationStream } from '@portal/contracts';
import { readEventBlocks } from '../../../apps/server/src/test/event-stream.ts';

/*
 * One idle client of the notification stream: a real HTTP connection reading server-sent events
 * as EventSource would (`readEventBlocks` of the server's tests), keeping only what the bench looks
 * at (that `ready` came, when each notification came, whether the connection is still open).
 * Heartbeats and other events are skipped without parsing their data.
 */

export type TStreamClient = {
  /** False once the server ended the response or the connection failed. */
  isOpen: () => boolean;
  /**
   * When (`performance.now()`) the `notification` event of this id arrived, waiting until
   * `deadline` at most; null when it did not come by then or the stream ended first.
   */
  notificationArrival: (notificationId: number, deadline: number) => Promise<number | null>;
  close: () => void;
};

type TOpenedStream = { status: number; client: TStreamClient } | { status: number; client: null; body: string };

function timeoutError(message: string): Error {
  const error = new Error(message);
  // What measure-calls counts as a timeout.
  error.name = 'TimeoutError';
  return error;
}

/**
 * Opens `GET <streamUrl>` on its own connection (`agent: false`: no pool, so no socket limit) and
 * resolves once the `ready` event arrived (a 200) or with the answer's status and body (not a
 * stream). Rejects when the connection fails or `ready` does not come within `timeoutMs`.
 */
export function openStreamClient(url: string, host: string, timeoutMs: number): Promise<TOpenedStream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const waiters = new Set<() => void>();
    let isOpen = true;
    let isSettled = false;
    let outgoing: ClientRequest | null = null;

    const timer = setTimeout(() => {
      settle(() => reject(timeoutError(`no ready event within ${timeoutMs} ms`)));
      outgoing?.destroy();
    }, timeoutMs);

    function settle(outcome: () => void): void {
      if (!isSettled) {
        isSettled = true;
        clearTimeout(timer);
        outcome();
      }
    }

    function ended(): void {
      isOpen = false;
      for (const wake of waiters) {
        wake();
      }
    }

    const client: TStreamClient = {
      isOpen: () => isOpen,
      notificationArrival: (notificationId, deadline) =>
        new Promise((resolveArrival) => {
          const check = (): boolean => {
            const arrivedAt = arrivals.get(notificationId);
            if (arrivedAt !== undefined || !isOpen || performance.now() >= deadline) {
              waiters.delete(wake);
              clearTimeout(giveUp);
              resolveArrival(arrivedAt ?? null);
              return true;
            }
            return false;
          };
          const wake = (): void => {
            check();
          };
          const giveUp = setTimeout(wake, Math.max(0, deadline - performance.now()));
          if (!check()) {
            waiters.add(wake);
          }
        }),
      close: () => {
        outgoing?.destroy();
        ended();
      },
    };

    function onEvent(event: string, data: string | null): void {
      if (event === NotificationStream.events.ready) {
        settle(() => resolve({ status: 200, client }));
      } else if (event === NotificationStream.events.notification && data !== null) {
        const { notificationId } = JSON.parse(data) as { notificationId: number };
        arrivals.set(notificationId, performance.now());
        for (const wake of waiters) {
          wake();
        }
      }
    }

    outgoing = request(url, { agent: false, headers: { host, accept: 'text/event-stream' } }, (incoming) => {
      incoming.setEncoding('utf8');
      const status = incoming.statusCode ?? 0;
      if (status !== 200) {
        let body = '';
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () => settle(() => resolve({ status, client: null, body })));
        return;
      }
      readEventBlocks(incoming, onEvent);
      incoming.on('close', () => {
        ended();
        settle(() => reject(new Error('the stream ended before its ready event')));
      });
      incoming.on('error', () => {});
    });
    outgoing.on('error', (error) => {
      ended();
      settle(() => reject(error));
    });
    outgoing.on('close', ended);
    outgoing.end();
  });
}
