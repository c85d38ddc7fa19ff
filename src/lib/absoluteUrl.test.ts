// Absolute URLs for what the theme writes into the page: http(s) results only, everything else as given,
// and the base they resolve against (the shown page on the portal's origin, else its root).
import { describe, expect, it } from 'vitest';
import { absoluteUrl, urlBaseFor } from './absoluteUrl.ts';

describe('absoluteUrl', () => {
  const base = 'https://portal.example/docs/page?x=1';

  it('paths, queries, fragments and other hosts resolve against the base (http too)', () => {
    expect(absoluteUrl('/apis', base)).toBe('https://portal.example/apis');
    expect(absoluteUrl('?y=2', base)).toBe('https://portal.example/docs/page?y=2');
    expect(absoluteUrl('#top', base)).toBe('https://portal.example/docs/page?x=1#top');
    expect(absoluteUrl('http://other.example/a b', base)).toBe('http://other.example/a%20b');
    expect(absoluteUrl('/apis', 'http://portal.example/')).toBe('http://portal.example/apis');
  });

  it('anything that does not resolve to http(s), no base, or a URL that does not parse: as given', () => {
    expect(absoluteUrl('MAILTO:team@portal.example', base)).toBe('MAILTO:team@portal.example');
    expect(absoluteUrl('XHTTP://host/a', base)).toBe('XHTTP://host/a');
    expect(absoluteUrl('https://other.example/a b', null)).toBe('https://other.example/a b');
    expect(absoluteUrl('/apis', undefined)).toBe('/apis');
    expect(absoluteUrl('/apis', '')).toBe('/apis');
    expect(absoluteUrl('http://[bad', base)).toBe('http://[bad');
  });
});

describe('urlBaseFor', () => {
  it("the shown page's URL on the origin, else the origin's root", () => {
    expect(urlBaseFor('/docs/page?x=1', 'https://portal.example')).toBe('https://portal.example/docs/page?x=1');
    expect(urlBaseFor('https://other.example/docs', 'https://portal.example')).toBe('https://portal.example/');
  });

  it('no http(s) origin known: null', () => {
    expect(urlBaseFor('/docs', null)).toBeNull();
    expect(urlBaseFor('/docs', undefined)).toBeNull();
    expect(urlBaseFor('https://portal.example/docs', 'about:blank')).toBeNull();
  });
});
