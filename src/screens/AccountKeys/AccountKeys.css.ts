// My Keys' styles: the key filter field with its result count beside it (below it on a short line).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** the filter field and the count beside it (below it when the line is short) */
export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
export const filterField = style({ flex: '1 1 16rem', maxWidth: '28rem' });
export const filterCount = style({ margin: 0, paddingBottom: vars.space.sm });
