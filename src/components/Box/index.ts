// The layout primitives' public surface (Box, Stack, Inline, Columns, cx): outside src/components/ they are
// imported only through this file.
export { Box, splitSprinkles, type BoxProps } from './Box.tsx';
export { Stack, type StackProps, type StackAlign } from './Stack.tsx';
export { Inline, type InlineProps, type InlineAlign, type InlineAlignY } from './Inline.tsx';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './Columns.tsx';
export type { ColumnWidth, CollapseBelow } from './Box.css.ts';
export { cx } from '../private/cx.ts';
