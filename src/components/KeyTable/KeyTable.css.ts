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
export const limitRow = style({ display: 'contents' });

/** cells start at the top (a row mixes one-line values with the limits list and the buttons) */
export const table = style({});
globalStyle(`${table} td, ${table} th`, { verticalAlign: 'top' });

/** column widths (fixed layout): every plan's table lines up with the others */
export const col = {
  application: style({ width: '16%' }),
  key: style({ width: '24%' }),
  secret: style({ width: '20%' }),
  status: style({ width: '10%' }),
  created: style({ width: '11%' }),
  limits: style({ width: '19%' }),
  actions: style({ width: '20%' }),
};
