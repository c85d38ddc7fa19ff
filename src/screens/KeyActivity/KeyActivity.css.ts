// Key activity's styles: the date form, the dimmed charts while a new period loads, the skeletons, the report
// tabs, and the themed frame the portal's own report scripts draw their charts and tables into.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const dateForm = style({ margin: 0 });

/** the previous charts stay while a new period loads, dimmed so the change is visible */
export const updating = style({
  opacity: 0.6,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chartSkeleton = style({ height: `calc(${vars.space['3xl']} * 5)` });
export const barSkeleton = style({ height: `calc(${vars.space['3xl']} * 3)` });

/** the themed frame the portal's own report scripts draw into (their markup inside, themed from here) */
export const legacy = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
  maxWidth: '100%',
  overflowX: 'auto',
});

/** the report tabs: a row of underlined tabs, the active one marked */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.xl,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: `${vars.space['2xs']} solid transparent`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="true"]': { color: vars.color.link, borderBottomColor: vars.color.link },
    '&:focus-visible': focusRing,
  },
});

export const option = style([tab, { marginLeft: 'auto' }]);

export const legacyCharts = style({ minWidth: 0, color: vars.chart[1] });

/** a chart the portal's script draws: its SVG scales to the frame */
export const legacyChart = style({ minWidth: 0 });
globalStyle(`${legacyChart} svg`, { display: 'block', maxWidth: '100%' });
globalStyle(`${legacyChart} .chart-title`, {
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

/** the portal's detail tables, themed like the kit's tables */
export const legacyTables = style({ minWidth: 0, overflowX: 'auto' });
globalStyle(`${legacyTables} table`, { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });
globalStyle(`${legacyTables} caption`, {
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  padding: `${vars.space.xs} 0`,
});
globalStyle(`${legacyTables} th, ${legacyTables} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${legacyTables} th[scope="row"], ${legacyTables} thead th:first-child`, { textAlign: 'start' });
// the detail rows are dates and counts: a date must not break at its hyphens ("2026-11-" / "22" at 390 px);
// the column headings still wrap, and a table wider than its card scrolls inside it
globalStyle(`${legacyTables} tbody th, ${legacyTables} td`, { whiteSpace: 'nowrap' });
