import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const masked = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  letterSpacing: vars.space['2xs'],
  userSelect: 'none',
});

export const noKey = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const created = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const createdLabel = style({ fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });
