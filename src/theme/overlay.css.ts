// What every modal (confirm dialog, menu sheet, quick search) shares: the backdrop with its fade-in, and the
// surface of the panel above it. Each modal places and sizes its panel and gives its own entrance.
import { createVar, keyframes, style } from '@vanilla-extract/css';
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

/** A modal panel's entrance animation (keyframes, duration, easing): set it in the panel's own style. */
export const modalEntrance = createVar();

/**
 * The panel of a modal, above `modalOverlay`: raised surface, body text, large shadow, no outline when the
 * dialog itself takes focus; its entrance (`modalEntrance`) stops under reduced motion. Compose it:
 * `style([modalSurface, { vars: { [modalEntrance]: … }, top: …, width: … }])`.
 */
export const modalSurface = style({
  position: 'fixed',
  zIndex: 1001,
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  animation: modalEntrance,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  ':focus': { outline: 'none' },
});
