import type { BreadcrumbItem } from '../../components/Breadcrumbs/index.ts';
import type { LinkModel } from '../../adapter/types.ts';

const pathKey = (url: string, base: string): string | null => {
  try {
    return decodeURI(new URL(url, base).pathname).replace(/\/+$/, '').toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The forum's breadcrumb trail for the Breadcrumbs component, whose last item is the current page. When
 * the server's last crumb is not this page (the add-topic form ends its trail with the category), the
 * page's own heading is added as the current, unlinked item.
 */
export function breadcrumbTrail(crumbs: readonly LinkModel[], heading: string | null, pageUrl: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = crumbs.map((c) => ({ label: c.label, url: c.url }));
  const last = crumbs[crumbs.length - 1];
  const here = pathKey(pageUrl, pageUrl);
  if (heading && (!last || pathKey(last.url, pageUrl) !== here)) items.push({ label: heading, url: null });
  return items;
}
