// The visually-hidden class: hidden from sight, still read by screen readers.
import { style } from '@vanilla-extract/css';

/** Hidden from sight, still read by screen readers (the usual clip pattern). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
