// portal.js — Portal Setup › Body JavaScript File URL. A classic script that carries the app: the build
// (scripts/build/classicEntry.ts) puts the app entry's code in front of this loader, as the function
// __PORTAL_START__, so its bytes arrive with the page's (the preload scanner fetches portal.js with the HTML;
// an entry requested from here or from the head script started a network round later). The loader checks
// the browser, parks clobbering names and starts the app once the page is parsed; what the page needs
// was preloaded by the head script meanwhile (runtime/preload.ts › whenPageParsed). Written in ES5; the entry after it is not: a browser without ES modules stops at parsing
// portal.js and keeps the server page (the head script flagged it and shows the upgrade notice).
//
// Clobbering: page content (a forum comment, a blog post) may hold `<img name="currentScript" src=…>`,
// `<form name="baseURI">`, `<img name="createElement">` …: named elements shadow those document members.
// The loader never reads them off `document` (lib/unshadowed.ts). Its own URL is the src of the script
// really running; if the browser cannot tell, the folder fixed at build time (__PORTAL_BASE__, /files/ by
// default) on this page's origin — never document.baseURI or anything else content can shadow. Then it
// parks the names that shadow anything (declobber) so the app sees an unshadowed document.
import { reveal } from '../runtime/head.ts';
import { callUnshadowed, readUnshadowed, runningScriptUrl } from '../lib/unshadowed.ts';
import { declobber } from '../runtime/declobber.ts';

/** the app entry (scripts/build/classicEntry.ts): runs the app with this script's folder as its base URL */
declare const __PORTAL_START__: (base: string) => void;
/** the folder the files are served from when the running script cannot tell (injected at build time) */
declare const __PORTAL_BASE__: string;

(function () {
  var win = window as Window & {
    mashery?: { globals?: Record<string, unknown>; __portalStarted?: boolean; __portalUnsupported?: boolean };
  };
  var doc = document;
  var mashery = (win.mashery = win.mashery || {});
  mashery.globals = mashery.globals || {};
  if (mashery.__portalStarted) return; // included twice
  var create = function (tag: string): HTMLElement {
    return callUnshadowed<HTMLElement>(doc, 'createElement', [tag]);
  };
  var supported = !mashery.__portalUnsupported && 'noModule' in create('script') && typeof win.fetch === 'function';
  if (!supported) {
    reveal(doc);
    return;
  }
  var base = runningScriptUrl(doc) || new URL(__PORTAL_BASE__, win.location.href).href;
  var fail = function () {
    if (typeof console !== 'undefined')
      console.warn('[portal] the theme could not be loaded from ' + base + '; showing the portal page.');
    reveal(doc);
  };
  mashery.__portalStarted = true;
  // (what the page needs was preloaded by the head script as soon as #page was parsed: runtime/preload.ts)
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    try {
      // before any app code runs (the app and the libraries it evaluates): named elements in the page's
      // content stop shadowing document members and the theme's globals (runtime/declobber.ts)
      declobber(doc);
      __PORTAL_START__(base);
    } catch (e) {
      fail();
    }
  };
  // the app reads the whole page: portal.js normally ends the body, but anything after it is parsed first
  if (readUnshadowed<string>(doc, 'readyState') === 'loading')
    callUnshadowed(doc, 'addEventListener', ['DOMContentLoaded', start]);
  else start();
})();
