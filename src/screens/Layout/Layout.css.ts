// The layout's styles: Sign Out as a nav-like button (header and menu panel), the user nav, where the search
// forms show, the menu panel's sections and the portal name or logo.
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing as focus } from '../../theme/focus.css.ts';
import { media, vars } from '../../theme/index.ts';

/** Sign Out in the header: a submit button for the hidden logout form that looks like the nav links. */
export const signOut = style({
  appearance: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  // like the header's links: no underline until hovered (links are underlined in prose only; issue 13)
  textDecoration: 'none',
  textUnderlineOffset: vars.space['2xs'],
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focus,
  },
});

/** Sign Out in the menu panel: a row like the panel's links */
export const signOutVertical = style([
  signOut,
  { display: 'flex', alignItems: 'center', width: '100%', minHeight: vars.size.control, padding: `0 ${vars.space.md}` },
]);

/** the user nav in the header: one row, nothing wraps */
export const userNavRow = style({ flexWrap: 'nowrap', whiteSpace: 'nowrap' });

/** the user nav in the menu panel: a vertical list, each entry a full-width target */
export const userNavVertical = style({ flexDirection: 'column', alignItems: 'stretch' });
globalStyle(`${userNavVertical} a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
});

/** the search form in the menu panel: only below lg, where the header has none */
export const menuSearch = style({ '@media': { [media.lg]: { display: 'none' } } });

/** the search form in the header: from lg (below, the quick-search trigger and the menu panel's form) */
export const headerSearch = style({ display: 'none', minWidth: 0, '@media': { [media.lg]: { display: 'block' } } });

/** the panel's sections: the primary nav, then the user's links, then the scheme switch */
export const menuSection = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0, borderTop: 0 } },
});

// The name on one line, centred in a 30 px target. At 320 px "Acme Developer Portal" did not fit beside the
// two header buttons and lost its end to the ellipsis: the size follows the viewport between sm and md type
// (md from 364 px), so the name fits at 320 px; a longer name still ends in an ellipsis.
export const logo = style({
  display: 'block',
  lineHeight: `calc(${vars.size.control} * 0.75)`,
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: vars.font.family.heading,
  fontSize: `clamp(${vars.font.size.sm}, 4.4vw, ${vars.font.size.md})`,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
  minHeight: `calc(${vars.size.control} * 0.75)`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focus },
});

export const logoImage = style({
  display: 'block',
  // inside the sticky bar (size.header) with its padding
  maxHeight: `calc(${vars.size.header} - ${vars.space.sm} * 2)`,
  width: 'auto',
});

export const search = style({ margin: 0 });

export const searchInput = style({ minWidth: 0, flex: '1 1 auto' });

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
