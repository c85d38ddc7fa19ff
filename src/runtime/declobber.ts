// DOM clobbering, switched off before the runtime touches the page.
//
// Page content the portal prints into the live document (a forum comment, a blog post, a docs page, a
// profile field) may carry `<img name="getElementById">`, `<form name="body">`, `<img id="portalOptions">`
// …: such named elements become properties of `document` (and `window`) that shadow the real members, so
// `document.getElementById(…)` throws or `window.portalOptions` is an image. Going through the prototypes
// for every one of the runtime's DOM accesses (and every library's) is not maintainable; instead, the
// first thing the runtime does is find the elements that shadow something and park their `name`/`id`
// in `data-portal-clobber-name`/`-id`. Named properties are live, so the shadowing is gone at once and
// all later code may use the document normally. This function itself reads the page only through the
// prototypes (lib/unshadowed.ts).
//
// Only what creates a named property is touched: `name` on the element kinds that expose it (form
// controls keep their names: they are submitted and never shadow `document`), `id` only where it
// shadows. Pages loaded in place are DOMParser documents, which have no named properties. HTML the theme
// renders goes through ServerHtml, which prefixes ids and names.
// ES5 only (var, function): portal.js, a classic script, runs it before it starts the app module, so
// no module code (libraries evaluating at import included) ever sees a shadowed document.
import { callUnshadowed, readUnshadowed } from '../lib/unshadowed.ts';

/** where a parked attribute is kept: data-portal-clobber-name / data-portal-clobber-id */
export var CLOBBER_ATTRIBUTE_PREFIX = 'data-portal-clobber-';

/** element kinds whose `name` creates a named property on document or window (HTML: named access) */
var NAMED_BY_NAME = ['A', 'EMBED', 'FORM', 'FRAME', 'FRAMESET', 'IFRAME', 'IMG', 'OBJECT'];

/**
 * Window globals the theme reads or defines (settings, the server's user info, legacy hooks). A named
 * element must never stand in for one of them, even when the page has not defined it.
 */
var WINDOW_GLOBALS: readonly string[] = [
  'portalOptions',
  'mashery',
  'mashery_info',
  'SyntaxHighlighter',
  'initCharts',
  'google',
  '_',
  'grecaptcha',
  'trustedTypes',
];

function hasOwn(target: object, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, name);
}

/** True when `name` is a member of `target`'s prototype chain (something that can be shadowed). */
function isMember(target: object, name: string): boolean {
  for (var proto = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    if (hasOwn(proto, name)) return true;
  }
  return false;
}

/** An element, a collection of them, or a frame's window: what a named property evaluates to. */
function isNamedValue(value: unknown): boolean {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  return /^\[object (HTML\w*|RadioNodeList|Window|NodeList)\]$/.test(Object.prototype.toString.call(value));
}

function shadowsDocument(doc: Document, name: string): boolean {
  // Document's named properties override built-ins ([LegacyOverrideBuiltIns]): they are own properties.
  if (!hasOwn(doc, name) || !isMember(doc, name)) return false;
  try {
    return isNamedValue((doc as unknown as Record<string, unknown>)[name]);
  } catch (e) {
    return true;
  }
}

function shadowsWindow(win: Window, name: string): boolean {
  // Window's named properties never hide a real member (they sit behind Window.prototype and are not
  // visible over EventTarget's); they do stand in for a global the page has not defined.
  if (WINDOW_GLOBALS.indexOf(name) < 0) return false;
  try {
    return isNamedValue((win as unknown as Record<string, unknown>)[name]);
  } catch (e) {
    return false;
  }
}

/**
 * Parks every `name`/`id` in `doc` that shadows a document member, or a theme global on window, and
 * returns how many were parked. Idempotent; never throws (a failure leaves the page as it was).
 */
export function declobber(doc: Document): number {
  var parked = 0;
  try {
    var win = readUnshadowed<Window | null>(doc, 'defaultView');
    var found = callUnshadowed<NodeListOf<Element>>(doc, 'querySelectorAll', ['[name], [id]']);
    var elements = Array.prototype.slice.call(found) as Element[];
    // names first: an `id` shadows only on the few kinds that expose one, often only together with a name
    var attributes = ['name', 'id'];
    for (var a = 0; a < attributes.length; a++) {
      var attribute = attributes[a]!;
      for (var i = 0; i < elements.length; i++) {
        var el = elements[i]!;
        var tag = String(readUnshadowed<string>(el, 'tagName') || '').toUpperCase();
        if (attribute === 'name' && NAMED_BY_NAME.indexOf(tag) < 0) continue;
        var value = callUnshadowed<string | null>(el, 'getAttribute', [attribute]);
        if (!value) continue;
        if (!shadowsDocument(doc, value) && !(win && shadowsWindow(win, value))) continue;
        callUnshadowed(el, 'setAttribute', [CLOBBER_ATTRIBUTE_PREFIX + attribute, value]);
        callUnshadowed(el, 'removeAttribute', [attribute]);
        parked++;
      }
    }
  } catch (e) {
    if (typeof console !== 'undefined') console.warn('[portal] could not check the page for clobbered names.', e);
  }
  if (parked > 0 && typeof console !== 'undefined')
    console.warn(
      '[portal] ' +
        parked +
        ' name/id attribute(s) in the page shadowed document or window members; parked in ' +
        CLOBBER_ATTRIBUTE_PREFIX +
        '*.',
    );
  return parked;
}
