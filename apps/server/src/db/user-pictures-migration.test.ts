import { sql } from 'kysely';
import type { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTenantRow, buildUserRow } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { TDatabase } from './kysely.ts';
import { createMigrator } from './migrator.ts';

const PICTURE = '0b9a3c1e-5d2f-4e8a-9c7b-1f2e3d4c5b6a';

let database: TDatabase;
let migrator: Migrator;

beforeEach(async () => {
  database = await createTestDatabase();
  migrator = createMigrator(database);
  await migrator.migrateTo('0009-notifications');
  await database.db.insertInto('tenants').values(buildTenantRow('acme')).execute();
  await database.db.insertInto('users').values(buildUserRow('acme', 'pat')).execute();
});
afterEach(async () => {
  await database.destroy();
});

async function pictureOfPat(): Promise<unknown> {
  const row = await database.db.selectFrom('users').select('picture_media_id').executeTakeFirstOrThrow();
  return row.picture_media_id;
}

describe('0010-user-pictures', () => {
  it('turns the integer picture ids, which name no media, into nulls and then holds media ids', async () => {
    await sql`update users set picture_media_id = 7`.execute(database.db);
    const { error } = await migrator.migrateTo('0010-user-pictures');
    expect(error).toBeUndefined();
    expect(await pictureOfPat()).toBeNull();
    await database.db.updateTable('users').set({ picture_media_id: PICTURE }).execute();
    expect(await pictureOfPat()).toBe(PICTURE);
  });

  it('goes back to integers, emptied, on the way down', async () => {
    await migrator.migrateTo('0010-user-pictures');
    await database.db.updateTable('users').set({ picture_media_id: PICTURE }).execute();
    const { error } = await migrator.migrateTo('0009-notifications');
    expect(error).toBeUndefined();
    expect(await pictureOfPat()).toBeNull();
    await sql`update users set picture_media_id = 7`.execute(database.db);
    expect(await pictureOfPat()).toBe(7);
  });
});
