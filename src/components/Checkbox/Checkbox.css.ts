// The styles of Checkbox, Radio and ChoiceGroup: the control with its label and hint, and the group's fieldset,
// legend and option layout.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
export const input = style({
  flexShrink: 0,
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  margin: 0,
  marginTop: `calc((${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${vars.font.size.lg}) / 2)`,
  accentColor: vars.tone.brand.solid,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { outline: `1px solid ${vars.tone.critical.solid}`, outlineOffset: '1px' } },
});
export const label = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});
export const hintIndent = style({ paddingLeft: `calc(${vars.font.size.lg} + ${vars.space.sm})` });

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const options = style({ display: 'flex', gap: vars.space.sm });
export const vertical = style({ flexDirection: 'column' });
export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl });
