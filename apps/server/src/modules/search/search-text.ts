import { newStemmer } from 'snowball-stemmers';
import { ENGLISH_STOP_WORDS, FRENCH_STOP_WORDS } from './stop-words.ts';

/*
 * How text becomes search terms, the same way on both databases: words are lower-cased, accents
 * removed, stop words dropped and the rest reduced to their Snowball stems in the document's
 * language. PostgreSQL does this itself (text search configurations `portal_fr` / `portal_en` /
 * `portal_simple`: unaccent, then the Snowball stemmer, migration 0008); SQLite's FTS5 has no French
 * stemmer, so the SQLite index is fed terms analysed here with the same Snowball algorithms and stop
 * lists. Snippets are highlighted here for both, so both answer the same runs.
 */

export type TTextSearchLanguage = 'french' | 'english' | 'simple';

/** The stemming language of a locale: French for fr-*, English for en-*, none otherwise. */
export function textSearchLanguageOf(locale: string): TTextSearchLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fr' ? 'french' : language === 'en' ? 'english' : 'simple';
}

/** Letters and digits; everything else separates words (as PostgreSQL's parser does for text). */
const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}/gu;
const HAS_DIGIT = /\p{N}/u;
// What unaccent.rules spells out beyond dropping combining marks.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };
const LIGATURE = /[œæßøđłı]/g;

/** Lower case without accents: 'Sécurité' -> 'securite', 'Œuvre' -> 'oeuvre'. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter);
}

const STOP_WORDS: Record<TTextSearchLanguage, ReadonlySet<string>> = {
  french: FRENCH_STOP_WORDS,
  english: ENGLISH_STOP_WORDS,
  simple: new Set(),
};

function createStemmer(language: TTextSearchLanguage): (word: string) => string {
  if (language === 'simple') {
    return (word) => word;
  }
  const stemmer = newStemmer(language);
  return (word) => stemmer.stem(word);
}

const STEMMERS: Record<TTextSearchLanguage, (word: string) => string> = {
  french: createStemmer('french'),
  english: createStemmer('english'),
  simple: createStemmer('simple'),
};

/** The search term of one word, or null for a stop word (not remembered: `termOfWord` is). */
function analyzeWord(word: string, language: TTextSearchLanguage): string | null {
  const folded = foldWord(word);
  // Words with digits are kept whole, as PostgreSQL maps them to the `simple` dictionary.
  if (HAS_DIGIT.test(folded)) {
    return folded;
  }
  if (STOP_WORDS[language].has(folded)) {
    return null;
  }
  return STEMMERS[language](folded);
}

// A word costs microseconds to analyse (folding, stop list, ~25 µs to stem), and every word of every
// indexed text and answered snippet is analysed; words repeat, so their terms are remembered
// (bounded: the cache starts over when full).
const MAX_CACHED_TERMS = 100_000;
const TERMS: Record<TTextSearchLanguage, Map<string, string | null>> = {
  french: new Map(),
  english: new Map(),
  simple: new Map(),
};

/** The search term of one word, or null for a stop word. */
export function termOfWord(word: string, language: TTextSearchLanguage): string | null {
  const terms = TERMS[language];
  let term = terms.get(word);
  if (term === undefined) {
    term = analyzeWord(word, language);
    if (terms.size >= MAX_CACHED_TERMS) {
      terms.clear();
    }
    terms.set(word, term);
  }
  return term;
}

/** The words of a text, with where each starts. */
export function wordsOf(text: string): { word: string; start: number }[] {
  return Array.from(text.matchAll(WORD), (match) => ({ word: match[0], start: match.index }));
}

/** The search terms of a text, in order (stop words dropped), joined for the SQLite index. */
export function analyzeText(text: string, language: TTextSearchLanguage): string {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOfWord(match[0], language);
    if (term !== null) {
      terms.push(term);
    }
  }
  return terms.join(' ');
}

/**
 * A search text as the index reads it: the words people typed (for PostgreSQL, which analyses them
 * itself), and their terms in a language (for SQLite and highlighting). The last word is a prefix:
 * people are still typing it.
 */
export type TSearchTerms = {
  /** Every term but the last word's, which must all match. */
  terms: string[];
  /** The last word's term, matched as a prefix; null when the last word is a stop word. */
  prefix: string | null;
};

/** The words of a search text (letters and digits only: safe to hand to any query syntax). */
export function queryWordsOf(searchText: string): string[] {
  return Array.from(searchText.matchAll(WORD), (match) => match[0]);
}

export function analyzeQuery(words: readonly string[], language: TTextSearchLanguage): TSearchTerms {
  const terms: string[] = [];
  words.forEach((word, index) => {
    const term = termOfWord(word, language);
    if (term === null) {
      return;
    }
    if (index < words.length - 1) {
      terms.push(term);
    }
  });
  const last = words.at(-1);
  const prefix = last === undefined ? null : termOfWord(last, language);
  return { terms: [...new Set(terms)], prefix };
}

/** Whether a query has anything left to match once stop words are gone. */
export function hasSearchTerms(query: TSearchTerms): boolean {
  return query.terms.length > 0 || query.prefix !== null;
}
