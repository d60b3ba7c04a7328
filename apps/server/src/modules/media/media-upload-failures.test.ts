import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { TMedia } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TBlobInfo, TBlobStore, TByteRange } from '../../lib/storage/blob-store.ts';
import { LocalFileStore } from '../../lib/storage/local-file-store.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { abortUpload, fileUpload, pdfFile, pngFile, sendBytes } from './media-test-files.ts';
import { sweepAbandonedUploads } from './media.service.ts';

type TFailure = 'receiving' | 'after-final-write' | 'move' | 'none';

/** A local store that fails on purpose: while an upload arrives, after writing the final content, or on commit. */
class FailingStore implements TBlobStore {
  readonly kind = 'failing';
  readonly inner: LocalFileStore;
  failure: TFailure = 'none';

  constructor(root: string) {
    this.inner = new LocalFileStore(root);
  }

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    if (this.failure === 'receiving' && key.startsWith('tmp/') && !Buffer.isBuffer(body)) {
      // Take some of the bytes, then break like a full disk would.
      let seen = 0;
      for await (const chunk of body) {
        seen += (chunk as Buffer).length;
        if (seen > 100) {
          break;
        }
      }
      throw new Error('injected: the store failed while receiving');
    }
    const written = await this.inner.put(key, body);
    if (this.failure === 'after-final-write' && key.startsWith('media/')) {
      throw new Error('injected: the store failed after writing');
    }
    return written;
  }

  get(key: string, range?: TByteRange) {
    return this.inner.get(key, range);
  }

  read(key: string) {
    return this.inner.read(key);
  }

  stat(key: string) {
    return this.inner.stat(key);
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    if (this.failure === 'move') {
      throw new Error('injected: the store failed to commit');
    }
    await this.inner.move(fromKey, toKey);
  }

  delete(key: string) {
    return this.inner.delete(key);
  }

  list(prefix: string): AsyncIterable<TBlobInfo> {
    return this.inner.list(prefix);
  }
}

let server: TTestServer;
let store: FailingStore;
let root: string;
let learner: Record<string, string>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-media-failures-'));
  store = new FailingStore(root);
  server = await startTestServer({ mediaStore: store });
  learner = await bearer(server.database, 'acme', 'acme-learner');
});
afterEach(() => {
  store.failure = 'none';
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.inner.list('')) {
    keys.push(blob.key);
  }
  return keys.sort();
}

async function rowCount(): Promise<number> {
  return (await server.database.db.selectFrom('media').select('media_id').execute()).length;
}

async function snapshot() {
  return { rows: await rowCount(), keys: await allKeys() };
}

function upload(file: Buffer, name: string, path = '/api/media', method = 'POST') {
  const { body, contentType } = fileUpload(file, name);
  return sendBytes(server.baseUrl, path, { method, body, headers: { ...learner, 'content-type': contentType } });
}

/** Waits for the server to finish cleaning up after a request whose answer the client never read. */
async function settled<T>(read: () => Promise<T>, expected: T, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('an upload that fails half-way leaves no row and no file', () => {
  it('when the store fails while the upload arrives', async () => {
    const before = await snapshot();
    store.failure = 'receiving';
    const response = await upload(Buffer.concat([pdfFile(), Buffer.alloc(256 * 1024)]), 'big.pdf');
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('injected');
    expect(await settled(snapshot, before)).toEqual(before);
  });

  it('when the store fails after writing the re-encoded image', async () => {
    const before = await snapshot();
    store.failure = 'after-final-write';
    const response = await upload(await pngFile(), 'photo.png');
    expect(response.status).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('when the store fails to commit the staged file', async () => {
    const before = await snapshot();
    store.failure = 'move';
    const response = await upload(pdfFile(), 'guide.pdf');
    expect(response.status).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('when the database refuses the row', async () => {
    const db = server.database.db;
    if (server.database.dialect === 'postgres') {
      await sql`create function media_fail() returns trigger language plpgsql as $$
        begin if new.file_name = 'db-fails.pdf' then raise exception 'injected failure'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger media_fail before insert or update on media for each row execute function media_fail()`.execute(
        db,
      );
    } else {
      await sql`create trigger media_fail_insert before insert on media when new.file_name = 'db-fails.pdf'
        begin select raise(abort, 'injected failure'); end`.execute(db);
      await sql`create trigger media_fail_update before update on media when new.file_name = 'db-fails.pdf'
        begin select raise(abort, 'injected failure'); end`.execute(db);
    }
    try {
      const before = await snapshot();
      const created = await upload(pdfFile(), 'db-fails.pdf');
      expect(created.status).toBe(500);
      expect(await snapshot()).toEqual(before);

      // A replacement the database refuses keeps the previous content, and leaves no new file.
      const media = (await upload(pdfFile('original'), 'fine.pdf')).json<TMedia>();
      const withMedia = await snapshot();
      const replaced = await upload(pdfFile('replacement'), 'db-fails.pdf', `/api/media/${media.mediaId}`, 'PUT');
      expect(replaced.status).toBe(500);
      expect(await snapshot()).toEqual(withMedia);
      const file = await sendBytes(server.baseUrl, `/api/media/file/${media.mediaId}`, { headers: learner });
      expect(file.text).toContain('original');
    } finally {
      if (server.database.dialect === 'postgres') {
        await sql`drop trigger media_fail on media`.execute(db);
        await sql`drop function media_fail()`.execute(db);
      } else {
        await sql`drop trigger media_fail_insert`.execute(db);
        await sql`drop trigger media_fail_update`.execute(db);
      }
    }
  });

  it('when the client goes away in the middle of the upload', async () => {
    const before = await snapshot();
    const file = Buffer.concat([pdfFile(), Buffer.alloc(512 * 1024, 1)]);
    await abortUpload(server.baseUrl, '/api/media', { headers: learner, file, sentBytes: 200 * 1024 });
    expect(await settled(snapshot, before)).toEqual(before);
    // The server is still fine afterwards.
    const response = await upload(pdfFile(), 'after.pdf');
    expect(response.status).toBe(201);
  });
});

describe('sweepAbandonedUploads', () => {
  it('deletes temporary uploads older than the limit and keeps recent ones', async () => {
    await store.inner.put('tmp/acme/old-upload', Buffer.from('left by a crash'));
    await store.inner.put('tmp/acme/current-upload', Buffer.from('arriving now'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(root, 'tmp/acme/old-upload'), twoHoursAgo, twoHoursAgo);
    expect(await sweepAbandonedUploads(store, 60 * 60 * 1000)).toBe(1);
    const keys = await allKeys();
    expect(keys).toContain('tmp/acme/current-upload');
    expect(keys).not.toContain('tmp/acme/old-upload');
    await store.inner.delete('tmp/acme/current-upload');
  });
});
