// Previous / next page links of a docs page, in the order of the docs navigation the server printed
// (depth first: a section's pages follow the section). No links when the current page is not in the list.
import type { LinkModel, NavItemModel } from '../model/screenModel.ts';

export interface DocsNeighbours {
  previous: LinkModel | null;
  next: LinkModel | null;
}

function flatten(items: readonly NavItemModel[], into: NavItemModel[] = []): NavItemModel[] {
  for (const item of items) {
    into.push(item);
    flatten(item.children, into);
  }
  return into;
}

/**
 * The pages before and after the current one (the item markCurrent marked `current: 'page'`). Repeats of
 * the current page's link (a section link and its Overview child to one URL) are skipped, so the links
 * always lead somewhere else; null at the ends of the list and for both when the page is not listed.
 */
export function docsNeighbours(items: readonly NavItemModel[]): DocsNeighbours {
  const flat = flatten(items);
  const at = flat.findIndex((item) => item.current === 'page');
  if (at < 0) return { previous: null, next: null };
  const here = flat[at]!.url;
  const link = (item: NavItemModel | undefined): LinkModel | null => (item ? { label: item.label, url: item.url } : null);
  const isCurrent = (item: NavItemModel) => item.current === 'page' || item.url === here;
  return {
    previous: link(
      flat
        .slice(0, at)
        .reverse()
        .find((item) => !isCurrent(item)),
    ),
    next: link(flat.slice(at + 1).find((item) => !isCurrent(item))),
  };
}
