import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isSqlite, TIMESTAMP, type TMigrationDb } from '../migration-helpers.ts';
import { rebuildSqliteFullTextIndex, SQLITE_FTS_TABLE } from '../../modules/search/sqlite-fts.ts';

/*
 * Full-text search over `search_documents` (issue 6, ARCHITECTURE.md section 7).
 *
 * - PostgreSQL: a generated `search_vector` (title weighted A, text B) analysed by a text search
 *   configuration chosen by the row's locale (`portal_fr`, `portal_en`, `portal_simple`: unaccent,
 *   then the Snowball stemmer and stop words), and one GIN index over
 *   (tenant_code, locale, status, module_code, search_vector) through btree_gin: tenant, locale and
 *   status are part of the indexed match, never a filter after ranking. Needs the contrib
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

export const searchIndex: Migration = {
  async up(db: TMigrationDb) {
    await db.schema.alterTable('search_documents').addColumn('expiry_date', TIMESTAMP).execute();
    if (isSqlite(db)) {
      await rebuildSqliteFullTextIndex(db);
      return;
    }
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
    await sql`create index search_documents_fts_idx on search_documents using gin (tenant_code, locale, status, module_code, search_vector)`.execute(
      db,
    );
  },

  async down(db: TMigrationDb) {
    if (isSqlite(db)) {
      await sql`drop table if exists ${sql.id(SQLITE_FTS_TABLE)}`.execute(db);
    } else {
      await sql`drop index if exists search_documents_fts_idx`.execute(db);
      await db.schema.alterTable('search_documents').dropColumn('search_vector').execute();
      for (const { name } of CONFIGURATIONS) {
        await sql`drop text search configuration if exists ${sql.id(name)}`.execute(db);
      }
    }
    await db.schema.alterTable('search_documents').dropColumn('expiry_date').execute();
  },
};
