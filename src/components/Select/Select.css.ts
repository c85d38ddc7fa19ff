// Select's styles: the native select in the shared control look, with its chevron over the right edge.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const wrapper = style({ position: 'relative', display: 'block', width: '100%' });
export const select = style({
  appearance: 'none',
  paddingRight: `calc(${vars.space.sm} * 2 + 1em)`,
  cursor: 'pointer',
  selectors: { '&[multiple]': { paddingRight: vars.space.sm, backgroundImage: 'none' } },
});
export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  display: 'inline-flex',
  color: vars.color.textMuted,
});
