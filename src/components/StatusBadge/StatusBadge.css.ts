// StatusBadge's styles: the toned badge and its dot.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';

const toned = (t: keyof typeof vars.tone) => ({
  background: vars.tone[t].soft,
  color: vars.tone[t].onSoft,
  borderColor: vars.tone[t].border,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space['2xs']} ${vars.space.sm}`,
    border: '1px solid',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: toned('neutral'),
      brand: toned('brand'),
      positive: toned('positive'),
      caution: toned('caution'),
      critical: toned('critical'),
      info: toned('info'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = recipe({
  base: { width: vars.space.sm, height: vars.space.sm, borderRadius: vars.radius.full, flexShrink: 0 },
  variants: {
    tone: {
      neutral: { background: vars.tone.neutral.solid },
      brand: { background: vars.tone.brand.solid },
      positive: { background: vars.tone.positive.solid },
      caution: { background: vars.tone.caution.solid },
      critical: { background: vars.tone.critical.solid },
      info: { background: vars.tone.info.solid },
    },
  },
});
