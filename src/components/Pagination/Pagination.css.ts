// Pagination's styles: the summary line, the list of page controls (current, disabled) and the gap marker.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
});
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2xs'],
    minWidth: vars.size.control,
    minHeight: vars.size.control,
    boxSizing: 'border-box',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.link,
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    ':focus-visible': focusRing,
  },
  variants: {
    state: {
      link: { ':hover': { background: vars.tone.brand.soft, borderColor: vars.tone.brand.border } },
      current: {
        background: vars.tone.brand.solid,
        borderColor: vars.tone.brand.solid,
        color: vars.tone.brand.onSolid,
        fontWeight: vars.font.weight.bold,
      },
      disabled: { color: vars.color.textMuted, background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    },
  },
  defaultVariants: { state: 'link' },
});

export const gap = style({ color: vars.color.textMuted, padding: `0 ${vars.space.xs}` });
