import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { buildTenantRow, buildUserRow, grantRole } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findActiveUserCodes, selectAudienceUsers, type TUserAudience } from './user-audiences.service.ts';

let database: TDatabase;
let ids: Map<string, number>;

/** A group of the tenant with these members (and roles), active unless told; answers its id. */
async function insertGroup(
  tenantCode: string,
  name: string,
  group: { members: readonly string[]; roleIds?: readonly number[]; status?: string },
): Promise<number> {
  const { id } = await database.db
    .insertInto('user_groups')
    .values({ tenant_code: tenantCode, name, description: null, status: group.status ?? 'ACTIVE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('group_members')
    .values(group.members.map((userCode) => ({ tenant_code: tenantCode, group_id: id, user_id: idOf(userCode) })))
    .execute();
  for (const roleId of group.roleIds ?? []) {
    await database.db
      .insertInto('group_roles')
      .values({ tenant_code: tenantCode, group_id: id, role_id: roleId })
      .execute();
  }
  return id;
}

function idOf(userCode: string): number {
  const id = ids.get(userCode);
  if (id === undefined) {
    throw new Error(`no user ${userCode}`);
  }
  return id;
}

async function audienceOf(tenantCode: string, audience: TUserAudience): Promise<string[]> {
  const rows = await selectAudienceUsers(database.db, tenantCode, audience).orderBy('users.user_code').execute();
  expect(rows.every((row) => row.tenant_code === tenantCode)).toBe(true);
  return rows.map((row) => row.user_code);
}

beforeAll(async () => {
  database = await createTestDatabase(inject('migratedDatabaseTemplate'));
  await prepareDatabase(database, { seedDemo: false, log: { info: () => {}, warn: () => {} } });
  await database.db
    .insertInto('tenants')
    .values([buildTenantRow('north'), buildTenantRow('south')])
    .execute();
  const rows = await database.db
    .insertInto('users')
    .values([
      ...['n-ann', 'n-bob', 'n-cid', 'n-dee'].map((code) => buildUserRow('north', code, { status: 'ACTIVE' })),
      buildUserRow('north', 'n-gone', { status: 'INACTIVE' }),
      buildUserRow('south', 's-sam', { status: 'ACTIVE' }),
    ])
    .returning(['id', 'user_code'])
    .execute();
  ids = new Map(rows.map((row) => [row.user_code, row.id]));
});
afterAll(async () => {
  await database.destroy();
});

describe('audiences of the users module', () => {
  it("answers every active user of the tenant for ALL, never an inactive one or another tenant's", async () => {
    expect(await audienceOf('north', { kind: 'ALL' })).toEqual(['n-ann', 'n-bob', 'n-cid', 'n-dee']);
    expect(await audienceOf('south', { kind: 'ALL' })).toEqual(['s-sam']);
  });

  it('answers the chosen users who are active users of the tenant', async () => {
    const chosen = { kind: 'USERS', userCodes: ['n-bob', 'n-gone', 's-sam', 'nobody', 'n-ann'] } as const;
    expect(await audienceOf('north', chosen)).toEqual(['n-ann', 'n-bob']);
    expect([...(await findActiveUserCodes(database.db, 'north', chosen.userCodes))].sort()).toEqual(['n-ann', 'n-bob']);
    expect(await findActiveUserCodes(database.db, 'north', [])).toEqual(new Set());
  });

  it("answers a group's active members; another tenant's group reaches nobody", async () => {
    const group = await insertGroup('north', 'Warehouse', { members: ['n-cid', 'n-dee', 'n-gone'] });
    expect(await audienceOf('north', { kind: 'GROUP', groupId: group })).toEqual(['n-cid', 'n-dee']);
    expect(await audienceOf('south', { kind: 'GROUP', groupId: group })).toEqual([]);
  });

  it("answers a role's holders, directly or through an active group only; another tenant's role reaches nobody", async () => {
    const role = await grantRole(
      database.db,
      { tenantCode: 'north', userId: idOf('n-ann') },
      {
        name: 'Night shift',
        permissions: [],
      },
    );
    await database.db
      .insertInto('user_roles')
      .values({ tenant_code: 'north', user_id: idOf('n-gone'), role_id: role })
      .execute();
    await insertGroup('north', 'Night crew', { members: ['n-bob'], roleIds: [role] });
    await insertGroup('north', 'Former night crew', { members: ['n-cid'], roleIds: [role], status: 'INACTIVE' });
    expect(await audienceOf('north', { kind: 'ROLE', roleId: role })).toEqual(['n-ann', 'n-bob']);
    expect(await audienceOf('south', { kind: 'ROLE', roleId: role })).toEqual([]);
  });
});
