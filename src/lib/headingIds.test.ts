import { describe, expect, it } from 'vitest';
import { headingForHash, headingIds, slugify, tocEntries, type AnchoredHeading } from './headingIds.ts';

describe('slugify', () => {
  it('lower case, accents dropped, runs of other characters one hyphen, no hyphen at the ends', () => {
    expect(slugify('Rate limits & quotas (v2)')).toBe('rate-limits-quotas-v2');
    expect(slugify('  Crème brûlée — API ')).toBe('creme-brulee-api');
    expect(slugify('1. Get a key')).toBe('1-get-a-key');
    expect(slugify('POST /v1/keys/{id}')).toBe('post-v1-keys-id');
  });
  it('keeps letters of any script; never empty', () => {
    expect(slugify('認証')).toBe('認証');
    expect(slugify('!!!')).toBe('section');
    expect(slugify('')).toBe('section');
  });
  it('cuts a long heading at 64 characters without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(64);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(70))).toBe('a'.repeat(64));
    // a cut right after a hyphen drops it, and only it
    expect(slugify(`${'a'.repeat(10)} ${'b'.repeat(52)} c`)).toBe(`${'a'.repeat(10)}-${'b'.repeat(52)}`);
  });
});

describe('headingIds', () => {
  const h = (text: string, id: string | null = null, level = 2) => ({ text, id, level });

  it('keeps the id the heading has; slugs the others with the prefix', () => {
    expect(headingIds([h('Overview', 'docs-intro'), h('Sending requests')], 'docs-')).toEqual([
      'docs-intro',
      'docs-sending-requests',
    ]);
  });
  it('dedupes repeated headings with -2, -3', () => {
    expect(headingIds([h('Example'), h('Example'), h('Example')], 'docs-')).toEqual([
      'docs-example',
      'docs-example-2',
      'docs-example-3',
    ]);
  });
  it('a slug never takes an id a later heading keeps, nor an id the page already uses', () => {
    expect(headingIds([h('Errors'), h('Other', 'docs-errors')], 'docs-')).toEqual(['docs-errors-2', 'docs-errors']);
    expect(headingIds([h('Main')], 'docs-', (id) => id === 'docs-main')).toEqual(['docs-main-2']);
  });
  it('a repeated server id is kept once, the repeat gets a slug', () => {
    expect(headingIds([h('A', 'docs-x'), h('B', 'docs-x')], 'docs-')).toEqual(['docs-x', 'docs-b']);
  });
  it('is stable: the same headings give the same ids', () => {
    const list = [h('Intro'), h('Setup', null, 3), h('Intro')];
    expect(headingIds(list, 'p-')).toEqual(headingIds(list, 'p-'));
  });
});

describe('tocEntries', () => {
  const a = (level: number, text: string, id = text.toLowerCase()): AnchoredHeading => ({ level, text, id });

  it('lists h2 at depth 0 and h3 at depth 1; h4 and empty headings are left out', () => {
    expect(tocEntries([a(2, 'One'), a(3, 'One a'), a(4, 'deep'), a(2, '  '), a(2, 'Two')])).toEqual([
      { id: 'one', text: 'One', depth: 0 },
      { id: 'one a', text: 'One a', depth: 1 },
      { id: 'two', text: 'Two', depth: 0 },
    ]);
  });
  it('an h3 before any h2 sits at the top level; a body of h3s only is a flat list', () => {
    expect(tocEntries([a(3, 'Lead'), a(2, 'One'), a(3, 'Sub')]).map((e) => e.depth)).toEqual([0, 0, 1]);
    expect(tocEntries([a(3, 'A'), a(3, 'B')]).map((e) => e.depth)).toEqual([0, 0]);
  });
  it('collapses whitespace in the text', () => {
    expect(tocEntries([a(2, 'Send\n   a  call')])[0]!.text).toBe('Send a call');
    expect(tocEntries([a(2, '  Two  ', 'two')])[0]!.text).toBe('Two');
  });
  it('the levels listed can be chosen; the top level is the highest one present', () => {
    expect(tocEntries([a(3, 'A'), a(4, 'A.1'), a(5, 'deep')], { maxLevel: 4 }).map((e) => [e.text, e.depth])).toEqual([
      ['A', 0],
      ['A.1', 1],
    ]);
    expect(tocEntries([a(1, 'Title'), a(2, 'One')], { minLevel: 1 }).map((e) => e.depth)).toEqual([0, 1]);
    expect(tocEntries([a(1, 'Title'), a(2, 'One')]).map((e) => e.text)).toEqual(['One']);
  });
  it('a page with exactly max entries keeps its whole list', () => {
    expect(tocEntries([a(2, 'One'), a(3, 'One a')], { max: 2 }).map((e) => e.depth)).toEqual([0, 1]);
    expect(tocEntries([a(2, 'One'), a(3, 'One a'), a(2, 'Two')], { max: 2 }).map((e) => e.text)).toEqual(['One', 'Two']);
  });
  it('caps a page with hundreds of headings: top level only, at most max entries', () => {
    const many = Array.from({ length: 400 }, (_, i) => a(i % 2 ? 3 : 2, `H${i}`));
    const toc = tocEntries(many, { max: 60 });
    expect(toc).toHaveLength(60);
    expect(toc.every((e) => e.depth === 0)).toBe(true);
    expect(toc[0]!.text).toBe('H0');
    expect(toc[1]!.text).toBe('H2');
  });
});

describe('headingForHash', () => {
  const ids = ['docs-intro', 'docs-überblick', 'setup'];
  it('finds the id exactly, percent-decoded, or with a prefix', () => {
    expect(headingForHash('#setup', ids)).toBe('setup');
    expect(headingForHash('#docs-%C3%BCberblick', ids)).toBe('docs-überblick');
    expect(headingForHash('#intro', ids, ['docs-'])).toBe('docs-intro');
    expect(headingForHash('setup', ids)).toBe('setup'); // a name without '#'
    expect(headingForHash('#setup', [...ids, 'docs-setup'], ['docs-'])).toBe('setup'); // the exact id first
  });
  it('null for no hash, an unknown one or malformed escapes that match nothing', () => {
    expect(headingForHash('', ids)).toBeNull();
    expect(headingForHash('#', ids)).toBeNull();
    expect(headingForHash('#nope', ids, ['docs-'])).toBeNull();
    expect(headingForHash('#%E0%A4%A', ids)).toBeNull();
  });
  it('an empty hash names no heading, even an empty id or one that is just a prefix', () => {
    expect(headingForHash('', ['', 'docs-'], ['docs-'])).toBeNull();
    expect(headingForHash('#', ['', 'docs-'], ['docs-'])).toBeNull();
  });
});
