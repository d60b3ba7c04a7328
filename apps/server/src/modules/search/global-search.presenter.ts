import {
  ZModuleCodeSchema,
  ZLocaleCodeSchema,
  type TGlobalSearchGroup,
  type TGlobalSearchItem,
  type TSearchModule,
  type TTenantModule,
} from '@portal/contracts';
import { highlightSnippet, highlightTitle } from './search-highlight.ts';
import type { TIndexDocument, TIndexModulePage, TLocaleQuery } from './search-index.reader.ts';
import { searchProseOf } from './search-index.writer.ts';
import { textSearchLanguageOf } from './search-text.ts';

/** Spec section 3 "Module": a search tab. */
export function presentSearchModule(module: TTenantModule): TSearchModule {
  return {
    moduleCode: module.moduleCode,
    moduleName: module.displayName,
    spaUrl: module.spaUrl,
    serviceUrl: module.serviceUrl,
  };
}

function presentSearchItem(
  document: TIndexDocument,
  localeQueries: readonly TLocaleQuery[],
  assetTypeCodes: readonly string[] | undefined,
): TGlobalSearchItem {
  const language = textSearchLanguageOf(document.locale);
  const terms = localeQueries.find((query) => query.locale === document.locale)?.terms ?? { terms: [], prefix: null };
  return {
    moduleCode: ZModuleCodeSchema.parse(document.module_code),
    entityKind: document.entity_kind,
    entityId: document.entity_id,
    locale: ZLocaleCodeSchema.parse(document.locale),
    title: document.title,
    titleHighlights: highlightTitle(document.title, terms, language),
    // The prose only: keywords (categories, asset titles) are found, never shown as a sentence's end.
    snippet: highlightSnippet(searchProseOf(document.text), terms, language),
    assetTypeCode: document.asset_type_code,
    assetTypeCodes: assetTypeCodes
      ? [...assetTypeCodes]
      : document.asset_type_code === null
        ? []
        : [document.asset_type_code],
    url: document.url,
    effectiveDate: document.effective_date,
    modifiedDate: document.updated_at,
  };
}

/** One module's page of results (spec section 3: items grouped by module with moduleName and pageNo). */
export function presentSearchGroup(
  page: TIndexModulePage,
  moduleName: string,
  pageNo: number,
  pageSize: number,
  localeQueries: readonly TLocaleQuery[],
  /** Every asset type of each entity (by entity id) where its module has several per entity. */
  assetTypesByEntity: ReadonlyMap<string, readonly string[]> = new Map(),
): TGlobalSearchGroup {
  return {
    moduleCode: ZModuleCodeSchema.parse(page.moduleCode),
    moduleName,
    pageNo,
    pageSize,
    totalRecords: page.totalRecords,
    items: page.documents.map((document) =>
      presentSearchItem(document, localeQueries, assetTypesByEntity.get(document.entity_id)),
    ),
  };
}
