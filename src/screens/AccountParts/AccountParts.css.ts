import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const keyDetails = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

/** a page section with its own h2 (key, application, report …) */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
