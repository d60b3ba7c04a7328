import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, createToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((toast) => toast.message);

describe('toast store', () => {
  it('shows a toast for 3000 ms', () => {
    const store = createToastStore();
    store.show({ message: 'Saved' });
    expect(TOAST_DURATION_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(messages(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('never shows the same message twice at once, and shows it again once it left', () => {
    const store = createToastStore();
    const first = store.show({ message: 'Saved', kind: 'success' });
    vi.advanceTimersByTime(2000);
    expect(store.show({ message: 'Saved', kind: 'success' })).toBe(first);
    expect(messages(store)).toEqual(['Saved']);
    // The duplicate did not extend the first one's time.
    vi.advanceTimersByTime(1000);
    expect(messages(store)).toEqual([]);

    const again = store.show({ message: 'Saved', kind: 'success' });
    expect(again).not.toBe(first);
    expect(messages(store)).toEqual(['Saved']);
  });

  it('tells apart the same text of another kind or title', () => {
    const store = createToastStore();
    store.show({ message: 'Upload' });
    store.show({ message: 'Upload', kind: 'error' });
    store.show({ message: 'Upload', title: 'Resources' });
    expect(store.getSnapshot()).toHaveLength(3);
  });

  it('lets a toast be closed early and tells its subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ message: 'Saved' });
    store.dismiss(id);
    expect(messages(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ message: 'Later' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('keeps the newest toasts when too many arrive, and clears every timer', () => {
    const store = createToastStore({ maxVisible: 2 });
    store.show({ message: 'one' });
    store.show({ message: 'two' });
    store.show({ message: 'three' });
    expect(messages(store)).toEqual(['two', 'three']);
    expect(vi.getTimerCount()).toBe(2);
    store.clear();
    expect(messages(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
