import { join } from 'node:path';
import { MediaValidation, type TMedia, type TProblem } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../lib/storage/local-file-store.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { fileUpload, pdfFile, sendBytes } from './media-test-files.ts';
import { insertMediaRowWithinQuota } from './media.repository.ts';

/**
 * Upload quotas: what a person, and a tenant's people together, may add in the quota window. The
 * database decides, so parallel uploads cannot all pass on the same old sum.
 */

let server: TTestServer;
let store: LocalFileStore;

beforeAll(async () => {
  store = new LocalFileStore(join(process.env.TMPDIR ?? '/tmp', `portal-media-quotas-${process.pid}-${Date.now()}`));
  server = await startTestServer({ mediaStore: store });
});
afterAll(async () => {
  await server.close();
  const { rm } = await import('node:fs/promises');
  await rm(store.root, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.database.db.deleteFrom('media').where('tenant_code', '=', 'acme').execute();
});

async function upload(userCode: string, file: Buffer) {
  const { body, contentType } = fileUpload(file, 'notes.pdf');
  return sendBytes(server.baseUrl, '/api/media', {
    method: 'POST',
    body,
    headers: { ...(await bearer(server.database, 'acme', userCode)), 'content-type': contentType },
  });
}

/** Rows standing for bytes the user already uploaded (nothing in the store: only the sum counts). */
async function alreadyUploaded(userCode: string, bytes: number, createdAt = new Date().toISOString()) {
  // At most 1 GiB a row: `size_bytes` is a 32-bit integer.
  const sizes: number[] = [];
  for (let left = bytes; left > 0; left -= 1024 ** 3) {
    sizes.push(Math.min(left, 1024 ** 3));
  }
  await server.database.db
    .insertInto('media')
    .values(
      sizes.map((size) => ({
        tenant_code: 'acme',
        media_id: crypto.randomUUID(),
        content_type: 'application/pdf',
        kind: 'document',
        size_bytes: size,
        file_name: 'earlier.pdf',
        width: null,
        height: null,
        storage_key: `media/acme/${crypto.randomUUID()}/gone`,
        sha256: '0'.repeat(64),
        uploaded_by: userCode,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .execute();
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list('')) {
    keys.push(blob.key);
  }
  return keys;
}

async function storedBytesOf(userCode: string): Promise<number> {
  const rows = await server.database.db
    .selectFrom('media')
    .select('size_bytes')
    .where('tenant_code', '=', 'acme')
    .where('uploaded_by', '=', userCode)
    .execute();
  return rows.reduce((sum, row) => sum + row.size_bytes, 0);
}

describe('the per-person upload quota', () => {
  it('refuses the upload that would pass it with a 429, storing nothing', async () => {
    const file = pdfFile('quota');
    await alreadyUploaded('acme-learner', MediaValidation.maxBytesPerUser - file.length);
    expect((await upload('acme-learner', file)).status).toBe(201);

    const refused = await upload('acme-learner', file);
    expect(refused.status).toBe(429);
    expect(refused.json<TProblem>()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(await storedBytesOf('acme-learner')).toBe(MediaValidation.maxBytesPerUser);
    // Another person still uploads.
    expect((await upload('acme-newhire', file)).status).toBe(201);
  });

  it('holds under parallel uploads: exactly what fits is stored', async () => {
    const file = pdfFile('parallel');
    await alreadyUploaded('acme-newhire', MediaValidation.maxBytesPerUser - 3 * file.length);
    const keysBefore = await storedKeys();
    const statuses = await Promise.all(Array.from({ length: 8 }, () => upload('acme-newhire', file)));
    const counts = statuses.reduce<Record<number, number>>((all, response) => {
      all[response.status] = (all[response.status] ?? 0) + 1;
      return all;
    }, {});
    expect(counts).toEqual({ 201: 3, 429: 5 });
    expect(await storedBytesOf('acme-newhire')).toBe(MediaValidation.maxBytesPerUser);
    // The refused files left nothing in the store either.
    expect((await storedKeys()).length - keysBefore.length).toBe(3);
  });

  it('is decided by the database: of 20 parallel inserts, exactly those that fit are stored', async () => {
    const size = 1000;
    await alreadyUploaded('acme-newhire', MediaValidation.maxBytesPerUser - 5 * size);
    const now = new Date().toISOString();
    const quota = {
      since: new Date(Date.now() - 60_000).toISOString(),
      maxUserBytes: MediaValidation.maxBytesPerUser,
      maxTenantBytes: MediaValidation.maxBytesPerTenant,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        insertMediaRowWithinQuota(
          server.database.db,
          {
            tenant_code: 'acme',
            media_id: crypto.randomUUID(),
            content_type: 'application/pdf',
            kind: 'document',
            size_bytes: size,
            file_name: 'parallel.pdf',
            storage_key: `media/acme/${crypto.randomUUID()}/x`,
            sha256: '0'.repeat(64),
            uploaded_by: 'acme-newhire',
            created_at: now,
            updated_at: now,
          },
          quota,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'inserted')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'user')).toHaveLength(15);
    expect(await storedBytesOf('acme-newhire')).toBe(MediaValidation.maxBytesPerUser);
  });

  it(`counts only the last ${MediaValidation.quotaWindowHours} hours`, async () => {
    const dayAndMinuteAgo = new Date(Date.now() - (MediaValidation.quotaWindowHours * 60 + 1) * 60_000).toISOString();
    await alreadyUploaded('acme-learner', MediaValidation.maxBytesPerUser, dayAndMinuteAgo);
    expect((await upload('acme-learner', pdfFile('next day'))).status).toBe(201);
  });

  it('does not hold module administrators back', async () => {
    await alreadyUploaded('acme-admin', MediaValidation.maxBytesPerUser);
    const response = await upload('acme-admin', pdfFile('admin'));
    expect(response.status).toBe(201);
    expect(response.json<TMedia>().uploadedBy).toBe('acme-admin');
  });
});

describe('the per-tenant upload quota', () => {
  it("refuses a person's upload once the tenant's people used it, whoever they are", async () => {
    await alreadyUploaded('acme-admin', MediaValidation.maxBytesPerTenant - 10);
    const refused = await upload('acme-learner', pdfFile('tenant'));
    expect(refused.status).toBe(429);
    expect(refused.json<TProblem>().code).toBe('rate_limited');
    expect(await storedBytesOf('acme-learner')).toBe(0);
  });
});
