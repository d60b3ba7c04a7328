import { encodeBase64 } from './base64-text.ts';
import { SEARCH_ALL_TAB } from './search-rules.ts';
import type { TSearchPageParams } from './search-url.ts';

/*
 * Writing the search page's address (spec section 2): kept apart from the parser in search-url.ts
 * because the first page's search boxes (error pages, mobile menu) need only this half.
 */

/** The route of the search page. */
export const SEARCH_PAGE_PATH = '/search';

/** The query string of a search page (defaults left out, so URLs stay short). */
export function formatSearchPageParams(params: Partial<TSearchPageParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.term) {
    query.set('term', encodeBase64(params.term));
  }
  if (params.tab && params.tab !== SEARCH_ALL_TAB) {
    query.set('tab', params.tab);
  }
  for (const assetType of params.assetTypes ?? []) {
    query.append('assetType', assetType);
  }
  if (params.locationType) {
    query.set('locationType', params.locationType);
  }
  for (const code of params.locationCodes ?? []) {
    query.append('locationCode', code);
  }
  for (const role of params.jobRoles ?? []) {
    query.append('jobRoles', role);
  }
  for (const name of ['incompeleteAssessments', 'incompeleteManagerAssessments'] as const) {
    const value = params[name];
    if (value !== null && value !== undefined) {
      query.set(name, value ? '1' : '0');
    }
  }
  for (const score of params.certificationScores ?? []) {
    query.append('certificationScore', score);
  }
  for (const status of params.certificationStatuses ?? []) {
    query.append('certificationStatus', status);
  }
  return query;
}

/** The search page's address for a search: what links and search boxes send the user to. */
export function formatSearchPageUrl(params: Partial<TSearchPageParams>): string {
  const query = formatSearchPageParams(params).toString();
  return query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH;
}
