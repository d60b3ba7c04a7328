import type { TModuleCode } from './modules.ts';
import type { TAssetTypeCode } from './resource-rules.ts';

/*
 * Global search rules without zod (spec sections 2, 4, 5, 9): the web app's search panel and search
 * page use them on the first screen they open, the server uses the same ones.
 */

/** Spec section 9: the home search's page size. */
export const SEARCH_PAGE_SIZE = 30;

export const SearchRules = {
  maxSearchTextLength: 200,
  maxPageSize: 100,
} as const;

/** The panel's asset-type toggles (spec section 2), in their order. */
export const SEARCH_ASSET_TYPES = ['VIDEO', 'PODCAST', 'WEBINAR', 'DOCUMENT', 'COURSE', 'POWERPOINT'] as const;
export type TSearchAssetType = (typeof SEARCH_ASSET_TYPES)[number];

/** The asset types each toggle stands for. */
export const SEARCH_ASSET_TYPE_CODES: Record<TSearchAssetType, readonly TAssetTypeCode[]> = {
  VIDEO: ['VIDEO_MP4'],
  PODCAST: ['URL_PODCAST'],
  WEBINAR: ['URL_WEBINAR'],
  DOCUMENT: ['DOCUMENT'],
  COURSE: ['COURSE_HOSTED'],
  POWERPOINT: ['POWERPOINT'],
};

/** The asset types a list of toggles or exact codes stands for, without repeats. */
export function expandSearchAssetTypes(codes: readonly string[]): string[] {
  const expanded = codes.flatMap((code): readonly string[] =>
    code in SEARCH_ASSET_TYPE_CODES ? SEARCH_ASSET_TYPE_CODES[code as TSearchAssetType] : [code],
  );
  return [...new Set(expanded)];
}

/**
 * Modules whose content is searched, one tab each when the tenant enables them. ADMIN is never
 * searched (spec section 6); navigation-only modules (user admin, 'More', reports, contact, privacy
 * policy, notifications) own no searchable content.
 */
export const SEARCHABLE_MODULE_CODES = [
  'RESOURCELIBRARY',
  'LEARNINGPATH',
  'ASSESSMENT',
  'TRIVIA',
  'EXPLORE',
  'EVENTS',
  'NEWS',
  'TEAMS',
  'STORES',
] as const satisfies readonly TModuleCode[];

export function isSearchableModule(code: string): boolean {
  return (SEARCHABLE_MODULE_CODES as readonly string[]).includes(code);
}

/** The panel's tab for every module at once. */
export const SEARCH_ALL_TAB = 'ALL';

/** Spec section 5: whether a search text is long enough for the tenant's minimum. */
export function isSearchTextLongEnough(text: string, minimumLength: number): boolean {
  return text.trim().length >= minimumLength;
}

/** Spec section 5's message (English; the web app shows its translation). */
export function searchTextTooShortMessage(minimumLength: number): string {
  return `Search text character length must be at least ${minimumLength}`;
}
