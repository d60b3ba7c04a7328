import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { buildTenantRow, buildUserRow, grantRole } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { storeNotification } from './user-notifications.service.ts';
import { recipientsOf } from './user-notifications-test-fixtures.ts';

const USERS = 1_200;

let database: TDatabase;
let roleId: number;

/**
 * A plugin counting the statements run through it (transaction control aside): results, since
 * every query builder, subqueries included, passes through `transformQuery`.
 */
function statementCounter(): { plugin: KyselyPlugin; count: () => number } {
  let count = 0;
  return {
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        count += 1;
        return Promise.resolve(args.result);
      },
    },
    count: () => count,
  };
}

beforeAll(async () => {
  database = await createTestDatabase(inject('migratedDatabaseTemplate'));
  await prepareDatabase(database, { seedDemo: false, log: { info: () => {}, warn: () => {} } });
  await database.db
    .insertInto('tenants')
    .values([buildTenantRow('big'), buildTenantRow('other')])
    .execute();
  const userCodes = Array.from({ length: USERS }, (_, index) => `big-${String(index).padStart(4, '0')}`);
  const users = await database.db
    .insertInto('users')
    .values(userCodes.map((userCode) => buildUserRow('big', userCode, { status: 'ACTIVE' })))
    .returning('id')
    .execute();
  await database.db
    .insertInto('users')
    .values(buildUserRow('other', 'other-one', { status: 'ACTIVE' }))
    .execute();
  const [first, ...rest] = users;
  if (!first) {
    throw new Error('no users');
  }
  roleId = await grantRole(database.db, { tenantCode: 'big', userId: first.id }, { name: 'Everyone', permissions: [] });
  await database.db
    .insertInto('user_roles')
    .values(rest.map((user) => ({ tenant_code: 'big', user_id: user.id, role_id: roleId })))
    .execute();
});
afterAll(async () => {
  await database.destroy();
});

describe('a notification fan-out', () => {
  it.each([
    ['every user of the tenant', () => ({ kind: 'ALL' as const })],
    ['the holders of a role', () => ({ kind: 'ROLE' as const, roleId })],
  ])('reaches %s in two statements, however many they are', async (_case, audienceOf) => {
    const counter = statementCounter();
    const now = new Date().toISOString();
    const stored = await database.db
      .withPlugin(counter.plugin)
      .transaction()
      .execute((trx) =>
        storeNotification(trx, {
          tenantCode: 'big',
          typeId: 1,
          title: 'To all',
          sanitizedDescription: '<p>Hello</p>',
          effectiveOn: now,
          audience: { filter: audienceOf(), id: null, name: null },
          createdBy: null,
          createdAt: now,
        }),
      );
    // The notification, then its recipients: one INSERT ... SELECT, never a statement per user.
    expect(counter.count()).toBe(2);
    expect(stored.recipientCount).toBe(USERS);
    const recipients = await recipientsOf(database, 'big', stored.notificationId);
    expect(recipients).toHaveLength(USERS);
    expect(recipients).not.toContain('other-one');
  });
});
