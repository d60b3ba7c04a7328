import type { Kysely } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { storedAudienceOf } from './search-audience.ts';
import { foldWord } from './search-text.ts';
import { insertFullTextRows } from './sqlite-fts.ts';

/*
 * The writing side of the one search index (ARCHITECTURE.md section 7, table `search_documents`):
 * each module keeps its entities' documents in step with its own writes by calling these functions
 * with the transaction of that write, so the index never shows a change that was rolled back nor
 * misses one that was committed. On PostgreSQL, triggers write the row's `search_ranking` entry
 * (its vector included: migration 0011); on SQLite the FTS5 row beside it is written here too
 * (sqlite-fts.ts), its tokens and tags taken from the row as written: documents are replaced through
 * these functions, never updated in place.
 */

/** Which entity the documents belong to. */
export type TSearchEntityKey = {
  tenantCode: string;
  /** The module that owns the entity (`RESOURCELIBRARY`...). */
  moduleCode: string;
  /** Spec section 3 entity kinds (`RESOURCE`, `PATH`...). */
  entityKind: string;
  entityId: string | number;
};

/** One locale's document of an entity. */
export type TSearchDocumentInput = {
  locale: string;
  /** The entity's status (searches keep `PUBLISHED` only). */
  status: string;
  assetTypeCode: string | null;
  title: string;
  /** Plain text (no markup): the prose snippets are cut from. */
  text: string;
  /**
   * Words found but never shown as a snippet (category names, asset titles): stored after the
   * text behind `SEARCH_KEYWORDS_SEPARATOR`, so one `text` column keeps the index's format.
   */
  keywords?: readonly string[];
  /** Where the web app opens the entity. */
  url: string | null;
  effectiveDate: string | null;
  /** When the entity stops being shown (and found); null for never. */
  expiryDate?: string | null;
  /**
   * Who finds it: audience keys (`KIND:code`, `EVERYONE_AUDIENCE_KEY` for everyone); a viewer
   * holding none of them does not. Missing or null: everyone.
   */
  audienceKeys?: readonly string[] | null;
};

/**
 * A module whose content is searched: it can write every document of a tenant again (the
 * `search:reindex` command, search-reindex.ts), in the transaction it is given.
 */
export type TSearchSource = {
  moduleCode: string;
  /** Writes the tenant's documents of this module; answers how many entities it indexed. */
  reindexTenant(trx: Kysely<Database>, tenantCode: string, now: string): Promise<number>;
};

/**
 * Between a document's prose and its keywords in `text`. A paragraph separator: plain text from
 * `htmlToPlainText` never holds one (whitespace is collapsed), and both analyses split words on it.
 */
export const SEARCH_KEYWORDS_SEPARATOR = '\u2029';

/** The prose of a stored document text, without its keywords: what a snippet shows. */
export function searchProseOf(text: string): string {
  const end = text.indexOf(SEARCH_KEYWORDS_SEPARATOR);
  return end === -1 ? text : text.slice(0, end);
}

/** Index limits (the columns' sizes). */
export const SearchDocumentLimits = { maxTitleLength: 500, maxUrlLength: 2048 } as const;

/**
 * Replaces every document of an entity with these (one per locale; an empty list removes them
 * all). A locale that had a document keeps its `created_at`. Call it inside the transaction of the
 * write that changed the entity.
 */
export async function replaceEntityDocuments(
  trx: Kysely<Database>,
  key: TSearchEntityKey,
  documents: readonly TSearchDocumentInput[],
  now: string = new Date().toISOString(),
): Promise<void> {
  const entityId = String(key.entityId);
  const existing = await trx
    .selectFrom('search_documents')
    .select(['locale', 'created_at'])
    .where('tenant_code', '=', key.tenantCode)
    .where('module_code', '=', key.moduleCode)
    .where('entity_kind', '=', key.entityKind)
    .where('entity_id', '=', entityId)
    .execute();
  const createdAtByLocale = new Map(existing.map((row) => [row.locale, row.created_at]));
  if (existing.length > 0) {
    await removeEntityDocuments(trx, key);
  }
  const seen = new Set<string>();
  const rows = documents
    .filter((document) => {
      // One document per locale: the first wins.
      if (seen.has(document.locale)) {
        return false;
      }
      seen.add(document.locale);
      return true;
    })
    .map((document) => ({
      tenant_code: key.tenantCode,
      module_code: key.moduleCode,
      entity_kind: key.entityKind,
      entity_id: entityId,
      locale: document.locale,
      status: document.status,
      asset_type_code: document.assetTypeCode,
      title: document.title.slice(0, SearchDocumentLimits.maxTitleLength),
      // Sorting by title ignores case and accents, byte-wise on both databases.
      sort_title: foldWord(document.title.slice(0, SearchDocumentLimits.maxTitleLength)),
      text:
        document.keywords && document.keywords.length > 0
          ? `${document.text}${SEARCH_KEYWORDS_SEPARATOR}${document.keywords.join(' ')}`
          : document.text,
      url: document.url === null ? null : document.url.slice(0, SearchDocumentLimits.maxUrlLength),
      created_at: createdAtByLocale.get(document.locale) ?? now,
      updated_at: now,
      effective_date: document.effectiveDate,
      expiry_date: document.expiryDate ?? null,
      audience: storedAudienceOf(document.audienceKeys),
    }));
  if (rows.length === 0) {
    return;
  }
  // The audience column only when some document has one: the migration tests write documents for
  // everyone into databases from before migration 0024.
  const isForSome = rows.some((row) => row.audience !== null);
  const inserted = await trx
    .insertInto('search_documents')
    .values(isForSome ? rows : rows.map(({ audience: _audience, ...row }) => row))
    .returning(['id', 'locale'])
    .execute();
  if (isSqlite(trx)) {
    // The FTS rows take the documents' ids (one document per locale).
    const rowByLocale = new Map(rows.map((row) => [row.locale, row]));
    await insertFullTextRows(
      trx,
      inserted.flatMap(({ id, locale }) => {
        const row = rowByLocale.get(locale);
        return row ? [{ ...row, id }] : [];
      }),
    );
  }
}

/**
 * Removes every document of a tenant (SQLite's trigger takes their FTS rows); answers how many
 * there were. The reindex calls it before the sources write their documents again.
 */
export async function removeTenantDocuments(trx: Kysely<Database>, tenantCode: string): Promise<number> {
  const result = await trx.deleteFrom('search_documents').where('tenant_code', '=', tenantCode).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes every document of an entity; answers how many there were. */
export async function removeEntityDocuments(trx: Kysely<Database>, key: TSearchEntityKey): Promise<number> {
  const result = await trx
    .deleteFrom('search_documents')
    .where('tenant_code', '=', key.tenantCode)
    .where('module_code', '=', key.moduleCode)
    .where('entity_kind', '=', key.entityKind)
    .where('entity_id', '=', String(key.entityId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The plain text of (sanitized) HTML for the index: tags dropped (block ends become spaces),
 * character references decoded, whitespace collapsed.
 */
export function htmlToPlainText(html: string | null): string {
  if (!html) {
    return '';
  }
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
