import { style } from '@vanilla-extract/css';
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
