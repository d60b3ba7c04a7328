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
import { findArticle, findArticleAudience, findArticleTexts } from './news.repository.ts';

/*
 * Articles in the search index (the News tab), written in the transaction of the change. A
 * document per locale text of a PUBLISHED article:
 * - scheduled and expired articles are documents too, with `effective_date` = when it goes live
 *   and `expiry_date` = its expiry: the index hides a document outside that window at query time
 *   (as for resources and assessment sets), so an article is found from its publishAt on with no
 *   job to run at that moment;
 * - an article for some locations or job roles carries their audience keys (`LOCATION:12`,
 *   `JOB_ROLE:code`, as events write them): the index finds it only for people holding one.
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
  if (!article || article.status !== 'PUBLISHED') {
    await removeEntityDocuments(trx, articleKey(tenantCode, articleId));
    return;
  }
  const [texts, audience] = await Promise.all([
    findArticleTexts(trx, tenantCode, [articleId], true),
    toBool(article.is_for_all) ? [] : findArticleAudience(trx, tenantCode, articleId),
  ]);
  if (!toBool(article.is_for_all) && audience.length === 0) {
    // For no one (as an event without audiences): nothing to find. Stored without keys, the
    // documents would read as everyone's.
    await removeEntityDocuments(trx, articleKey(tenantCode, articleId));
    return;
  }
  const audienceKeys = toBool(article.is_for_all)
    ? null
    : audience.map((entry) => `${entry.target_kind}:${entry.target_code}`);
  const documents = texts.map((text): TSearchDocumentInput => ({
    locale: text.locale,
    status: 'PUBLISHED',
    assetTypeCode: null,
    title: text.title,
    text: [text.summary, htmlToPlainText(text.body_html)].filter((part) => part !== '').join(' '),
    url: articlePath(articleId),
    effectiveDate: article.live_from,
    expiryDate: article.expires_at,
    audienceKeys,
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
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await syncArticleSearchDocuments(trx, tenantCode, row.id, now);
    }
    return rows.length;
  },
};
