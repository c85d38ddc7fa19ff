// WayOn's styles (the way on from a dead end): the search box at reading width and the suggestions in two
// columns from `md`, each a full-width target.
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

/** the search box at reading width */
export const form = style({ maxWidth: vars.size.measure });
export const label = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });
export const fields = style({ width: '100%' });

/** the suggestions: two columns from md, each a full-width target */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  maxWidth: vars.size.measure,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg } },
});
export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.control} * 0.75)`,
  paddingInline: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
});
globalStyle(`${suggestion}:hover`, { borderInlineStartColor: vars.color.link });
