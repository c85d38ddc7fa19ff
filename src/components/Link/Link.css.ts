// Link's styles: the tone, underline (always, on hover, never) and weight variants of a text link, with hover
// and focus states.
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    textUnderlineOffset: vars.space['2xs'],
    cursor: 'pointer',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    ':focus-visible': focusRing,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    tone: {
      brand: { color: vars.color.link, ':hover': { color: vars.color.linkHover } },
      neutral: { color: vars.color.text, ':hover': { color: vars.color.link } },
      critical: { color: vars.tone.critical.onSoft, ':hover': { color: vars.tone.critical.solidHover } },
      inherit: { color: 'inherit', ':hover': { color: 'inherit' } },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
      none: { textDecoration: 'none' },
    },
    weight: {
      regular: {},
      semibold: { fontWeight: vars.font.weight.semibold },
    },
    current: {
      true: { fontWeight: vars.font.weight.semibold },
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always', weight: 'regular', current: false },
});
