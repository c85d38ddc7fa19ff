// SecretField's styles: the labelled group, the monospace value or its mask, and the action buttons.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  marginRight: vars.space.xs,
});

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.control} - ${vars.space.sm})`,
  boxSizing: 'border-box',
  maxWidth: '100%',
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const code = style({ fontFamily: 'inherit', fontSize: 'inherit', background: 'none', padding: 0, color: 'inherit' });

export const mask = style({ color: vars.color.textMuted, letterSpacing: vars.space['2xs'], userSelect: 'none' });

export const actions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
