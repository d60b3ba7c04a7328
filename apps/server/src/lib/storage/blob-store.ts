import type { Readable } from 'node:stream';

/** A blob as the store describes it. */
export type TBlobInfo = { key: string; size: number; lastModified: Date };

/** Bytes `start` to `end`, both included (HTTP Range semantics). */
export type TByteRange = { start: number; end: number };

export type TPutOptions = {
  /** Stored with the object where the store keeps it (S3); the database stays the source of truth. */
  contentType?: string;
};

/**
 * Where media bytes live: local files by default, an S3-compatible bucket at scale. Keys are
 * chosen by the server (tenant code, UUIDs and fixed words), never derived from user input, and
 * every store refuses a key that is not a plain relative path (`assertBlobKey`).
 *
 * A `put` is all or nothing: a reader never sees half an object, and a failed put leaves nothing.
 */
export type TBlobStore = {
  /** `local` or `s3`, for logs and health. */
  readonly kind: string;
  /** Writes the whole body under the key, replacing what was there; answers the bytes written. */
  put: (key: string, body: Buffer | Readable, options?: TPutOptions) => Promise<{ size: number }>;
  /** The object's bytes (or a range of them) as a stream; null when there is no such object. */
  get: (key: string, range?: TByteRange) => Promise<Readable | null>;
  /** The whole object in memory; null when there is no such object. For small objects only. */
  read: (key: string) => Promise<Buffer | null>;
  stat: (key: string) => Promise<TBlobInfo | null>;
  /** Renames an object (the commit of an upload staged under a temporary key). */
  move: (fromKey: string, toKey: string) => Promise<void>;
  /** Deletes an object; deleting a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /** Every object whose key starts with the prefix. */
  list: (prefix: string) => AsyncIterable<TBlobInfo>;
};

export const MAX_BLOB_KEY_LENGTH = 512;

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether a key is a plain relative path: segments of letters, digits, `._-`, none starting with a dot. */
export function isValidBlobKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_BLOB_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** Throws on a key that could escape the store's root (`..`, absolute, backslashes, empty segments). */
export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) {
    throw new Error(`invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** Same rule for a listing prefix, which may end with `/` or be empty. */
export function assertBlobPrefix(prefix: string): void {
  if (prefix !== '' && !isValidBlobKey(prefix.replace(/\/$/, ''))) {
    throw new Error(`invalid blob prefix: ${JSON.stringify(prefix.slice(0, 80))}`);
  }
}
