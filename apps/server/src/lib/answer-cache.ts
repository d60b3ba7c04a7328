import { LRUCache } from 'lru-cache';
import { keptAnswer, keptAnswerSize, type TKeptAnswer } from './kept-answer.ts';

/*
 * Whole answers of a list call kept for the people who ask it again and again (the events and news
 * lists): the JSON as sent, checked once against the contract, with its compressed forms made once
 * (`kept-answer.ts`). A hit costs a lookup, not a query, a presenter, a response check and a
 * compression. Keys are parts, the tenant first, then whose answer it is (a person, an audience),
 * then the query; `forget` drops every answer under a prefix of parts when a write changes them.
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
};

// lru-cache's reasons for aborting a load in flight (its key deleted, evicted or replaced).
const DROPPED_LOADS = new Set(['deleted', 'evicted', 'replaced']);

// NUL joins the parts: no code, id or locale holds one, so a prefix never matches a longer part.
const SEPARATOR = '\u0000';
const keyOf = (parts: TAnswerKey): string => `${parts.join(SEPARATOR)}${SEPARATOR}`;

/**
 * A cache of whole answers, bounded by bytes (`maxBytes`) and kept `ttl` ms at most. A load whose
 * key is forgotten while it runs is not kept (it may have read what the write changed) and its
 * callers get a fresh load; a failed load is never kept.
 */
export function createAnswerCache(bounds: { maxBytes: number; ttl: number }): TAnswerCache {
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
  });

  // Keys being loaded: lru-cache's `keys()` leaves loads in flight out, and `forget` must abort them.
  const loading = new Set<string>();

  return {
    async get(parts, load) {
      const key = keyOf(parts);
      const kept = answers.get(key);
      if (kept !== undefined) {
        return kept;
      }
      loading.add(key);
      try {
        return await answers.forceFetch(key, { context: load });
      } catch (error) {
        if (error instanceof Error && DROPPED_LOADS.has(error.message)) {
          return keptAnswer((await load()).json);
        }
        throw error;
      } finally {
        loading.delete(key);
      }
    },
    forget(prefix) {
      const start = keyOf(prefix);
      for (const key of [...answers.keys(), ...loading]) {
        if (key.startsWith(start)) {
          answers.delete(key);
        }
      }
    },
  };
}
