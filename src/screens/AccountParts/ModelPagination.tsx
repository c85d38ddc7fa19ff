// ModelPagination: the adapter's pagination model of the apps and keys lists as the Pagination component (full
// page loads).
import { Pagination } from '../../components/Pagination/index.ts';
import type { PaginationModel } from '../../model/screenModel.ts';
import type { AccountLabels } from './labels.ts';

/** The adapter's pagination model (apps and keys lists) as the Pagination component: full page loads. */
export function ModelPagination({ pagination, labels }: { pagination: PaginationModel | null; labels: AccountLabels }) {
  if (!pagination || pagination.pageCount < 2) return null;
  const p = labels.components.pagination;
  const url = (n: number) => pagination.pages[n - 1]?.url ?? pagination.pages[0]!.url;
  return (
    <Pagination
      currentPage={pagination.currentPage}
      pageCount={pagination.pageCount}
      hrefForPage={url}
      reloadDocument
      labels={{
        nav: pagination.label || p.nav,
        previous: pagination.previous?.label ?? p.previous,
        next: pagination.next?.label ?? p.next,
        page: (n) => pagination.pages[n - 1]?.label ?? String(n),
      }}
    />
  );
}
