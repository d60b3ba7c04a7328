import { decodeBase64 } from './base64-text.ts';
import { SEARCH_ALL_TAB, SEARCH_ASSET_TYPES, SearchRules, type TSearchAssetType } from './search-rules.ts';

/*
 * The search page's URL (spec section 2 "Home search panel"): the term in base64 and the people
 * filters, plus the tab and asset-type toggles, so a search can be shared and reloaded. Parsing
 * never throws: a bad value is reported by parameter and the page says so.
 */

// Writing the address lives apart: the first page's search boxes need it without the parser.
export { formatSearchPageParams, formatSearchPageUrl, SEARCH_PAGE_PATH } from './search-url-format.ts';

/** Spec section 2: the values of `certificationStatus`. */
export const CERTIFICATION_STATUSES = ['certified', 'notCertified', 'noCorePath', 'noP2PRequirements'] as const;
export type TCertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export type TSearchPageParams = {
  /** The decoded search text ('' when absent). */
  term: string;
  /** The active tab: a module code or `ALL`. */
  tab: string;
  assetTypes: TSearchAssetType[];
  locationType: string | null;
  locationCodes: string[];
  jobRoles: string[];
  incompeleteAssessments: boolean | null;
  incompeleteManagerAssessments: boolean | null;
  certificationScores: string[];
  certificationStatuses: TCertificationStatus[];
};

/** The parameters a bad value was found in (the page names them). */
export type TSearchPageParamsResult =
  { ok: true; params: TSearchPageParams } | { ok: false; invalid: string[]; params: TSearchPageParams };

export const EMPTY_SEARCH_PAGE_PARAMS: TSearchPageParams = {
  term: '',
  tab: SEARCH_ALL_TAB,
  assetTypes: [],
  locationType: null,
  locationCodes: [],
  jobRoles: [],
  incompeleteAssessments: null,
  incompeleteManagerAssessments: null,
  certificationScores: [],
  certificationStatuses: [],
};

/** Codes of locations, job roles and modules: letters, digits, '_' and '-'. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** A score or a score range within 0-100 (`80`, `50-79`). */
const SCORE = /^(\d{1,3})(?:-(\d{1,3}))?$/;
const MAX_REPEATS = 50;

/** A certification score filter (`80` or `50-79`) as its bounds, or null when it is not one. */
export function parseScoreRange(value: string): { low: number; high: number } | null {
  const match = SCORE.exec(value);
  if (!match) {
    return null;
  }
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low <= 100 && high <= 100 && low <= high ? { low, high } : null;
}

function isScore(value: string): boolean {
  return parseScoreRange(value) !== null;
}

function decodeTerm(encoded: string): string | null {
  // Strict: standard or URL-safe alphabet, padding optional; the bytes must be UTF-8 text.
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(encoded)) {
    return null;
  }
  try {
    const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
    const text = decodeBase64(padded);
    // Replacement characters mean the bytes were not UTF-8.
    return text.includes('\uFFFD') ? null : text;
  } catch {
    return null;
  }
}

function flag(value: string | null): boolean | null | undefined {
  if (value === null) {
    return null;
  }
  return value === '1' ? true : value === '0' ? false : undefined;
}

/** Reads the search page's query string; bad values are left out and named in `invalid`. */
export function parseSearchPageParams(query: URLSearchParams): TSearchPageParamsResult {
  const invalid = new Set<string>();
  const many = (name: string, isValid: (value: string) => boolean): string[] => {
    const values = query.getAll(name);
    if (values.length > MAX_REPEATS || values.some((value) => !isValid(value))) {
      invalid.add(name);
    }
    return [...new Set(values.slice(0, MAX_REPEATS).filter(isValid))];
  };

  const rawTerm = query.get('term');
  let term = '';
  if (rawTerm !== null) {
    const decoded = decodeTerm(rawTerm);
    if (decoded === null || decoded.length > SearchRules.maxSearchTextLength) {
      invalid.add('term');
    } else {
      term = decoded;
    }
  }

  const rawTab = query.get('tab');
  const tab = rawTab === null ? SEARCH_ALL_TAB : CODE.test(rawTab) ? rawTab : (invalid.add('tab'), SEARCH_ALL_TAB);

  const rawLocationType = query.get('locationType');
  const locationType =
    rawLocationType === null
      ? null
      : CODE.test(rawLocationType)
        ? rawLocationType
        : (invalid.add('locationType'), null);

  const flags = {
    incompeleteAssessments: flag(query.get('incompeleteAssessments')),
    incompeleteManagerAssessments: flag(query.get('incompeleteManagerAssessments')),
  };
  for (const [name, value] of Object.entries(flags)) {
    if (value === undefined) {
      invalid.add(name);
    }
  }

  const params: TSearchPageParams = {
    term,
    tab,
    assetTypes: many('assetType', (value) =>
      (SEARCH_ASSET_TYPES as readonly string[]).includes(value),
    ) as TSearchAssetType[],
    locationType,
    locationCodes: many('locationCode', (value) => CODE.test(value)),
    jobRoles: many('jobRoles', (value) => CODE.test(value)),
    incompeleteAssessments: flags.incompeleteAssessments ?? null,
    incompeleteManagerAssessments: flags.incompeleteManagerAssessments ?? null,
    certificationScores: many('certificationScore', isScore),
    certificationStatuses: many('certificationStatus', (value) =>
      (CERTIFICATION_STATUSES as readonly string[]).includes(value),
    ) as TCertificationStatus[],
  };
  return invalid.size === 0 ? { ok: true, params } : { ok: false, invalid: [...invalid], params };
}
