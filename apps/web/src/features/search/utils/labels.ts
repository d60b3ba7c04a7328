import { MODULE_CATALOGUE, type TAssetTypeCode, type TModuleCode, type TSearchAssetType } from '@portal/contracts';
import type { TMessageKey } from '../../../lib/i18n';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

/** Catalogue keys of the asset-type toggles (spec section 2). */
export const SEARCH_ASSET_TYPE_LABELS: Record<TSearchAssetType, TMessageKey> = {
  VIDEO: 'search.assetToggle.VIDEO',
  PODCAST: 'search.assetToggle.PODCAST',
  WEBINAR: 'search.assetToggle.WEBINAR',
  DOCUMENT: 'search.assetToggle.DOCUMENT',
  COURSE: 'search.assetToggle.COURSE',
  POWERPOINT: 'search.assetToggle.POWERPOINT',
};

/** The label of a result's asset type; none for a type this version does not know. */
export function resultAssetTypeLabel(code: string | null): TMessageKey | undefined {
  if (code === null || !Object.hasOwn(ASSET_TYPE_LABELS, code)) {
    return undefined;
  }
  return ASSET_TYPE_LABELS[code as TAssetTypeCode];
}

/** Catalogue keys of the searchable modules' product names (tabs and group headings). */
const MODULE_LABELS: Partial<Record<TModuleCode, TMessageKey>> = {
  RESOURCELIBRARY: 'search.module.RESOURCELIBRARY',
  LEARNINGPATH: 'search.module.LEARNINGPATH',
  ASSESSMENT: 'search.module.ASSESSMENT',
  TRIVIA: 'search.module.TRIVIA',
  EXPLORE: 'search.module.EXPLORE',
  EVENTS: 'search.module.EVENTS',
  NEWS: 'search.module.NEWS',
  TEAMS: 'search.module.TEAMS',
  STORES: 'search.module.STORES',
};

/**
 * How a module is named in the page's language: a name the tenant gave it stays as given; the
 * product's default name is translated.
 */
export function searchModuleLabel(
  t: (key: TMessageKey) => string,
  moduleCode: TModuleCode,
  moduleName: string,
): string {
  const key = MODULE_LABELS[moduleCode];
  return key && moduleName === MODULE_CATALOGUE[moduleCode].name ? t(key) : moduleName;
}
