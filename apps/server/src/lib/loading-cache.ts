import { LRUCache } from 'lru-cache';

/** How many entries a cache holds and how long each lives (ms). */
export type TCacheBounds = { readonly max: number; readonly ttl: number };

// lru-cache's reasons for aborting a load in flight: its key deleted (a write's forget, `clear()`),
// evicted or replaced.
const DROPPED_LOADS = new Set(['deleted', 'evicted', 'replaced']);

// A load dropped again and again (a storm of writes) ends as a load of the caller's own, not kept.
const MAX_SHARED_LOADS = 3;

/**
 * lru-cache rejects every caller of a load in flight when its key is forgotten (`delete`, `clear`):
 * a write's forget would fail the requests that happened to be loading (a 500 for a colleague
 * whose permissions were loading while an admin changed a group). Here they load again instead:
 * the load they waited for may have read what the write changed, so it is neither kept nor used.
 */
/**
 * Loads a value; handed the value it replaces while the cache still holds it (expired), so a load
 * whose result is costly to derive (compressed bytes) can keep it when what it read is unchanged.
 */
type TLoader<V> = (previous: V | undefined) => Promise<V>;

class LoadingCache<V extends NonNullable<unknown>> extends LRUCache<string, V, TLoader<V>> {
  // Optional only to match the base's overloads: every call here passes its loader as `context`.
  override async forceFetch(
    key: string,
    options?: LRUCache.FetchOptionsWithContext<string, V, TLoader<V>>,
  ): Promise<V> {
    if (options === undefined) {
      throw new Error('a loading cache is called with its loader as `context`');
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await super.forceFetch(key, options);
      } catch (error) {
        if (!(error instanceof Error && DROPPED_LOADS.has(error.message))) {
          throw error;
        }
        if (attempt >= MAX_SHARED_LOADS) {
          return options.context(undefined);
        }
      }
    }
  }
}

/**
 * A bounded cache of loaded things whose loader comes with each call:
 * `cache.forceFetch(key, { context: () => load() })`. lru-cache merges concurrent loads of a key
 * and never keeps a failed one (the next call loads again); a load forgotten while in flight is
 * loaded again for its callers (above). Bounded because keys can come from request input (a Host
 * header, a tenant URL): nobody can grow it without limit.
 */
// Values are anything but undefined and null: lru-cache's rule.
export function createLoadingCache<V extends NonNullable<unknown>>(bounds: TCacheBounds): LoadingCache<V> {
  return new LoadingCache<V>({
    max: bounds.max,
    ttl: bounds.ttl,
    fetchMethod: (_key, stale, { context }) => context(stale),
  });
}
