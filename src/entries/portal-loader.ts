// portal.js — Portal Setup › Body JavaScript File URL. A classic script: it starts the app module
// (portal-app-<hash>.js, an ES module) from the folder it was itself loaded from, so every chunk resolves
// relative to /files/. Written in ES5 so older browsers parse it and simply keep the server page.
import { reveal } from '../runtime/head.ts';

/** file name of the app entry, relative to this script (injected at build time) */
declare const __PORTAL_ENTRY__: string;
/** static imports of the entry, preloaded in parallel with it */
declare const __PORTAL_PRELOAD__: string[];

(function () {
  var w = window as Window & { mashery?: { globals?: Record<string, unknown>; __portalStarted?: boolean; __portalUnsupported?: boolean } };
  var d = document;
  var m = (w.mashery = w.mashery || {});
  m.globals = m.globals || {};
  if (m.__portalStarted) return; // included twice
  var supported = !m.__portalUnsupported && 'noModule' in d.createElement('script') && typeof w.fetch === 'function';
  if (!supported) {
    reveal(d);
    return;
  }
  var current = d.currentScript as HTMLScriptElement | null;
  var base = current && current.src ? current.src : d.baseURI;
  var fail = function () {
    if (typeof console !== 'undefined') console.warn('[portal] the theme could not be loaded from ' + base + '; showing the portal page.');
    reveal(d);
  };
  try {
    m.__portalStarted = true;
    for (var i = 0; i < __PORTAL_PRELOAD__.length; i++) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(__PORTAL_PRELOAD__[i]!, base).href;
      d.head.appendChild(link);
    }
    var script = d.createElement('script');
    script.type = 'module';
    script.src = new URL(__PORTAL_ENTRY__, base).href;
    script.addEventListener('error', fail);
    d.head.appendChild(script);
  } catch (e) {
    fail();
  }
})();
