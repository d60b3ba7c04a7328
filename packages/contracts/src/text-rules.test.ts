import { describe, expect, it } from 'vitest';
import { findUncleanTextPaths, isCleanText } from './text-rules.ts';

describe('isCleanText', () => {
  it.each(['', 'Plain', 'Équipe 🎓', 'tab\tand\nnew line', '\uD83D\uDE00'])('accepts %j', (text) => {
    expect(isCleanText(text)).toBe(true);
  });
  it.each(['a\u0000b', '\u0000', 'x\uD83D', '\uDE00x', '\uDE00\uD83D'])('refuses %j', (text) => {
    expect(isCleanText(text)).toBe(false);
  });
});

describe('findUncleanTextPaths', () => {
  it('names every unclean string of a request, in objects and arrays', () => {
    const request = { name: 'ok', data: { titles: ['fine', 'bad\u0000'] }, note: '\uD800', count: 3, none: null };
    expect(findUncleanTextPaths(request)).toEqual([['data', 'titles', 1], ['note']]);
    expect(findUncleanTextPaths({ name: 'ok', list: [1, 'two'] })).toEqual([]);
  });
});
