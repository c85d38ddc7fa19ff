// URL comparison for "is this the current page" (nav isActive, docs sidebar). Pure: only the URL API.
// Normalised: same-origin URLs compared by path + query; path decoded (malformed % kept), lower-cased,
// trailing slash dropped; query parameters sorted; hash ignored; the docs landing page reached as
// /docs, /docs/Home or /docs/read/Home is one page.

const FALLBACK_BASE = 'https://portal.invalid/';

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A comparable key for a URL, resolved against `base` (the page URL); null when it cannot be parsed.
 * `ignoreQuery`: compare paths only (nav current-page marks: `/apps/mykeys?showKeys=true` is still Keys).
 */
export function cleanUrl(url: string, base: string = FALLBACK_BASE, options: { ignoreQuery?: boolean } = {}): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, new URL(base, FALLBACK_BASE));
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // each segment decoded on its own; a decoded `/` stays escaped (`/a%2Fb` is one segment, not `/a/b`)
  let path = parsed.pathname
    .split('/')
    .map((segment) => safeDecode(segment).replace(/\//g, '%2F'))
    .join('/')
    .toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '/docs' || path === '/docs/home' || path === '/docs/read' || path === '/docs/read/home') path = '/docs/read/home';
  const params = [...parsed.searchParams.entries()].sort(([a, av], [b, bv]) =>
    a === b ? av.localeCompare(bv) : a.localeCompare(b),
  );
  // names and values decoded for reading, their own `%`, `&` and `=` escaped again: `?a=1%26b%3D2` (one
  // parameter) is not `?a=1&b=2` (two)
  const part = (text: string) => text.replace(/[%&=]/g, (c) => encodeURIComponent(c));
  const query = params.length && !options.ignoreQuery ? `?${params.map(([k, v]) => `${part(k)}=${part(v)}`).join('&')}` : '';
  return `${parsed.host.toLowerCase()}${path}${query}`;
}

/** Do two URLs point to the same page (see cleanUrl)? */
export function sameUrl(a: string, b: string, base: string = FALLBACK_BASE, options: { ignoreQuery?: boolean } = {}): boolean {
  const ka = cleanUrl(a, base, options);
  return ka !== null && ka === cleanUrl(b, base, options);
}

/** Path of a URL (root-relative), for building same-page links such as pagination. */
export function pathOf(url: string): string {
  try {
    return new URL(url, FALLBACK_BASE).pathname;
  } catch {
    return '/';
  }
}

/** The value of a query parameter of a URL, or null. */
export function queryParam(url: string, name: string): string | null {
  try {
    return new URL(url, FALLBACK_BASE).searchParams.get(name);
  } catch {
    return null;
  }
}

/** Root-relative path + query with the given parameters (insertion order kept; empty values left out). */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') search.set(k, String(v));
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}

/** Is this an http(s) or relative URL (no javascript:, data: …)? For URLs that come from settings. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (!trimmed) return false;
  try {
    const parsed = new URL(trimmed, FALLBACK_BASE);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Pagination by the query parameters `page`, `search`, `showKeys` is a full page load. Paging by
 * path (the blog's /blog/browse/2) is an ordinary page and loads in place (docs/runtime.md › Forms).
 */
export function isQueryPagination(url: string): boolean {
  try {
    const params = new URL(url, FALLBACK_BASE).searchParams;
    return ['page', 'search', 'showKeys'].some((name) => params.has(name));
  } catch {
    return false;
  }
}
