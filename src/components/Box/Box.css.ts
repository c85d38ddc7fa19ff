// Box's list styles: the reset Stack and Inline give `ul`/`ol`, and the indented variant for lists that keep
// their markers.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** Lists rendered by Stack/Inline lose their bullets and indentation (they are layout, not prose). */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A Stack list that keeps its markers (a list of links, steps): indented for them, no outer margin. */
export const listWithMarkers = style({ margin: 0, paddingInlineStart: vars.space.lg });

// Columns' styles live in Columns.css.ts: only a build that uses Columns ships them.
export type { CollapseBelow, ColumnWidth } from './Columns.css.ts';
