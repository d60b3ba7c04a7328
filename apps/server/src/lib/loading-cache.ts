import { LRUCache } from 'lru-cache';

/** How many entries a cache holds and how long each lives (ms). */
export type TCacheBounds = { readonly max: number; readonly ttl: number };

/**
 * A bounded cache of loaded things whose loader comes with each call:
 * `cache.forceFetch(key, { context: () => load() })`. lru-cache merges concurrent loads of a key
 * and never keeps a failed one (the next call loads again). Bounded because keys can come from
 * request input (a Host header, a tenant URL): nobody can grow it without limit.
 */
// Values are anything but undefined and null: lru-cache's rule.
export function createLoadingCache<V extends NonNullable<unknown>>(
  bounds: TCacheBounds,
): LRUCache<string, V, () => Promise<V>> {
  return new LRUCache<string, V, () => Promise<V>>({
    max: bounds.max,
    ttl: bounds.ttl,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}
