// The <html> classes and the two page regions the runtime owns: the server page (#page), kept in the
// DOM but hidden so a fatal error can show it again, and the app root our screens render into.
import { baseUrlOf } from '../lib/unshadowed.ts';

export type Phase = 'loading' | 'rendering' | 'complete';
const PHASES: readonly Phase[] = ['loading', 'rendering', 'complete'];

export const APP_ROOT_ID = 'portal-app';
/** server ids inside the hidden #page are parked here, so our screens can reuse them without duplicates */
const PARKED_ID = 'data-portal-server-id';

export function setPhase(doc: Document, phase: Phase): void {
  const list = doc.documentElement.classList;
  for (const p of PHASES) if (p !== phase) list.remove(p);
  list.add(phase);
  // portal-head.js's watchdog (head.ts) is for the first load only: once a page was complete, an in-place
  // load's `loading` is no theme that never started
  if (phase === 'complete') {
    const mashery = (doc.defaultView as (Window & { mashery?: { __portalShown?: boolean } }) | null)?.mashery;
    if (mashery) mashery.__portalShown = true;
  }
}

/** The class that reveals the app root once the first screen is complete (runtime.css.ts). */
export const SHOWN_CLASS = 'portal-shown';

/**
 * Reveals the app root: until the first screen is complete it is laid out, not painted (runtime.css.ts),
 * so the first frame that shows it shows its final layout. Stays on for in-place loads.
 */
export function revealApp(doc: Document): void {
  doc.documentElement.classList.add(SHOWN_CLASS);
}

/** Replaces the classes the previous model set on <html> with the new model's classes. */
export function applyModelClasses(doc: Document, previous: readonly string[], next: readonly string[]): string[] {
  const list = doc.documentElement.classList;
  const clean = next.filter(
    (c) => typeof c === 'string' && /^[^\s]+$/.test(c) && !PHASES.includes(c as Phase) && c !== SHOWN_CLASS,
  );
  for (const c of previous) if (!clean.includes(c)) list.remove(c);
  for (const c of clean) list.add(c);
  return clean;
}

export function serverPage(doc: Document): HTMLElement | null {
  return doc.getElementById('page');
}

/** Script-running URL schemes (what the URL parser sees: tabs and newlines anywhere, leading controls/spaces dropped). */
const SCRIPT_SCHEME = /^(?:javascript|vbscript):/;

/** True when `value` (an attribute value, entities already decoded by the parser) is a script URL. */
export function isScriptUrl(value: string, base?: string): boolean {
  const cleaned = value
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- the URL parser drops leading C0 controls and spaces, so the check does too
    .replace(/^[\u0000-\u0020]+/, '')
    .toLowerCase();
  if (SCRIPT_SCHEME.test(cleaned)) return true;
  // without a `:` the URL parser finds no scheme: the value is relative and takes the base's (the page's
  // http(s): never a script scheme). Most links are like that; `new URL` per link was most of the cost of
  // hiding a server page with thousands of links (issue #16 item 2).
  if (!cleaned.includes(':') && !(base !== undefined && SCRIPT_SCHEME.test(base.trim().toLowerCase()))) return false;
  try {
    const protocol = new URL(value, base).protocol;
    return SCRIPT_SCHEME.test(protocol);
  } catch {
    return false;
  }
}

/** [selector, attribute, replacement] of every URL attribute that can run a script URL. */
const URL_ATTRIBUTES: readonly (readonly [string, string, string | null])[] = [
  ['a[href], area[href]', 'href', '#'],
  ['a[*|href]', 'xlink:href', '#'],
  ['iframe[src], frame[src]', 'src', 'about:blank'],
  ['form[action]', 'action', null],
  ['button[formaction], input[formaction]', 'formaction', null],
];
/** where a neutralised URL is kept: data-portal-js-<attribute> */
export const SCRIPT_URL_ATTRIBUTE_PREFIX = 'data-portal-js-';

/**
 * Replaces `javascript:` (and `vbscript:`) URLs under `root` — links, image-map areas, SVG links, frames,
 * form actions and form-action overrides — with an inert value (`#`, `about:blank`, or no attribute); the
 * original is kept in `data-portal-js-<attribute>`. Returns how many were replaced.
 */
export function neutralizeScriptUrls(root: ParentNode, base?: string): number {
  let count = 0;
  for (const [selector, name, replacement] of URL_ATTRIBUTES) {
    let els: Element[];
    try {
      els = Array.from(root.querySelectorAll(selector));
    } catch {
      continue; // a selector this engine does not know (namespaced attributes)
    }
    for (const el of els) {
      const value = name === 'xlink:href' ? el.getAttributeNS('http://www.w3.org/1999/xlink', 'href') : el.getAttribute(name);
      if (value === null || !isScriptUrl(value, base)) continue;
      el.setAttribute(`${SCRIPT_URL_ATTRIBUTE_PREFIX}${name.replace(':', '-')}`, value);
      if (name === 'xlink:href') el.removeAttributeNS('http://www.w3.org/1999/xlink', 'href');
      else if (replacement === null) el.removeAttribute(name);
      else el.setAttribute(name, replacement);
      count++;
    }
  }
  return count;
}

/**
 * Hides the server page without removing it, whatever CSS the portal has (inline style via CSSOM, CSP-safe).
 * Its `javascript:` URLs are neutralised too: the copy stays in the DOM (and shows again after a fatal error).
 */
export function hideServerPage(page: HTMLElement): void {
  page.style.setProperty('display', 'none', 'important');
  page.setAttribute('aria-hidden', 'true');
  page.setAttribute('inert', '');
  try {
    neutralizeScriptUrls(page, baseUrlOf(page.ownerDocument));
  } catch (error) {
    console.warn('[portal] could not neutralise script URLs in the server page', error);
  }
  // Park the server's ids (forms, fields, #main …) so ids and label[for] in our screens stay unique.
  for (const el of Array.from(page.querySelectorAll('[id]'))) {
    const id = el.getAttribute('id');
    if (id === null) continue;
    el.setAttribute(PARKED_ID, id);
    el.removeAttribute('id');
  }
}

/** Shows the server page again (fatal error, or a page we do not theme). */
export function showServerPage(page: HTMLElement): void {
  for (const el of Array.from(page.querySelectorAll(`[${PARKED_ID}]`))) {
    const id = el.getAttribute(PARKED_ID);
    el.removeAttribute(PARKED_ID);
    if (id !== null && !el.ownerDocument.getElementById(id)) el.setAttribute('id', id);
  }
  page.style.removeProperty('display');
  page.removeAttribute('aria-hidden');
  page.removeAttribute('inert');
}

export interface AppRoot {
  /** the element carrying data-content-type / data-content-state */
  root: HTMLElement;
  /** the element React renders into */
  view: HTMLElement;
  /** polite live region announcing in-place page changes */
  announcer: HTMLElement;
  /** loading placeholder shown after the placeholder delay */
  placeholder: HTMLElement;
  /** its visible text */
  placeholderText: HTMLElement;
}

/**
 * The app root each document got from ensureAppRoot. Held by reference, never looked up by its id: page
 * content (a forum comment inside #page, which comes first in the document) may carry an element with
 * id="portal-app", and a document-wide lookup would answer with it.
 */
const appRoots = new WeakMap<Document, HTMLElement>();

/**
 * Creates (or reuses) the app root appended to <body>, outside #page.
 * `classNames` come from runtime.css.ts so the runtime's own pieces are themed.
 */
export function ensureAppRoot(
  doc: Document,
  classNames: { root: string; announcer: string; placeholder: string; placeholderText?: string },
): AppRoot {
  let root = appRoots.get(doc);
  if (!root || !root.isConnected) {
    root = doc.createElement('div');
    root.id = APP_ROOT_ID;
    doc.body.appendChild(root);
    appRoots.set(doc, root);
  }
  root.className = classNames.root;
  const part = (name: string, make: () => HTMLElement): HTMLElement => {
    let el = root.querySelector<HTMLElement>(`:scope > [data-portal-part="${name}"]`);
    if (!el) {
      el = make();
      el.setAttribute('data-portal-part', name);
      root.appendChild(el);
    }
    return el;
  };
  const placeholder = part('placeholder', () => {
    const el = doc.createElement('div');
    el.className = classNames.placeholder;
    el.hidden = true;
    const text = doc.createElement('span');
    if (classNames.placeholderText) text.className = classNames.placeholderText;
    el.appendChild(text);
    return el;
  });
  const placeholderText = placeholder.firstElementChild as HTMLElement;
  const view = part('view', () => doc.createElement('div'));
  const announcer = part('announcer', () => {
    const el = doc.createElement('div');
    el.className = classNames.announcer;
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('aria-atomic', 'true');
    return el;
  });
  return { root, view, announcer, placeholder, placeholderText };
}

export function setRootContent(root: HTMLElement, contentType: string, state: string | null | undefined): void {
  root.setAttribute('data-content-type', contentType);
  if (state) root.setAttribute('data-content-state', state);
  else root.removeAttribute('data-content-state');
}

export function removeAppRoot(doc: Document): void {
  appRoots.get(doc)?.remove();
  appRoots.delete(doc);
}
