// The backdrop behind every modal (confirm dialog, menu sheet, quick search): one style, one fade-in.
import { keyframes, style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
