// portal-head.js — Portal Setup › Head JavaScript File URL. A classic script (IIFE, ES5), ≤ 2 KB gz.
// __PORTAL_HEAD__ is replaced at build time with the head settings resolved from theme.config.ts, and
// __PORTAL_ENTRY__ with the app entry's file name: its fetch starts here, while the server page is still
// arriving, not when portal.js runs at the end of the body (runtime/preload.ts) — and with it, for the
// portal's well-known paths, the page's own files (__PORTAL_PATHS__).
import { runHead, type HeadConfig } from '../runtime/head.ts';
import { filesForPath, modulePreload, type PathPreloads } from '../runtime/preload.ts';
import { callUnshadowed, runningScriptUrl } from '../lib/unshadowed.ts';

declare const __PORTAL_HEAD__: HeadConfig;
declare const __PORTAL_ENTRY__: string;
/** per URL path of the portal's well-known pages, the files their first render needs (scripts/build/build-portal.ts) */
declare const __PORTAL_PATHS__: PathPreloads;

runHead(window, __PORTAL_HEAD__);
(function () {
  var win = window as Window & { mashery?: { __portalUnsupported?: boolean } };
  try {
    var base = runningScriptUrl(document);
    var script = callUnshadowed<HTMLScriptElement>(document, 'createElement', ['script']);
    // browsers that keep the server page (no modules, or flagged by runHead) fetch nothing
    // the entry and, where the URL names a well-known page, that page's files: requested now, while the
    // body is still arriving, instead of when portal.js runs at its end (portal.js adds what the body
    // classes tell; a file asked for twice is fetched once)
    if (base && !(win.mashery && win.mashery.__portalUnsupported) && 'noModule' in script)
      modulePreload(document, base, [__PORTAL_ENTRY__].concat(filesForPath(__PORTAL_PATHS__, win.location.pathname)));
  } catch (e) {
    /* a hint only */
  }
})();
