import { createContainer, style } from '@vanilla-extract/css';
import { vars, breakpoints } from '../../theme/index.ts';
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

export const header = style({ background: vars.color.header, color: vars.color.headerText });
export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.md,
});
export const brand = style({ display: 'flex', alignItems: 'center', marginRight: 'auto', minWidth: 0 });
export const userNav = style({ display: 'flex', alignItems: 'center' });
export const search = style({ flex: '1 1 100%', order: 10, '@container': { [wide]: { flex: '0 1 auto', order: 0 } } });

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.headerText}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.headerText,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineColor: vars.color.headerText },
  '@container': { [wide]: { display: 'none' } },
});

export const primaryNav = style({
  display: 'none',
  flex: '1 1 100%',
  order: 20,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@container': { [wide]: { display: 'block' } },
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
