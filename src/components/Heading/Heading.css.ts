// Heading's styles: the type scale's sizes (each with its weight), tones and alignment, independent of the
// heading's level.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'break-word',
    ':focus-visible': focusRing,
  },
  variants: {
    size: {
      '3xl': { fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold },
      '2xl': { fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold },
      xl: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold },
      lg: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
      md: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
    },
    tone: {
      neutral: {},
      brand: { color: vars.tone.brand.onSoft },
      muted: { color: vars.color.textMuted },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'xl', tone: 'neutral', align: 'left' },
});
