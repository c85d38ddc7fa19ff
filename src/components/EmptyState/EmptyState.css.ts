// EmptyState's styles: a centred, dashed, sunken box with its icon, body and actions.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space['2xl']} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const icon = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size['3xl'],
  lineHeight: 1,
  display: 'inline-flex',
});
export const body = style({ maxWidth: vars.size.measure, color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
