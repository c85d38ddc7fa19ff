// The only scripts the theme ever adds to a page. Nothing read from a page (a fetched key-activity page's
// `<script src>`, a link, an attribute) can widen this list: it is fixed at build time.
//   - the theme's own files: the folder this chunk was loaded from (the deploy folder, e.g. /files/);
//   - the hosted portal's report scripts (docs/reporting.md › The portal's report scripts), in load order;
//   - the portal's I/O Docs helper scripts;
//   - reCAPTCHA (reloaded on in-place pages that carry a reCAPTCHA element: docs/runtime.md › Enhancements).
// Portal-relative paths are matched on the page's own origin. Query strings and fragments are ignored.
import { IO_DOCS_HELPER_SCRIPTS, LEGACY_REPORT_SCRIPTS, RECAPTCHA_SCRIPT } from '../lib/portalScripts.ts';

const withoutQuery = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * A checker for script URLs: `pageUrl` is the page's URL (its origin hosts the portal's own scripts),
 * `themeFolder` the URL of the folder the theme's files are served from.
 */
export function scriptAllowList(pageUrl: string, themeFolder: string): (url: string) => boolean {
  const fixed = new Set(
    [...LEGACY_REPORT_SCRIPTS, ...IO_DOCS_HELPER_SCRIPTS, RECAPTCHA_SCRIPT].map((u) => withoutQuery(new URL(u, pageUrl))),
  );
  const folder = new URL('./', themeFolder);
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    // Stryker disable next-line ConditionalExpression: equivalent — defence in depth; no other scheme's origin + path can equal an allowed entry or start with the folder's path (blob: keeps its inner URL in the path)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    if (fixed.has(withoutQuery(parsed))) return true;
    const inFolder = parsed.origin === folder.origin && parsed.pathname.startsWith(folder.pathname);
    return inFolder && /^[^/]+\.m?js$/.test(parsed.pathname.slice(folder.pathname.length));
  };
}
