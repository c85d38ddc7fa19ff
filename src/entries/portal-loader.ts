// portal.js — Portal Setup › Body JavaScript File URL. A classic script: it starts the app module
// (portal-app-<hash>.js, an ES module) from the folder it was itself loaded from, so every chunk resolves
// relative to /files/. Written in ES5 so older browsers parse it and simply keep the server page.
//
// Clobbering: page content (a forum comment, a blog post) may hold `<img name="currentScript" src=…>`,
// `<form name="baseURI">`, `<img name="createElement">` …: named elements shadow those document members.
// The loader never reads them off `document` (lib/unshadowed.ts). Its own URL is the src of the script
// really running; if the browser cannot tell, the folder fixed at build time (__PORTAL_BASE__, /files/ by
// default) on this page's origin — never document.baseURI or anything else content can shadow. Then it
// parks the names that shadow anything (declobber) so the app module sees an unshadowed document.
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

/** file name of the app entry, relative to this script (injected at build time) */
declare const __PORTAL_ENTRY__: string;
/** static imports of the entry, preloaded in parallel with it */
declare const __PORTAL_PRELOAD__: string[];
/** per page type, the files its first render needs (runtime/preload.ts), preloaded in parallel with the entry */
declare const __PORTAL_PAGES__: PagePreloads;
/** the folder the files are served from when the running script cannot tell (injected at build time) */
declare const __PORTAL_BASE__: string;

/**
 * The entry's URL for `script.src`. Under a CSP with `require-trusted-types-for 'script'` a plain string is
 * refused, so it goes through the loader's own policy ("portal-loader"), which turns exactly this one URL
 * into a script URL and nothing else. Without Trusted Types, the string itself.
 */
function entryScriptUrl(win: Window, url: string): unknown {
  var factory = (
    win as Window & { trustedTypes?: { createPolicy?: (name: string, rules: object) => { createScriptURL(u: string): unknown } } }
  ).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return url;
  try {
    var policy = factory.createPolicy('portal-loader', {
      createScriptURL: function (input: string) {
        if (input !== url) throw new TypeError('portal-loader: only the theme entry may be loaded');
        return input;
      },
    });
    return policy.createScriptURL(url);
  } catch (e) {
    // a CSP that lists other policy names only: the plain URL (refused there if trusted types are required)
    return url;
  }
}

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
  // Before any module code runs (the app and the libraries it evaluates): named elements in the page's
  // content stop shadowing document members and the theme's globals (runtime/declobber.ts).
  declobber(doc);
  var fail = function () {
    if (typeof console !== 'undefined')
      console.warn('[portal] the theme could not be loaded from ' + base + '; showing the portal page.');
    reveal(doc);
  };
  try {
    mashery.__portalStarted = true;
    var parent = (readUnshadowed<Node>(doc, 'head') || readUnshadowed<Node>(doc, 'documentElement')) as Node;
    var append = function (el: HTMLElement) {
      callUnshadowed(parent, 'appendChild', [el]);
    };
    // everything the page's first render needs, in parallel with the entry: no request waits on another
    modulePreload(
      doc,
      base,
      __PORTAL_PRELOAD__.concat(
        filesForPage(__PORTAL_PAGES__, bodyClassName(doc), pageHasCode(doc), pageHasMarkup(doc), pageNeedsMarkdown(doc)),
      ),
    );
    var script = create('script') as HTMLScriptElement;
    script.type = 'module';
    script.src = entryScriptUrl(win, new URL(__PORTAL_ENTRY__, base).href) as string;
    script.addEventListener('error', fail);
    append(script);
  } catch (e) {
    fail();
  }
})();
