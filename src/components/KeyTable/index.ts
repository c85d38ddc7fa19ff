export { KeyTable, type KeyTableProps, type KeyTableRow, type KeyTableLabels, type KeyTableColumn } from './KeyTable.tsx';
