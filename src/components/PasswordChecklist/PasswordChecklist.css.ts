// PasswordChecklist's styles: the title and the list of rules, met and unmet told apart by icon shape as well as
// colour.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

const itemBase = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const item = styleVariants({
  met: [itemBase, { color: vars.color.text }],
  unmet: [itemBase, { color: vars.color.textMuted }],
});

const iconBase = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  marginTop: vars.space['2xs'],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
});
export const icon = styleVariants({
  met: [iconBase, { background: vars.tone.positive.solid, color: vars.tone.positive.onSolid }],
  unmet: [
    iconBase,
    {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
  ],
});
