import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_STREAM_FAILURES, openNotificationStream, streamRetryDelay } from './notification-stream';
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

  it('gives up after repeated failures and reports the stream as not live (the bell polls)', async () => {
    vi.useFakeTimers();
    const onLiveChange = vi.fn();
    const requestStreamUrl = vi.fn(async () => {
      throw new Error('offline');
    });
    openNotificationStream({
      coreService: 'https://acme.example',
      onUnreadCount: vi.fn(),
      onNotification: vi.fn(),
      onLiveChange,
      requestStreamUrl,
      createEventSource: () => ({}) as TEventSourceLike,
    });
    await vi.runAllTimersAsync();
    expect(requestStreamUrl).toHaveBeenCalledTimes(MAX_STREAM_FAILURES);
    expect(onLiveChange).toHaveBeenLastCalledWith(false);
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
