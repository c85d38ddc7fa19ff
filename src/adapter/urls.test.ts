// The portal's URLs (spec: fixed paths, the docs landing page, the pagination parameters): the comparable key of
// "is this the current page", paths and query parameters of the page URL, building same-page links, the URLs
// a setting may hold, and which pagination is a full page load.
import { describe, expect, it } from 'vitest';
import { cleanUrl, isQueryPagination, isSafeUrl, pathOf, queryParam, sameUrl, withQuery } from './urls.ts';

const ORIGIN = 'https://developer.acme.example';
const PAGE = `${ORIGIN}/docs/read/Guides/Paging`;
/** Not parsable by the URL API (an unclosed IPv6 host). */
const BROKEN = 'http://[developer.acme.example';

describe('cleanUrl', () => {
  it('host and path, lower-cased, for http and https', () => {
    expect(cleanUrl(`${ORIGIN}/docs/read/Guides/Paging`)).toBe('developer.acme.example/docs/read/guides/paging');
    expect(cleanUrl('http://Developer.ACME.example/Page/Terms')).toBe('developer.acme.example/page/terms');
  });

  it('resolves relative and bare hrefs against the page URL', () => {
    expect(cleanUrl('/docs/read/Authentication', PAGE)).toBe('developer.acme.example/docs/read/authentication');
    expect(cleanUrl('Webhooks', PAGE)).toBe('developer.acme.example/docs/read/guides/webhooks');
  });

  it('drops trailing slashes (one or more) but keeps the root', () => {
    expect(cleanUrl(`${ORIGIN}/member/lost/`)).toBe('developer.acme.example/member/lost');
    expect(cleanUrl(`${ORIGIN}/docs/read/Guides//`)).toBe('developer.acme.example/docs/read/guides');
    expect(cleanUrl(`${ORIGIN}/`)).toBe('developer.acme.example/');
  });

  it('decodes the path, keeping a malformed escape as it is', () => {
    expect(cleanUrl(`${ORIGIN}/docs/read/Getting%20Started`)).toBe('developer.acme.example/docs/read/getting started');
    expect(cleanUrl(`${ORIGIN}/docs/read/100%`)).toBe('developer.acme.example/docs/read/100%');
    expect(cleanUrl(`${ORIGIN}/docs/read/Rates%zz/Limits`)).toBe('developer.acme.example/docs/read/rates%zz/limits');
  });

  it('the docs landing page is one page: /docs, /docs/Home, /docs/read, /docs/read/Home', () => {
    for (const path of ['/docs', '/docs/Home', '/docs/read', '/docs/read/Home', '/docs/', '/DOCS/READ/HOME/']) {
      expect(cleanUrl(`${ORIGIN}${path}`)).toBe('developer.acme.example/docs/read/home');
    }
    expect(cleanUrl(`${ORIGIN}/docs/read/Homepage`)).toBe('developer.acme.example/docs/read/homepage');
  });

  it('query parameters sorted by name, then by value; the hash ignored', () => {
    expect(cleanUrl(`${ORIGIN}/search?q=forecast&page=3`)).toBe('developer.acme.example/search?page=3&q=forecast');
    expect(cleanUrl(`${ORIGIN}/apps/mykeys?showKeys=true&search=weather`)).toBe(
      'developer.acme.example/apps/mykeys?search=weather&showKeys=true',
    );
    expect(cleanUrl(`${ORIGIN}/search?tag=rates&tag=auth`)).toBe('developer.acme.example/search?tag=auth&tag=rates');
    expect(cleanUrl(`${ORIGIN}/search?page=2&tag=rates&page=1`)).toBe('developer.acme.example/search?page=1&page=2&tag=rates');
    expect(cleanUrl(`${ORIGIN}/apps/mykeys?showKeys=true#keys`)).toBe('developer.acme.example/apps/mykeys?showKeys=true');
    expect(cleanUrl(`${ORIGIN}/docs/read/Guides#paging`)).toBe('developer.acme.example/docs/read/guides');
  });

  it("an escaped '&', '=' or '/' keeps its meaning: one parameter is not two, one segment not two", () => {
    expect(cleanUrl(`${ORIGIN}/search?q=1%26b%3D2`)).not.toBe(cleanUrl(`${ORIGIN}/search?q=1&b=2`));
    expect(cleanUrl(`${ORIGIN}/search?q=1%26b%3D2`)).toBe('developer.acme.example/search?q=1%26b%3D2');
    expect(cleanUrl(`${ORIGIN}/search?q=50%25`)).toBe('developer.acme.example/search?q=50%25');
    expect(sameUrl(`${ORIGIN}/search?q=a%20b`, `${ORIGIN}/search?q=a+b`)).toBe(true);
    expect(cleanUrl(`${ORIGIN}/page/a%2Fb`)).not.toBe(cleanUrl(`${ORIGIN}/page/a/b`));
    expect(cleanUrl(`${ORIGIN}/page/a%2Fb`)).toBe('developer.acme.example/page/a%2fb');
  });

  it('ignoreQuery: the path only', () => {
    expect(cleanUrl(`${ORIGIN}/apps/mykeys?showKeys=true`, PAGE, { ignoreQuery: true })).toBe(
      'developer.acme.example/apps/mykeys',
    );
    expect(cleanUrl(`${ORIGIN}/apps/mykeys?showKeys=true`, PAGE, { ignoreQuery: false })).toBe(
      'developer.acme.example/apps/mykeys?showKeys=true',
    );
  });

  it('null for other schemes and for what cannot be parsed', () => {
    expect(cleanUrl('javascript:alert(1)', PAGE)).toBeNull();
    expect(cleanUrl('mailto:api@acme.example', PAGE)).toBeNull();
    expect(cleanUrl(BROKEN, PAGE)).toBeNull();
  });
});

describe('sameUrl', () => {
  it('relative and absolute, trailing slash, case and hash do not matter', () => {
    expect(sameUrl('/docs/read/Guides/', `${ORIGIN}/docs/read/guides#top`, PAGE)).toBe(true);
    expect(sameUrl('/docs', '/docs/read/Home', PAGE)).toBe(true);
    expect(sameUrl('/docs/read/Guides', '/docs/read/Guides/Paging', PAGE)).toBe(false);
  });

  it('another host is another page', () => {
    expect(sameUrl('https://other.example/docs/read/Guides', '/docs/read/Guides', PAGE)).toBe(false);
  });

  it('the query counts unless ignored', () => {
    expect(sameUrl('/apps/mykeys?showKeys=true', '/apps/mykeys', PAGE)).toBe(false);
    expect(sameUrl('/apps/mykeys?showKeys=true', '/apps/mykeys', PAGE, { ignoreQuery: true })).toBe(true);
  });

  it('never for two URLs that have no key', () => {
    expect(sameUrl('javascript:void(0)', 'mailto:api@acme.example', PAGE)).toBe(false);
    expect(sameUrl(BROKEN, BROKEN, PAGE)).toBe(false);
  });
});

describe('pathOf', () => {
  it('the root-relative path, without query and hash', () => {
    expect(pathOf(`${ORIGIN}/apps/mykeys?showKeys=true#keys`)).toBe('/apps/mykeys');
    expect(pathOf('/blog/browse/2?page=3')).toBe('/blog/browse/2');
  });

  it('/ when the URL cannot be parsed', () => {
    expect(pathOf(BROKEN)).toBe('/');
  });
});

describe('queryParam', () => {
  it('the value of a parameter, or null when absent', () => {
    expect(queryParam(`${ORIGIN}/apps/mykeys?showKeys=true`, 'showKeys')).toBe('true');
    expect(queryParam('/search?q=rate%20limits&page=2', 'q')).toBe('rate limits');
    expect(queryParam('/apps/mykeys', 'showKeys')).toBeNull();
  });

  it('null when the URL cannot be parsed', () => {
    expect(queryParam(BROKEN, 'page')).toBeNull();
  });
});

describe('withQuery', () => {
  it('path and query in the given order; null, undefined and empty values left out', () => {
    expect(withQuery('/apps/mykeys', { page: 2, search: 'weather', showKeys: 'true' })).toBe(
      '/apps/mykeys?page=2&search=weather&showKeys=true',
    );
    expect(withQuery('/apps/mykeys', { page: 2, search: '', showKeys: null, sort: undefined })).toBe('/apps/mykeys?page=2');
    expect(withQuery('/apps/myapps', { search: 'rate limits & quotas' })).toBe('/apps/myapps?search=rate+limits+%26+quotas');
  });

  it('the path alone when no value is left', () => {
    expect(withQuery('/apps/mykeys', { page: null, search: '', showKeys: undefined })).toBe('/apps/mykeys');
    expect(withQuery('/apps/mykeys', {})).toBe('/apps/mykeys');
  });

  it('page 0 is a value', () => {
    expect(withQuery('/apps/mykeys', { page: 0 })).toBe('/apps/mykeys?page=0');
  });
});

describe('isSafeUrl', () => {
  it('http, https and relative URLs', () => {
    expect(isSafeUrl('https://cdn.acme.example/logo.png')).toBe(true);
    expect(isSafeUrl('http://cdn.acme.example/logo.png')).toBe(true);
    expect(isSafeUrl('/files/logo.png')).toBe(true);
    expect(isSafeUrl('  /files/logo.png  ')).toBe(true);
  });

  it('not other schemes, blank values or what cannot be parsed', () => {
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeUrl('')).toBe(false);
    expect(isSafeUrl('   ')).toBe(false);
    expect(isSafeUrl(BROKEN)).toBe(false);
  });
});

describe('isQueryPagination', () => {
  it('each of page, search and showKeys makes a link query pagination (a full page load)', () => {
    expect(isQueryPagination('/search?q=forecast&page=3')).toBe(true);
    expect(isQueryPagination('/apps/myapps?search=weather')).toBe(true);
    expect(isQueryPagination(`${ORIGIN}/apps/mykeys?showKeys=true`)).toBe(true);
  });

  it('paging by path, other parameters and unparsable URLs are not', () => {
    expect(isQueryPagination('/blog/browse/2')).toBe(false);
    expect(isQueryPagination('/search?q=forecast')).toBe(false);
    expect(isQueryPagination(BROKEN)).toBe(false);
  });
});
