import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  FALSE,
  mediaIdType,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  withIdColumn,
  withTimestamps,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;
const codeColumn = 'varchar(64)' as const;
const titleColumn = 'varchar(200)' as const;
const urlColumn = 'varchar(2048)' as const;

// The rows most tables hang on (composite keys, so never another tenant's); gone with them.
const toUser = (table: string) => tenantForeignKey(`${table}_user_fk`, 'user_code', 'users', 'user_code', 'cascade');
const toResource = (table: string) =>
  tenantForeignKey(`${table}_resource_fk`, 'resource_id', 'resources', 'id', 'cascade');
const toCategory = (table: string) =>
  tenantForeignKey(`${table}_category_fk`, 'category_id', 'categories', 'id', 'cascade');

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
    // Every table starts with its tenant (after its generated id, when it has one).
    const tenantTable = (table: string) =>
      db.schema.createTable(table).addColumn('tenant_code', TENANT_CODE, tenantCodeColumn);
    const tenantTableWithId = (table: string) =>
      withIdColumn(db, db.schema.createTable(table)).addColumn('tenant_code', TENANT_CODE, tenantCodeColumn);

    await tenantTableWithId('categories')
      .addColumn('code', codeColumn, (c) => c.notNull())
      .addColumn('name_en', titleColumn, (c) => c.notNull())
      .addColumn('name_fr', titleColumn, (c) => c.notNull())
      .addColumn('parent_category_id', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(withTimestamps)
      .addUniqueConstraint('categories_tenant_code_uq', ['tenant_code', 'code'])
      .addUniqueConstraint('categories_tenant_id_uq', ['tenant_code', 'id'])
      .$call(tenantForeignKey('categories_parent_fk', 'parent_category_id', 'categories', 'id'))
      .execute();
    await createTenantIndex(db, 'categories_parent_idx', 'categories', ['parent_category_id']);

    // Spec section 3 "Category preference configuration": one row per tenant (defaults apply without).
    await db.schema
      .createTable('category_preference_configurations')
      .addColumn('tenant_code', TENANT_CODE, (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('update_frequency_period', 'integer', (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .execute();

    await tenantTable('user_categories')
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('is_modified', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('is_inserted', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .$call(withTimestamps)
      .addPrimaryKeyConstraint('user_categories_pk', ['tenant_code', 'user_code', 'category_id'])
      .$call(toUser('user_categories'))
      .$call(toCategory('user_categories'))
      .execute();
    await createTenantIndex(db, 'user_categories_category_idx', 'user_categories', ['category_id']);

    await tenantTableWithId('resources')
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
      .$call(tenantForeignKey('resources_thumbnail_fk', 'thumbnail_media_id', 'media', 'media_id'))
      .execute();
    await createTenantIndex(db, 'resources_visible_idx', 'resources', ['status', 'effective_date']);
    await createTenantIndex(db, 'resources_created_idx', 'resources', ['created_at']);
    await createTenantIndex(db, 'resources_thumbnail_idx', 'resources', ['thumbnail_media_id']);

    await tenantTable('resource_categories')
      .addColumn('resource_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_categories_pk', ['tenant_code', 'resource_id', 'category_id'])
      .$call(toResource('resource_categories'))
      .$call(toCategory('resource_categories'))
      .execute();
    await createTenantIndex(db, 'resource_categories_category_idx', 'resource_categories', ['category_id']);

    await tenantTableWithId('resource_assets')
      .addColumn('resource_id', 'integer', (c) => c.notNull())
      .addColumn('asset_type_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('title_en', titleColumn)
      .addColumn('title_fr', titleColumn)
      .addColumn('url', urlColumn)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(withTimestamps)
      .addUniqueConstraint('resource_assets_tenant_id_uq', ['tenant_code', 'id'])
      .$call(toResource('resource_assets'))
      .execute();
    await createTenantIndex(db, 'resource_assets_resource_idx', 'resource_assets', ['resource_id']);

    await tenantTableWithId('resource_asset_attachments')
      .addColumn('asset_id', 'integer', (c) => c.notNull())
      .addColumn('media_id', mediaId, (c) => c.notNull())
      // Copied from the media row when attached: the feed lists sizes without asking the media service.
      .addColumn('size_in_bytes', 'bigint', (c) => c.notNull())
      .addColumn('content_type', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('resource_asset_attachments_uq', ['tenant_code', 'asset_id', 'media_id'])
      .$call(tenantForeignKey('resource_asset_attachments_asset_fk', 'asset_id', 'resource_assets', 'id', 'cascade'))
      .$call(tenantForeignKey('resource_asset_attachments_media_fk', 'media_id', 'media', 'media_id'))
      .execute();
    await createTenantIndex(db, 'resource_asset_attachments_media_idx', 'resource_asset_attachments', ['media_id']);

    // Learners' uploads (spec section 3 "User asset"): 1 Pending, 2 Approved, 3 Rejected, 4 Published.
    await tenantTableWithId('user_assets')
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
      .$call(withTimestamps)
      .addUniqueConstraint('user_assets_tenant_id_uq', ['tenant_code', 'id'])
      .$call(toUser('user_assets'))
      .$call(tenantForeignKey('user_assets_media_fk', 'media_id', 'media', 'media_id'))
      .$call(tenantForeignKey('user_assets_resource_fk', 'resource_id', 'resources', 'id'))
      .execute();
    await createTenantIndex(db, 'user_assets_user_idx', 'user_assets', ['user_code', 'created_at']);
    await createTenantIndex(db, 'user_assets_status_idx', 'user_assets', ['status_id', 'created_at']);
    await createTenantIndex(db, 'user_assets_media_idx', 'user_assets', ['media_id']);
    await createTenantIndex(db, 'user_assets_resource_idx', 'user_assets', ['resource_id']);

    await tenantTable('user_asset_categories')
      .addColumn('user_asset_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_asset_categories_pk', ['tenant_code', 'user_asset_id', 'category_id'])
      .$call(tenantForeignKey('user_asset_categories_asset_fk', 'user_asset_id', 'user_assets', 'id', 'cascade'))
      .$call(toCategory('user_asset_categories'))
      .execute();

    // One row per opening (trending, activity, the popular-assets report). `asset_id` has no
    // foreign key: an asset an edit removes keeps its views under the resource.
    await tenantTableWithId('asset_views')
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('resource_id', 'integer', (c) => c.notNull())
      .addColumn('asset_id', 'integer')
      .addColumn('viewed_at', TIMESTAMP, (c) => c.notNull())
      .$call(toResource('asset_views'))
      .$call(toUser('asset_views'))
      .execute();
    await createTenantIndex(db, 'asset_views_resource_idx', 'asset_views', ['resource_id', 'viewed_at']);
    await createTenantIndex(db, 'asset_views_user_idx', 'asset_views', ['user_code', 'viewed_at']);

    // Per-user tables keyed by resource: favourites, recommendations, assignments.
    const perUserResourceTable = (table: string) =>
      tenantTable(table)
        .addColumn('resource_id', 'integer', (c) => c.notNull())
        .addColumn('user_code', userCodeColumn, (c) => c.notNull())
        .$call(toResource(table))
        .$call(toUser(table));

    await perUserResourceTable('resource_favorites')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_favorites_pk', ['tenant_code', 'user_code', 'resource_id'])
      .execute();
    await createTenantIndex(db, 'resource_favorites_resource_idx', 'resource_favorites', ['resource_id']);

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
    await tenantTable('search_documents')
      .addColumn('module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('entity_kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('asset_type_code', 'varchar(32)')
      .addColumn('title', 'varchar(500)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('url', urlColumn)
      .$call(withTimestamps)
      .addColumn('effective_date', TIMESTAMP)
      .addPrimaryKeyConstraint('search_documents_pk', [
        'tenant_code',
        'module_code',
        'entity_kind',
        'entity_id',
        'locale',
      ])
      .execute();
    await createTenantIndex(db, 'search_documents_lookup_idx', 'search_documents', ['locale', 'status', 'module_code']);
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
