import type { Migration } from 'kysely/migration';
import { FALSE, TIMESTAMP, TRUE, withIdColumn, type TMigrationDb } from '../migration-helpers.ts';

const tenantColumn = 'varchar(32)' as const;

/** Users' credentials and organisation, roles, groups, permissions, and the OpenID provider's state. */
export const identity: Migration = {
  async up(db: TMigrationDb) {
    for (const [name, type] of [
      ['password_hash', 'varchar(200)'],
      ['job_role_code', 'varchar(64)'],
      ['job_title', 'varchar(200)'],
      ['manager_user_code', 'varchar(64)'],
      ['picture_media_id', 'integer'],
      ['location_id', 'integer'],
    ] as const) {
      await db.schema.alterTable('users').addColumn(name, type).execute();
    }
    await db.schema
      .alterTable('users')
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('show_message', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .execute();
    await db.schema
      .createIndex('users_manager_idx')
      .on('users')
      .columns(['tenant_code', 'manager_user_code'])
      .execute();

    await withIdColumn(db, db.schema.createTable('roles'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('Active'))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('roles_tenant_name_uq', ['tenant_code', 'name'])
      .execute();

    await db.schema
      .createTable('role_permissions')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('permission', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
      .execute();

    // "groups" is a reserved word in some SQL dialects.
    await withIdColumn(db, db.schema.createTable('user_groups'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
      .addUniqueConstraint('user_groups_tenant_name_uq', ['tenant_code', 'name'])
      .execute();

    await db.schema
      .createTable('group_roles')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) => c.notNull().references('user_groups.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('group_roles_pk', ['group_id', 'role_id'])
      .execute();

    await db.schema
      .createTable('group_members')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) => c.notNull().references('user_groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute();

    await db.schema
      .createTable('user_tags')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tag', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_tags_pk', ['user_id', 'tag'])
      .execute();
    await db.schema.createIndex('user_tags_tenant_tag_idx').on('user_tags').columns(['tenant_code', 'tag']).execute();

    await withIdColumn(db, db.schema.createTable('policy_acceptances'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('notification_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('accepted_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('policy_acceptances_uq', ['tenant_code', 'user_code', 'notification_code'])
      .execute();

    await db.schema
      .createTable('tenant_password_policies')
      .addColumn('tenant_code', tenantColumn, (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('min_length', 'integer', (c) => c.notNull().defaultTo(10))
      .addColumn('max_length', 'integer', (c) => c.notNull().defaultTo(128))
      .addColumn('require_uppercase', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addColumn('require_lowercase', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addColumn('require_digit', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addColumn('require_special', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .execute();

    await withIdColumn(db, db.schema.createTable('tenant_identity_providers'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
      .addColumn('client_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('client_secret', 'varchar(500)')
      .addColumn('scopes', 'varchar(500)', (c) => c.notNull().defaultTo('openid email profile'))
      .addUniqueConstraint('tenant_identity_providers_uq', ['tenant_code', 'name'])
      .execute();

    // The OpenID provider's models (sessions, grants, codes, refresh tokens, interactions):
    // in the database, so a restart or another node signs nobody out.
    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'varchar(64)', (c) => c.notNull())
      .addColumn('id', 'varchar(255)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'varchar(255)')
      .addColumn('user_code', 'varchar(255)')
      .addColumn('uid', 'varchar(255)')
      .addColumn('expires_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_payloads_grant_idx').on('oidc_payloads').column('grant_id').execute();
    await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').column('uid').execute();
    await db.schema.createIndex('oidc_payloads_expires_idx').on('oidc_payloads').column('expires_at').execute();

    // Deployment-wide secrets (signing keys, cookie keys), generated on first start.
    await db.schema
      .createTable('deployment_secrets')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .execute();

    // Sign-in attempts, for rate limiting per account and per address across nodes.
    await db.schema
      .createTable('signin_attempts')
      .addColumn('bucket', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
      .execute();
  },

  async down(db: TMigrationDb) {
    for (const table of [
      'signin_attempts',
      'deployment_secrets',
      'oidc_payloads',
      'tenant_identity_providers',
      'tenant_password_policies',
      'policy_acceptances',
      'user_tags',
      'user_roles',
      'group_members',
      'group_roles',
      'user_groups',
      'role_permissions',
      'roles',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropIndex('users_manager_idx').execute();
    for (const column of [
      'show_message',
      'status',
      'location_id',
      'picture_media_id',
      'manager_user_code',
      'job_title',
      'job_role_code',
      'password_hash',
    ]) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
