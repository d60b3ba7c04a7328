import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  isSqlite,
  TENANT_CODE,
  tenantCodeColumn,
  TIMESTAMP,
  withIdColumn,
  withTimestamps,
  type TMigrationDb,
} from '../migration-helpers.ts';
import { foldWord } from '../../modules/search/search-text.ts';
import {
  createSqliteFullTextDeleteTrigger,
  dropSqliteFullTextTable,
  rebuildSqliteFullTextIndex,
} from '../../modules/search/sqlite-fts.ts';

/*
 * Full-text search over `search_documents` (issue 6, ARCHITECTURE.md section 7).
 *
 * - PostgreSQL: a generated `search_vector` (title weighted A, text B) analysed by a text search
 *   configuration chosen by the row's locale (`portal_fr`, `portal_en`, `portal_simple`: unaccent,
 *   then the Snowball stemmer and stop words), and one GIN index over (search_scope, search_vector)
 *   through btree_gin, `search_scope` being tenant/locale/status: tenant, locale and status are
 *   part of the indexed match, never a filter after ranking. Needs the contrib
 *   extensions `unaccent` and `btree_gin` (created in `public` if missing; the role running
 *   migrations must be allowed to, or a DBA creates them first).
 * - SQLite: an FTS5 table `search_fts` (contentless, rows deletable) with the same terms analysed
 *   in JavaScript (modules/search/search-text.ts), the tenant/locale/status/module scope as one
 *   indexed token and the asset type as another.
 *
 * `expiry_date` joins the index so expired content stops being found without a rewrite.
 */

const CONFIGURATIONS = [
  { name: 'portal_fr', copy: 'pg_catalog.french', dictionary: 'french_stem' },
  { name: 'portal_en', copy: 'pg_catalog.english', dictionary: 'english_stem' },
  { name: 'portal_simple', copy: 'pg_catalog.simple', dictionary: 'simple' },
] as const;

// Token types of PostgreSQL's parser that hold words (letters, or letters and digits).
const WORD_TOKENS = 'asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart';

/** Creates a contrib extension once per database; parallel migrations of test schemas may race. */
async function ensureExtension(db: TMigrationDb, name: 'unaccent' | 'btree_gin'): Promise<void> {
  const exists = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = ${name}`.execute(db)).rows[0]
      ?.n === 1;
  if (await exists()) {
    return;
  }
  try {
    await sql`create extension if not exists ${sql.id(name)} schema public`.execute(db);
  } catch (error) {
    // Another connection created it between the check and the create.
    if (!(await exists())) {
      throw error;
    }
  }
}

/** The generated vector: the locale picks the configuration; constants keep it immutable. */
const SEARCH_VECTOR = sql`
  case
    when locale like 'fr%' then
      setweight(to_tsvector('portal_fr'::regconfig, title), 'A') || setweight(to_tsvector('portal_fr'::regconfig, text), 'B')
    when locale like 'en%' then
      setweight(to_tsvector('portal_en'::regconfig, title), 'A') || setweight(to_tsvector('portal_en'::regconfig, text), 'B')
    else
      setweight(to_tsvector('portal_simple'::regconfig, title), 'A') || setweight(to_tsvector('portal_simple'::regconfig, text), 'B')
  end`;

/** Fills `sort_title` of the rows there are (as the writer does for new ones). */
async function fillSortTitles(db: TMigrationDb): Promise<void> {
  const rows = await db.selectFrom('search_documents').select(['id', 'title']).execute();
  for (const row of rows as { id: number; title: string }[]) {
    await db
      .updateTable('search_documents')
      .set({ sort_title: foldWord(row.title) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * SQLite cannot add a primary key: the table is rebuilt with an `id`, its key becoming unique.
 * The long columns come last, so ranking reads of dates and sort keys stay on the row's first page.
 */
async function rebuildSqliteDocumentsWithId(db: TMigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('search_documents_next'))
    .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
    .addColumn('module_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('asset_type_code', 'varchar(32)')
    .$call(withTimestamps)
    .addColumn('effective_date', TIMESTAMP)
    .addColumn('expiry_date', TIMESTAMP)
    .addColumn('sort_title', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(2048)')
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_documents_key_uq', [
      'tenant_code',
      'module_code',
      'entity_kind',
      'entity_id',
      'locale',
    ])
    .execute();
  await sql`
    insert into search_documents_next (tenant_code, module_code, entity_kind, entity_id, locale, status,
      asset_type_code, created_at, updated_at, effective_date, url, title, text)
    select tenant_code, module_code, entity_kind, entity_id, locale, status, asset_type_code, created_at,
      updated_at, effective_date, url, title, text
    from search_documents`.execute(db);
  await db.schema.dropTable('search_documents').execute();
  await db.schema.alterTable('search_documents_next').renameTo('search_documents').execute();
  await createTenantIndex(db, 'search_documents_lookup_idx', 'search_documents', ['locale', 'status', 'module_code']);
}

export const searchIndex: Migration = {
  async up(db: TMigrationDb) {
    if (isSqlite(db)) {
      await rebuildSqliteDocumentsWithId(db);
      await fillSortTitles(db);
      await rebuildSqliteFullTextIndex(db);
      await createSqliteFullTextDeleteTrigger(db);
      return;
    }
    await db.schema.alterTable('search_documents').addColumn('expiry_date', TIMESTAMP).execute();
    await sql`alter table search_documents add column id integer generated by default as identity unique`.execute(db);
    await db.schema
      .alterTable('search_documents')
      .addColumn('sort_title', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
    await fillSortTitles(db);
    await ensureExtension(db, 'unaccent');
    await ensureExtension(db, 'btree_gin');
    for (const { name, copy, dictionary } of CONFIGURATIONS) {
      await sql`create text search configuration ${sql.id(name)} (copy = ${sql.raw(copy)})`.execute(db);
      await sql`alter text search configuration ${sql.id(name)} alter mapping for ${sql.raw(WORD_TOKENS)} with public.unaccent, ${sql.raw(dictionary)}`.execute(
        db,
      );
    }
    await sql`alter table search_documents add column search_vector tsvector generated always as (${SEARCH_VECTOR}) stored`.execute(
      db,
    );
    // Tenant, locale and status as one indexed value: one short posting list to intersect with the
    // words' (separate btree_gin columns each read lists as long as the whole index's).
    await sql`alter table search_documents add column search_scope varchar(100) generated always as (tenant_code || '/' || locale || '/' || status) stored`.execute(
      db,
    );
    await sql`create index search_documents_fts_idx on search_documents using gin (search_scope, search_vector)`.execute(
      db,
    );
  },

  async down(db: TMigrationDb) {
    if (isSqlite(db)) {
      // The rebuilt table stays (its extra columns are harmless to 0007's code); the index goes.
      await sql`drop trigger if exists search_documents_fts_delete`.execute(db);
      await dropSqliteFullTextTable(db);
    } else {
      await sql`drop index if exists search_documents_fts_idx`.execute(db);
      await db.schema.alterTable('search_documents').dropColumn('search_vector').execute();
      await db.schema.alterTable('search_documents').dropColumn('search_scope').execute();
      await db.schema.alterTable('search_documents').dropColumn('id').execute();
      await db.schema.alterTable('search_documents').dropColumn('sort_title').execute();
      for (const { name } of CONFIGURATIONS) {
        await sql`drop text search configuration if exists ${sql.id(name)}`.execute(db);
      }
    }
    if (!isSqlite(db)) {
      await db.schema.alterTable('search_documents').dropColumn('expiry_date').execute();
    }
  },
};
