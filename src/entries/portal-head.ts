// portal-head.js — Portal Setup › Head JavaScript File URL. A classic script (IIFE, ES5).
// __PORTAL_HEAD__ is replaced at build time with the head settings resolved from theme.config.ts,
// for the portal's well-known paths, the page's own files are requested here, while the server page is still
// arriving (__PORTAL_PATHS__; the app itself arrives in portal.js); then, once #page is parsed, what the body asks for
// (__PORTAL_PAGES__: body classes, Markdown bodies, code samples, markup; runtime/preload.ts).
import { canRunBundle, runHead, type HeadConfig } from '../runtime/head.ts';
import {
  bodyClassName,
  filesForPage,
  filesForPath,
  modulePreload,
  pageHasCode,
  pageHasMarkup,
  pageNeedsMarkdown,
  whenPageParsed,
  type PagePreloads,
  type PathPreloads,
} from '../runtime/preload.ts';
import { runningScriptUrl } from '../lib/unshadowed.ts';

declare const __PORTAL_HEAD__: HeadConfig;
/** per URL path of the portal's well-known pages, the files their first render needs (scripts/build/build-portal.ts) */
declare const __PORTAL_PATHS__: PathPreloads;
/** per body-class rule, the files a page type's first render needs (scripts/build/build-portal.ts) */
declare const __PORTAL_PAGES__: PagePreloads;

// First, before anything else the head script does (its own work took 15 ms on a desktop and 60 ms on
// the mobile profile, all of it in front of these requests): where the URL names a well-known page, that
// page's files — requested now, while the body is still arriving. Browsers
// that keep the server page (canRunBundle false) fetch nothing. (portal.js preloads nothing: the head
// script knows everything it would, earlier.)
(function () {
  try {
    var base = runningScriptUrl(document);
    if (!base || !canRunBundle(window)) return;
    modulePreload(document, base, filesForPath(__PORTAL_PATHS__, window.location.pathname));
    // what the page itself tells, as soon as it is parsed (a file asked for twice is fetched once)
    whenPageParsed(window, function () {
      var doc = document;
      modulePreload(
        doc,
        base as string,
        filesForPage(
          __PORTAL_PAGES__,
          bodyClassName(doc),
          pageHasCode(doc),
          function (countBodies) {
            return pageHasMarkup(doc, countBodies);
          },
          pageNeedsMarkdown(doc),
        ),
      );
    });
  } catch (e) {
    /* a hint only */
  }
})();
runHead(window, __PORTAL_HEAD__);
