// AccountNav's styles: a horizontally scrolling row of tabs over a bottom rule, the current tab underlined.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  fontFamily: vars.font.family.body,
});

export const tab = recipe({
  base: {
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    marginBottom: '-1px',
    borderBottom: `${vars.space.xs} solid transparent`,
    borderTopLeftRadius: vars.radius.md,
    borderTopRightRadius: vars.radius.md,
    color: vars.color.textMuted,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    fontWeight: vars.font.weight.medium,
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    ':hover': { color: vars.color.text, borderBottomColor: vars.color.borderStrong },
    // inset so the ring is not clipped by the scrolling list
    ':focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.space.xs})` },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    active: {
      true: {
        color: vars.tone.brand.onSoft,
        borderBottomColor: vars.tone.brand.solid,
        fontWeight: vars.font.weight.semibold,
        ':hover': { color: vars.tone.brand.onSoft, borderBottomColor: vars.tone.brand.solid },
      },
      false: {},
    },
  },
  defaultVariants: { active: false },
});
