// FormField's styles: the field, its label (above or inline), hint, required mark and errors, and the shared look
// of text inputs, selects and textareas (`control`).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  border: 0,
  margin: 0,
  padding: 0,
});
export const inlineRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  padding: 0,
});
export const inlineLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
});
export const requiredMark = style({ color: vars.tone.critical.onSoft });
export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.tone.critical.onSoft,
  fontWeight: vars.font.weight.medium,
});
export const errorIcon = style({ flexShrink: 0, display: 'inline-flex', marginTop: vars.space['2xs'] });

/** The shared look of text inputs, selects and textareas. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  ':focus-visible': { ...focusRing, borderColor: vars.color.focusRing },
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.tone.critical.solid, boxShadow: `inset 0 0 0 1px ${vars.tone.critical.solid}` },
    '&:disabled, &[readonly]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});
