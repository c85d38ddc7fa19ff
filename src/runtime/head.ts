// What portal-head.js does, as a testable function: `window.mashery.globals` and a do-nothing
// `SyntaxHighlighter.all()` (the page's inline lines never throw), the viewport and favicon tags,
// `<html class="loading">` and the critical rule hiding #page (a constructed stylesheet: CSP-safe), the upgrade
// notice (labels.layout.upgradeNotice) for browsers without ES modules, fetch or CSS variables, and the watchdog:
// if portal.js never ran by `load`, or nothing rendered within `watchdogMs` (10 s in the build), the server page
// is shown again — unless the theme reported progress in the last half period (mashery.__portalProgress, see
// docs/runtime.md › Bounded work): then it waits another half period, at most WATCHDOG_EXTENSIONS times.
// Runs in <head> before <body> exists, in any browser: ES5 only (var, function, no classList/arrow/template
// literals), and it never throws.
import { callUnshadowed, OWN_BASE_ATTRIBUTE, readUnshadowed } from '../lib/unshadowed.ts';
import { applyFavicon, applyViewport } from './headTags.ts';
import { prefersDark, readSchemePreference, resolveScheme } from './colorScheme.ts';

export interface HeadConfig {
  responsive: boolean;
  favicon: boolean;
  faviconURL: string;
  faviconSizes: string;
  /** text of the notice for browsers that cannot run the theme (labels.layout.upgradeNotice) */
  upgradeNotice: string;
  /** after this many ms without a rendered theme, the server page is shown again */
  watchdogMs: number;
  /** class of the `dark` theme when the colour scheme switch is on in theme.config.ts, else '' */
  darkClass: string;
}

/** Hides the server page until the app has rendered (also in portal.css, whichever arrives first). */
export var CRITICAL_CSS = 'html.loading #page{display:none!important}';

interface PortalWindow extends Window {
  mashery?: {
    globals?: Record<string, unknown>;
    __portalStarted?: boolean;
    __portalShown?: boolean;
    __portalUnsupported?: boolean;
    /** Date.now() of the theme's last step while it reads and renders the first page (see watchdog below) */
    __portalProgress?: number;
    [k: string]: unknown;
  };
  SyntaxHighlighter?: unknown;
  portalOptions?: Record<string, unknown>;
}

function hasClass(el: Element, name: string): boolean {
  return (' ' + el.className + ' ').indexOf(' ' + name + ' ') !== -1;
}

export function addClass(el: Element, name: string): void {
  if (!hasClass(el, name)) el.className = el.className ? el.className + ' ' + name : name;
}

export function removeClass(el: Element, name: string): void {
  el.className = (' ' + el.className + ' ').replace(' ' + name + ' ', ' ').replace(/^\s+|\s+$/g, '');
}

/** Can this browser run the bundle? ES modules, fetch, Promise, DOMParser and CSS custom properties. */
export function canRunBundle(win: Window): boolean {
  try {
    var browser = win as unknown as {
      fetch?: unknown;
      Promise?: unknown;
      DOMParser?: unknown;
      CSS?: { supports?(property: string, value: string): boolean };
    };
    return (
      'noModule' in win.document.createElement('script') &&
      typeof browser.fetch === 'function' &&
      typeof browser.Promise === 'function' &&
      typeof browser.DOMParser === 'function' &&
      !!browser.CSS &&
      typeof browser.CSS.supports === 'function' &&
      browser.CSS.supports('color', 'var(--portal-x)')
    );
  } catch (e) {
    return false;
  }
}

function addCriticalCss(doc: Document): void {
  var withSheets = doc as Document & { adoptedStyleSheets?: CSSStyleSheet[] };
  try {
    // A constructed sheet is not subject to CSP style-src, unlike a <style> element.
    if (withSheets.adoptedStyleSheets && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(CRITICAL_CSS);
      withSheets.adoptedStyleSheets = withSheets.adoptedStyleSheets.concat([sheet]);
      return;
    }
  } catch (e) {
    /* fall back to a <style> element */
  }
  var style = doc.createElement('style');
  style.appendChild(doc.createTextNode(CRITICAL_CSS));
  (doc.head || doc.documentElement).appendChild(style);
}

function pick(options: Record<string, unknown> | undefined, key: string, fallback: unknown): unknown {
  return options && Object.prototype.hasOwnProperty.call(options, key) && options[key] !== undefined ? options[key] : fallback;
}

function onReady(doc: Document, callback: () => void): void {
  if (doc.readyState !== 'loading') callback();
  else doc.addEventListener('DOMContentLoaded', callback);
}

/** Shows the server page again (the theme never started). */
export function reveal(doc: Document): void {
  // read through the prototype: content may hold an element named documentElement (DOM clobbering)
  var html = readUnshadowed<HTMLElement>(doc, 'documentElement');
  if (!html || !hasClass(html, 'loading')) return;
  removeClass(html, 'loading');
  addClass(html, 'complete');
}

/** where a neutralised <base> keeps its attributes: data-portal-base-href / data-portal-base-target */
export var BASE_ATTRIBUTE_PREFIX = 'data-portal-base-';
var BASE_ATTRIBUTES = ['href', 'target'];

/**
 * Parks `href` and `target` of a <base> that is not a child of the server's <head> (content: a forum
 * comment, a blog post, a docs page, a profile field). Such a tag would re-point every relative URL of
 * the page (the theme's links, Sign Out's form, the body script itself) or open full loads in another
 * window. Returns true when something was parked.
 */
function parkContentBase(doc: Document, el: Element): boolean {
  if (readUnshadowed<Node | null>(el, 'parentNode') === readUnshadowed<Node | null>(doc, 'head')) return false;
  var parked = false;
  for (var i = 0; i < BASE_ATTRIBUTES.length; i++) {
    var name = BASE_ATTRIBUTES[i]!;
    var value = callUnshadowed<string | null>(el, 'getAttribute', [name]);
    if (value === null) continue;
    callUnshadowed(el, 'setAttribute', [BASE_ATTRIBUTE_PREFIX + name, value]);
    callUnshadowed(el, 'removeAttribute', [name]);
    parked = true;
  }
  return parked;
}

/** Neutralises every <base> outside the server's <head> now in `root`; returns how many were changed. */
export function neutralizeContentBase(doc: Document, root?: ParentNode): number {
  var count = 0;
  try {
    var found = callUnshadowed<NodeListOf<Element>>(root || doc, 'querySelectorAll', ['base']);
    for (var i = 0; i < found.length; i++) if (parkContentBase(doc, found[i]!)) count++;
  } catch (e) {
    /* nothing to read */
  }
  return count;
}

/**
 * Keeps content's <base> from taking effect while the server page is parsed, without looking at what the
 * parser adds: only the FIRST `<base href>` of a document sets its base URL, and only the first `<base
 * target>` its default target (HTML › The base element). So the head script appends a `<base>` of its own
 * to `<head>` — the page's URL and `_self`, where the server's `<head>` has no base of its own with them —
 * and anything content puts after it has no effect: the body script, Sign Out's form, images and links
 * resolve against the page while the rest is parsed. The server's own `<base>` keeps precedence: one it
 * adds to `<head>` later takes the attribute from ours (a childList observer on `<head>` only — every node
 * of a 1 MB page through a document-wide observer cost 300 ms). At `DOMContentLoaded` content's bases are
 * parked (`data-portal-base-…`) and ours is removed: the document's base URL is its URL again, as in-place
 * loading expects when it changes the URL. Pages loaded in place never add one (the sanitiser has no <base>).
 */
export function guardBase(win: Window): void {
  var doc = win.document;
  neutralizeContentBase(doc);
  var head = readUnshadowed<Element | null>(doc, 'head');
  var own: Element | null = null;
  var observer: MutationObserver | null = null;
  if (head) {
    try {
      own = callUnshadowed<Element>(doc, 'createElement', ['base']);
      callUnshadowed(own, 'setAttribute', [OWN_BASE_ATTRIBUTE, '']);
      settleOwnBase(doc, head, own);
      callUnshadowed(head, 'appendChild', [own]);
    } catch (e) {
      own = null;
    }
    var Observer = (win as Window & { MutationObserver?: typeof MutationObserver }).MutationObserver;
    if (own && typeof Observer === 'function') {
      try {
        var ownBase = own;
        var ownHead = head;
        observer = new Observer(function () {
          settleOwnBase(doc, ownHead, ownBase);
        });
        observer.observe(head, { childList: true });
      } catch (e) {
        observer = null;
      }
    }
  }
  onReady(doc, function () {
    if (observer) observer.disconnect();
    neutralizeContentBase(doc);
    try {
      var parent = own ? readUnshadowed<Node | null>(own, 'parentNode') : null;
      if (parent) callUnshadowed(parent, 'removeChild', [own]);
    } catch (e) {
      /* it stays: its href is the page's URL */
    }
  });
}

/** our <base> carries `href` (the page's URL) and `target` (`_self`) where no server <base> in `head` has them */
function settleOwnBase(doc: Document, head: Element, own: Element): void {
  var hasHref = false;
  var hasTarget = false;
  var children = readUnshadowed<HTMLCollection>(head, 'children');
  for (var i = 0; children && i < children.length; i++) {
    var child = children[i]!;
    if (child === own || String(readUnshadowed<string>(child, 'nodeName')).toUpperCase() !== 'BASE') continue;
    if (callUnshadowed<boolean>(child, 'hasAttribute', ['href'])) hasHref = true;
    if (callUnshadowed<boolean>(child, 'hasAttribute', ['target'])) hasTarget = true;
  }
  if (hasHref) callUnshadowed(own, 'removeAttribute', ['href']);
  else callUnshadowed(own, 'setAttribute', ['href', String(readUnshadowed<string>(doc, 'URL'))]);
  if (hasTarget) callUnshadowed(own, 'removeAttribute', ['target']);
  else callUnshadowed(own, 'setAttribute', ['target', '_self']);
}

export function runHead(win: PortalWindow, config: HeadConfig): void {
  var doc = win.document;
  // first: nothing may resolve against a <base> in content (Sign Out's form, the body script's URL)
  try {
    guardBase(win);
  } catch (e) {
    /* the page as it is */
  }
  try {
    // Inline `mashery.globals.X = …;` lines and the server's SyntaxHighlighter.all() must never throw.
    var mashery = (win.mashery = win.mashery || {});
    mashery.globals = mashery.globals || {};
    if (!win.SyntaxHighlighter)
      win.SyntaxHighlighter = { all: function () {}, highlight: function () {}, config: {}, defaults: {} };
  } catch (e) {
    /* a frozen global: nothing to do */
  }
  var options = win.portalOptions;
  try {
    applyViewport(doc, pick(options, 'responsive', config.responsive) !== false);
    applyFavicon(
      doc,
      pick(options, 'favicon', config.favicon) === true,
      String(pick(options, 'faviconURL', config.faviconURL) || ''),
      String(pick(options, 'faviconSizes', config.faviconSizes) || ''),
    );
  } catch (e) {
    /* head additions are cosmetic */
  }
  if (!canRunBundle(win)) {
    if (win.mashery) win.mashery.__portalUnsupported = true;
    onReady(doc, function () {
      try {
        var body = doc.body;
        if (!body || !config.upgradeNotice) return;
        var notice = doc.createElement('p');
        notice.className = 'portal-upgrade-notice';
        notice.setAttribute('role', 'alert');
        notice.appendChild(doc.createTextNode(config.upgradeNotice));
        body.insertBefore(notice, body.firstChild);
      } catch (e) {
        /* the server page is there either way */
      }
    });
    return;
  }
  addClass(doc.documentElement, 'loading');
  addCriticalCss(doc);
  // The reader's dark scheme before first paint (no flash of the light theme); the runtime checks it again
  // with the body's portalOptions (colorSchemeSwitch, theme) and the built themes.
  try {
    var theme = pick(options, 'theme', '');
    if (config.darkClass && pick(options, 'colorSchemeSwitch', true) !== false && theme !== 'dark') {
      if (resolveScheme(readSchemePreference(win), prefersDark(win)) === 'dark') addClass(doc.documentElement, config.darkClass);
    }
  } catch (e) {
    /* the runtime applies it */
  }
  // Never a blank page: if the body script never ran (not configured, failed to download), or nothing
  // rendered in time, show the server page again.
  win.addEventListener('load', function () {
    if (!(win.mashery && win.mashery.__portalStarted)) reveal(doc);
  });
  // The watchdog never races a theme that is still making progress: the first render reports each step
  // (mashery.__portalProgress, boot.ts); while the last step is recent, the watchdog waits once more, up to
  // WATCHDOG_EXTENSIONS times. A theme that stopped (an error, a hung task) reports nothing and is revealed.
  var extensions = 0;
  var check = function () {
    if (win.mashery && win.mashery.__portalShown) return; // a page was shown: an in-place load is running
    var last = win.mashery && win.mashery.__portalProgress;
    if (typeof last === 'number' && Date.now() - last < config.watchdogMs / 2 && extensions < WATCHDOG_EXTENSIONS) {
      extensions++;
      win.setTimeout(check, config.watchdogMs / 2);
      return;
    }
    reveal(doc);
  };
  win.setTimeout(check, config.watchdogMs);
}

/** how many times the watchdog waits another half period for a theme that is still making progress */
export var WATCHDOG_EXTENSIONS = 4;
