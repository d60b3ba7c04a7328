import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, stubFetch } from '../shell-fixtures';
import { NotificationBell } from './notification-bell';

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.isClosed = true;
  }

  emit(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

function latestSource(): FakeEventSource {
  const source = FakeEventSource.instances.at(-1);
  if (!source) {
    throw new Error('No stream was opened');
  }
  return source;
}

let ticket = 0;

beforeEach(() => {
  FakeEventSource.instances = [];
  ticket = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubServer() {
  return stubFetch({
    '/api/user-notification/unread/count': () => jsonResponse({ count: 2 }),
    '/api/user-notification/stream-ticket': () => {
      ticket += 1;
      return jsonResponse({
        success: true,
        returnValue: {
          ticket: `t${ticket}`,
          expiresInSeconds: 60,
          streamUrl: `/api/user-notification/stream?ticket=t${ticket}`,
        },
        message: null,
      });
    },
  });
}

describe('the notification bell', () => {
  it('shows the count, then the counts of the live stream, and a toast for a new notification', async () => {
    const fetchMock = stubServer();
    renderInShell(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('2');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(latestSource().url).toMatch(/\/api\/user-notification\/stream\?ticket=t1$/);
    expect(callsTo(fetchMock, '/api/user-notification/stream-ticket')[0]?.[1]?.method).toBe('POST');

    act(() => latestSource().emit('ready', { unreadCount: 2 }));
    act(() =>
      latestSource().emit('notification', {
        notificationId: 9,
        notificationTypeId: 1,
        notificationType: 'General',
        title: 'Team meeting moved',
        effectiveOn: '2026-03-02T09:00:00.000Z',
        unreadCount: 3,
      }),
    );
    // The query client tells its observers a moment later.
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    expect(screen.getByRole('link', { name: 'Notifications (3 new)' })).toBeDefined();
    expect(await screen.findByText('Team meeting moved')).toBeDefined();

    act(() => latestSource().emit('unread', { unreadCount: 0 }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });

  it('asks for a new ticket after an error, after a delay', async () => {
    stubServer();
    renderInShell(<NotificationBell />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = latestSource();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => first.fail());
    expect(first.isClosed).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_100);
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(latestSource().url).toMatch(/ticket=t2$/);
  });

  it('closes the stream when it goes away', async () => {
    stubServer();
    const { unmount } = renderInShell(<NotificationBell />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    unmount();
    expect(latestSource().isClosed).toBe(true);
  });
});
