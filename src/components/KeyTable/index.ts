export { KeyTable, type KeyTableProps, type KeyTableRow, type KeyTableLabels } from './KeyTable.tsx';
