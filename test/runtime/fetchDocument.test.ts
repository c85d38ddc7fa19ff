import { describe, expect, it, vi } from 'vitest';
import { fetchDocument, IN_PLACE_MAX_CHARS } from '../../src/runtime/fetchDocument.ts';
import { searchPage } from '../../src/runtime/quickSearch.ts';
import type { PageData } from '../../src/model/pageData.ts';
import { fakeResponse, serverPage } from './helpers.ts';

const result = (i: number) =>
  `<div class="result"><a class="title" href="/docs/read/F_${i}">Forecast ${i}</a><p>the forecast endpoint</p></div>`;
const hugeSearch = serverPage({
  title: 'Search | Acme',
  bodyClass: 'page-search',
  main: `<h1>Search</h1>${Array.from({ length: 8_000 }, (_, i) => result(i)).join('')}`,
});

describe('fetchDocument: huge answers are never parsed whole in one task', () => {
  it('tooLargeAbove: an answer over the limit is reported, not parsed', async () => {
    expect(hugeSearch.length).toBeGreaterThan(IN_PLACE_MAX_CHARS);
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const outcome = await fetchDocument(
      async () => fakeResponse(hugeSearch, { url: 'https://portal.example/search?q=f' }),
      'https://portal.example/search?q=f',
      {
        tooLargeAbove: IN_PLACE_MAX_CHARS,
      },
    );
    expect(outcome).toEqual({
      kind: 'tooLarge',
      status: 200,
      url: 'https://portal.example/search?q=f',
      chars: hugeSearch.length,
    });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('an answer at the limit is parsed as usual', async () => {
    const page = serverPage({ main: '<h1>Docs</h1>' });
    const outcome = await fetchDocument(async () => fakeResponse(page), 'https://portal.example/docs', {
      tooLargeAbove: page.length,
    });
    expect(outcome.kind).toBe('document');
  });

  it('quick search reads a huge results page only up to the in-place limit and still gets its first results', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const extract = (doc: Document): PageData =>
      ({
        contentType: 'search',
        content: {
          results: [...doc.querySelectorAll('.result')].map((r) => ({
            title: r.querySelector('a.title')?.textContent,
            url: r.querySelector('a.title')?.getAttribute('href'),
            summary: r.querySelector('p')?.textContent ?? '',
          })),
          meta: { total: null },
        },
      }) as unknown as PageData;
    const answer = await searchPage(
      async (url) => fakeResponse(hugeSearch, { url }),
      extract,
      'https://portal.example/search?q=f',
      new AbortController().signal,
    );
    expect(parse).toHaveBeenCalledTimes(1);
    expect(String(parse.mock.calls[0]![0]).length).toBeLessThanOrEqual(IN_PLACE_MAX_CHARS);
    expect(answer.hits[0]).toMatchObject({ title: 'Forecast 0', url: '/docs/read/F_0' });
    expect(answer.hits.length).toBeGreaterThan(100);
    expect(answer.hits.length).toBeLessThan(8_000);
    parse.mockRestore();
  });
});

describe('fetchDocument: an answer from another origin is never read', () => {
  /** a fetch that follows a same-site link redirecting to another site, as the browser does per `mode` */
  const redirectingFetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.mode === 'same-origin') throw new TypeError('Failed to fetch'); // the browser refuses the cross-origin hop
    return fakeResponse(serverPage({ main: '<h1>Elsewhere</h1>' }), { url: 'https://elsewhere.example/landing' });
  });

  it('a same-site link that redirects to another site is a network outcome (a normal navigation), not a document', async () => {
    const outcome = await fetchDocument(redirectingFetch, 'https://portal.example/go/out');
    expect(outcome.kind).toBe('network');
    expect(redirectingFetch.mock.calls[0]![1]).toMatchObject({ mode: 'same-origin', credentials: 'same-origin' });
  });
});
