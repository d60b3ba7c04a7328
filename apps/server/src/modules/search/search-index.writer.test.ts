import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  htmlToPlainText,
  removeEntityDocuments,
  replaceEntityDocuments,
  type TSearchDocumentInput,
  type TSearchEntityKey,
} from './search-index.writer.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database, { seedDemo: true, log: { info: () => {}, warn: () => {} } });
});
afterAll(async () => {
  await database.destroy();
});

const key: TSearchEntityKey = { tenantCode: 'acme', moduleCode: 'TESTMODULE', entityKind: 'RESOURCE', entityId: 42 };

function document(locale: string, overrides: Partial<TSearchDocumentInput> = {}): TSearchDocumentInput {
  return {
    locale,
    status: 'PUBLISHED',
    assetTypeCode: 'DOCUMENT',
    title: `Title ${locale}`,
    text: `Text ${locale}`,
    url: '/resources/42',
    effectiveDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

async function documentsOf(entity: TSearchEntityKey) {
  return database.db
    .selectFrom('search_documents')
    .select([
      'tenant_code',
      'module_code',
      'entity_kind',
      'entity_id',
      'locale',
      'status',
      'asset_type_code',
      'title',
      'text',
      'url',
      'created_at',
      'updated_at',
      'effective_date',
      'expiry_date',
    ])
    .where('tenant_code', '=', entity.tenantCode)
    .where('module_code', '=', entity.moduleCode)
    .where('entity_kind', '=', entity.entityKind)
    .where('entity_id', '=', String(entity.entityId))
    .orderBy('locale')
    .execute();
}

describe('replaceEntityDocuments', () => {
  it('writes one document per locale and replaces them all, keeping created_at of locales that stay', async () => {
    await replaceEntityDocuments(database.db, key, [document('en'), document('fr-CA')], '2026-01-01T00:00:00.000Z');
    expect((await documentsOf(key)).map((row) => [row.locale, row.title, row.entity_id, row.created_at])).toEqual([
      ['en', 'Title en', '42', '2026-01-01T00:00:00.000Z'],
      ['fr-CA', 'Title fr-CA', '42', '2026-01-01T00:00:00.000Z'],
    ]);
    await replaceEntityDocuments(
      database.db,
      key,
      [document('en', { status: 'UNPUBLISHED', title: 'Renamed' }), document('en', { title: 'Duplicate locale' })],
      '2026-02-01T00:00:00.000Z',
    );
    expect(await documentsOf(key)).toEqual([
      {
        tenant_code: 'acme',
        module_code: 'TESTMODULE',
        entity_kind: 'RESOURCE',
        entity_id: '42',
        locale: 'en',
        status: 'UNPUBLISHED',
        asset_type_code: 'DOCUMENT',
        title: 'Renamed',
        text: 'Text en',
        url: '/resources/42',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-02-01T00:00:00.000Z',
        effective_date: '2026-01-01T00:00:00.000Z',
        expiry_date: null,
      },
    ]);
  });

  it('touches only the named entity of the named tenant', async () => {
    const other = { ...key, entityId: 43 };
    const borealSame = { ...key, tenantCode: 'boreal' };
    await replaceEntityDocuments(database.db, other, [document('en')]);
    await replaceEntityDocuments(database.db, borealSame, [document('fr-CA')]);
    await replaceEntityDocuments(database.db, key, []);
    expect(await documentsOf(key)).toEqual([]);
    expect(await documentsOf(other)).toHaveLength(1);
    expect(await documentsOf(borealSame)).toHaveLength(1);
    expect(await removeEntityDocuments(database.db, borealSame)).toBe(1);
    expect(await removeEntityDocuments(database.db, borealSame)).toBe(0);
    expect(await documentsOf(other)).toHaveLength(1);
  });

  it('rolls back with the transaction it is given', async () => {
    const entity = { ...key, entityId: 'rollback' };
    await expect(
      database.db.transaction().execute(async (trx) => {
        await replaceEntityDocuments(trx, entity, [document('en')]);
        throw new Error('the write failed after indexing');
      }),
    ).rejects.toThrow('the write failed');
    expect(await documentsOf(entity)).toEqual([]);
  });

  it('cuts titles to the column size', async () => {
    const entity = { ...key, entityId: 'long' };
    await replaceEntityDocuments(database.db, entity, [document('en', { title: 't'.repeat(600) })]);
    expect((await documentsOf(entity))[0]?.title).toHaveLength(500);
  });
});

describe('htmlToPlainText', () => {
  it('drops tags and scripts, decodes references and collapses whitespace', () => {
    expect(
      htmlToPlainText('<p>Safety&nbsp;first</p><ul><li>Gloves &amp; boots</li></ul><script>x()</script>&#233;t&#xE9;'),
    ).toBe('Safety first Gloves & boots été');
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('a &unknown; b')).toBe('a &unknown; b');
  });
});
