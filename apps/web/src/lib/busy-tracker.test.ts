import { describe, expect, it, vi } from 'vitest';
import { createBusyTracker } from './busy-tracker';

describe('busy tracker', () => {
  it('is busy while any work runs and tells when that changes', async () => {
    const tracker = createBusyTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const endFirst = tracker.start();
    let finish = () => undefined as void;
    const second = tracker.track(new Promise<void>((resolve) => (finish = resolve)));
    expect(tracker.isBusy()).toBe(true);
    endFirst();
    endFirst();
    expect(tracker.isBusy()).toBe(true);
    finish();
    await second;
    expect(tracker.isBusy()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ends tracked work that fails too', async () => {
    const tracker = createBusyTracker();
    await expect(tracker.track(Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(tracker.isBusy()).toBe(false);
  });
});
