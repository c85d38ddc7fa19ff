// Removes the stylesheets the portal always injects (docs/runtime.md › Boot, step 5). Matching is by file name,
// case-sensitive (`Mashery-base.css` has a capital M), ignoring query strings and fragments.

export const LEGACY_STYLESHEETS: readonly string[] = [
  'Mashery-base.css',
  'mashery-blue.css',
  'print-defaults.css',
  'print-default.css',
  'IE6.css',
  'IE7.css',
  'IE8.css',
  'localdev.css',
];

/** Removed on interactive-docs pages only (path endings). */
export const IODOCS_STYLESHEETS: readonly string[] = ['Iodocs/style.css', 'alpaca.min.css'];

function pathOf(href: string): string {
  return href.split('#')[0]!.split('?')[0]!;
}

export function isLegacyStylesheet(href: string, ioDocs: boolean): boolean {
  const path = pathOf(href.trim());
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (LEGACY_STYLESHEETS.includes(file)) return true;
  if (ioDocs) return IODOCS_STYLESHEETS.some((end) => path === end || path.endsWith(`/${end}`));
  return false;
}

/** Removes legacy <link rel=stylesheet> elements; returns how many were removed. */
export function removeLegacyStylesheets(doc: Document, options: { ioDocs: boolean }): number {
  let removed = 0;
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[href]'))) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('stylesheet')) continue;
    if (isLegacyStylesheet(link.getAttribute('href') ?? '', options.ioDocs)) {
      link.remove();
      removed++;
    }
  }
  return removed;
}
