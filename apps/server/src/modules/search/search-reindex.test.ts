import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { LocalFileStore } from '../../lib/storage/local-file-store.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSearchIndex } from './search-index.reader.ts';
import { replaceEntityDocuments } from './search-index.writer.ts';
import { reindexTenant } from './search-reindex.ts';
import { queryWordsOf } from './search-text.ts';

let database: TDatabase;
const mediaDir = join(tmpdir(), `portal-reindex-media-${randomUUID()}`);

beforeAll(async () => {
  // With the demo library: the reindex rebuilds it from the resources' rows.
  database = await createTestDatabase();
  await prepareDatabase(database, {
    seedDemo: true,
    mediaStore: new LocalFileStore(mediaDir),
    log: { info: () => {}, warn: () => {} },
  });
});
afterAll(async () => {
  await database.destroy();
  rmSync(mediaDir, { recursive: true, force: true });
});

async function countDocuments(tenantCode: string): Promise<number> {
  const row = await database.db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function findTitles(tenantCode: string, locale: string, text: string): Promise<string[]> {
  const { pages } = await createSearchIndex(database).search({
    tenantCode,
    locales: [locale],
    moduleCodes: ['RESOURCELIBRARY'],
    assetTypeCodes: null,
    words: queryWordsOf(text),
    sort: { column: 'title', direction: 'asc' },
    offset: 0,
    limit: 100,
    now: new Date().toISOString(),
    audienceKeys: [],
  });
  return pages.flatMap((page) => page.documents.map((document) => document.title));
}

describe('reindexTenant', () => {
  it("rebuilds a tenant's index from its resources, leaving other tenants alone", async () => {
    const before = await findTitles('boreal', 'fr-CA', 'cadenassage');
    const acmeBefore = await countDocuments('acme');
    const borealBefore = await countDocuments('boreal');
    expect(before.length).toBeGreaterThan(0);
    // The index drifts: a stray document, and the real ones gone.
    await database.db
      .deleteFrom('search_documents')
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'RESOURCELIBRARY')
      .execute();
    await replaceEntityDocuments(
      database.db,
      { tenantCode: 'boreal', moduleCode: 'RESOURCELIBRARY', entityKind: 'RESOURCE', entityId: 999_999 },
      [
        {
          locale: 'fr-CA',
          status: 'PUBLISHED',
          assetTypeCode: null,
          title: 'Cadenassage fantôme',
          text: '',
          url: null,
          effectiveDate: null,
        },
      ],
    );
    expect(await findTitles('boreal', 'fr-CA', 'cadenassage')).toEqual(['Cadenassage fantôme']);

    // The learning paths' documents (the demo's paths and modules), its assessment sets' and its articles' are rebuilt too.
    const pathDocuments = await database.db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_code', '=', 'boreal')
      .where('module_code', 'in', ['LEARNINGPATH', 'ASSESSMENT', 'NEWS'])
      .executeTakeFirstOrThrow();
    expect(Number(pathDocuments.n)).toBeGreaterThan(0);
    const outcome = await reindexTenant(database.db, 'boreal');
    expect(outcome.removed).toBe(1 + Number(pathDocuments.n));
    expect(outcome.indexed.RESOURCELIBRARY).toBeGreaterThan(60);
    expect(outcome.indexed.LEARNINGPATH).toBeGreaterThanOrEqual(3);
    expect(outcome.indexed.ASSESSMENT).toBe(3);
    // The demo's three articles, all for everyone.
    expect(outcome.indexed.NEWS).toBe(3);
    expect(await countDocuments('boreal')).toBe(borealBefore);
    expect(await countDocuments('acme')).toBe(acmeBefore);
    expect(await findTitles('boreal', 'fr-CA', 'cadenassage')).toEqual(before);
  });

  it('leaves the previous index as it was when a source fails', async () => {
    const before = await countDocuments('acme');
    const failing = {
      moduleCode: 'RESOURCELIBRARY',
      reindexTenant: () => Promise.reject(new Error('the source failed')),
    };
    await expect(reindexTenant(database.db, 'acme', [failing])).rejects.toThrow('the source failed');
    expect(await countDocuments('acme')).toBe(before);
    expect((await findTitles('acme', 'en', 'safety')).length).toBeGreaterThan(0);
  });
});
