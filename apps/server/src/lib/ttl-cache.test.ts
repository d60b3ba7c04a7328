import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('loads once and serves from memory until the entry expires', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never holds more than its bound, dropping the oldest entry first', () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('first', '1');
    cache.set('second', '2');
    cache.set('third', '3');
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('second')).toBe('2');
    expect(cache.get('third')).toBe('3');
  });
});
