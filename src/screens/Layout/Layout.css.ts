import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing as focus } from '../../theme/focus.css.ts';
import { vars } from '../../theme/index.ts';

/** Sign Out in the header: a submit button for the hidden logout form that looks like the nav links. */
export const signOut = style({
  appearance: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: vars.space['2xs'] },
    '&:focus-visible': focus,
  },
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

/** wrapper of runtime HTML region templates: links and buttons inside keep a visible focus */
export const template = style({});

globalStyle(`${template} a:focus-visible, ${template} button:focus-visible`, focus);

/** header regions (user nav, primary nav) sit on the header colour: their template links take its text colour */
export const headerTemplate = style({ color: vars.color.headerText });

globalStyle(`${headerTemplate} a`, { color: 'inherit' });
globalStyle(`${headerTemplate} ul`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Editors' page tools (the server's edit link): a quiet line above the screen, aligned to the end. */
export const pageTools = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  alignItems: 'center',
});
// a target of at least 24 px (WCAG 2.5.8): the link is not inline in text
globalStyle(`${pageTools} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.control} * 0.75)`,
});
