// Breadcrumbs' styles: a wrapping row of small links with separators, the current page in medium weight.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space['2xs'],
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.linkHover },
  ':focus-visible': focusRing,
});
export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
export const separator = style({ display: 'inline-flex', color: vars.color.textMuted });
