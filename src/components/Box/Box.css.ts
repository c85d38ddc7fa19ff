import { style } from '@vanilla-extract/css';

/** Lists rendered by Stack/Inline lose their bullets and indentation (they are layout, not prose). */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

// Columns' styles live in Columns.css.ts: only a build that uses Columns ships them.
export type { CollapseBelow, ColumnWidth } from './Columns.css.ts';
