// ConfirmDialog's styles: the centred modal surface (shared overlay tokens) with its rise-in entrance, title,
// message, object name and actions.
import { modalEntrance, modalOverlay, modalSurface } from '../../theme/overlay.css.ts';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

const rise = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.sm}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = modalOverlay;

export const content = style([
  modalSurface,
  {
    vars: { [modalEntrance]: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}` },
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `min(calc(100vw - ${vars.space.xl}), calc(${vars.size.measure} * 0.65))`,
    maxHeight: `calc(100vh - ${vars.space['2xl']})`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
  },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const message = style({ margin: 0 });

export const objectName = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `${vars.space.xs} solid ${vars.tone.critical.border}`,
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
