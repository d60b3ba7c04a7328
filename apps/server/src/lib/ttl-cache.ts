/**
 * A bounded in-process cache with expiry. Bounded because keys can come from request input (a Host
 * header, a tenant URL), and an attacker must not be able to grow it without limit.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) {
        this.#entries.delete(oldest.value);
      }
    }
    this.#entries.set(key, { value, expiresAt: Date.now() + this.#ttlMs });
  }

  /** Returns the cached value, or computes, caches and returns it. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
