// portal.js — Portal Setup › Body JavaScript File URL. A classic script that carries the app: the build
// (scripts/build/classicEntry.ts) puts the app entry's code in front of this loader, as the function
// __PORTAL_START__, so its bytes arrive with the page's (the preload scanner fetches portal.js with the HTML;
// an entry requested from here or from the head script started a network round later). The loader checks
// the browser, parks clobbering names, preloads what the page type needs, and starts the app once the page
// is parsed. Written in ES5; the entry after it is not: a browser without ES modules stops at parsing
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
import {
  bodyClassName,
  filesForPage,
  modulePreload,
  pageHasCode,
  pageHasMarkup,
  pageNeedsMarkdown,
  type PagePreloads,
} from '../runtime/preload.ts';

/** file name of the app entry's module (the shim the lazy files import), relative to this script (injected at build time) */
declare const __PORTAL_ENTRY__: string;
/** the app entry (scripts/build/classicEntry.ts): runs the app with this script's folder as its base URL */
declare const __PORTAL_START__: (base: string) => void;
/** static imports of the entry, preloaded in parallel with it */
declare const __PORTAL_PRELOAD__: string[];
/** per page type, the files its first render needs (runtime/preload.ts), preloaded in parallel with the entry */
declare const __PORTAL_PAGES__: PagePreloads;
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
  try {
    mashery.__portalStarted = true;
    // everything the page's first render needs, in parallel: no request waits on another
    modulePreload(
      doc,
      base,
      [__PORTAL_ENTRY__].concat(
        __PORTAL_PRELOAD__,
        filesForPage(__PORTAL_PAGES__, bodyClassName(doc), pageHasCode(doc), pageHasMarkup(doc), pageNeedsMarkdown(doc)),
      ),
    );
  } catch (e) {
    fail();
    return;
  }
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
