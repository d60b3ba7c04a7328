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
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;

/**
 * News (issue 19): articles with a text per locale, topics, an audience, likes. Reads are in the
 * learning record (verb `read`, kind ARTICLE), not here.
 *
 * - `articles.live_from` is when a PUBLISHED article goes live (its publishAt, else the time it was
 *   published), null for a draft: the learner list filters and sorts on it with
 *   `(tenant_code, status, is_pinned, live_from)`.
 * - `is_for_all` mirrors an ALL entry of `article_audiences`, so most articles need no audience join.
 * - `article_likes` is UNIQUE per (tenant, article, user); `articles.like_count` changes in the same
 *   transaction as a like row is inserted or deleted, by the rows actually written.
 * - `cover_media_id` has no foreign key (like users' pictures): a deleted image leaves no cover.
 */
export const news: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('article_topics'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
      .addColumn('name_fr', 'varchar(80)', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('article_topics_tenant_id_uq', ['tenant_code', 'id'])
      .execute();

    await withIdColumn(db, db.schema.createTable('articles'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('cover_media_id', mediaIdType(db))
      .addColumn('reading_time_value', 'integer')
      .addColumn('reading_time_type', 'varchar(1)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('publish_at', TIMESTAMP)
      .addColumn('published_at', TIMESTAMP)
      .addColumn('live_from', TIMESTAMP)
      .addColumn('expires_at', TIMESTAMP)
      .addColumn('is_pinned', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('is_for_all', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('articles_tenant_id_uq', ['tenant_code', 'id'])
      .execute();
    await createTenantIndex(db, 'articles_live_idx', 'articles', ['status', 'is_pinned', 'live_from']);

    await db.schema
      .createTable('article_texts')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('article_id', 'integer', (c) => c.notNull())
      .addColumn('locale', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull())
      .addColumn('reading_minutes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('article_texts_pk', ['tenant_code', 'article_id', 'locale'])
      .$call(tenantForeignKey('article_texts_article_fk', 'article_id', 'articles', 'id', 'cascade'))
      .execute();

    await db.schema
      .createTable('article_topic_links')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('article_id', 'integer', (c) => c.notNull())
      .addColumn('topic_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('article_topic_links_pk', ['tenant_code', 'article_id', 'topic_id'])
      .$call(tenantForeignKey('article_topic_links_article_fk', 'article_id', 'articles', 'id', 'cascade'))
      .$call(tenantForeignKey('article_topic_links_topic_fk', 'topic_id', 'article_topics', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'article_topic_links_topic_idx', 'article_topic_links', ['topic_id', 'article_id']);

    await db.schema
      .createTable('article_audiences')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('article_id', 'integer', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('target_code', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('article_audiences_pk', ['tenant_code', 'article_id', 'target_kind', 'target_code'])
      .$call(tenantForeignKey('article_audiences_article_fk', 'article_id', 'articles', 'id', 'cascade'))
      .execute();

    await db.schema
      .createTable('article_likes')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('article_id', 'integer', (c) => c.notNull())
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('liked_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('article_likes_pk', ['tenant_code', 'article_id', 'user_code'])
      .$call(tenantForeignKey('article_likes_article_fk', 'article_id', 'articles', 'id', 'cascade'))
      .$call(tenantForeignKey('article_likes_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();
    await createTenantIndex(db, 'article_likes_user_idx', 'article_likes', ['user_code', 'article_id']);
  },
  async down(db: TMigrationDb) {
    for (const table of ['article_likes', 'article_audiences', 'article_topic_links', 'article_texts', 'articles']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.dropTable('article_topics').ifExists().execute();
  },
};
