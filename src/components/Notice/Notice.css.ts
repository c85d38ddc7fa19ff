// Notice's styles: the tone recipe of the message box, its icon, title, body and message list.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';

export const notice = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'flex-start',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: '1px',
    borderLeftWidth: vars.space.xs,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      info: {
        background: vars.tone.info.soft,
        color: vars.tone.info.onSoft,
        borderColor: vars.tone.info.border,
        borderLeftColor: vars.tone.info.solid,
      },
      positive: {
        background: vars.tone.positive.soft,
        color: vars.tone.positive.onSoft,
        borderColor: vars.tone.positive.border,
        borderLeftColor: vars.tone.positive.solid,
      },
      caution: {
        background: vars.tone.caution.soft,
        color: vars.tone.caution.onSoft,
        borderColor: vars.tone.caution.border,
        borderLeftColor: vars.tone.caution.solid,
      },
      critical: {
        background: vars.tone.critical.soft,
        color: vars.tone.critical.onSoft,
        borderColor: vars.tone.critical.border,
        borderLeftColor: vars.tone.critical.solid,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  width: vars.font.size.xl,
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
  alignItems: 'center',
});
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 auto' });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  color: 'inherit',
});
export const body = style({ margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.xl });
