// KeyTable's styles: the limits list, actions, badges and created cells, the preferred column widths, and the
// widths that line up several plans' tables on one page.
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

export const limits = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  gap: `${vars.space['2xs']} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const limitLabel = style({ color: vars.color.textMuted });
export const limitValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${actions} > *`, { whiteSpace: 'nowrap' });
export const limitRow = style({ display: 'contents' });

/** cells start at the top (a row mixes one-line values with the limits list and the buttons) */
export const table = style({});
// Words wrap whole (a limit such as "GET /v1/streams" broke mid-word), and a key or secret stays on one
// line: the columns below are preferred widths (automatic layout), so a column is never narrower than its
// longest key — a 20-character key broke in two in a fixed 24 % column at 1280 px (hold-out round 3),
// and the portal's own keys are 24 characters.
globalStyle(`${table} td, ${table} th`, { verticalAlign: 'top', overflowWrap: 'break-word' });
globalStyle(`${table} td [data-key-value]`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });
// … with its Copy / Show buttons beside it, and a button's label on one line
globalStyle(`${table} td [role="group"], ${table} td [data-key-line]`, { flexWrap: 'nowrap' });

/** preferred column widths (100 % in all): plans' tables line up unless one holds a longer key */
export const col = {
  application: style({ width: '12%' }),
  key: style({ width: '24%' }),
  secret: style({ width: '17%' }),
  status: style({ width: '9%' }),
  created: style({ width: '10%' }),
  limits: style({ width: '16%' }),
  actions: style({ width: '12%' }),
};

/** a status and a "Rotation due" badge side by side (under each other when the column is narrow) */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'] });
/** the created date, then the key's age */
export const created = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });
export const age = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

// ─── aligned tables (issue 35): several plans' tables with the same column widths ────────────────────────────
// Every plan's table gets the same preferred widths, and its key and secret columns the width of the PAGE's
// longest key / secret (not the table's) — that many monospace characters (≈ 0.65 em each at the key's
// size) plus the buttons beside them — so a table whose own keys are shorter still has the same columns.
// The layout stays automatic (the reason above): a column is never narrower than what it holds; a fixed
// layout made the widths exact but clipped the key column where the estimate fell short (layout matrix).
const keyChars = createVar();
const secretChars = createVar();
/** the custom properties' names, for the table's inline style */
export const keyCharsProperty = keyChars.slice(4, -1);
export const secretCharsProperty = secretChars.slice(4, -1);
export const aligned = style({});
// (a labelled button such as "Copy" is wider than a square control: 1.5 controls each; the cell's padding
// on both sides; the layout matrix measured a 24-character key 24 px wider than 0.62 em + 1 control + md)
const charsWide = (chars: string, buttons: number) =>
  `calc(${chars} * 0.65em + ${buttons} * 1.5 * ${vars.size.control} + 2 * ${vars.space.md})`;
globalStyle(`${aligned} th.${col.key}`, {
  '@media': { [media.xl]: { width: `max(24%, ${charsWide(keyChars, 1)})` } },
});
globalStyle(`${aligned} th.${col.secret}`, {
  '@media': { [media.xl]: { width: `max(17%, ${charsWide(secretChars, 2)})` } },
});

/** many keys: smaller rows (the buttons inside keep their own ≥ 24 px height) */
export const compact = style({});
globalStyle(`${compact} > tbody > tr > td, ${compact} > tbody > tr > th`, {
  '@media': { [media.xl]: { paddingTop: vars.space['2xs'], paddingBottom: vars.space['2xs'], verticalAlign: 'middle' } },
});
