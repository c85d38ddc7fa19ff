export {
  Pagination,
  type PaginationProps,
  type PaginationLabels,
  type PaginationRange,
  type NumberedPaginationProps,
  type SequentialPaginationProps,
} from './Pagination.tsx';
export { pageWindow, type PageSlot } from './pageWindow.ts';
