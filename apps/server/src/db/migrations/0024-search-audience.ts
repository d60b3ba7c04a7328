import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { SCOPE_AUDIENCE_COLUMN } from '../../modules/search/sqlite-fts.ts';
import { isSqlite, type TMigrationDb } from '../migration-helpers.ts';

/*
 * Search documents for some people only (issue 19: events and articles of a job role, location or
 * group are found by the people they are for). `search_documents.audience` holds the document's
 * audience keys (`KIND:code`, as events and news store them) as a JSON array; null is everyone, so
 * every document there is stays what it was.
 *
 * - PostgreSQL: `search_ranking.audience_keys` (text[]), copied by the triggers of 0011, which are
 *   rewritten to copy it; a search keeps a row when it is null or shares a key with the viewer's.
 * - SQLite: the FTS5 row of a document for some people carries a `restricted` tag and a tag per key
 *   in its `tags` column (sqlite-fts.ts), written by the writer; `search_scopes.has_audience` marks
 *   the scopes that held one, the only ones a search checks.
 *
 * Documents are not rewritten here: an event or article for some people becomes a document when it
 * is next saved, or at `npm run search:reindex`.
 */

/** The columns the ranking triggers copy (0011's, and the audience's keys). */
const RANKING_COLUMNS = sql.raw(
  'id, tenant_code, locale, module_code, status, entity_id, asset_type_code, updated_at, effective_date, expiry_date, sort_title',
);

const CONFIGURATIONS = { fr: 'portal_fr', en: 'portal_en', simple: 'portal_simple' } as const;

function weightedVector(configuration: string): string {
  return `setweight(to_tsvector('${configuration}'::regconfig, n.title), 'A') || setweight(to_tsvector('${configuration}'::regconfig, n.text), 'B')`;
}

/** 0011's vector of a new row `n` (title A, text B, by the locale's configuration). */
const DOCUMENT_VECTOR = sql.raw(`case
  when n.locale like 'fr%' then ${weightedVector(CONFIGURATIONS.fr)}
  when n.locale like 'en%' then ${weightedVector(CONFIGURATIONS.en)}
  else ${weightedVector(CONFIGURATIONS.simple)}
end`);

/** The trigger function of 0011, copying the audience's keys too when `withAudience`. */
async function replaceRankingSync(db: TMigrationDb, withAudience: boolean): Promise<void> {
  const audienceColumn = withAudience ? sql`, audience_keys` : sql``;
  const audienceValue = withAudience
    ? sql`, case when n.audience is null then null
        else array(select jsonb_array_elements_text(n.audience::jsonb)) end`
    : sql``;
  await sql`
    create or replace function search_ranking_sync() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        delete from search_ranking r using old_documents o
        where r.tenant_code = o.tenant_code and r.locale = o.locale and r.module_code = o.module_code and r.id = o.id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into search_ranking (${RANKING_COLUMNS}, search_vector${audienceColumn})
        select ${RANKING_COLUMNS}, ${DOCUMENT_VECTOR}${audienceValue} from new_documents n;
      end if;
      return null;
    end
    $$`.execute(db);
}

export const searchAudience: Migration = {
  async up(db: TMigrationDb) {
    await db.schema.alterTable('search_documents').addColumn('audience', 'text').execute();
    if (isSqlite(db)) {
      // Scopes created since this migration have it (sqlite-fts.ts creates the table with it).
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info('search_scopes')`.execute(db);
      if (!rows.some((row) => row.name === SCOPE_AUDIENCE_COLUMN)) {
        await db.schema
          .alterTable('search_scopes')
          .addColumn(SCOPE_AUDIENCE_COLUMN, 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
      }
      return;
    }
    await sql`alter table search_ranking add column audience_keys text[]`.execute(db);
    await replaceRankingSync(db, true);
  },

  async down(db: TMigrationDb) {
    // Without the column, nothing would keep these from people outside their audience.
    await db.deleteFrom('search_documents').where('audience', 'is not', null).execute();
    if (!isSqlite(db)) {
      await replaceRankingSync(db, false);
      await sql`alter table search_ranking drop column audience_keys`.execute(db);
    }
    await db.schema.alterTable('search_documents').dropColumn('audience').execute();
  },
};
