// SidebarLayout's styles: one column on small screens, the sidebar beside the content from `md` (an aside
// column from `lg`), the sticky sidebar and the fold-out toggle.
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** one column on small screens (the sidebar under the main content); from `md` on, the sidebar beside it */
export const layout = style({
  '@media': {
    [media.md]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.size.sidebar}`,
      alignItems: 'start',
    },
  },
});

/** sidebarPosition="start": from `md` on the sidebar comes first (it does in the source order too) */
export const layoutStart = style({
  '@media': {
    [media.md]: { gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)` },
  },
});

/** with an `aside`: a third column from `lg` on (the sidebar a little narrower to leave the content its room) */
export const layoutWithAside = style({
  '@media': {
    [media.lg]: {
      gridTemplateColumns: `calc(${vars.size.sidebar} * 0.875) minmax(0, 1fr) calc(${vars.size.sidebar} * 0.75)`,
    },
  },
});

/** both columns may shrink below their content's width: long words and wide tables wrap or scroll inside */
export const column = style({ minWidth: 0 });

/** the aside column: only from `lg` on */
export const aside = style({
  minWidth: 0,
  display: 'none',
  '@media': { [media.lg]: { display: 'block', alignSelf: 'stretch' } },
});

/** sticky sidebar (from `md` on): stays in view and scrolls on its own when taller than the window */
export const sticky = style({
  '@media': {
    [media.md]: {
      position: 'sticky',
      // below the sticky header (size.header)
      top: `calc(${vars.size.header} + ${vars.space.xl})`,
      maxHeight: `calc(100vh - ${vars.size.header} - 2 * ${vars.space.xl})`,
      overflowY: 'auto',
      // room for the focus ring of the links at the edges of the scrolling box
      padding: vars.space['2xs'],
    },
  },
});

/** collapsible: the disclosure button, shown below `md` only */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  ':hover': { background: vars.tone.neutral.soft },
  '@media': { [media.md]: { display: 'none' } },
});

export const chevron = style({
  flexShrink: 0,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** collapsible: the panel is closed below `md` until opened; from `md` on it is always shown */
export const closed = style({
  display: 'none',
  '@media': { [media.md]: { display: 'flex' } },
});

/** collapsible: its heading is the toggle's text below `md`; shown from `md` on */
export const headingWide = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block' } },
});

export const sidebarHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
