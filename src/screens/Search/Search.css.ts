// The search screen's styles: the query box at reading width, its label, and the query row filling the form.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** the query box stays at reading width however wide the page is */
export const form = style({ maxWidth: vars.size.measure });

export const label = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** the query row fills the form's width (the input takes the room left of the button) */
export const fields = style({ width: '100%' });
