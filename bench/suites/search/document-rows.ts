import type { Insertable } from 'kysely';
import type { SearchDocumentsTable } from '../../../apps/server/src/db/schema.ts';
import { foldWord } from '../../../apps/server/src/modules/search/search-text.ts';
import type { TCorpusDocument } from './corpus.ts';

/**
 * A corpus document as `replaceEntityDocuments` (search-index.writer.ts) writes its row: the same
 * columns and derived values, without the per-entity reads and deletes a bulk load does not need.
 * With `withId`, the row keeps the document's number as its `id` (SQLite: the FTS row's key).
 */
export function searchDocumentRow(document: TCorpusDocument, withId: boolean): Insertable<SearchDocumentsTable> {
  const { id, ...columns } = document;
  return {
    ...(withId ? { id } : {}),
    ...columns,
    sort_title: foldWord(document.title),
  };
}
