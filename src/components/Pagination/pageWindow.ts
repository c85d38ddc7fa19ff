// Which page numbers Pagination shows: a fixed number of slots (first, last, the current one's neighbours, and
// gaps), so the controls do not jump around.
export type PageSlot = number | 'gap';

/**
 * The page numbers to show, always the same number of slots (so the controls do not jump around):
 * the first and last page, `siblings` pages either side of the current one, and 'gap' where pages are left
 * out. When everything fits in those slots, every page is shown.
 */
export function pageWindow(current: number, count: number, siblings = 1): PageSlot[] {
  if (count <= 0) return [];
  const page = Math.min(Math.max(1, current), count);
  const slots = 2 * siblings + 5; // first, gap, siblings, current, siblings, gap, last
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= slots) return range(1, count);
  const edge = slots - 2; // pages shown together with one gap and one far end
  if (page <= siblings + 3) return [...range(1, edge), 'gap', count];
  if (page >= count - siblings - 2) return [1, 'gap', ...range(count - edge + 1, count)];
  return [1, 'gap', ...range(page - siblings, page + siblings), 'gap', count];
}
