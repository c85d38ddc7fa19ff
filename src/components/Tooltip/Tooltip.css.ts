// Tooltip's styles: the trigger (dotted underline) and the bubble above or below it.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const wrapper = style({ position: 'relative', display: 'inline-block' });

export const trigger = style({
  display: 'inline',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: vars.space['2xs'],
  cursor: 'help',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

const bubbleBase = style({
  position: 'absolute',
  left: '50%',
  zIndex: 10,
  width: 'max-content',
  maxWidth: `min(calc(${vars.size.measure} / 2), calc(100vw - ${vars.space.xl}))`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.chart.tooltipBackground,
  color: vars.chart.tooltipText,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'left',
  whiteSpace: 'normal',
  animationDuration: vars.motion.duration.fast,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const bubble = styleVariants({
  top: [bubbleBase, { bottom: `calc(100% + ${vars.space.xs})` }],
  bottom: [bubbleBase, { top: `calc(100% + ${vars.space.xs})` }],
});
