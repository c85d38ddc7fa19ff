// Breakpoints for media queries. CSS custom properties cannot be used inside @media, so components take
// these build-time constants (the same values as the breakpoint tokens).
// PROVISIONAL: read from the provisional theme values until build-tokens lands; the names stay.
import { provisionalLight } from './provisionalValues.ts';

export const breakpoints = provisionalLight.breakpoint;
export type Breakpoint = keyof typeof breakpoints;

/** `@media` condition strings: `media.md` → 'screen and (min-width: 48em)' */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm})`,
  md: `screen and (min-width: ${breakpoints.md})`,
  lg: `screen and (min-width: ${breakpoints.lg})`,
  xl: `screen and (min-width: ${breakpoints.xl})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
