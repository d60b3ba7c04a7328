import { LRUCache } from 'lru-cache';
import { keptAnswer, keptAnswerSize, type TKeptAnswer } from './kept-answer.ts';

/*
 * Whole answers of a list call kept for the people who ask it again and again (the events and news
 * lists): the JSON as sent, checked once against the contract, with its compressed forms made once
 * (`kept-answer.ts`). A hit costs a lookup, not a query, a presenter, a response check and a
 * compression. Keys are parts, the tenant first, then whose answer it is (a person, an audience),
 * then the query; `forget` drops every answer under a prefix of parts when a write changes them.
 * Writes forget on hot paths (a like, a registration, a learning-record statement): the keys are
 * listed under each prefix of their parts, so that a forget reads the keys it drops, not every key.
 */

/** The key parts of an answer: the tenant first, then from the widest to the narrowest. */
export type TAnswerKey = readonly (string | number)[];

/** What a load answers: the JSON, and how long it may be kept when shorter than the cache's ttl. */
export type TLoadedAnswer = { json: string; ttl?: number };

export type TAnswerCache = {
  /** The kept answer of the key, loaded (once for concurrent callers) when there is none. */
  get: (key: TAnswerKey, load: () => Promise<TLoadedAnswer>) => Promise<TKeptAnswer>;
  /** Drops every answer whose key starts with these parts (a write changed them). */
  forget: (prefix: TAnswerKey) => void;
  /** How many prefixes `forget`'s index lists (tests: answers let go leave none behind). */
  indexedPrefixes: () => number;
};

// lru-cache's reasons for aborting a load in flight (its key deleted, evicted or replaced).
const DROPPED_LOADS = new Set(['deleted', 'evicted', 'replaced']);

// NUL joins the parts: no code, id or locale holds one, so a prefix never matches a longer part.
const SEPARATOR = '\u0000';
const keyOf = (parts: TAnswerKey): string => `${parts.join(SEPARATOR)}${SEPARATOR}`;

/** The key of every prefix of a key's parts, itself included (`a␀b␀` -> `a␀`, `a␀b␀`). */
function* prefixesOf(key: string): Generator<string> {
  for (let end = key.indexOf(SEPARATOR); end !== -1; end = key.indexOf(SEPARATOR, end + 1)) {
    yield key.slice(0, end + 1);
  }
}

/** Keys listed under each prefix of their parts. */
class PrefixIndex {
  readonly #keys = new Map<string, Set<string>>();

  add(key: string): void {
    for (const prefix of prefixesOf(key)) {
      let keys = this.#keys.get(prefix);
      if (!keys) {
        keys = new Set();
        this.#keys.set(prefix, keys);
      }
      keys.add(key);
    }
  }

  remove(key: string): void {
    for (const prefix of prefixesOf(key)) {
      const keys = this.#keys.get(prefix);
      if (keys?.delete(key) && keys.size === 0) {
        // An emptied prefix goes too: a tenant's people come and go, the index does not grow with them.
        this.#keys.delete(prefix);
      }
    }
  }

  /** The keys under a prefix, as a copy (the caller removes them while reading). */
  under(prefix: string): string[] {
    return [...(this.#keys.get(prefix) ?? [])];
  }

  /** How many prefixes are listed (for tests: nothing is left behind). */
  get size(): number {
    return this.#keys.size;
  }
}

/**
 * A cache of whole answers, bounded by bytes (`maxBytes`) and kept `ttl` ms at most. A load whose
 * key is forgotten while it runs is not kept (it may have read what the write changed) and its
 * callers get a fresh load; a failed load is never kept.
 */
export function createAnswerCache(bounds: { maxBytes: number; ttl: number }): TAnswerCache {
  // A key is listed from each load's start (lru-cache's `keys()` leaves loads in flight out, and
  // `forget` must abort them) until lru-cache lets its answer go (evicted, expired, deleted,
  // replaced: `dispose`) or its last load ends with nothing kept (failed, aborted, too large).
  const index = new PrefixIndex();
  // Callers loading each key: lru-cache disposes of kept answers only, a load's end is ours to see.
  const loading = new Map<string, number>();

  const answers = new LRUCache<string, TKeptAnswer, () => Promise<TLoadedAnswer>>({
    maxSize: bounds.maxBytes,
    sizeCalculation: keptAnswerSize,
    ttl: bounds.ttl,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const loaded = await context();
      if (loaded.ttl !== undefined) {
        // Never kept past a change known in advance (a scheduled go-live), nor for nothing.
        options.ttl = Math.max(1, Math.min(bounds.ttl, loaded.ttl));
      }
      return keptAnswer(loaded.json);
    },
    dispose: (_answer, key) => {
      if (!loading.has(key)) {
        index.remove(key);
      }
    },
  });

  return {
    async get(parts, load) {
      const key = keyOf(parts);
      const kept = answers.get(key);
      if (kept !== undefined) {
        return kept;
      }
      loading.set(key, (loading.get(key) ?? 0) + 1);
      // On every load, not only the first: a forget meanwhile unlisted the key, and this load must
      // be found by the next forget.
      index.add(key);
      try {
        return await answers.forceFetch(key, { context: load });
      } catch (error) {
        if (error instanceof Error && DROPPED_LOADS.has(error.message)) {
          return keptAnswer((await load()).json);
        }
        throw error;
      } finally {
        const callers = (loading.get(key) ?? 1) - 1;
        if (callers > 0) {
          loading.set(key, callers);
        } else {
          loading.delete(key);
          if (!answers.has(key)) {
            index.remove(key);
          }
        }
      }
    },
    forget(prefix) {
      for (const key of index.under(keyOf(prefix))) {
        // Aborts a load in flight (lru-cache disposes of nothing then, so the key is unlisted here).
        answers.delete(key);
        index.remove(key);
      }
    },
    indexedPrefixes: () => index.size,
  };
}
