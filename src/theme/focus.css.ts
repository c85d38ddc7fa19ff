// The one focus indicator every interactive component spreads into `:focus-visible`.
import { vars } from './contract.css.ts';

/** The one focus indicator every interactive component uses (spread into `:focus-visible`). */
export const focusRing = {
  outline: `${vars.space['2xs']} solid ${vars.color.focusRing}`,
  outlineOffset: vars.space['2xs'],
} as const;
