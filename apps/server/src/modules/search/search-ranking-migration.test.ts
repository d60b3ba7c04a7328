import { sql } from 'kysely';
import type { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { isSqlite } from '../../db/migration-helpers.ts';
import { createMigrator, migrations } from '../../db/migrator.ts';
import { buildTenantRow } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSearchIndex, type TIndexQuery } from './search-index.reader.ts';
import { replaceEntityDocuments } from './search-index.writer.ts';

/*
 * Migration 0011 rebuilds the index of the documents there are (SQLite: scoped FTS5 tokens;
 * PostgreSQL: the partitioned ranking table and its triggers), and goes back to 0008's index.
 */

const MIGRATION = '0011-search-ranking';
const names = Object.keys(migrations);
const PREVIOUS = names[names.indexOf(MIGRATION) - 1] ?? '';

let database: TDatabase;
let migrator: Migrator;

async function migrateTo(name: string): Promise<void> {
  const { error } = await migrator.migrateTo(name);
  expect(error).toBeUndefined();
}

async function writeDocument(tenantCode: string, id: string, title: string, status = 'PUBLISHED'): Promise<void> {
  await replaceEntityDocuments(
    database.db,
    { tenantCode, moduleCode: 'RESOURCELIBRARY', entityKind: 'RESOURCE', entityId: id },
    [{ locale: 'en', status, assetTypeCode: 'DOCUMENT', title, text: 'Body text.', url: null, effectiveDate: null }],
  );
}

function query(words: string[], tenantCode = 'acme'): TIndexQuery {
  return {
    tenantCode,
    locales: ['en'],
    moduleCodes: ['RESOURCELIBRARY'],
    assetTypeCodes: null,
    words,
    sort: { column: 'relevance', direction: 'desc' },
    offset: 0,
    limit: 10,
    now: new Date().toISOString(),
    audienceKeys: [],
  };
}

/** What today's reader finds, once the later migrations (0024: audiences) have run on this index. */
async function foundIds(words: string[], tenantCode = 'acme'): Promise<string[]> {
  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
  const { pages } = await createSearchIndex(database).search(query(words, tenantCode));
  return pages.flatMap((page) => page.documents.map((document) => document.entity_id));
}

beforeEach(async () => {
  database = await createTestDatabase();
  migrator = createMigrator(database);
  await migrateTo(MIGRATION);
  await database.db
    .insertInto('tenants')
    .values([buildTenantRow('acme'), buildTenantRow('other')])
    .execute();
  await writeDocument('acme', 'ladder', 'Ladder safety');
  await writeDocument('acme', 'draft', 'Ladder draft', 'UNPUBLISHED');
  await writeDocument('other', 'theirs', 'Ladder inspection');
});
afterEach(async () => {
  await database.destroy();
});

describe(MIGRATION, () => {
  it("goes back to 0008's index and rebuilds its own from the documents there are", async () => {
    await migrateTo(PREVIOUS);
    if (isSqlite(database.db)) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from search_fts where search_fts match 'ladder'`.execute(database.db);
      expect(rows[0]?.n).toBe(3);
    } else {
      const { rows } = await sql<{ name: string | null }>`select to_regclass('search_ranking')::text as name`.execute(
        database.db,
      );
      expect(rows[0]?.name).toBeNull();
    }
    await migrateTo(MIGRATION);
    expect(await foundIds(['lad'])).toEqual(['ladder']);
    expect(await foundIds(['ladder'], 'other')).toEqual(['theirs']);
  });

  it('keeps the index in step with later writes', async () => {
    await writeDocument('acme', 'ladder', 'Scaffold safety');
    expect(await foundIds(['ladder'])).toEqual([]);
    expect(await foundIds(['scaffold'])).toEqual(['ladder']);
    await database.db.deleteFrom('search_documents').where('tenant_code', '=', 'acme').execute();
    expect(await foundIds(['scaffold'])).toEqual([]);
    expect(await foundIds(['ladder'], 'other')).toEqual(['theirs']);
  });
});
