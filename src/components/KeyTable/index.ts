// KeyTable's public surface: outside src/components/ it is imported only through this file.
export {
  KeyTable,
  limitCharsOf,
  type KeyTableProps,
  type KeyTableRow,
  type KeyTableLabels,
  type KeyTableColumn,
} from './KeyTable.tsx';
