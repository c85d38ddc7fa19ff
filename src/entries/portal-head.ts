// portal-head.js — Portal Setup › Head JavaScript File URL. A classic script (IIFE, ES5), ≤ 2 KB gz.
// __PORTAL_HEAD__ is replaced at build time with the head settings resolved from theme.config.ts, and
// __PORTAL_ENTRY__ with the app entry's file name: its fetch starts here, while the server page is still
// arriving, not when portal.js runs at the end of the body (runtime/preload.ts).
import { runHead, type HeadConfig } from '../runtime/head.ts';
import { modulePreload } from '../runtime/preload.ts';
import { callUnshadowed, runningScriptUrl } from '../lib/unshadowed.ts';

declare const __PORTAL_HEAD__: HeadConfig;
declare const __PORTAL_ENTRY__: string;

runHead(window, __PORTAL_HEAD__);
(function () {
  var win = window as Window & { mashery?: { __portalUnsupported?: boolean } };
  try {
    var base = runningScriptUrl(document);
    var script = callUnshadowed<HTMLScriptElement>(document, 'createElement', ['script']);
    // browsers that keep the server page (no modules, or flagged by runHead) fetch nothing
    if (base && !(win.mashery && win.mashery.__portalUnsupported) && 'noModule' in script)
      modulePreload(document, base, [__PORTAL_ENTRY__]);
  } catch (e) {
    /* a hint only */
  }
})();
