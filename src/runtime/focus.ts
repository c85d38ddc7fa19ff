// After an in-place load: focus the new page's heading, announce the page, scroll like a real load.

/**
 * Moves focus to the page heading — the element with `headingId` (the layout's focus target), else the
 * first h1, else the main region — made focusable with tabindex=-1. Returns it, or null.
 */
export function focusHeading(view: HTMLElement, headingId?: string | null): HTMLElement | null {
  const byId = headingId ? view.ownerDocument.getElementById(headingId) : null;
  const heading = byId && view.contains(byId) ? byId : view.querySelector<HTMLElement>('h1');
  const target = heading ?? view.querySelector<HTMLElement>('main, [role="main"]');
  if (!target) return null;
  return focusElement(target);
}

/** Focuses `target` without scrolling, made focusable with tabindex=-1 when it is not. Returns it. */
export function focusElement(target: HTMLElement): HTMLElement {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  try {
    target.focus({ preventScroll: true });
  } catch {
    target.focus();
  }
  return target;
}

/**
 * Puts `text` into the polite live region. The region is emptied first and filled on the next tick so
 * screen readers announce the same text twice in a row (two pages with one title).
 */
export function announce(announcer: HTMLElement, text: string, win: Window = window): void {
  announcer.textContent = '';
  if (!text) return;
  win.setTimeout(() => {
    announcer.textContent = text;
  }, 60);
}

/** ServerHtml's default id prefix (src/components/ServerHtml/sanitize.ts) */
export const CONTENT_ID_PREFIX = 'content-';
/** the id prefixes of the bodies of docs and custom pages (their screens' ServerHtml idPrefix) */
const BODY_ID_PREFIXES = [CONTENT_ID_PREFIX, 'docs-', 'page-'];

function hashTarget(doc: Document, hash: string): Element | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* malformed % escapes: use the raw id */
  }
  // Server HTML is rendered with its ids prefixed (ServerHtml's default 'content-'; 'docs-' and 'page-' in
  // docs and page bodies), so a server anchor #auth lives at #content-auth (#docs-auth) in our page.
  for (const candidate of [id, ...BODY_ID_PREFIXES.map((p) => `${p}${id}`)]) {
    const byId = doc.getElementById(candidate);
    if (byId && !byId.closest('#page')) return byId;
    for (const el of Array.from(doc.getElementsByName(candidate))) if (el.localName === 'a' && !el.closest('#page')) return el;
  }
  return null;
}

/** Restores `scrollY` (back/forward), else scrolls to the URL's hash target, else to the top. */
export function scrollAfterLoad(win: Window, url: string, scrollY: number | null): void {
  try {
    if (scrollY !== null) {
      win.scrollTo(0, scrollY);
      return;
    }
    const target = hashTarget(win.document, new URL(url).hash);
    if (target && typeof (target as HTMLElement).scrollIntoView === 'function') (target as HTMLElement).scrollIntoView();
    else win.scrollTo(0, 0);
  } catch {
    /* scrolling is best effort */
  }
}
