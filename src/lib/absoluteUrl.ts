// Absolute URLs for everything the theme writes into the page (links, form actions). A path such as
// `/docs` resolves against the document's base URL, which a `<base href>` in page content could re-point;
// an absolute URL cannot be. The base is the shown page's URL on the portal's origin as the runtime knew it
// at boot (`location`, never `document.baseURI`). Pure: only the URL API.

/**
 * `url` resolved against `base` when the result is http(s) (a path, a query, a fragment, a URL on another
 * host); anything else — no base, `mailto:`/`tel:`, a URL that does not parse — as given.
 */
export function absoluteUrl(url: string, base: string | null | undefined): string {
  try {
    const resolved = base && new URL(url, base);
    if (resolved && /^https?:$/.test(resolved.protocol)) return resolved.href;
  } catch {
    /* as given */
  }
  return url;
}

/**
 * The base the theme's URLs resolve against: the shown page's URL when it is on the portal's origin (it
 * always is: in-place loads are same-origin), else the origin's root; null when no http(s) origin is known
 * (Storybook, unit tests: URLs are written as given).
 */
export function urlBaseFor(pageUrl: string, origin: string | null | undefined): string | null {
  const root = absoluteUrl('/', origin);
  if (root === '/') return null;
  const page = absoluteUrl(pageUrl, root);
  return page.startsWith(root) ? page : root;
}
