import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isSqlite, mediaIdType, type TMigrationDb } from '../migration-helpers.ts';

/**
 * Users' pictures (issue 7): `users.picture_media_id` was an integer (0002-identity), but media ids
 * are UUIDs (0006-media). The column takes the media id type; an integer already stored can name
 * no media, so every value becomes null.
 *
 * No foreign key to `media`: SQLite adds one only by rebuilding `users`, which most tables
 * reference, and the two engines must behave alike. The users service checks the picture when it
 * is set (an image the user uploaded to the tenant), and a picture whose media was deleted since
 * shows as initials.
 */
export const userPictures: Migration = {
  async up(db: TMigrationDb) {
    await changePictureColumnType(db, mediaIdType(db));
  },

  async down(db: TMigrationDb) {
    await changePictureColumnType(db, 'integer');
  },
};

async function changePictureColumnType(db: TMigrationDb, type: 'varchar(36)' | 'uuid' | 'integer'): Promise<void> {
  if (!isSqlite(db)) {
    // `using null`: PostgreSQL would otherwise refuse to cast the integers it holds.
    await sql`alter table users alter column picture_media_id type ${sql.raw(type)} using null`.execute(db);
    return;
  }
  // SQLite cannot change a column's type: a new column replaces the old one, empty.
  await db.schema.alterTable('users').addColumn('picture_media_id_new', type).execute();
  await db.schema.alterTable('users').dropColumn('picture_media_id').execute();
  await db.schema.alterTable('users').renameColumn('picture_media_id_new', 'picture_media_id').execute();
}
