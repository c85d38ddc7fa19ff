import { describe, expect, it, vi } from 'vitest';
import { fetchDocument, IN_PLACE_MAX_CHARS } from './fetchDocument.ts';
import { searchPage } from './quickSearch.ts';
import type { PageData } from '../model/pageData.ts';
import { fakeResponse, serverPage } from '../../test/runtime/helpers.ts';

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

describe('fetchDocument: success is status 200 to 299, and there is no timeout', () => {
  const page = serverPage({ main: '<h1>Docs</h1>' });
  const url = 'https://portal.example/docs';

  it.each([200, 201, 203, 206, 299])('an HTML answer with status %i is a document', async (status) => {
    const outcome = await fetchDocument(async () => fakeResponse(page, { status }), url);
    expect(outcome).toMatchObject({ kind: 'document', status });
  });

  it.each([200, 299])('a %i answer that is not HTML is notHtml (a file to load normally)', async (status) => {
    const outcome = await fetchDocument(async () => fakeResponse('{}', { status, contentType: 'application/json' }), url);
    expect(outcome).toEqual({ kind: 'notHtml', status, url });
  });

  it.each([300, 304, 400, 403, 410, 500, 503])('a GET answered with %i is an httpError', async (status) => {
    const outcome = await fetchDocument(async () => fakeResponse(page, { status }), url);
    expect(outcome).toEqual({ kind: 'httpError', status, url });
  });

  it('a non-HTML error answer is an httpError, not a file', async () => {
    const outcome = await fetchDocument(async () => fakeResponse('oops', { status: 500, contentType: 'text/plain' }), url, {
      acceptAnyStatus: true,
    });
    expect(outcome).toEqual({ kind: 'httpError', status: 500, url });
  });

  it('404 is a document to render; a form answer is a document whatever its status', async () => {
    expect(await fetchDocument(async () => fakeResponse(page, { status: 404 }), url)).toMatchObject({
      kind: 'document',
      status: 404,
    });
    expect(
      await fetchDocument(async () => fakeResponse(page, { status: 422 }), url, { method: 'POST', acceptAnyStatus: true }),
    ).toMatchObject({ kind: 'document', status: 422 });
  });

  it('no timeout: the request carries only the caller’s signal, and an answer after ten minutes is still read', async () => {
    vi.useFakeTimers();
    try {
      let init: RequestInit | undefined;
      let answer: (r: Response) => void = () => undefined;
      const pending = fetchDocument((_, i) => {
        init = i;
        return new Promise<Response>((resolve) => (answer = resolve));
      }, url);
      expect(init?.signal).toBeUndefined();
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
      answer(fakeResponse(page));
      expect(await pending).toMatchObject({ kind: 'document', status: 200 });
    } finally {
      vi.useRealTimers();
    }
  });
});
