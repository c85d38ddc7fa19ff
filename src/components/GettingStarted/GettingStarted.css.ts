// GettingStarted's styles: the panel, its progress line and the numbered steps (done ticked and muted, the next
// open step on the brand colour).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { stackedList } from '../../theme/list.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const list = style(stackedList(vars.space.xs));
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.space.xl });
export const marker = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.5em',
  blockSize: '1.5em',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const markerDone = style({
  background: vars.tone.positive.solid,
  borderColor: vars.tone.positive.solid,
  color: vars.tone.positive.onSolid,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  // the next open step's link in semibold (with its marker on the brand colour, below)
  selectors: { '&[aria-current]': { fontWeight: vars.font.weight.semibold } },
});
export const linkDone = style({ color: vars.color.textMuted });
/** the next open step stands out: its number on the brand colour (its link in semibold, above) */
export const markerCurrent = style({
  background: vars.tone.brand.solid,
  borderColor: vars.tone.brand.solid,
  color: vars.tone.brand.onSolid,
});
