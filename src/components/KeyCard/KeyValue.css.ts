import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** a plain key and its Copy button, wrapping together */
export const plain = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});
