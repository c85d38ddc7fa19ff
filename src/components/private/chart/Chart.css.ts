// The charts' styles: the series colours from the palette tokens (stroke, fill, swatch), the frame, caption,
// summary, plot, axes, tooltip, legend and the table alternative.
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../../theme/index.ts';
import { focusRing } from '../../../theme/focus.css.ts';

const palette = [
  vars.chart[1],
  vars.chart[2],
  vars.chart[3],
  vars.chart[4],
  vars.chart[5],
  vars.chart[6],
  vars.chart[7],
  vars.chart[8],
];
export const seriesCount = palette.length;

/**
 * Stroke/fill/background classes for series 0…7 (the chart palette tokens). Each is two classes: the
 * series' colour as a variable (8 rules) and the property that reads it (3 rules), not 24 rules.
 */
const seriesVar = createVar();
const seriesColor = palette.map((color) => style({ vars: { [seriesVar]: color } }));
const strokeOf = style({ stroke: seriesVar });
const fillOf = style({ fill: seriesVar });
const backgroundOf = style({ background: seriesVar });
export const seriesStroke: string[] = seriesColor.map((c) => `${c} ${strokeOf}`);
export const seriesFill: string[] = seriesColor.map((c) => `${c} ${fillOf}`);
export const seriesSwatch: string[] = seriesColor.map((c) => `${c} ${backgroundOf}`);

export const frame = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const empty = style({
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const plotRoot = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

export const plotFocus = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const axisLine = style({ stroke: vars.chart.axis });
export const axisTick = style({});
globalStyle(`${axisTick} line`, { stroke: vars.chart.axis });
export const axisLabel = style({
  fill: vars.chart.axis,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
});
export const gridLine = style({ stroke: vars.chart.grid, strokeWidth: 1 });
export const line = style({ fill: 'none', strokeWidth: vars.space['2xs'], strokeLinejoin: 'round', strokeLinecap: 'round' });
export const dot = style({ stroke: vars.color.surfaceRaised, strokeWidth: vars.space['2xs'] });
export const bar = style({
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const barDimmed = style({ opacity: 0.45 });
export const cursorLine = style({
  stroke: vars.chart.axis,
  strokeWidth: 1,
  strokeDasharray: `${vars.space.xs} ${vars.space['2xs']}`,
});
export const overlay = style({ fill: 'transparent', cursor: 'crosshair' });

export const tooltip = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.chart.tooltipBackground,
  color: vars.chart.tooltipText,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});
export const tooltipTitle = style({ fontWeight: vars.font.weight.semibold });
export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  marginTop: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.sm,
});

export const placeholder = style({
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const tableCaption = style({
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.xs,
  color: vars.color.text,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${table} thead th`, { borderBottomColor: vars.color.borderStrong, fontWeight: vars.font.weight.semibold });
export const numeric = style({});
globalStyle(`${table} ${numeric}`, { textAlign: 'right' });
