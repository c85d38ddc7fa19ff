import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: vars.size.measure,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const input = style({ flexGrow: 1, minWidth: 0 });
