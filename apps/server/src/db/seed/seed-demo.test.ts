import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../kysely.ts';
import { migrateToEmpty, migrateToLatest } from '../migrator.ts';
import { buildTenantRow } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { reseedDemo, seedDemoIfEmpty } from './seed-demo.ts';

let database: TDatabase;

beforeEach(async () => {
  database = await createTestDatabase(inject('migratedDatabaseTemplate'));
  await migrateToLatest(database);
});
afterEach(async () => {
  await database.destroy();
});

const countTenants = async () => (await database.db.selectFrom('tenants').select('tenant_code').execute()).length;

describe('demo seed', () => {
  it('seeds both demo tenants, their hosts and the eleven demo accounts into an empty database', async () => {
    expect(await seedDemoIfEmpty(database.db)).toBe('seeded');
    const hosts = await database.db.selectFrom('tenant_urls').select(['host', 'tenant_code']).orderBy('host').execute();
    expect(hosts).toEqual([
      { host: 'acme.localhost', tenant_code: 'acme' },
      { host: 'boreal.localhost', tenant_code: 'boreal' },
      { host: 'localhost', tenant_code: 'acme' },
    ]);
    const emails = await database.db.selectFrom('users').select('email').orderBy('email').execute();
    expect(emails.map((row) => row.email)).toEqual([
      'admin@acme.test',
      'admin@boreal.test',
      'apprenant@boreal.test',
      'jordan@acme.test',
      'learner@acme.test',
      'manager@acme.test',
      'newhire@acme.test',
      'riley@acme.test',
      'sam@acme.test',
      'taylor@acme.test',
      'theo@boreal.test',
    ]);
    const borealModules = await database.db
      .selectFrom('tenant_modules')
      .select('module_code')
      .where('tenant_code', '=', 'boreal')
      .execute();
    expect(borealModules.map((row) => row.module_code)).not.toContain('STORES');
    const footerLinks = await database.db
      .selectFrom('footer_additional_links')
      .select(['locale'])
      .where('tenant_code', '=', 'acme')
      .execute();
    expect(new Set(footerLinks.map((row) => row.locale))).toEqual(new Set(['en', 'fr-CA']));
  });

  it('is idempotent: a second start leaves the demo as it is', async () => {
    await seedDemoIfEmpty(database.db);
    expect(await seedDemoIfEmpty(database.db)).toBe('already-seeded');
    expect(await countTenants()).toBe(DEMO_TENANTS.length);
  });

  it('never touches a database that holds another tenant', async () => {
    await database.db
      .insertInto('tenants')
      .values(buildTenantRow('customer', { name: 'A real customer', auth_scopes: 'openid' }))
      .execute();
    expect(await seedDemoIfEmpty(database.db)).toBe('refused-foreign-data');
    expect(await reseedDemo(database)).toBe('refused-foreign-data');
    const codes = await database.db.selectFrom('tenants').select('tenant_code').execute();
    expect(codes).toEqual([{ tenant_code: 'customer' }]);
  });

  it('re-creates the demo from scratch on `npm run seed`', async () => {
    await seedDemoIfEmpty(database.db);
    await database.db.deleteFrom('users').where('email', '=', 'learner@acme.test').execute();
    expect(await reseedDemo(database)).toBe('seeded');
    const learner = await database.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'learner@acme.test')
      .execute();
    expect(learner).toHaveLength(1);
  });
});

describe('migrations', () => {
  it('run down and up again on this dialect', async () => {
    await seedDemoIfEmpty(database.db);
    const down = await migrateToEmpty(database);
    expect(down.every((step) => step.startsWith('Down'))).toBe(true);
    const up = await migrateToLatest(database);
    expect(up.length).toBeGreaterThan(0);
    expect(await countTenants()).toBe(0);
  });
});
