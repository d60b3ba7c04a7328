import { describe, expect, it } from 'vitest';
import { createLoadingCache } from './loading-cache.ts';

/** A loader that answers `value` when released, counting its calls. */
function gatedLoader(value: number) {
  let calls = 0;
  const releases: (() => void)[] = [];
  return {
    load: () => {
      calls += 1;
      return new Promise<{ value: number }>((resolve) => releases.push(() => resolve({ value })));
    },
    releaseAll: () => releases.splice(0).forEach((release) => release()),
    get calls() {
      return calls;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLoadingCache', () => {
  it('merges concurrent loads of a key and keeps the answer', async () => {
    const cache = createLoadingCache<{ value: number }>({ max: 10, ttl: 60_000 });
    const loader = gatedLoader(1);
    const both = Promise.all([
      cache.forceFetch('k', { context: loader.load }),
      cache.forceFetch('k', { context: loader.load }),
    ]);
    loader.releaseAll();
    expect(await both).toEqual([{ value: 1 }, { value: 1 }]);
    expect(await cache.forceFetch('k', { context: loader.load })).toEqual({ value: 1 });
    expect(loader.calls).toBe(1);
  });

  it('loads again for the callers of a load forgotten in flight, instead of failing them', async () => {
    const cache = createLoadingCache<{ value: number }>({ max: 10, ttl: 60_000 });
    const before = gatedLoader(1);
    const waiting = cache.forceFetch('k', { context: before.load });
    await tick();
    // A write forgets the key while it loads (what an admin's group change does to permissions).
    cache.clear();
    const after = gatedLoader(2);
    const retried = cache.forceFetch('k', { context: after.load });
    await tick();
    before.releaseAll();
    after.releaseAll();
    await tick();
    after.releaseAll();
    // The caller gets what was loaded after the forget, not an error and not the older load.
    expect(await waiting).toEqual({ value: 2 });
    expect(await retried).toEqual({ value: 2 });
    expect(cache.get('k')).toEqual({ value: 2 });
  });

  it('hands a load the expired value it replaces, and nothing for a key never loaded', async () => {
    const cache = createLoadingCache<{ value: number }>({ max: 10, ttl: 20 });
    const seen: ({ value: number } | undefined)[] = [];
    const load = async (previous: { value: number } | undefined) => {
      seen.push(previous);
      return { value: (previous?.value ?? 0) + 1 };
    };
    expect(await cache.forceFetch('k', { context: load })).toEqual({ value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.forceFetch('k', { context: load })).toEqual({ value: 2 });
    expect(seen).toEqual([undefined, { value: 1 }]);
  });

  it('never keeps a failed load', async () => {
    const cache = createLoadingCache<{ value: number }>({ max: 10, ttl: 60_000 });
    await expect(cache.forceFetch('k', { context: () => Promise.reject(new Error('down')) })).rejects.toThrow('down');
    expect(await cache.forceFetch('k', { context: () => Promise.resolve({ value: 3 }) })).toEqual({ value: 3 });
  });
});
