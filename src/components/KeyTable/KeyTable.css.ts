import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

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
globalStyle(`${table} td [role="group"], ${table} td :has(> [data-key-value])`, { flexWrap: 'nowrap' });

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
