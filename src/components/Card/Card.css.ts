// Card's styles: the bordered panel (its tone's top border, elevation, padding) and its header, body and actions
// rows.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.xl,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    tone: {
      neutral: {},
      brand: { borderTop: `${vars.space.xs} solid ${vars.tone.brand.solid}` },
      positive: { borderTop: `${vars.space.xs} solid ${vars.tone.positive.solid}` },
      caution: { borderTop: `${vars.space.xs} solid ${vars.tone.caution.solid}` },
      critical: { borderTop: `${vars.space.xs} solid ${vars.tone.critical.solid}` },
      info: { borderTop: `${vars.space.xs} solid ${vars.tone.info.solid}` },
    },
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.sm } },
    padding: { sm: { padding: vars.space.md }, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } },
  },
  defaultVariants: { tone: 'neutral', elevation: 'flat', padding: 'lg' },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: vars.space.xs,
});
