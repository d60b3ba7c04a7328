import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  mediaIdType,
  TENANT_CODE,
  tenantCodeColumn,
  withTimestamps,
  type TMigrationDb,
} from '../migration-helpers.ts';

/**
 * Media (issue 5): the metadata of every uploaded or generated file; the bytes live in the blob
 * store (local files or an S3-compatible bucket) under `storage_key`, which the server derives from
 * the tenant and UUIDs only, never from the file's name.
 *
 * The key is `(tenant_code, media_id)`, so rows that attach media (resources, user assets, 0007)
 * reference it with a composite foreign key and cannot point into another tenant; a media still
 * referenced cannot be deleted (409). `media_id` is a native uuid on PostgreSQL.
 */
export const media: Migration = {
  async up(db: TMigrationDb) {
    await db.schema
      .createTable('media')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('media_id', mediaIdType(db), (c) => c.notNull())
      .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
      // Kinds: image, video, audio, document, presentation, spreadsheet (decided from the bytes).
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      // The uploaded name, sanitized: shown and used for downloads, never for storage.
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('storage_key', 'varchar(512)', (c) => c.notNull())
      // Hex SHA-256 of the stored bytes: strong ETags and the version of image URLs.
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      // userCode of the uploader; null for generated content (demo seed).
      .addColumn('uploaded_by', 'varchar(64)')
      .$call(withTimestamps)
      .addPrimaryKeyConstraint('media_pk', ['tenant_code', 'media_id'])
      .execute();
    await createTenantIndex(db, 'media_uploaded_by_idx', 'media', ['uploaded_by']);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropTable('media').execute();
  },
};
