// portal-head.js — Portal Setup › Head JavaScript File URL. A classic script (IIFE, ES5), ≤ 2 KB gz.
// __PORTAL_HEAD__ is replaced at build time with the head settings resolved from theme.config.ts, and
// __PORTAL_ENTRY__ with the app entry's file name: its fetch starts here, while the server page is still
// arriving, not when portal.js runs at the end of the body (runtime/preload.ts) — and with it, for the
// portal's well-known paths, the page's own files (__PORTAL_PATHS__).
import { canRunBundle, runHead, type HeadConfig } from '../runtime/head.ts';
import { filesForPath, modulePreload, type PathPreloads } from '../runtime/preload.ts';
import { runningScriptUrl } from '../lib/unshadowed.ts';

declare const __PORTAL_HEAD__: HeadConfig;
declare const __PORTAL_ENTRY__: string;
/** per URL path of the portal's well-known pages, the files their first render needs (scripts/build/build-portal.ts) */
declare const __PORTAL_PATHS__: PathPreloads;

// First, before anything else the head script does (its own work took 15 ms on a desktop and 60 ms on
// the mobile profile, all of it in front of these requests): the entry and, where the URL names a
// well-known page, that page's files — requested now, while the body is still arriving, instead of when
// portal.js runs at its end (portal.js adds what the body tells; a file asked for twice is fetched once).
// Browsers that keep the server page (canRunBundle false) fetch nothing.
(function () {
  try {
    var base = runningScriptUrl(document);
    if (base && canRunBundle(window))
      modulePreload(document, base, [__PORTAL_ENTRY__].concat(filesForPath(__PORTAL_PATHS__, window.location.pathname)));
  } catch (e) {
    /* a hint only */
  }
})();
runHead(window, __PORTAL_HEAD__);
