import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

const focus = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const shell = style({});

export const userNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focus },
});

export const logoImage = style({
  display: 'block',
  maxHeight: `calc(${vars.size.control} * 1.25)`,
  width: 'auto',
});

export const search = style({ margin: 0 });

export const searchInput = style({ minWidth: 0 });

export const mainInner = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const accountNavs = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const copyright = style({
  display: 'grid',
  gap: vars.space.xs,
});

/** wrapper of runtime HTML region templates: links and buttons inside keep a visible focus */
export const template = style({});

globalStyle(`${template} a:focus-visible, ${template} button:focus-visible`, focus);
