// Pagination's public surface (with pageWindow): outside src/components/ they are imported only through this
// file.
export {
  Pagination,
  type PaginationProps,
  type PaginationLabels,
  type PaginationRange,
  type NumberedPaginationProps,
  type SequentialPaginationProps,
} from './Pagination.tsx';
export { pageWindow, type PageSlot } from './pageWindow.ts';
