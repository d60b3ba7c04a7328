import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_PAGE_PARAMS, formatSearchPageParams, parseSearchPageParams } from './search-url.ts';
import { expandSearchAssetTypes, isSearchTextLongEnough, searchTextTooShortMessage } from './search-rules.ts';

describe('search page URL', () => {
  it('round-trips every parameter, the term in base64', () => {
    const params = {
      ...EMPTY_SEARCH_PAGE_PARAMS,
      term: 'sécurité électrique',
      tab: 'RESOURCELIBRARY',
      assetTypes: ['VIDEO' as const, 'DOCUMENT' as const],
      locationType: 'REGION',
      locationCodes: ['QC-01', 'ON-02'],
      jobRoles: ['ELECTRICIAN'],
      incompeleteAssessments: true,
      incompeleteManagerAssessments: false,
      certificationScores: ['80', '50-79'],
      certificationStatuses: ['certified' as const, 'noCorePath' as const],
    };
    const query = formatSearchPageParams(params);
    expect(query.get('term')).toBe('c8OpY3VyaXTDqSDDqWxlY3RyaXF1ZQ==');
    expect(query.get('incompeleteManagerAssessments')).toBe('0');
    expect(parseSearchPageParams(new URLSearchParams(query.toString()))).toEqual({ ok: true, params });
  });

  it('leaves defaults out of the URL', () => {
    expect(formatSearchPageParams({ term: 'safety', tab: 'ALL' }).toString()).toBe('term=c2FmZXR5');
    expect(parseSearchPageParams(new URLSearchParams())).toEqual({ ok: true, params: EMPTY_SEARCH_PAGE_PARAMS });
  });

  it('reads URL-safe base64 without padding', () => {
    expect(parseSearchPageParams(new URLSearchParams('term=c8OpY3VyaXTDqQ'))).toMatchObject({
      ok: true,
      params: { term: 'sécurité' },
    });
  });

  it('names every bad parameter, keeps the good ones and never throws', () => {
    const query = new URLSearchParams(
      'term=%%%&tab=<script>&assetType=VIDEO&assetType=MOVIE&locationCode=ok&locationCode=bad%20code' +
        '&incompeleteAssessments=yes&certificationScore=101&certificationScore=70&certificationStatus=maybe',
    );
    const result = parseSearchPageParams(query);
    expect(result.ok).toBe(false);
    expect(!result.ok && [...result.invalid].sort()).toEqual([
      'assetType',
      'certificationScore',
      'certificationStatus',
      'incompeleteAssessments',
      'locationCode',
      'tab',
      'term',
    ]);
    expect(result.params).toMatchObject({
      term: '',
      tab: 'ALL',
      assetTypes: ['VIDEO'],
      locationCodes: ['ok'],
      incompeleteAssessments: null,
      certificationScores: ['70'],
      certificationStatuses: [],
    });
  });

  it('refuses base64 that is not UTF-8 text', () => {
    // 0xFF 0xFE is no UTF-8.
    expect(parseSearchPageParams(new URLSearchParams('term=//4='))).toMatchObject({ ok: false, invalid: ['term'] });
  });
});

describe('search rules', () => {
  it("checks the tenant's minimum length on trimmed text, with the spec's message", () => {
    expect(isSearchTextLongEnough('  ab ', 3)).toBe(false);
    expect(isSearchTextLongEnough('abc', 3)).toBe(true);
    expect(searchTextTooShortMessage(3)).toBe('Search text character length must be at least 3');
  });

  it('expands panel toggles to asset types and keeps exact codes', () => {
    expect(expandSearchAssetTypes(['VIDEO', 'PODCAST', 'DOCUMENT', 'DOCUMENT', 'IMAGE'])).toEqual([
      'VIDEO_MP4',
      'URL_PODCAST',
      'DOCUMENT',
      'IMAGE',
    ]);
  });
});
