// The extraction context: the document, its page URL, the regions every extractor scopes to, and the
// problems list. Plus the URL rule shared by all extractors.

import { attr, classes, queryOne, queryAll, tag, text } from './dom.ts';
import type { Link, Problem, ServerDate } from '../model/pageData.ts';

export interface ExtractionContext {
  doc: Document;
  /** the page URL, absolute */
  url: string;
  base: URL;
  /** what could not be read, in order (PageData.problems) */
  problems: Problem[];
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
  return doc.getElementById('main') ?? queryOne(doc.getElementById('page') ?? doc, '.main');
}

/**
 * The frame's element with this id: the first outside #main. User content inside #main (a forum comment, a
 * blog post) may carry the frame's ids too, and it comes before the footer in document order — and
 * before everything when the frame leaves a part out — so `getElementById` alone let a comment's
 * `<div id="footer">` replace the footer links, its `#siteinfo` the copyright, its `#user-nav` the signed-in
 * state on a portal without one. Frame elements are never inside #main.
 */
export function frameById(doc: Document, id: string, main: Element | null = mainOf(doc)): Element | null {
  const first = doc.getElementById(id);
  if (!first || !main || !main.contains(first)) return first;
  return queryAll(doc, `[id="${id}"]`).find((el) => !main.contains(el)) ?? null;
}

/** The user links: #user-nav, or the header when a portal prints them without that wrapper. */
export function userNavOf(doc: Document): Element | null {
  const main = mainOf(doc);
  return frameById(doc, 'user-nav', main) ?? frameById(doc, 'header', main);
}

export function createExtractionContext(
  doc: Document,
  url: string,
  status?: number,
  problems: Problem[] = [],
): ExtractionContext {
  let base: URL;
  try {
    base = new URL(url);
    // Stryker disable next-line StringLiteral: equivalent — the message is never read (the catch below drops the error)
    if (!/^https?:$/.test(base.protocol)) throw new Error('not http(s)');
  } catch {
    problems.push({ kind: 'page-url-invalid', value: String(url).slice(0, 200), fallback: FALLBACK_URL });
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
export function resolveUrl(
  context: Pick<ExtractionContext, 'base' | 'problems'>,
  raw: string | null | undefined,
  what = 'link',
): string | null {
  if (raw == null) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw.trim(), context.base);
  } catch {
    context.problems.push({ kind: 'url-malformed', what });
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
    context.problems.push({ kind: 'url-dropped', what, scheme: resolved.protocol });
    return null;
  }
  return resolved.origin === context.base.origin ? resolved.pathname + resolved.search + resolved.hash : resolved.href;
}

/** The page's own URL in the same form (root-relative). */
export function selfUrl(context: ExtractionContext): string {
  return context.base.pathname + context.base.search + context.base.hash;
}

/** href of a link element, or of the first link inside `el`. */
export function hrefOf(context: ExtractionContext, el: Element | null | undefined, what = 'link'): string | null {
  if (!el) return null;
  const a = tag(el) === 'A' && el.hasAttribute('href') ? el : queryOne(el, 'a[href]');
  return a ? resolveUrl(context, attr(a, 'href'), what) : null;
}

export function linkOf(context: ExtractionContext, el: Element | null | undefined, what = 'link'): Link | null {
  if (!el) return null;
  const a = tag(el) === 'A' && el.hasAttribute('href') ? el : queryOne(el, 'a[href]');
  const url = a ? resolveUrl(context, attr(a, 'href'), what) : null;
  return a && url !== null ? { label: linkLabel(a), url } : null;
}

export function linkLabel(a: Element): string {
  return text(a) || attr(queryOne(a, 'img'), 'alt')?.trim() || attr(a, 'title')?.trim() || attr(a, 'aria-label')?.trim() || '';
}

/** All links inside a scope (dropped URLs skipped), in document order. */
export function linksIn(context: ExtractionContext, scope: Element | null | undefined, skipInside?: string): Link[] {
  const out: Link[] = [];
  for (const a of queryAll(scope, 'a[href]')) {
    const skip = skipInside ? a.closest(skipInside) : null;
    // Stryker disable next-line OptionalChaining: equivalent — a missing scope has no links (queryAll), so the loop never runs
    if (skip && scope?.contains(skip)) continue;
    const l = linkOf(context, a);
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
  const query = Array.from(u.searchParams, ([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
  return u.host.toLowerCase() + path + (query ? `?${query}` : '');
}

/**
 * A date as printed: abbr/time with the machine value in `title` (or time[datetime]) plus the visible
 * text; without such an element the raw text. null when there is nothing.
 */
export function dateOf(el: Element | null | undefined): ServerDate | null {
  if (!el) return null;
  const dateElement = ['ABBR', 'TIME'].includes(tag(el))
    ? el
    : queryOne(el, 'abbr[title], time[title], time[datetime], abbr, time');
  const value = dateElement ? (attr(dateElement, 'title') ?? attr(dateElement, 'datetime'))?.trim() || null : null;
  const visible = text(dateElement ?? el) || null;
  return value === null && visible === null ? null : { value, text: visible };
}

/** Controls that submit data (not the button-like elements). */
export function isControl(el: Element): boolean {
  return ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(tag(el));
}

/** Runs `fn`; on an exception records a read-failed problem for `what` and returns `fallback`. */
export function safe<T>(context: Pick<ExtractionContext, 'problems'>, what: string, fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (e) {
    context.problems.push({ kind: 'read-failed', what, message: errorMessage(e) });
    return fallback;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
