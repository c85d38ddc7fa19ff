// KeyValue's style: a plain key and its Copy button kept on one row, the key breaking within its own box.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/**
 * a plain key and its Copy button on one row: the button stays beside the key (it wrapped under it in a
 * table cell or a card, a stray icon on a line of its own), the key breaks within its own box instead
 */
export const plain = style({
  display: 'inline-flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});
globalStyle(`${plain} > :first-child`, { minWidth: 0 });
globalStyle(`${plain} > :last-child`, { flex: 'none' });
