// A short, fixed-seed run of the extraction fuzzer inside the unit suite (the full run is
// `npm run fuzz`, 10 000 mutations by default; the test script runs 2 000).
import { describe, expect, it } from 'vitest';
import { mutate, rng } from './mutate.ts';
import { runFuzz } from './run.ts';
import { parseHtml } from '../extract/parse.ts';

describe('extraction fuzz', () => {
  it('mutations are deterministic for a seed and change the document', () => {
    const src =
      '<html><body class="page-docs"><div id="page"><div id="main" class="main"><h1 class="first">A</h1><p id="p" title="t">text</p><ul><li>1</li><li>2</li></ul></div></div></body></html>';
    const a = parseHtml(src);
    const b = parseHtml(src);
    const ma = mutate(a, rng(42), 5);
    const mb = mutate(b, rng(42), 5);
    expect(ma).toHaveLength(5);
    expect(ma).toEqual(mb);
    expect(a.documentElement.outerHTML).toBe(b.documentElement.outerHTML);
    expect(a.documentElement.outerHTML).not.toBe(parseHtml(src).documentElement.outerHTML);
  });

  it('never throws and always validates on 150 mutated fixture pages', async () => {
    const r = await runFuzz({ count: 150, seed: 20240601 });
    expect(r.failures.map((f) => `${f.iteration} ${f.file}: ${f.error.split('\n')[0]}`)).toEqual([]);
    expect(r.passed).toBe(r.fixtures ? 150 : 0);
  }, 120_000);
});

describe('unsafeUrls', () => {
  it('flags URL fields that are not root-relative or http(s), and ignores other strings', async () => {
    const { unsafeUrls } = await import('./run.ts');
    expect(
      unsafeUrls({
        nav: [{ url: 'javascript:x', label: 'javascript:x' }],
        content: { edit: '//evil', rss: '/ok', next: 'https://a/b' },
      }),
    ).toEqual(['.nav.0.url="javascript:x"', '.content.edit="//evil"']);
  });
});
