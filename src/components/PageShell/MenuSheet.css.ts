// The menu panel (MenuSheet.tsx): a side sheet from the inline end. Its own file: the sheet loads with the
// `later` deploy file, and so does its CSS (vite.portal.config.ts › LAZY_CSS), not with portal.css.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { modalEntrance, modalOverlay, modalSurface } from '../../theme/overlay.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const sheetOverlay = modalOverlay;
export const sheet = style([
  modalSurface,
  {
    vars: { [modalEntrance]: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    top: 0,
    right: 0,
    bottom: 0,
    width: `min(calc(100vw - ${vars.space['2xl']}), ${vars.size.sidebar} * 1.25)`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
]);
export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: `calc(${vars.size.control} + ${vars.space.sm} * 2)`,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const sheetTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const sheetClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.tone.neutral.soft },
  ':focus-visible': focusRing,
});
export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});
