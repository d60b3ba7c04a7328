import { pickLocalizedText, RESOURCE_MODULE_CODE, resourceFeedPath, SUPPORTED_LOCALES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  htmlToPlainText,
  removeEntityDocuments,
  replaceEntityDocuments,
  type TSearchDocumentInput,
  type TSearchEntityKey,
  type TSearchSource,
} from '../search/search-index.writer.ts';
import { findCategories, findCategoriesOfResource } from './categories.repository.ts';
import { assetTypeCodesByResource } from './resource-lists.ts';
import { categoryName, resourceTexts } from './resources.presenter.ts';
import { findAssetsOfResources, findResourceById } from './resources.repository.ts';

/** The search entity of a resource (spec section 3 entity kinds: RESOURCE). */
export function resourceSearchKey(tenantCode: string, resourceId: number): TSearchEntityKey {
  return { tenantCode, moduleCode: RESOURCE_MODULE_CODE, entityKind: 'RESOURCE', entityId: resourceId };
}

/**
 * The resource's categories and every ancestor of theirs (a parent category holds what its
 * children hold, as the feed's category filter says), nearest first, each once.
 */
async function categoriesWithAncestors(trx: Kysely<Database>, tenantCode: string, resourceId: number) {
  const own = await findCategoriesOfResource(trx, tenantCode, resourceId);
  if (own.length === 0 || own.every((category) => category.parent_category_id === null)) {
    return own;
  }
  const byId = new Map((await findCategories(trx, tenantCode)).map((category) => [category.id, category]));
  const found = new Map(own.map((category) => [category.id, category]));
  let frontier = own;
  while (frontier.length > 0) {
    frontier = frontier.flatMap((category) => {
      const parent = category.parent_category_id === null ? undefined : byId.get(category.parent_category_id);
      if (!parent || found.has(parent.id)) {
        return [];
      }
      found.set(parent.id, parent);
      return [parent];
    });
  }
  return [...found.values()];
}

/**
 * Brings the resource's search documents in step with its rows, in the caller's transaction: one
 * document per locale the resource has a title in (title; text = plain text of the description;
 * keywords = its categories' names, ancestors' included, and the asset titles, in that locale, else
 * the other one's), with the resource's status, main asset type, feed URL and effective date. A
 * resource that no longer exists has none.
 */
export async function syncResourceSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  now: string = new Date().toISOString(),
): Promise<void> {
  const key = resourceSearchKey(tenantCode, resourceId);
  const row = await findResourceById(trx, tenantCode, resourceId);
  if (!row) {
    await removeEntityDocuments(trx, key);
    return;
  }
  const [assets, categories] = await Promise.all([
    findAssetsOfResources(trx, tenantCode, [resourceId]),
    categoriesWithAncestors(trx, tenantCode, resourceId),
  ]);
  const texts = resourceTexts(row);
  const documents: TSearchDocumentInput[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    const text = texts[locale];
    if (!text) {
      continue;
    }
    const assetTitles = assets.flatMap((asset) => {
      const title = pickLocalizedText(
        {
          en: asset.title_en ? { title: asset.title_en } : null,
          'fr-CA': asset.title_fr ? { title: asset.title_fr } : null,
        },
        locale,
      );
      return title ? [title.text.title] : [];
    });
    documents.push({
      locale,
      status: row.status,
      assetTypeCode: assets[0]?.asset_type_code ?? null,
      title: text.title,
      text: htmlToPlainText(text.description),
      keywords: [...categories.map((category) => categoryName(category, locale)), ...assetTitles].filter(
        (part) => part !== '',
      ),
      url: resourceFeedPath(resourceId),
      effectiveDate: row.effective_date,
      expiryDate: row.expiry_date,
    });
  }
  await replaceEntityDocuments(trx, key, documents, now);
}

/**
 * The resource library as a source of the search index (`search:reindex`): writes the documents of
 * every resource of the tenant again, in the caller's transaction; answers how many resources.
 */
export const resourceSearchSource: TSearchSource = {
  moduleCode: RESOURCE_MODULE_CODE,
  async reindexTenant(trx, tenantCode, now) {
    const rows = await trx
      .selectFrom('resources')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await syncResourceSearchDocuments(trx, tenantCode, row.id, now);
    }
    return rows.length;
  },
};

/** Removes the resource's search documents, in the caller's transaction. */
export async function removeResourceSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
): Promise<void> {
  await removeEntityDocuments(trx, resourceSearchKey(tenantCode, resourceId));
}

/**
 * Every asset type of each of these resources of the tenant, in asset order: a search result shows
 * them all, while its document keeps the main one (the asset type filter's).
 */
export async function findResourceAssetTypes(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (resourceIds.length === 0) {
    return new Map();
  }
  return assetTypeCodesByResource(await findAssetsOfResources(db, tenantCode, resourceIds));
}
