import type {
  TCreateStreamTicketResponse,
  TNotificationStreamNotificationEvent,
  TNotificationStreamUnreadEvent,
} from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

/** The EventSource this module needs (tests give a fake one). */
export type TEventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  onerror: ((event: Event) => void) | null;
  close: () => void;
};

export type TNotificationStreamOptions = {
  coreService: string;
  onUnreadCount: (count: number) => void;
  onNotification: (event: TNotificationStreamNotificationEvent) => void;
  /** True while events come; false while reconnecting (the bell polls then). */
  onLiveChange: (isLive: boolean) => void;
  createEventSource?: (url: string) => TEventSourceLike;
  /** `POST /stream-ticket`: the stream's address for a one-minute ticket. */
  requestStreamUrl?: (coreService: string) => Promise<string>;
};

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * Waits longer after each failure in a row: 2 s, 4 s, 8 s... then a minute for as long as it fails
 * (the server pauses live delivery while Redis is away: the stream comes back with it).
 */
export function streamRetryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

function defaultEventSource(): ((url: string) => TEventSourceLike) | undefined {
  return typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined;
}

async function requestTicketUrl(coreService: string): Promise<string> {
  const answer = await apiRequest(
    joinUrl(coreService, '/api/user-notification/stream-ticket'),
    serverCheckedResponse<TCreateStreamTicketResponse>(),
    { method: 'POST' },
  );
  return joinUrl(coreService, answer.returnValue.streamUrl);
}

function readJson<TData>(event: MessageEvent<string>): TData | undefined {
  try {
    return JSON.parse(event.data) as TData;
  } catch {
    return undefined;
  }
}

/**
 * Opens the user's notification stream (server-sent events) and keeps it open: a ticket lasts 60 s
 * and EventSource's own reconnects reuse the address, so after any error the source is closed and
 * a new ticket asked for, with a growing delay, never giving up (the bell polls meanwhile). Returns
 * the function that stops everything.
 */
export function openNotificationStream({
  coreService,
  onUnreadCount,
  onNotification,
  onLiveChange,
  createEventSource = defaultEventSource(),
  requestStreamUrl = requestTicketUrl,
}: TNotificationStreamOptions): () => void {
  let isStopped = false;
  let failures = 0;
  let source: TEventSourceLike | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const fail = () => {
    source?.close();
    source = undefined;
    onLiveChange(false);
    failures += 1;
    if (isStopped) {
      return;
    }
    retryTimer = setTimeout(() => void connect(), streamRetryDelay(failures));
  };

  const onUnread = (event: MessageEvent<string>) => {
    const data = readJson<TNotificationStreamUnreadEvent>(event);
    failures = 0;
    onLiveChange(true);
    if (typeof data?.unreadCount === 'number') {
      onUnreadCount(data.unreadCount);
    }
  };

  async function connect(): Promise<void> {
    let url: string;
    try {
      url = await requestStreamUrl(coreService);
    } catch {
      fail();
      return;
    }
    if (isStopped) {
      return;
    }
    const opened = create(url);
    source = opened;
    opened.addEventListener('ready', onUnread);
    opened.addEventListener('unread', onUnread);
    opened.addEventListener('notification', (event) => {
      const data = readJson<TNotificationStreamNotificationEvent>(event);
      if (data) {
        onUnreadCount(data.unreadCount);
        onNotification(data);
      }
    });
    opened.onerror = () => {
      if (source === opened) {
        fail();
      }
    };
  }

  if (!createEventSource) {
    // No EventSource in this browser: the bell keeps polling.
    onLiveChange(false);
    return () => {};
  }
  const create = createEventSource;
  void connect();
  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    source?.close();
    source = undefined;
  };
}
