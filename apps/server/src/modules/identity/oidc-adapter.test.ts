import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createOidcAdapterClass, deleteExpiredOidcPayloads } from './oidc-adapter.ts';

let database: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject('migratedDatabaseTemplate'));
  await migrateToLatest(database);
});
afterAll(async () => {
  await database.destroy();
});

describe('the provider adapter', () => {
  it('stores, finds by id and uid, consumes, and revokes a whole grant', async () => {
    const Adapter = createOidcAdapterClass(database.db);
    const sessions = new Adapter('Session');
    const codes = new Adapter('AuthorizationCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'acme-learner' }, 60);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.upsert('c2', { grantId: 'g1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'acme-learner' });
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1' });
    await codes.consume('c1');
    expect(await codes.find('c1')).toHaveProperty('consumed');
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await codes.find('c2')).toBeUndefined();
    expect(await sessions.find('s1')).toBeDefined();
  });

  it('treats expired rows as gone and deletes them in housekeeping', async () => {
    const Adapter = createOidcAdapterClass(database.db);
    const interactions = new Adapter('Interaction');
    await interactions.upsert('old', { returnTo: '/' }, 60);
    await database.db.updateTable('oidc_payloads').set({ expires_at: 1 }).where('id', '=', 'old').execute();
    expect(await interactions.find('old')).toBeUndefined();
    expect(await deleteExpiredOidcPayloads(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.selectFrom('oidc_payloads').select('id').where('id', '=', 'old').execute();
    expect(left).toEqual([]);
  });
});
