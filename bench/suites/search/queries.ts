import { foldWord } from '../../../apps/server/src/modules/search/search-text.ts';
import { benchTenant } from './bench-tenants.ts';
import { createRandom, pickShare, type TRandom } from './random.ts';
import { buildVocabulary, type TVocabulary, type TWordForm } from './vocabulary.ts';

/*
 * What people type in the global search, drawn from the corpus's vocabulary: one word, two words,
 * or a word still being typed (the last word cut to 3-5 letters). Words are mostly of middle
 * frequency, some frequent (found in most documents), some rare (found in about 1 in 1,000). Each
 * query searches one tenant's published documents in one language, on every module (the ALL tab).
 */

export const QUERY_KINDS = ['one-word', 'two-word', 'prefix'] as const;
export type TQueryKind = (typeof QUERY_KINDS)[number];

export type TBenchQuery = {
  tenantCode: string;
  locale: 'en' | 'fr-CA';
  searchText: string;
  /** The ALL tab: every searchable module of the tenant, in its order. */
  moduleCodes: readonly string[];
  /** The frequency band of each word, for the report ("frequent+mid"...). */
  bands: string;
};

type TBand = 'frequent' | 'mid' | 'rare';

/** The mix of words people search for. */
const BAND_MIX: readonly { band: TBand; share: number }[] = [
  { band: 'frequent', share: 0.2 },
  { band: 'mid', share: 0.65 },
  { band: 'rare', share: 0.15 },
];
/** Lemma ranks of the frequent band (in a third to nine tenths of the documents). */
const FREQUENT_RANKS = 30;

/** Who searches in which language: the demo tenants have the users the API signs in. */
const SEARCHERS: readonly { tenantCode: string; locale: 'en' | 'fr-CA'; share: number }[] = [
  { tenantCode: 'acme', locale: 'en', share: 0.35 },
  { tenantCode: 'acme', locale: 'fr-CA', share: 0.15 },
  { tenantCode: 'boreal', locale: 'fr-CA', share: 0.35 },
  { tenantCode: 'boreal', locale: 'en', share: 0.15 },
];

type TBandedVocabulary = { vocabulary: TVocabulary; bands: Record<TBand, readonly TWordForm[]> };

function bandVocabulary(vocabulary: TVocabulary): TBandedVocabulary {
  // Forms of one word of 3 letters or more (hyphenated words are two words to the search; the
  // search text needs 3 characters).
  const usable = vocabulary.forms.filter((form) => /^\p{L}{3,}$/u.test(form.form));
  return {
    vocabulary,
    bands: {
      frequent: usable.filter((form) => form.rank <= FREQUENT_RANKS),
      mid: usable.filter((form) => form.rank > FREQUENT_RANKS && !form.isRare),
      rare: usable.filter((form) => form.isRare),
    },
  };
}

/** A word of a band: a lemma of the band at random (uniformly), then one of its forms. */
function drawQueryWord(random: TRandom, banded: TBandedVocabulary, band: TBand): string {
  return random.pick(banded.bands[band]).form;
}

/** People often type French without its accents: 'securite' must find 'sécurité'. */
function asTyped(random: TRandom, word: string, locale: string): string {
  return locale === 'fr-CA' && random.chance(0.3) ? foldWord(word) : word;
}

/** A word cut to 3-5 letters, as while typing; words of 4 letters or fewer are cut to 3. */
function cut(random: TRandom, word: string): string {
  const letters = Array.from(word);
  const length = Math.min(random.integer(3, 5), Math.max(3, letters.length - 1));
  return letters.slice(0, length).join('');
}

/**
 * `count` queries of a kind for a seed: the same list on every run. Measured and warm-up lists use
 * different seeds, and so do the in-process and API runs (no query is answered twice from a
 * warm cache it filled itself).
 */
export function generateQueries(kind: TQueryKind, count: number, seed: string): TBenchQuery[] {
  const random = createRandom(`${seed}/queries/${kind}`);
  const vocabularies = {
    en: bandVocabulary(buildVocabulary('english')),
    'fr-CA': bandVocabulary(buildVocabulary('french')),
  } as const;
  return Array.from({ length: count }, (_, index): TBenchQuery => {
    const searcher = pickShare(random, SEARCHERS);
    const banded = vocabularies[searcher.locale];
    // Prefix queries: one word being typed, or a word and the next one being typed.
    const wordCount = kind === 'one-word' ? 1 : kind === 'two-word' ? 2 : 1 + (index % 2);
    const bands: TBand[] = [];
    const words: string[] = [];
    for (let position = 0; position < wordCount; position += 1) {
      const band = pickShare(random, BAND_MIX).band;
      let word = asTyped(random, drawQueryWord(random, banded, band), searcher.locale);
      if (kind === 'prefix' && position === wordCount - 1) {
        word = cut(random, word);
      }
      bands.push(band);
      words.push(word);
    }
    return {
      tenantCode: searcher.tenantCode,
      locale: searcher.locale,
      searchText: words.join(' '),
      moduleCodes: benchTenant(searcher.tenantCode).searchModules,
      bands: bands.join('+'),
    };
  });
}
