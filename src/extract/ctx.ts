// The extraction context: the document, its page URL, the regions every extractor scopes to, and the
// problems list. Plus the URL rule shared by all extractors.

import { attr, classes, q, qa, tag, text } from './dom.ts';
import type { Link, ServerDate } from './types.ts';

export interface X {
  doc: Document;
  /** the page URL, absolute */
  url: string;
  base: URL;
  problems: string[];
  body: Element | null;
  /** class tokens of <body> */
  classes: Set<string>;
  page: Element | null;
  /** #main (or .main inside #page); every content query is scoped to it */
  main: Element | null;
  status: number | undefined;
}

export const FALLBACK_URL = 'https://portal.invalid/';

export function mainOf(doc: Document): Element | null {
  return doc.getElementById('main') ?? q(doc.getElementById('page') ?? doc, '.main');
}

/** The user links: #user-nav, or the header when a portal prints them without that wrapper. */
export function userNavOf(doc: Document): Element | null {
  return doc.getElementById('user-nav') ?? doc.getElementById('header');
}

export function makeX(doc: Document, url: string, status?: number, problems: string[] = []): X {
  let base: URL;
  try {
    base = new URL(url);
    if (!/^https?:$/.test(base.protocol)) throw new Error('not http(s)');
  } catch {
    problems.push(`page URL "${String(url).slice(0, 200)}" is not an absolute http(s) URL; using ${FALLBACK_URL}`);
    base = new URL(FALLBACK_URL);
  }
  const body = doc.body ?? null;
  return {
    doc,
    url: base.href,
    base,
    problems,
    body,
    classes: classes(body),
    page: doc.getElementById('page'),
    main: mainOf(doc),
    status,
  };
}

/**
 * The URL rule: resolve against the page URL; same origin → root-relative string (path + query + hash);
 * other http(s) → absolute; anything else (javascript:, data:, vbscript:, malformed) → null + a problem.
 */
export function resolveUrl(x: Pick<X, 'base' | 'problems'>, raw: string | null | undefined, what = 'link'): string | null {
  if (raw == null) return null;
  let u: URL;
  try {
    u = new URL(raw.trim(), x.base);
  } catch {
    x.problems.push(`${what}: malformed URL dropped`);
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    x.problems.push(`${what}: ${u.protocol} URL dropped`);
    return null;
  }
  return u.origin === x.base.origin ? u.pathname + u.search + u.hash : u.href;
}

/** The page's own URL in the same form (root-relative). */
export function selfUrl(x: X): string {
  return x.base.pathname + x.base.search + x.base.hash;
}

/** href of a link element, or of the first link inside `el`. */
export function hrefOf(x: X, el: Element | null | undefined, what = 'link'): string | null {
  if (!el) return null;
  const a = tag(el) === 'A' && el.hasAttribute('href') ? el : q(el, 'a[href]');
  return a ? resolveUrl(x, attr(a, 'href'), what) : null;
}

export function linkOf(x: X, el: Element | null | undefined, what = 'link'): Link | null {
  if (!el) return null;
  const a = tag(el) === 'A' && el.hasAttribute('href') ? el : q(el, 'a[href]');
  const url = a ? resolveUrl(x, attr(a, 'href'), what) : null;
  return a && url !== null ? { label: linkLabel(a), url } : null;
}

export function linkLabel(a: Element): string {
  return text(a) || attr(q(a, 'img'), 'alt')?.trim() || attr(a, 'title')?.trim() || attr(a, 'aria-label')?.trim() || '';
}

/** All links inside a scope (dropped URLs skipped), in document order. */
export function linksIn(x: X, scope: Element | null | undefined, skipInside?: string): Link[] {
  const out: Link[] = [];
  for (const a of qa(scope, 'a[href]')) {
    const skip = skipInside ? a.closest(skipInside) : null;
    if (skip && scope?.contains(skip)) continue;
    const l = linkOf(x, a);
    if (l) out.push(l);
  }
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A comparison key for "is this the current page": host + path (percent-decoded, lower case, no trailing
 * slash; the docs landing /docs ≡ /docs/Home ≡ /docs/read/Home) + sorted query; hash and scheme ignored.
 */
export function urlKey(raw: string | null | undefined, base: URL | string): string | null {
  if (raw == null) return null;
  let u: URL;
  try {
    u = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  let path = safeDecode(u.pathname).toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/docs' || path === '/docs/home' || path === '/docs/read') path = '/docs/read/home';
  const query = Array.from(u.searchParams, ([k, v]) => `${k}=${v}`).sort().join('&');
  return u.host.toLowerCase() + path + (query ? `?${query}` : '');
}

/**
 * A date as printed: abbr/time with the machine value in `title` (or time[datetime]) plus the visible
 * text; without such an element the raw text. null when there is nothing.
 */
export function dateOf(el: Element | null | undefined): ServerDate | null {
  if (!el) return null;
  const d = ['ABBR', 'TIME'].includes(tag(el)) ? el : q(el, 'abbr[title], time[title], time[datetime], abbr, time');
  const value = d ? (attr(d, 'title') ?? attr(d, 'datetime'))?.trim() || null : null;
  const t = text(d ?? el) || null;
  return value === null && t === null ? null : { value, text: t };
}

/** Controls that submit data (not the button-like elements). */
export function isControl(el: Element): boolean {
  return ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(tag(el));
}

/** Runs `fn`; on an exception records `label: message` and returns `fallback`. */
export function safe<T>(x: Pick<X, 'problems'>, label: string, fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (e) {
    x.problems.push(`${label}: ${e instanceof Error ? e.message : String(e)}`);
    return fallback;
  }
}
