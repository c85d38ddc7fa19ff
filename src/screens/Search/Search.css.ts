import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** the query box stays at reading width however wide the page is */
export const form = style({ maxWidth: vars.size.measure });

export const label = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** the input takes the row's room left of the button, and may shrink below its default width */
export const input = style({ flexGrow: 1, minWidth: 0 });
