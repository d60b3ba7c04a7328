import { termOfWord, type TTextSearchLanguage } from '../../../apps/server/src/modules/search/search-text.ts';
import type { TRandom } from './random.ts';
import {
  ENGLISH_ADJECTIVES,
  ENGLISH_NOUNS,
  ENGLISH_RARE,
  ENGLISH_VERBS,
  FRENCH_ADJECTIVES,
  FRENCH_NOUNS,
  FRENCH_RARE,
  FRENCH_VERBS,
  PROPER_NAMES,
} from './word-lists.ts';

/*
 * A language's vocabulary with Zipf-like frequencies: lemmas are ranked (the word lists' order,
 * nouns, verbs and adjectives interleaved, then rare trade words, then names) and drawn with a
 * weight of 1 / (rank + ZIPF_SHIFT) ^ ZIPF_EXPONENT (RARE_WEIGHT times that for the rare words);
 * a lemma's forms share its weight, the first form taking half. Common words end up in most
 * documents, rare ones in about one in a thousand.
 */

const ZIPF_EXPONENT = 1.5;
/** Flattens the head a little: the top word is in most documents, not in every sentence. */
const ZIPF_SHIFT = 12;
/**
 * The rare trade words and names stand for the long tail of a real vocabulary (thousands of words
 * each in a few documents): their weight is cut so each is found in about 1 document in 1,000.
 */
const RARE_WEIGHT = 0.1;
const FIRST_FORM_SHARE = 0.5;

export type TVocabularyLanguage = 'english' | 'french';

export type TWordForm = {
  form: string;
  /** 1 for the most frequent lemma. */
  rank: number;
  /** This form's share of all content words. */
  probability: number;
  /** One of the rare trade words or names of the tail. */
  isRare: boolean;
};

export type TVocabulary = {
  language: TVocabularyLanguage;
  /** Every form, most frequent lemma first. */
  forms: readonly TWordForm[];
  lemmaCount: number;
  /** A content word drawn by frequency. */
  drawWord: (random: TRandom) => string;
  /** A function word (articles, prepositions): what makes text read like text. */
  drawFiller: (random: TRandom) => string;
  /** The forms of the lemmas of these ranks (1-based, both included), for queries. */
  formsOfRanks: (from: number, to: number) => readonly TWordForm[];
};

const ENGLISH_FILLERS = 'the of and to in for with on at by from a an is are this that your our be as how when'.split(
  ' ',
);
const FRENCH_FILLERS =
  'de la le les des et à pour en du une un dans sur par avec au aux ce cette vos nos est sont comment lors'.split(' ');

function wordsOfList(list: string): string[] {
  return list.split(/\s+/).filter((word) => word !== '');
}

const VOWELS = /[aeiouy]/g;

function englishPlural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) {
    return `${noun.slice(0, -1)}ies`;
  }
  return /(s|x|z|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

function englishVerbForms(verb: string): string[] {
  const third = englishPlural(verb);
  // Short words of one vowel ending in a consonant double it: plan, planning.
  const doubles = verb.length <= 4 && (verb.match(VOWELS) ?? []).length === 1 && /[aeiou][^aeiouwxy]$/.test(verb);
  const base = doubles ? `${verb}${verb.at(-1) ?? ''}` : verb;
  if (verb.endsWith('e') && !verb.endsWith('ee')) {
    return [verb, third, `${verb.slice(0, -1)}ing`, `${verb}d`];
  }
  if (/[^aeiou]y$/.test(verb)) {
    return [verb, third, `${verb}ing`, `${verb.slice(0, -1)}ied`];
  }
  return [verb, third, `${base}ing`, `${base}ed`];
}

function frenchPlural(noun: string): string {
  if (/[sxz]$/.test(noun)) {
    return noun;
  }
  if (noun.endsWith('al')) {
    return `${noun.slice(0, -2)}aux`;
  }
  return /(eau|eu)$/.test(noun) ? `${noun}x` : `${noun}s`;
}

function frenchAdjectiveForms(adjective: string): string[] {
  let feminine: string;
  let masculinePlural = frenchPlural(adjective);
  if (adjective.endsWith('e') && !adjective.endsWith('é')) {
    return [adjective, `${adjective}s`];
  } else if (adjective.endsWith('if')) {
    feminine = `${adjective.slice(0, -2)}ive`;
  } else if (adjective.endsWith('eux')) {
    feminine = `${adjective.slice(0, -1)}se`;
  } else if (adjective.endsWith('el') || adjective.endsWith('ien')) {
    feminine = `${adjective}${adjective.at(-1) ?? ''}e`;
  } else if (adjective.endsWith('al')) {
    feminine = `${adjective}e`;
  } else {
    feminine = `${adjective}e`;
    masculinePlural = /[sx]$/.test(adjective) ? adjective : `${adjective}s`;
  }
  return [adjective, feminine, masculinePlural, `${feminine}s`];
}

function frenchVerbForms(verb: string): string[] {
  if (verb.endsWith('+')) {
    // Second group: finir, finit, finissent, fini...
    const stem = verb.slice(0, -2);
    const infinitive = verb.slice(0, -1);
    return [
      infinitive,
      `${stem}it`,
      `${stem}issent`,
      `${stem}i`,
      `${stem}ie`,
      `${stem}is`,
      `${stem}ies`,
      `${stem}issez`,
    ];
  }
  const stem = verb.slice(0, -2);
  // Compléter -> il complète: the last é before the ending opens.
  const opened = stem.replace(/é([^aeiouyéèê]+)$/, 'è$1');
  return [verb, `${opened}e`, `${opened}ent`, `${stem}ez`, `${stem}é`, `${stem}ée`, `${stem}és`, `${stem}ées`];
}

type TLemmaKind = 'noun' | 'verb' | 'adjective' | 'word';

function formsOf(entry: string, language: TVocabularyLanguage, kind: TLemmaKind): string[] {
  if (entry.includes('|')) {
    return entry.split('|');
  }
  if (entry.endsWith('!')) {
    return [entry.slice(0, -1)];
  }
  if (kind === 'word') {
    return [entry];
  }
  if (language === 'english') {
    return kind === 'noun' ? [entry, englishPlural(entry)] : kind === 'verb' ? englishVerbForms(entry) : [entry];
  }
  return kind === 'noun'
    ? [entry, frenchPlural(entry)]
    : kind === 'verb'
      ? frenchVerbForms(entry)
      : frenchAdjectiveForms(entry);
}

/** Nouns, verbs and adjectives interleaved by their place in their own list. */
function interleave(lists: readonly { entries: string[]; kind: TLemmaKind; isRare?: boolean }[]) {
  return lists
    .flatMap(({ entries, kind, isRare = false }, listIndex) =>
      entries.map((entry, index) => ({ entry, kind, isRare, position: index / entries.length, listIndex })),
    )
    .sort((left, right) => left.position - right.position || left.listIndex - right.listIndex);
}

/** Cumulative weights, then a binary search: a draw costs a dozen comparisons. */
function createSampler<T>(items: readonly T[], weights: readonly number[]): (random: TRandom) => T {
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight;
    cumulative[index] = sum;
  });
  return (random) => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) < target) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    const item = items[low];
    if (item === undefined) {
      throw new Error('empty sampler');
    }
    return item;
  };
}

export function buildVocabulary(language: TVocabularyLanguage): TVocabulary {
  const english = language === 'english';
  const lemmas = [
    ...interleave([
      { entries: wordsOfList(english ? ENGLISH_NOUNS : FRENCH_NOUNS), kind: 'noun' },
      { entries: wordsOfList(english ? ENGLISH_VERBS : FRENCH_VERBS), kind: 'verb' },
      { entries: wordsOfList(english ? ENGLISH_ADJECTIVES : FRENCH_ADJECTIVES), kind: 'adjective' },
    ]),
    ...interleave([{ entries: wordsOfList(english ? ENGLISH_RARE : FRENCH_RARE), kind: 'noun', isRare: true }]),
    ...interleave([{ entries: wordsOfList(PROPER_NAMES), kind: 'word', isRare: true }]),
  ];
  const analysis: TTextSearchLanguage = language;
  const seen = new Set<string>();
  const ranked: { forms: string[]; isRare: boolean }[] = [];
  for (const { entry, kind, isRare } of lemmas) {
    // A form already listed keeps its first place; stop words are never content words.
    const forms = formsOf(entry, language, kind).filter((form) => {
      const fresh = !seen.has(form) && termOfWord(form, analysis) !== null;
      seen.add(form);
      return fresh;
    });
    if (forms.length > 0) {
      ranked.push({ forms, isRare });
    }
  }
  const forms: TWordForm[] = [];
  ranked.forEach((lemma, index) => {
    const rank = index + 1;
    const weight = (lemma.isRare ? RARE_WEIGHT : 1) / (rank + ZIPF_SHIFT) ** ZIPF_EXPONENT;
    lemma.forms.forEach((form, formIndex) => {
      const share =
        lemma.forms.length === 1
          ? 1
          : formIndex === 0
            ? FIRST_FORM_SHARE
            : (1 - FIRST_FORM_SHARE) / (lemma.forms.length - 1);
      forms.push({ form, rank, probability: weight * share, isRare: lemma.isRare });
    });
  });
  const total = forms.reduce((sum, form) => sum + form.probability, 0);
  for (const form of forms) {
    form.probability /= total;
  }
  const drawWord = createSampler(
    forms.map((form) => form.form),
    forms.map((form) => form.probability),
  );
  const fillers = english ? ENGLISH_FILLERS : FRENCH_FILLERS;
  // Function words follow their own Zipf curve: "the" and "de" lead.
  const drawFiller = createSampler(
    fillers,
    fillers.map((_, index) => 1 / (index + 1)),
  );
  return {
    language,
    forms,
    lemmaCount: ranked.length,
    drawWord,
    drawFiller,
    formsOfRanks: (from, to) => forms.filter((form) => form.rank >= from && form.rank <= to),
  };
}
