import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { createMigrator, migrations } from '../../db/migrator.ts';
import { buildTenantRow } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSearchIndex, type TIndexQuery } from './search-index.reader.ts';
import { replaceEntityDocuments } from './search-index.writer.ts';

/*
 * Migration 0024 keeps every document there is (all for everyone), and going back removes the
 * documents for some people only: without the column, nothing would keep them from others.
 */

const MIGRATION = '0024-search-audience';
const names = Object.keys(migrations);
const PREVIOUS = names[names.indexOf(MIGRATION) - 1] ?? '';

let database: TDatabase;

function query(audienceKeys: string[]): TIndexQuery {
  return {
    tenantCode: 'acme',
    locales: ['en'],
    moduleCodes: ['NEWS'],
    assetTypeCodes: null,
    words: ['ladder'],
    sort: { column: 'relevance', direction: 'desc' },
    offset: 0,
    limit: 10,
    now: new Date().toISOString(),
    audienceKeys,
  };
}

async function foundIds(audienceKeys: string[]): Promise<string[]> {
  const { pages } = await createSearchIndex(database).search(query(audienceKeys));
  return pages.flatMap((page) => page.documents.map((document) => document.entity_id)).sort();
}

async function writeArticle(id: string, audienceKeys: string[] | null): Promise<void> {
  await replaceEntityDocuments(
    database.db,
    { tenantCode: 'acme', moduleCode: 'NEWS', entityKind: 'ARTICLE', entityId: id },
    [
      {
        locale: 'en',
        status: 'PUBLISHED',
        assetTypeCode: null,
        title: `Ladder news ${id}`,
        text: 'Body text.',
        url: null,
        effectiveDate: null,
        audienceKeys,
      },
    ],
  );
}

beforeEach(async () => {
  database = await createTestDatabase();
  const { error } = await createMigrator(database).migrateTo(PREVIOUS);
  expect(error).toBeUndefined();
  await database.db
    .insertInto('tenants')
    .values([buildTenantRow('acme')])
    .execute();
  await writeArticle('everyone', null);
});
afterEach(async () => {
  await database.destroy();
});

describe(MIGRATION, () => {
  it('keeps the documents there are for everyone, and finds documents for some people by their keys', async () => {
    const migrator = createMigrator(database);
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    await writeArticle('managers', ['JOB_ROLE:STORE_MANAGER']);
    await writeArticle('store-or-group', ['LOCATION:12', 'GROUP:3']);
    expect(await foundIds(['ALL:'])).toEqual(['everyone']);
    expect(await foundIds(['ALL:', 'JOB_ROLE:STORE_MANAGER'])).toEqual(['everyone', 'managers']);
    expect(await foundIds(['ALL:', 'JOB_ROLE:SALES_ASSOCIATE', 'GROUP:3'])).toEqual(['everyone', 'store-or-group']);
    // A document written again for everyone is found by all.
    await writeArticle('managers', ['ALL:', 'JOB_ROLE:STORE_MANAGER']);
    expect(await foundIds([])).toEqual(['everyone', 'managers']);

    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const left = await database.db.selectFrom('search_documents').select('entity_id').orderBy('entity_id').execute();
    expect(left.map((row) => row.entity_id)).toEqual(['everyone', 'managers']);
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await foundIds([])).toEqual(['everyone', 'managers']);
  });
});
