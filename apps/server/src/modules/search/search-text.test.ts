import { describe, expect, it } from 'vitest';
import { highlightSnippet, highlightTitle } from './search-highlight.ts';
import { analyzeQuery, analyzeText, foldWord, queryWordsOf, textSearchLanguageOf } from './search-text.ts';

describe('search text analysis', () => {
  it('picks the stemming language from the locale', () => {
    expect([textSearchLanguageOf('fr-CA'), textSearchLanguageOf('en'), textSearchLanguageOf('es-MX')]).toEqual([
      'french',
      'english',
      'simple',
    ]);
  });

  it('folds case, accents and ligatures', () => {
    expect(['Sécurité', 'ŒUVRE', 'Straße', 'Ça'].map(foldWord)).toEqual(['securite', 'oeuvre', 'strasse', 'ca']);
  });

  it('drops stop words and stems what is left, accents or not', () => {
    expect(analyzeText("La sécurité des travailleurs : l'équipement", 'french')).toBe('securit travailleur equip');
    expect(analyzeText('securite travailleur', 'french')).toBe('securit travailleur');
    expect(analyzeText('The trainings for running forklifts', 'english')).toBe('train run forklift');
    // Words with digits are kept whole; other languages are not stemmed.
    expect(analyzeText('CSA Z462 norms', 'simple')).toBe('csa z462 norms');
  });

  it('reads a query as whole words and a last-word prefix; symbols never reach a query syntax', () => {
    const words = queryWordsOf('"ladder" OR saf* -x');
    expect(words).toEqual(['ladder', 'OR', 'saf', 'x']);
    expect(analyzeQuery(['ladder', 'safe'], 'english')).toEqual({ terms: ['ladder'], prefix: 'safe' });
    expect(analyzeQuery(['sécurité', 'et'], 'french')).toEqual({ terms: ['securit'], prefix: null });
    expect(analyzeQuery([], 'english')).toEqual({ terms: [], prefix: null });
  });
});

describe('highlights', () => {
  const query = { terms: ['securit'], prefix: 'cadenass' };

  it('marks matched words of a title, accents kept as written', () => {
    expect(highlightTitle('Sécurité et cadenassage', query, 'french')).toEqual([
      { text: 'Sécurité', match: true },
      { text: ' et ', match: false },
      { text: 'cadenassage', match: true },
    ]);
  });

  it('shows the passage with the most matches, marking cuts', () => {
    const filler = Array.from({ length: 40 }, (_, index) => `mot${index}`).join(' ');
    const text = `${filler} la sécurité avant tout ${filler}`;
    const snippet = highlightSnippet(text, query, 'french', 10);
    expect(snippet[0]?.text).toMatch(/^… mot3\d /);
    expect(snippet.at(-1)?.text).toMatch(/ mot\d …$/);
    expect(snippet.filter((run) => run.match)).toEqual([{ text: 'sécurité', match: true }]);
    expect(
      snippet
        .map((run) => run.text)
        .join('')
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word)),
    ).toHaveLength(10);
  });

  it('shows short texts whole, and nothing for empty ones', () => {
    expect(highlightSnippet('Rien à signaler.', query, 'french')).toEqual([{ text: 'Rien à signaler.', match: false }]);
    expect(highlightSnippet('   ', query, 'french')).toEqual([]);
  });
});
