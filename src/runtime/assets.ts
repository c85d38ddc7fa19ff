// On-demand assets: a script or stylesheet by URL, loaded once, with a promise. Used for the
// interactive-docs scripts, the reporting scripts (key-activity fallback), reCAPTCHA and extra styles.
// Only external files are loaded (never inline code), so it works under `script-src 'self'`
// for same-origin files; other hosts need the portal's CSP to allow them. Scripts come only from the
// allow-list the loader is given (runtime/scriptAllowList.ts): never a URL read from page content. Under
// Trusted Types each script URL is signed by the kit's policy, which enforces the same list.
import { trustedScriptUrl } from '../components/ServerHtml/trustedTypes.ts';
import { baseUrlOf } from '../lib/unshadowed.ts';

export interface AssetLoader {
  loadScript(url: string, options?: ScriptOptions): Promise<void>;
  loadStyle(url: string, options?: { media?: string }): Promise<void>;
  /** forget a script so the next loadScript adds it again (e.g. reCAPTCHA after an in-place load) */
  reloadScript(url: string, options?: ScriptOptions): Promise<void>;
}

export interface ScriptOptions {
  /** load as an ES module */
  module?: boolean;
  /** keep execution order with other ordered scripts (async=false) */
  ordered?: boolean;
  /** extra attributes (data-*, crossorigin, integrity, nonce …) */
  attributes?: Record<string, string>;
}

/** resolved against the document's real base URL (a named element called `baseURI` cannot stand in) */
function absolute(doc: Document, url: string): string {
  return new URL(url, baseUrlOf(doc)).href;
}

function allowedUrl(url: string): boolean {
  return /^https?:$/.test(new URL(url).protocol);
}

/**
 * The assets service for `doc`. `allowScript` decides which absolute script URLs may be added (the
 * runtime passes its allow-list; anything else is refused before an element is created).
 */
export function createAssetLoader(doc: Document, allowScript: (url: string) => boolean): AssetLoader {
  const scripts = new Map<string, Promise<void>>();
  const styles = new Map<string, Promise<void>>();

  const addScript = (href: string, options: ScriptOptions): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const el = doc.createElement('script');
      if (options.module) el.type = 'module';
      el.async = !options.ordered;
      for (const [name, value] of Object.entries(options.attributes ?? {})) el.setAttribute(name, value);
      el.setAttribute('data-portal-asset', '');
      el.addEventListener('load', () => resolve(), { once: true });
      el.addEventListener('error', () => reject(new Error(`could not load script ${href}`)), { once: true });
      el.src = trustedScriptUrl(href);
      doc.head.appendChild(el);
    });

  const loader: AssetLoader = {
    loadScript(url, options = {}) {
      let href: string;
      try {
        href = absolute(doc, url);
        if (!allowedUrl(href) || !allowScript(href)) return Promise.reject(new Error(`refusing to load script ${url}`));
      } catch {
        return Promise.reject(new Error(`invalid script URL ${url}`));
      }
      const known = scripts.get(href);
      if (known) return known;
      const existing = Array.from(doc.scripts).some((s) => s.src === href && !s.hasAttribute('data-portal-asset'));
      const promise = existing ? Promise.resolve() : addScript(href, options);
      scripts.set(href, promise);
      promise.catch(() => scripts.delete(href)); // a failed load may be retried later
      return promise;
    },
    reloadScript(url, options = {}) {
      try {
        const href = absolute(doc, url);
        scripts.delete(href);
        for (const s of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-portal-asset]')))
          if (s.src === href) s.remove();
      } catch {
        /* loadScript reports the bad URL */
      }
      return loader.loadScript(url, options);
    },
    loadStyle(url, options = {}) {
      let href: string;
      try {
        href = absolute(doc, url);
        if (!allowedUrl(href)) return Promise.reject(new Error(`refusing to load stylesheet ${url}`));
      } catch {
        return Promise.reject(new Error(`invalid stylesheet URL ${url}`));
      }
      const known = styles.get(href);
      if (known) return known;
      const existing = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).some((l) => l.href === href);
      const promise = existing
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const el = doc.createElement('link');
            el.rel = 'stylesheet';
            if (options.media) el.media = options.media;
            el.addEventListener('load', () => resolve(), { once: true });
            el.addEventListener('error', () => reject(new Error(`could not load stylesheet ${href}`)), { once: true });
            el.href = href;
            doc.head.appendChild(el);
          });
      styles.set(href, promise);
      promise.catch(() => styles.delete(href));
      return promise;
    },
  };
  return loader;
}
