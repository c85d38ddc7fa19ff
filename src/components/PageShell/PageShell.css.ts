// PageShell's styles: the shell as a size container, the skip link, the sticky one-row header whose parts come
// and go by width, the sidebar, main region and footer.
import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars, breakpoints, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

// The shell responds to its own width (container queries), not the window's: it then also adapts when the
// portal embeds it in a narrower column, and stories can show the small-screen layout in a narrow frame.
const shellContainer = createContainer();
const wider = `${shellContainer} (min-width: ${breakpoints.lg})`;

export const shell = style({
  containerName: shellContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  textDecoration: 'underline',
  // hidden until focused
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } }, // (:focus-visible implies :focus)
});

// The header: one full-bleed row, `size.header` high (56 px with the default tokens) on every width, never
// wrapping, sticky at the top of the window. Its parts come and go by viewport width (media queries: the menu
// panel is portalled, and the header must agree with it): the logo, the search slot and the menu button
// below xl; from xl the primary nav, the search, the colour scheme switch and the user nav — everything the
// menu panel holds — and no menu button.
const xl = media.xl;

export const header = style({
  position: 'sticky',
  top: 0,
  // above the content's own stacking (sticky columns, code blocks' copy buttons), below dialogs (1001)
  zIndex: 20,
  background: vars.color.header,
  color: vars.color.headerText,
});

/** what sits below the sticky header keeps clear of it: anchored headings and any fragment target */
globalStyle(`${shell} :is(h1, h2, h3, h4, h5, h6, :target)`, {
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
});
export const headerInner = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.header,
  boxSizing: 'border-box',
  '@media': { [xl]: { gap: vars.space.sm } },
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
});
// the logo shrinks last: its own width (up to the control size × 4 before it may ellipsise)
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: `min(100%, calc(${vars.size.control} * 4))`,
  flex: '0 1 auto',
  marginRight: 'auto',
  // from sm the logo keeps its full width: the search field gives way instead
  '@media': { [media.sm]: { flex: 'none' } },
});
export const primaryNav = style({
  display: 'none',
  minWidth: 0,
  '@media': { [xl]: { display: 'block', flex: 'none', marginRight: 'auto' } },
});
// the search slot is always in the row (a quick-search trigger fits even at 320 px); what it holds decides
// what shows at which width (Layout: the search form from lg, the trigger icon-only below md)
export const search = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flex: '0 1 auto',
});
// one row: tighter link padding, no wrapping (below xl the whole nav is in the menu panel)
globalStyle(`${primaryNav} ul`, { flexWrap: 'nowrap', gap: 0 });
globalStyle(`${primaryNav} a`, { paddingLeft: vars.space.xs, paddingRight: vars.space.xs, whiteSpace: 'nowrap' });
// a link with a sub-menu toggle: the chevron sits right after the label (it read as a separate item, 14 px
// from "Documentation" and as far from the next link); the toggle itself stays a 24 px target
globalStyle(`${primaryNav} li > div`, { gap: 0 });
globalStyle(`${primaryNav} a:not(:last-child)`, { paddingRight: 0 });
globalStyle(`${primaryNav} a + button`, { minWidth: `calc(${vars.size.control} * 0.6)` });
// the scheme switch: in the row from xl (beside the search), in the menu panel below
export const schemeSwitch = style({ display: 'none', '@media': { [xl]: { display: 'flex', flex: 'none' } } });
export const userNav = style({
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': { [xl]: { display: 'flex', alignItems: 'center', flex: 'none' } },
});
// the user nav's links and Sign Out: targets of at least 24 px (WCAG 2.5.8) in the header row
globalStyle(`${userNav} a, ${userNav} button`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.control} * 0.75)`,
});

export const menuToggle = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.headerText}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.headerText,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineColor: vars.color.headerText },
  '@media': {
    // below sm an icon-sized button; from xl none (everything the panel holds is in the row)
    [`not all and (min-width: ${breakpoints.sm})`]: {
      justifyContent: 'center',
      minWidth: vars.size.control,
      padding: 0,
    },
    [xl]: { display: 'none' },
  },
});
/** the menu button's text: its accessible name, visually hidden below sm */
export const menuToggleLabel = style({
  '@media': {
    [`not all and (min-width: ${breakpoints.sm})`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({ flex: '1 0 auto', paddingTop: vars.space.xl, paddingBottom: vars.space['2xl'] });
export const withSidebar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@container': { [wider]: { gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`, gap: vars.space['2xl'] } },
});
export const sidebar = style({ minWidth: 0 });
export const main = style({ minWidth: 0, outline: 'none', selectors: { '&:focus-visible': focusRing } });

export const footer = style({
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
export const footerInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.xl,
  paddingBottom: vars.space.xl,
});
/**
 * the footer's nav: its links' text starts on the content edge, like the footer text under it and the page
 * above (NavList's horizontal links are padded by `space.md` on each side for their hover background; the
 * first link's text sat 12 px inside)
 */
export const footerNav = style({});
globalStyle(`${footerNav} ul`, { marginLeft: `calc(${vars.space.md} * -1)`, marginRight: `calc(${vars.space.md} * -1)` });
export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
});
