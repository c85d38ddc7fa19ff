// Table's public surface: outside src/components/ it is imported only through this file.
export { Table, type TableProps, type CellAlign } from './Table.tsx';
