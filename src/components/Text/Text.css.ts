// Text's styles: the recipe of tones, sizes, weights, alignment, monospace, truncation and anywhere-wrapping.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, lineHeight: vars.font.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      inherit: { fontSize: 'inherit', lineHeight: 'inherit' },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.tone.brand.onSoft },
      positive: { color: vars.tone.positive.onSoft },
      caution: { color: vars.tone.caution.onSoft },
      critical: { color: vars.tone.critical.onSoft },
      info: { color: vars.tone.info.onSoft },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    font: { body: {}, mono: { fontFamily: vars.font.family.mono } },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }, false: {} },
    /** long unbroken strings (keys, URLs) may break anywhere instead of overflowing */
    breakWord: { true: { overflowWrap: 'anywhere' }, false: {} },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular', font: 'body', truncate: false, breakWord: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
