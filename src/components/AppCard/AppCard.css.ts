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
