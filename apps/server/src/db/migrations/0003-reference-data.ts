import type { Migration } from 'kysely/migration';
import { FALSE, TIMESTAMP, withIdColumn, type TMigrationDb } from '../migration-helpers.ts';

const tenantColumn = 'varchar(32)' as const;
const codeColumn = 'varchar(64)' as const;
const nameColumn = 'varchar(200)' as const;

/**
 * A table of code-keyed reference data owned by a tenant: (tenant_code, code) is its key, so other
 * tables reference it with composite foreign keys that cannot point into another tenant.
 */
function createCodeTable(db: TMigrationDb, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
    .addColumn('code', codeColumn, (c) => c.notNull())
    .addColumn('name_en', nameColumn, (c) => c.notNull())
    .addColumn('name_fr', nameColumn, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint(`${table}_pk`, ['tenant_code', 'code']);
}

/**
 * Tenant reference data that users and later modules hang on: business types, brands, location
 * types and locations, job roles and designations, tags (and the URLs that imply them),
 * competencies, quotients, help-desk contacts and the post-login script. Names users see are
 * stored in English and French.
 */
export const referenceData: Migration = {
  async up(db: TMigrationDb) {
    await createCodeTable(db, 'business_types').execute();

    await db.schema
      .createTable('brands')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('code', codeColumn, (c) => c.notNull())
      // A brand's name is a proper noun: the same in every language.
      .addColumn('name', nameColumn, (c) => c.notNull())
      .addColumn('business_type_code', codeColumn)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('brands_pk', ['tenant_code', 'code'])
      .addForeignKeyConstraint('brands_business_type_fk', ['tenant_code', 'business_type_code'], 'business_types', [
        'tenant_code',
        'code',
      ])
      .execute();

    // Location types are the levels of the tenant's location tree (country 1, region 2, store 3...).
    await createCodeTable(db, 'location_types')
      .addColumn('level', 'integer', (c) => c.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('locations'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('code', codeColumn, (c) => c.notNull())
      .addColumn('name_en', nameColumn, (c) => c.notNull())
      .addColumn('name_fr', nameColumn, (c) => c.notNull())
      // The level of the location's type, kept on the row: the pickers filter by it.
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('location_type_code', codeColumn, (c) => c.notNull())
      .addColumn('business_type_code', codeColumn)
      .addColumn('brand_code', codeColumn)
      .addColumn('parent_location_id', 'integer')
      .addColumn('address_line1', nameColumn)
      .addColumn('address_line2', nameColumn)
      .addColumn('city', 'varchar(100)')
      .addColumn('province', 'varchar(100)')
      .addColumn('postal_code', 'varchar(20)')
      .addColumn('country_code', 'varchar(2)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('locations_tenant_code_uq', ['tenant_code', 'code'])
      // Target of the parent reference below: a parent is always in the child's tenant.
      .addUniqueConstraint('locations_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint('locations_type_fk', ['tenant_code', 'location_type_code'], 'location_types', [
        'tenant_code',
        'code',
      ])
      .addForeignKeyConstraint('locations_business_type_fk', ['tenant_code', 'business_type_code'], 'business_types', [
        'tenant_code',
        'code',
      ])
      .addForeignKeyConstraint('locations_brand_fk', ['tenant_code', 'brand_code'], 'brands', ['tenant_code', 'code'])
      .addForeignKeyConstraint('locations_parent_fk', ['tenant_code', 'parent_location_id'], 'locations', [
        'tenant_code',
        'id',
      ])
      .execute();
    await db.schema.createIndex('locations_level_idx').on('locations').columns(['tenant_code', 'level']).execute();
    await db.schema
      .createIndex('locations_parent_idx')
      .on('locations')
      .columns(['tenant_code', 'parent_location_id'])
      .execute();
    // users.location_id predates this table (0002); SQLite cannot add a foreign key to an existing
    // table, so the locations service checks it, and this index keeps that check cheap.
    await db.schema.createIndex('users_location_idx').on('users').columns(['tenant_code', 'location_id']).execute();

    await createCodeTable(db, 'job_roles')
      .addColumn('business_type_code', codeColumn)
      .addForeignKeyConstraint('job_roles_business_type_fk', ['tenant_code', 'business_type_code'], 'business_types', [
        'tenant_code',
        'code',
      ])
      .execute();

    await createCodeTable(db, 'job_designations').execute();

    await db.schema
      .createTable('tenant_tags')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('tag', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_en', nameColumn, (c) => c.notNull())
      .addColumn('name_fr', nameColumn, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('tenant_tags_pk', ['tenant_code', 'tag'])
      .execute();

    // "host" or "host/path/prefix", lower-case, no scheme or port; "*.host" matches subdomains.
    await withIdColumn(db, db.schema.createTable('tenant_url_tags'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('url_pattern', 'varchar(500)', (c) => c.notNull())
      .addColumn('tag', 'varchar(100)', (c) => c.notNull())
      .addUniqueConstraint('tenant_url_tags_uq', ['tenant_code', 'url_pattern', 'tag'])
      .addForeignKeyConstraint(
        'tenant_url_tags_tag_fk',
        ['tenant_code', 'tag'],
        'tenant_tags',
        ['tenant_code', 'tag'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();

    await withIdColumn(db, db.schema.createTable('competencies'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('code', codeColumn, (c) => c.notNull())
      .addColumn('name_en', nameColumn, (c) => c.notNull())
      .addColumn('name_fr', nameColumn, (c) => c.notNull())
      .addColumn('parent_id', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('competencies_tenant_code_uq', ['tenant_code', 'code'])
      .addUniqueConstraint('competencies_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint('competencies_parent_fk', ['tenant_code', 'parent_id'], 'competencies', [
        'tenant_code',
        'id',
      ])
      .execute();

    // Score bands of skill assessments, in percent: a score falls in the band whose range holds it.
    await createCodeTable(db, 'ref_quotients')
      .addColumn('min_score', 'integer', (c) => c.notNull())
      .addColumn('max_score', 'integer', (c) => c.notNull())
      .execute();

    // Help-desk contacts (spec section 9: their names exist in English and French).
    await withIdColumn(db, db.schema.createTable('tenant_contacts'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('name_en', nameColumn, (c) => c.notNull())
      .addColumn('name_fr', nameColumn, (c) => c.notNull())
      .addColumn('role_en', nameColumn)
      .addColumn('role_fr', nameColumn)
      .addColumn('email', 'varchar(320)')
      .addColumn('phone', 'varchar(50)')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('tenant_contacts_tenant_idx').on('tenant_contacts').column('tenant_code').execute();

    // Spec section 4 "Post-login script": where the browser goes after sign-in, per tenant.
    // Placeholders {userCode} and {tenantCode} are replaced (URL-encoded) for the signed-in user.
    await db.schema
      .createTable('tenant_post_login_scripts')
      .addColumn('tenant_code', tenantColumn, (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('url_template', 'varchar(2000)', (c) => c.notNull())
      .execute();
  },

  async down(db: TMigrationDb) {
    for (const table of [
      'tenant_post_login_scripts',
      'tenant_contacts',
      'ref_quotients',
      'competencies',
      'tenant_url_tags',
      'tenant_tags',
      'job_designations',
      'job_roles',
      'locations',
      'location_types',
      'brands',
      'business_types',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropIndex('users_location_idx').execute();
  },
};
