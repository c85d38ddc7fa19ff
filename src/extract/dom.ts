// Small DOM helpers shared by every extractor. They accept null scopes and never throw on a bad
// selector, so a missing region simply yields "nothing found". No globals (window, document) are used:
// everything works on a DOMParser document as well as on the live one.

export type Scope = ParentNode | null | undefined;

export function queryOne(scope: Scope, sel: string): Element | null {
  if (!scope) return null;
  try {
    return scope.querySelector(sel);
  } catch {
    return null;
  }
}

export function queryAll(scope: Scope, sel: string): Element[] {
  if (!scope) return [];
  try {
    return Array.from(scope.querySelectorAll(sel));
  } catch {
    return [];
  }
}

export function attr(el: Element | null | undefined, name: string): string | null {
  return el ? el.getAttribute(name) : null;
}

export function tag(el: Element): string {
  return el.tagName.toUpperCase();
}

export function hasClass(el: Element | null | undefined, name: string): boolean {
  return !!el && classes(el).has(name);
}

/** Class tokens of an element (whole tokens, case-sensitive). */
export function classes(el: Element | null | undefined): Set<string> {
  return new Set((el?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));
}

export function norm(s: string | null | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

const BLOCK =
  /^(?:P|DIV|LI|UL|OL|BR|TR|TD|TH|DD|DT|DL|H[1-6]|TABLE|THEAD|TBODY|SECTION|ARTICLE|BLOCKQUOTE|PRE|HR|FIELDSET|LEGEND|OPTION)$/;
const HIDDEN_TEXT = /^(?:SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/;

function collect(node: Node, out: string[]): void {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) out.push(c.nodeValue ?? '');
    else if (c.nodeType === 1) {
      const t = tag(c as Element);
      if (HIDDEN_TEXT.test(t)) continue;
      const block = BLOCK.test(t);
      if (block) out.push(' ');
      collect(c, out);
      if (block) out.push(' ');
    }
  }
}

/** Visible text, whitespace-normalised; block elements are separated by a space; scripts/styles skipped. */
export function text(node: Node | null | undefined): string {
  if (!node) return '';
  if (node.nodeType !== 1) return norm(node.textContent);
  const out: string[] = [];
  collect(node, out);
  return norm(out.join(''));
}

export function textOrNull(node: Node | null | undefined): string | null {
  return text(node) || null;
}

const inertDocs = new WeakMap<Document, Document>();

/**
 * A deep copy of `el` to cut parts out of. When `el` belongs to a live document (one with a window), the copy
 * is made in an inert document of its own (createHTMLDocument: no browsing context), because a copy made
 * in the live document is a new element there — `<img src=x onerror=…>` would load and run again. In an
 * already inert document (DOMParser, createHTMLDocument) a plain clone is enough.
 */
export function detachedCopy(el: Element): Element {
  const doc = el.ownerDocument;
  if (!doc.defaultView) return el.cloneNode(true) as Element;
  let inert = inertDocs.get(doc);
  if (!inert) {
    inert = doc.implementation.createHTMLDocument('');
    inertDocs.set(doc, inert);
  }
  return inert.importNode(el, true);
}

/** Text of an element without the parts matching `remove` (e.g. a heading without its a.edit link). */
export function textWithout(el: Element | null | undefined, remove: string): string {
  if (!el) return '';
  const c = detachedCopy(el);
  for (const r of queryAll(c, remove)) r.remove();
  return text(c);
}

/** innerHTML, trimmed; null when it has no content. */
export function html(el: Element | null | undefined): string | null {
  const h = el?.innerHTML.trim();
  return h ? h : null;
}

/** Direct element children with one of the given (upper-case) tag names. */
export function kids(el: Element | null | undefined, ...tags: string[]): Element[] {
  if (!el) return [];
  return Array.from(el.children).filter((c) => tags.includes(tag(c)));
}

/** Texts of the li items of a list-like element (or its own text when it has no li). */
export function itemTexts(el: Element | null | undefined): string[] {
  if (!el) return [];
  const lis = queryAll(el, 'li');
  const out = (lis.length ? lis.filter((li) => !queryOne(li, 'li')) : [el]).map(text).filter(Boolean);
  return out;
}

/** First integer in a text ("5,000" → 5000); null when none. */
export function intIn(s: string | null | undefined): number | null {
  const m = /\d[\d,]*/.exec(s ?? '');
  if (!m) return null;
  const n = parseInt(m[0].replace(/,/g, ''), 10);
  return Number.isSafeInteger(n) ? n : null;
}

/** Top-level elements matching `selector` (those not nested inside another match within the scope). */
export function topLevel(scope: Scope, selector: string): Element[] {
  const all = queryAll(scope, selector);
  return all.filter((e) => !all.some((o) => o !== e && o.contains(e)));
}

/** Containers of user content below #main: a post's body, comments (docs/extraction.md › Frame and context decisions). */
export const USER_CONTENT = '.section-body, .comments, .comment, .comment-body';
/** Comments and what they hold (forum topics, blog posts): never the page's own markup. */
export const COMMENTS = '.comments, .comment, .comment-body';

/** Whether an ancestor of `el` below `scope` (exclusive) matches `containers`. */
export function inside(el: Element, scope: Scope, containers: string): boolean {
  for (let p = el.parentElement; p && p !== scope; p = p.parentElement) {
    try {
      if (p.matches(containers)) return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Matches of `selector` in `scope` that are not inside `containers` below it — the page's own markup, not
 * a copy of it that a user wrote into a comment, an app name or a profile field (a form, a breadcrumb
 * trail, an action link or a comment list in user content must not become the page's).
 */
export function queryAllOutside(scope: Scope, selector: string, containers: string): Element[] {
  return queryAll(scope, selector).filter((el) => !inside(el, scope, containers));
}

/** The first of queryAllOutside, or null. */
export function queryOneOutside(scope: Scope, selector: string, containers: string): Element | null {
  return queryAllOutside(scope, selector, containers)[0] ?? null;
}

/** Whether `el` sits inside user content or another post (`.section`) below `main`. */
export function insidePostOrComment(el: Element, main: Element | null): boolean {
  return inside(el, main, `.section, ${USER_CONTENT}`);
}
