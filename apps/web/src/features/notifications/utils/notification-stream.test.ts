import { afterEach, describe, expect, it, vi } from 'vitest';
import { openNotificationStream, streamRetryDelay } from './notification-stream';
import type { TEventSourceLike } from './notification-stream';

afterEach(() => {
  vi.useRealTimers();
});

describe('openNotificationStream', () => {
  it('waits longer after each failure, at most a minute', () => {
    expect([1, 2, 3, 4, 10].map(streamRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 60_000]);
  });

  it('asks for a new ticket only once the retry delay has passed', async () => {
    vi.useFakeTimers();
    const requestStreamUrl = vi.fn(async () => {
      throw new Error('offline');
    });
    openNotificationStream({
      coreService: 'https://acme.example',
      onUnreadCount: vi.fn(),
      onNotification: vi.fn(),
      onLiveChange: vi.fn(),
      requestStreamUrl,
      createEventSource: () => ({}) as TEventSourceLike,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(requestStreamUrl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(streamRetryDelay(1) - 1);
    expect(requestStreamUrl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestStreamUrl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(streamRetryDelay(2) - 1);
    expect(requestStreamUrl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestStreamUrl).toHaveBeenCalledTimes(3);
  });

  it('never gives up: after repeated failures it asks every minute (the bell polls), and is live once the server answers', async () => {
    vi.useFakeTimers();
    const onLiveChange = vi.fn();
    const onUnreadCount = vi.fn();
    // The server pauses live delivery (503) until Redis is back.
    let isPaused = true;
    const requestStreamUrl = vi.fn(async () => {
      if (isPaused) {
        throw new Error('503');
      }
      return 'https://acme.example/api/user-notification/stream?ticket=t';
    });
    const listeners = new Map<string, (event: MessageEvent<string>) => void>();
    const createEventSource = vi.fn((): TEventSourceLike => ({
      addEventListener: (type, listener) => listeners.set(type, listener),
      onerror: null,
      close: vi.fn(),
    }));
    openNotificationStream({
      coreService: 'https://acme.example',
      onUnreadCount,
      onNotification: vi.fn(),
      onLiveChange,
      requestStreamUrl,
      createEventSource,
    });
    await vi.advanceTimersByTimeAsync(0);
    // Ten failures in a row: 2 s, 4 s... 32 s, then a minute each.
    for (let failures = 1; failures < 10; failures += 1) {
      await vi.advanceTimersByTimeAsync(streamRetryDelay(failures));
    }
    expect(requestStreamUrl).toHaveBeenCalledTimes(10);
    expect(onLiveChange).toHaveBeenLastCalledWith(false);
    expect(onLiveChange).not.toHaveBeenCalledWith(true);
    expect(streamRetryDelay(10)).toBe(60_000);
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(requestStreamUrl).toHaveBeenCalledTimes(10);

    isPaused = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(requestStreamUrl).toHaveBeenCalledTimes(11);
    expect(createEventSource).toHaveBeenCalledWith('https://acme.example/api/user-notification/stream?ticket=t');
    listeners.get('ready')?.(new MessageEvent('ready', { data: '{"unreadCount":3}' }));
    expect(onLiveChange).toHaveBeenLastCalledWith(true);
    expect(onUnreadCount).toHaveBeenCalledWith(3);
  });

  it('does nothing but report "not live" without EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const onLiveChange = vi.fn();
    const requestStreamUrl = vi.fn(async () => '/stream');
    openNotificationStream({
      coreService: 'https://acme.example',
      onUnreadCount: vi.fn(),
      onNotification: vi.fn(),
      onLiveChange,
      requestStreamUrl,
    });
    expect(onLiveChange).toHaveBeenCalledWith(false);
    expect(requestStreamUrl).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
