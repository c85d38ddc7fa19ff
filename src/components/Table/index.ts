export { Table, type TableProps, type CellAlign } from './Table.tsx';
