import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { seedDemoIfEmpty } from '../../db/seed/seed-demo.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { syncBundledStrings } from './sync-bundled-strings.ts';

let database: TDatabase;

beforeEach(async () => {
  database = await createTestDatabase(inject('migratedDatabaseTemplate'));
  await migrateToLatest(database);
  await seedDemoIfEmpty(database.db);
});
afterEach(async () => {
  await database.destroy();
});

const acmeEnglish = () =>
  database.db
    .selectFrom('resource_strings')
    .select(['string_key', 'text'])
    .where('tenant_code', '=', 'acme')
    .where('locale', '=', 'en')
    .execute();

describe('syncBundledStrings', () => {
  it("adds the strings a tenant lacks after an upgrade, and keeps the tenant's own wording", async () => {
    await database.db.deleteFrom('resource_strings').where('string_key', '=', 'notFound.title').execute();
    await database.db
      .updateTable('resource_strings')
      .set({ text: 'Our very own dashboard' })
      .where('tenant_code', '=', 'acme')
      .where('string_key', '=', 'area.dashboard')
      .where('locale', '=', 'en')
      .execute();

    const added = await syncBundledStrings(database.db);

    // acme (en, fr-CA) and boreal (fr-CA, en): one missing key in four catalogues.
    expect(added).toBe(4);
    const strings = Object.fromEntries((await acmeEnglish()).map((row) => [row.string_key, row.text]));
    expect(strings['notFound.title']).toBe(bundledCatalogues.en.common['notFound.title']);
    expect(strings['area.dashboard']).toBe('Our very own dashboard');
  });

  it('adds nothing when every tenant is up to date', async () => {
    expect(await syncBundledStrings(database.db)).toBe(0);
  });
});
