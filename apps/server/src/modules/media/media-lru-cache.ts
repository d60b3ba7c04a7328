/**
 * A least-recently-used cache bounded by entry count and by total bytes: resized images are served
 * from memory on the warm path, and the memory they take stays bounded whatever URLs are asked.
 */
export class ByteLruCache<V extends { byteLength: number }> {
  readonly #entries = new Map<string, V>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(options: { maxEntries: number; maxBytes: number }) {
    this.#maxEntries = options.maxEntries;
    this.#maxBytes = options.maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes the entry the most recent.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.byteLength > this.#maxBytes) {
      return;
    }
    this.delete(key);
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) {
        break;
      }
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= value.byteLength;
    }
  }

  /** Drops every entry whose key starts with the prefix (a media replaced or deleted). */
  deleteByPrefix(prefix: string): void {
    for (const key of [...this.#entries.keys()]) {
      if (key.startsWith(prefix)) {
        this.delete(key);
      }
    }
  }
}
