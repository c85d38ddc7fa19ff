import { describe, expect, it } from 'vitest';
import { highlightTerms, splitQuery } from './highlightTerms.ts';

const marked = (text: string, terms: string[]) =>
  highlightTerms(text, terms)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('splitQuery', () => {
  it('splits on whitespace and quotes, drops empties and case-insensitive duplicates', () => {
    expect(splitQuery('  "rate limit"  Rate   key ')).toEqual(['rate', 'limit', 'key']);
    expect(splitQuery("'oauth' “token”")).toEqual(['oauth', 'token']);
    expect(splitQuery('   ')).toEqual([]);
  });
});

describe('highlightTerms', () => {
  it('marks every occurrence, case-insensitively, for several terms', () => {
    const segments = highlightTerms('Keys and keys: a KEY per app', ['key', 'app']);
    expect(segments.map((s) => s.text).join('')).toBe('Keys and keys: a KEY per app');
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Key', 'key', 'KEY', 'app']);
  });

  it('treats regex characters literally', () => {
    expect(marked('Use a.b or a*b (not axb) or [x]', ['a.b', 'a*b', '(not', '[x]'])).toEqual(['a.b', 'a*b', '(not', '[x]']);
    expect(marked('price $10 ^up', ['$10', '^up', '\\'])).toEqual(['$10', '^up']);
    expect(marked('axb', ['a.b'])).toEqual([]);
  });

  it('prefers the longer term where terms overlap', () => {
    expect(marked('rate limits apply', ['limit', 'limits'])).toEqual(['limits']);
  });

  it('keeps adjacent matches as separate marks', () => {
    expect(marked('ratelimit', ['rate', 'limit'])).toEqual(['rate', 'limit']);
  });

  it('handles no terms, empty text and non-ASCII text', () => {
    expect(highlightTerms('plain', [])).toEqual([{ text: 'plain', match: false }]);
    expect(highlightTerms('', ['a'])).toEqual([]);
    expect(marked('Ärger über ÄRGER', ['ärger'])).toEqual(['Ärger', 'ÄRGER']);
    expect(marked('dash-term and a-b', ['a-b', 'dash-term'])).toEqual(['dash-term', 'a-b']);
  });

  it('never produces markup: HTML in the text stays text', () => {
    const segments = highlightTerms('<b>key</b>', ['key']);
    expect(segments).toEqual([
      { text: '<b>', match: false },
      { text: 'key', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
