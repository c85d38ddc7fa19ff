// AppCard's styles: the masked key, the "no key" text and the API column's fixed share, so the key columns of
// several cards line up.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const masked = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  letterSpacing: vars.space['2xs'],
  userSelect: 'none',
});

export const noKey = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/**
 * the API column's share of an API/key table: fixed (with the table's fixed layout from md on), so the key
 * columns of several application cards line up on My Apps instead of following each API name's length
 */
export const apiColumn = style({ width: '35%' });
