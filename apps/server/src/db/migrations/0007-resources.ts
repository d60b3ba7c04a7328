import type { ColumnDefinitionBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { FALSE, isSqlite, TIMESTAMP, withIdColumn, type TMigrationDb } from '../migration-helpers.ts';

const tenantColumn = 'varchar(32)' as const;
const userCodeColumn = 'varchar(64)' as const;
const codeColumn = 'varchar(64)' as const;
const titleColumn = 'varchar(200)' as const;
const urlColumn = 'varchar(2048)' as const;

/** The type of `media.media_id` (0006-media): a UUID; text on SQLite. */
function mediaIdType(db: TMigrationDb) {
  return isSqlite(db) ? ('varchar(36)' as const) : ('uuid' as const);
}

/** `tenant_code` of a tenant-owned table: required, and gone with its tenant. */
const tenantOf = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.tenant_code').onDelete('cascade');

/**
 * The resource library (issue 5): the tenant's categories and users' preferred ones, resources
 * with their texts in en and fr-CA, assets and their media attachments, learners' uploads (user
 * assets), views, favourites, recommendations and assignments; and `search_documents`, the one
 * search index every module writes to (ARCHITECTURE.md section 7; a plain table here, the FTS5 /
 * tsvector index over it comes later).
 *
 * Every row carries `tenant_code`, and every reference between tenant-owned rows is a composite
 * foreign key `(tenant_code, ...)`, so the database itself cannot link across tenants. Media rows
 * (0006-media) are referenced the same way; a media still referenced cannot be deleted.
 */
export const resources: Migration = {
  async up(db: TMigrationDb) {
    const mediaId = mediaIdType(db);

    await withIdColumn(db, db.schema.createTable('categories'))
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('code', codeColumn, (c) => c.notNull())
      .addColumn('name_en', titleColumn, (c) => c.notNull())
      .addColumn('name_fr', titleColumn, (c) => c.notNull())
      .addColumn('parent_category_id', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('categories_tenant_code_uq', ['tenant_code', 'code'])
      .addUniqueConstraint('categories_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint('categories_parent_fk', ['tenant_code', 'parent_category_id'], 'categories', [
        'tenant_code',
        'id',
      ])
      .execute();
    await db.schema
      .createIndex('categories_parent_idx')
      .on('categories')
      .columns(['tenant_code', 'parent_category_id'])
      .execute();

    // Spec section 3 "Category preference configuration": one row per tenant (defaults apply without).
    await db.schema
      .createTable('category_preference_configurations')
      .addColumn('tenant_code', tenantColumn, (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('update_frequency_period', 'integer', (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_categories')
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('is_modified', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('is_inserted', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_categories_pk', ['tenant_code', 'user_code', 'category_id'])
      .addForeignKeyConstraint(
        'user_categories_user_fk',
        ['tenant_code', 'user_code'],
        'users',
        ['tenant_code', 'user_code'],
        (fk) => fk.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'user_categories_category_fk',
        ['tenant_code', 'category_id'],
        'categories',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('user_categories_category_idx')
      .on('user_categories')
      .columns(['tenant_code', 'category_id'])
      .execute();

    await withIdColumn(db, db.schema.createTable('resources'))
      .addColumn('tenant_code', tenantColumn, tenantOf)
      // A locale without a title has no text in that language (readers see the other one).
      .addColumn('title_en', titleColumn)
      .addColumn('title_fr', titleColumn)
      .addColumn('description_en', 'text')
      .addColumn('description_fr', 'text')
      .addColumn('thumbnail_media_id', mediaId)
      .addColumn('duration_value', 'integer')
      .addColumn('duration_type', 'varchar(1)')
      .addColumn('status', 'varchar(24)', (c) => c.notNull().defaultTo('PENDING_PUBLISHING'))
      .addColumn('effective_date', TIMESTAMP, (c) => c.notNull())
      .addColumn('expiry_date', TIMESTAMP)
      .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('is_electrified', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addColumn('published_at', TIMESTAMP)
      .addColumn('published_by', userCodeColumn)
      .addUniqueConstraint('resources_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint('resources_thumbnail_fk', ['tenant_code', 'thumbnail_media_id'], 'media', [
        'tenant_code',
        'media_id',
      ])
      .execute();
    await db.schema
      .createIndex('resources_visible_idx')
      .on('resources')
      .columns(['tenant_code', 'status', 'effective_date'])
      .execute();
    await db.schema
      .createIndex('resources_created_idx')
      .on('resources')
      .columns(['tenant_code', 'created_at'])
      .execute();
    await db.schema
      .createIndex('resources_thumbnail_idx')
      .on('resources')
      .columns(['tenant_code', 'thumbnail_media_id'])
      .execute();

    await db.schema
      .createTable('resource_categories')
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('resource_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_categories_pk', ['tenant_code', 'resource_id', 'category_id'])
      .addForeignKeyConstraint(
        'resource_categories_resource_fk',
        ['tenant_code', 'resource_id'],
        'resources',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'resource_categories_category_fk',
        ['tenant_code', 'category_id'],
        'categories',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('resource_categories_category_idx')
      .on('resource_categories')
      .columns(['tenant_code', 'category_id'])
      .execute();

    await withIdColumn(db, db.schema.createTable('resource_assets'))
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('resource_id', 'integer', (c) => c.notNull())
      .addColumn('asset_type_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('title_en', titleColumn)
      .addColumn('title_fr', titleColumn)
      .addColumn('url', urlColumn)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('resource_assets_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint(
        'resource_assets_resource_fk',
        ['tenant_code', 'resource_id'],
        'resources',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('resource_assets_resource_idx')
      .on('resource_assets')
      .columns(['tenant_code', 'resource_id'])
      .execute();

    await withIdColumn(db, db.schema.createTable('resource_asset_attachments'))
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('asset_id', 'integer', (c) => c.notNull())
      .addColumn('media_id', mediaId, (c) => c.notNull())
      // Copied from the media row when attached: the feed lists sizes without asking the media service.
      .addColumn('size_in_bytes', 'bigint', (c) => c.notNull())
      .addColumn('content_type', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('resource_asset_attachments_uq', ['tenant_code', 'asset_id', 'media_id'])
      .addForeignKeyConstraint(
        'resource_asset_attachments_asset_fk',
        ['tenant_code', 'asset_id'],
        'resource_assets',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .addForeignKeyConstraint('resource_asset_attachments_media_fk', ['tenant_code', 'media_id'], 'media', [
        'tenant_code',
        'media_id',
      ])
      .execute();
    await db.schema
      .createIndex('resource_asset_attachments_media_idx')
      .on('resource_asset_attachments')
      .columns(['tenant_code', 'media_id'])
      .execute();

    // Learners' uploads (spec section 3 "User asset"): 1 Pending, 2 Approved, 3 Rejected, 4 Published.
    await withIdColumn(db, db.schema.createTable('user_assets'))
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('asset_type_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', titleColumn, (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('url', urlColumn)
      .addColumn('media_id', mediaId)
      .addColumn('size_in_bytes', 'bigint')
      .addColumn('content_type', 'varchar(255)')
      .addColumn('file_name', 'varchar(255)')
      .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('effective_date', TIMESTAMP, (c) => c.notNull())
      .addColumn('expiry_date', TIMESTAMP, (c) => c.notNull())
      .addColumn('review_comment', 'varchar(1000)')
      .addColumn('reviewed_by', userCodeColumn)
      .addColumn('reviewed_at', TIMESTAMP)
      // The resource publishing created; cleared (by the service) when that resource is deleted.
      .addColumn('resource_id', 'integer')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('user_assets_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint(
        'user_assets_user_fk',
        ['tenant_code', 'user_code'],
        'users',
        ['tenant_code', 'user_code'],
        (fk) => fk.onDelete('cascade'),
      )
      .addForeignKeyConstraint('user_assets_media_fk', ['tenant_code', 'media_id'], 'media', [
        'tenant_code',
        'media_id',
      ])
      .addForeignKeyConstraint('user_assets_resource_fk', ['tenant_code', 'resource_id'], 'resources', [
        'tenant_code',
        'id',
      ])
      .execute();
    await db.schema
      .createIndex('user_assets_user_idx')
      .on('user_assets')
      .columns(['tenant_code', 'user_code', 'created_at'])
      .execute();
    await db.schema
      .createIndex('user_assets_status_idx')
      .on('user_assets')
      .columns(['tenant_code', 'status_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('user_assets_media_idx')
      .on('user_assets')
      .columns(['tenant_code', 'media_id'])
      .execute();
    await db.schema
      .createIndex('user_assets_resource_idx')
      .on('user_assets')
      .columns(['tenant_code', 'resource_id'])
      .execute();

    await db.schema
      .createTable('user_asset_categories')
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('user_asset_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_asset_categories_pk', ['tenant_code', 'user_asset_id', 'category_id'])
      .addForeignKeyConstraint(
        'user_asset_categories_asset_fk',
        ['tenant_code', 'user_asset_id'],
        'user_assets',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'user_asset_categories_category_fk',
        ['tenant_code', 'category_id'],
        'categories',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();

    // One row per opening (trending, activity, the popular-assets report). `asset_id` has no
    // foreign key: an asset an edit removes keeps its views under the resource.
    await withIdColumn(db, db.schema.createTable('asset_views'))
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('resource_id', 'integer', (c) => c.notNull())
      .addColumn('asset_id', 'integer')
      .addColumn('viewed_at', TIMESTAMP, (c) => c.notNull())
      .addForeignKeyConstraint(
        'asset_views_resource_fk',
        ['tenant_code', 'resource_id'],
        'resources',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'asset_views_user_fk',
        ['tenant_code', 'user_code'],
        'users',
        ['tenant_code', 'user_code'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('asset_views_resource_idx')
      .on('asset_views')
      .columns(['tenant_code', 'resource_id', 'viewed_at'])
      .execute();
    await db.schema
      .createIndex('asset_views_user_idx')
      .on('asset_views')
      .columns(['tenant_code', 'user_code', 'viewed_at'])
      .execute();

    // Per-user tables keyed by resource: favourites, recommendations, assignments.
    const perUserResourceTable = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('tenant_code', tenantColumn, tenantOf)
        .addColumn('resource_id', 'integer', (c) => c.notNull())
        .addColumn('user_code', userCodeColumn, (c) => c.notNull())
        .addForeignKeyConstraint(
          `${table}_resource_fk`,
          ['tenant_code', 'resource_id'],
          'resources',
          ['tenant_code', 'id'],
          (fk) => fk.onDelete('cascade'),
        )
        .addForeignKeyConstraint(
          `${table}_user_fk`,
          ['tenant_code', 'user_code'],
          'users',
          ['tenant_code', 'user_code'],
          (fk) => fk.onDelete('cascade'),
        );

    await perUserResourceTable('resource_favorites')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_favorites_pk', ['tenant_code', 'user_code', 'resource_id'])
      .execute();
    await db.schema
      .createIndex('resource_favorites_resource_idx')
      .on('resource_favorites')
      .columns(['tenant_code', 'resource_id'])
      .execute();

    // ADMIN: an administrator recommended it to the user; CHOSEN: the user picked it (onboarding).
    await perUserResourceTable('resource_recommendations')
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('recommended_by', userCodeColumn, (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_recommendations_pk', ['tenant_code', 'user_code', 'resource_id', 'source'])
      .execute();

    await perUserResourceTable('resource_assignments')
      .addColumn('is_elective', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('due_date', TIMESTAMP)
      .addColumn('assigned_by', userCodeColumn, (c) => c.notNull())
      .addColumn('assigned_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_assignments_pk', ['tenant_code', 'user_code', 'resource_id'])
      .execute();

    // The search index of every module (ARCHITECTURE.md section 7): one document per entity and locale.
    await db.schema
      .createTable('search_documents')
      .addColumn('tenant_code', tenantColumn, tenantOf)
      .addColumn('module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('entity_kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('asset_type_code', 'varchar(32)')
      .addColumn('title', 'varchar(500)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('url', urlColumn)
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('effective_date', TIMESTAMP)
      .addPrimaryKeyConstraint('search_documents_pk', [
        'tenant_code',
        'module_code',
        'entity_kind',
        'entity_id',
        'locale',
      ])
      .execute();
    await db.schema
      .createIndex('search_documents_lookup_idx')
      .on('search_documents')
      .columns(['tenant_code', 'locale', 'status', 'module_code'])
      .execute();
  },

  async down(db: TMigrationDb) {
    for (const table of [
      'search_documents',
      'resource_assignments',
      'resource_recommendations',
      'resource_favorites',
      'asset_views',
      'user_asset_categories',
      'user_assets',
      'resource_asset_attachments',
      'resource_assets',
      'resource_categories',
      'resources',
      'user_categories',
      'category_preference_configurations',
      'categories',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
