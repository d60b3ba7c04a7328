import type { THighlightSegment } from '@portal/contracts';
import { termOfWord, wordsOf, type TSearchTerms, type TTextSearchLanguage } from './search-text.ts';

/*
 * Highlighted titles and snippets, cut into runs of plain text (`match` marks a matched word): the
 * web app renders the runs as text, so nothing from the index is ever read as HTML.
 */

/** How many words a snippet shows around its matches. */
export const SNIPPET_WORDS = 30;

type TWordMatch = { start: number; end: number; isMatch: boolean };

function matchWords(text: string, query: TSearchTerms, language: TTextSearchLanguage): TWordMatch[] {
  const terms = new Set(query.terms);
  return wordsOf(text).map(({ word, start }) => {
    const term = termOfWord(word, language);
    const isMatch = term !== null && (terms.has(term) || (query.prefix !== null && term.startsWith(query.prefix)));
    return { start, end: start + word.length, isMatch };
  });
}

/** Runs of `text` from `from` to `to`, matched words marked (neighbouring runs merged). */
function segmentsOf(text: string, words: readonly TWordMatch[], from: number, to: number): THighlightSegment[] {
  const runs: THighlightSegment[] = [];
  let cursor = from;
  for (const word of words) {
    if (!word.isMatch || word.start < from || word.end > to) {
      continue;
    }
    runs.push(
      { text: text.slice(cursor, word.start), match: false },
      { text: text.slice(word.start, word.end), match: true },
    );
    cursor = word.end;
  }
  runs.push({ text: text.slice(cursor, to), match: false });
  return mergeRuns(runs);
}

/** A title with its matched words marked. */
export function highlightTitle(title: string, query: TSearchTerms, language: TTextSearchLanguage): THighlightSegment[] {
  return segmentsOf(title, matchWords(title, query, language), 0, title.length);
}

/**
 * The passage of `text` (at most `SNIPPET_WORDS` words) holding the most matched words, the
 * earliest such passage on ties; '…' marks text cut before or after it.
 */
export function highlightSnippet(
  text: string,
  query: TSearchTerms,
  language: TTextSearchLanguage,
  maxWords: number = SNIPPET_WORDS,
): THighlightSegment[] {
  const words = matchWords(text, query, language);
  if (words.length === 0) {
    return text.trim() === '' ? [] : [{ text: text.trim(), match: false }];
  }
  // Sliding window over the words: the first window with the most matches wins.
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let index = 0; index < words.length; index += 1) {
    count += words[index]?.isMatch ? 1 : 0;
    if (index >= maxWords) {
      count -= words[index - maxWords]?.isMatch ? 1 : 0;
    }
    const start = Math.max(0, index - maxWords + 1);
    if (count > bestCount && (index >= maxWords - 1 || index === words.length - 1)) {
      best = start;
      bestCount = count;
    }
  }
  // Centred on its matches, so they show with context on both sides.
  const inWindow = words.slice(best, best + maxWords).flatMap((word, offset) => (word.isMatch ? [best + offset] : []));
  const firstMatch = inWindow[0];
  const lastMatch = inWindow.at(-1);
  if (firstMatch !== undefined && lastMatch !== undefined) {
    const centred = Math.round((firstMatch + lastMatch) / 2 - maxWords / 2);
    best = Math.max(0, Math.min(centred, words.length - maxWords));
  }
  const first = words[best];
  const last = words[Math.min(words.length, best + maxWords) - 1];
  if (!first || !last) {
    return [];
  }
  const isCutBefore = best > 0;
  const isCutAfter = best + maxWords < words.length;
  const from = isCutBefore ? first.start : 0;
  const to = isCutAfter ? last.end : text.length;
  const segments = segmentsOf(text, words, from, to);
  const head = segments[0];
  if (head && !head.match) {
    head.text = head.text.trimStart();
  }
  const tail = segments.at(-1);
  if (tail && !tail.match) {
    tail.text = tail.text.trimEnd();
  }
  return mergeRuns([
    ...(isCutBefore ? [{ text: '… ', match: false }] : []),
    ...segments,
    ...(isCutAfter ? [{ text: ' …', match: false }] : []),
  ]);
}

/** Neighbouring runs of the same kind joined, empty ones dropped. */
function mergeRuns(runs: readonly THighlightSegment[]): THighlightSegment[] {
  const merged: THighlightSegment[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (run.text === '') {
      continue;
    }
    if (last && last.match === run.match) {
      last.text += run.text;
    } else {
      merged.push({ ...run });
    }
  }
  return merged;
}
