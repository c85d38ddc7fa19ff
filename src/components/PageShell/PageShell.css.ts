import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { vars, breakpoints, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

// The shell responds to its own width (container queries), not the window's: it then also adapts when the
// portal embeds it in a narrower column, and stories can show the small-screen layout in a narrow frame.
const shellContainer = createContainer();
const wide = `${shellContainer} (min-width: ${breakpoints.md})`;
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

// The header: one full-bleed row, control height plus a small padding (56 px with the default tokens) on
// every width. Its parts come and go by viewport width (media queries: the menu panel is portalled, and
// the header must agree with it): below md the logo and the menu button; from md the search too; from xl
// the primary nav, the colour scheme switch and the user nav, and no menu button.
const md = media.md;
const xl = media.xl;

export const header = style({
  background: vars.color.header,
  color: vars.color.headerText,
});
export const headerInner = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: `calc(${vars.size.control} + ${vars.space.sm} * 2)`,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
});
export const brand = style({ display: 'flex', alignItems: 'center', minWidth: 0, flex: '0 1 auto', marginRight: 'auto' });
export const primaryNav = style({
  display: 'none',
  minWidth: 0,
  '@media': { [xl]: { display: 'block', flex: '0 1 auto', marginRight: 'auto' } },
});
export const search = style({
  display: 'none',
  minWidth: 0,
  '@media': { [md]: { display: 'block', flex: `0 1 ${vars.size.sidebar}` } },
});
export const schemeSwitch = style({ display: 'none', '@media': { [xl]: { display: 'flex', flex: 'none' } } });
export const userNav = style({
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': { [xl]: { display: 'flex', alignItems: 'center', flex: 'none' } },
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
  '@media': { [xl]: { display: 'none' } },
});

// --- the menu panel (MenuSheet.tsx): a side sheet from the inline end -------------------------------
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
export const sheet = style({
  position: 'fixed',
  zIndex: 1001,
  top: 0,
  right: 0,
  bottom: 0,
  boxSizing: 'border-box',
  width: `min(calc(100vw - ${vars.space['2xl']}), ${vars.size.sidebar} * 1.25)`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  ':focus': { outline: 'none' },
});
export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: `calc(${vars.size.control} + ${vars.space.sm} * 2)`,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const sheetTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const sheetClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.tone.neutral.soft },
  ':focus-visible': focusRing,
});
export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
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
export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
});
