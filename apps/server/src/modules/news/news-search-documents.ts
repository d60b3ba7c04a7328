import { articlePath, NEWS_MODULE_CODE } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import {
  htmlToPlainText,
  removeEntityDocuments,
  replaceEntityDocuments,
  type TSearchDocumentInput,
  type TSearchSource,
} from '../search/search-index.writer.ts';
import { findArticle, findArticleTexts } from './news.repository.ts';

/*
 * Articles in the search index (the News tab), written in the transaction of the change. A
 * document per locale text of a PUBLISHED article meant for everyone (audience ALL):
 * - scheduled and expired articles are documents too, with `effective_date` = when it goes live
 *   and `expiry_date` = its expiry: the index hides a document outside that window at query time
 *   (as for resources and assessment sets), so an article is found from its publishAt on with no
 *   job to run at that moment;
 * - the index knows nothing of the searcher's job role or location, so an article for some
 *   locations or job roles only is not a document (it would be found by people who cannot open it).
 */

export const ARTICLE_ENTITY_KIND = 'ARTICLE';

function articleKey(tenantCode: string, articleId: number) {
  return { tenantCode, moduleCode: NEWS_MODULE_CODE, entityKind: ARTICLE_ENTITY_KIND, entityId: articleId };
}

/** Brings an article's documents in step with the article as it is now (none when deleted). */
export async function syncArticleSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  articleId: number,
  now: string = new Date().toISOString(),
): Promise<void> {
  const article = await findArticle(trx, tenantCode, articleId);
  if (!article || article.status !== 'PUBLISHED' || !toBool(article.is_for_all)) {
    await removeEntityDocuments(trx, articleKey(tenantCode, articleId));
    return;
  }
  const texts = await findArticleTexts(trx, tenantCode, [articleId], true);
  const documents = texts.map((text): TSearchDocumentInput => ({
    locale: text.locale,
    status: 'PUBLISHED',
    assetTypeCode: null,
    title: text.title,
    text: [text.summary, htmlToPlainText(text.body_html)].filter((part) => part !== '').join(' '),
    url: articlePath(articleId),
    effectiveDate: article.live_from,
    expiryDate: article.expires_at,
  }));
  await replaceEntityDocuments(trx, articleKey(tenantCode, articleId), documents, now);
}

/** Articles as a source of the search index (`search:reindex`). */
export const articleSearchSource: TSearchSource = {
  moduleCode: NEWS_MODULE_CODE,
  async reindexTenant(trx, tenantCode, now) {
    const rows = await trx
      .selectFrom('articles')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('status', '=', 'PUBLISHED')
      .where('is_for_all', '=', true)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await syncArticleSearchDocuments(trx, tenantCode, row.id, now);
    }
    return rows.length;
  },
};
