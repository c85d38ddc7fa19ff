// App registration's styles: the issued keys as a list of boxed rows — label, monospace key, Copy button.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { stackedList } from '../../theme/list.ts';

export const list = style(stackedList(vars.space.xs));
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const key = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere', minWidth: 0 });
