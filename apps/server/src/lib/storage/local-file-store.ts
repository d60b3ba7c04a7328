import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, assertBlobPrefix, type TBlobInfo, type TBlobStore, type TByteRange } from './blob-store.ts';

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** What the file system answers, or null when the file (or its folder) does not exist. */
async function nullWhenMissing<T>(operation: () => Promise<T>): Promise<T | null> {
  try {
    return await operation();
  } catch (error) {
    if (isMissing(error)) {
      return null;
    }
    throw error;
  }
}

// Half-written files carry a character keys never contain, so listings and keys never meet them.
const PARTIAL_MARKER = '~';

/**
 * Blobs as files under one root folder (the default store, `data/media`). A key is a relative path
 * below the root; keys that would resolve outside it are refused before the file system is touched.
 * Writes go to a partial file renamed into place, so a reader sees the whole file or none.
 */
export class LocalFileStore implements TBlobStore {
  readonly kind = 'local';
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  /** The root folder (tests look inside it). */
  get root(): string {
    return this.#root;
  }

  #pathOf(key: string): string {
    assertBlobKey(key);
    const path = resolve(this.#root, key);
    // The key rule already forbids `..`; this is the second lock on the same door.
    if (!path.startsWith(this.#root + sep)) {
      throw new Error('blob key escapes the store root');
    }
    return path;
  }

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    const path = this.#pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}${PARTIAL_MARKER}${randomBytes(6).toString('hex')}.partial`;
    try {
      if (Buffer.isBuffer(body)) {
        await writeFile(partial, body, { flag: 'wx' });
      } else {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      }
      const { size } = await stat(partial);
      await rename(partial, path);
      return { size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: TByteRange): Promise<Readable | null> {
    const path = this.#pathOf(key);
    // Opened now, so a missing file is null here rather than an error in the middle of a response.
    const handle = await nullWhenMissing(() => open(path, 'r'));
    return handle && handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async read(key: string): Promise<Buffer | null> {
    const path = this.#pathOf(key);
    return nullWhenMissing(() => readFile(path));
  }

  async stat(key: string): Promise<TBlobInfo | null> {
    const path = this.#pathOf(key);
    const info = await nullWhenMissing(() => stat(path));
    return info?.isFile() ? { key, size: info.size, lastModified: info.mtime } : null;
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.#pathOf(fromKey);
    const to = this.#pathOf(toKey);
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<TBlobInfo> {
    assertBlobPrefix(prefix);
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* this.#walk(folder === '' ? this.#root : this.#pathOf(folder), prefix);
  }

  async *#walk(folder: string, prefix: string): AsyncIterable<TBlobInfo> {
    const entries = await nullWhenMissing(() => readdir(folder, { withFileTypes: true }));
    for (const entry of entries ?? []) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        yield* this.#walk(path, prefix);
        continue;
      }
      const key = relative(this.#root, path).split(sep).join('/');
      if (!entry.isFile() || key.includes(PARTIAL_MARKER) || !key.startsWith(prefix)) {
        continue;
      }
      const info = await this.stat(key).catch(() => null);
      if (info) {
        yield info;
      }
    }
  }
}
