// HeadingAnchors' styles: the copy-link button at a heading's end, shown on hover and focus (always on touch
// screens).
import { style } from '@vanilla-extract/css';
import { anchorSize as buttonSize } from './anchoredBody.css.ts';
import { media, vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const anchor = style({});

export const button = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc((1lh - ${buttonSize}) / 2)`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: buttonSize,
  height: buttonSize,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`:is(h2, h3, h4):hover > ${anchor} > &`]: { opacity: 1 },
    '&:hover': { background: vars.tone.neutral.soft, color: vars.color.text },
    '&:focus-visible': { ...focusRing, opacity: 1 },
    '&[data-copied]': { opacity: 1, color: vars.tone.positive.solid },
  },
  '@media': {
    // touch screens have no hover: the button is always shown
    '(hover: none)': { opacity: 1 },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const icon = style({ width: '1em', height: '1em', fontSize: vars.font.size.md });
