import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/index.ts';

// ---- the trigger (initial bundle) ----

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // below md an icon-sized button (the label stays its accessible name, visually hidden)
  justifyContent: 'center',
  minWidth: vars.size.control,
  flex: 'none',
  '@media': {
    [`${media.md} and (max-width: ${breakpoints.lg})`]: { padding: `0 ${vars.space.sm} 0 ${vars.space.md}` },
  },
  ':hover': { borderColor: vars.color.borderStrong, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const kbd = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  // a keyboard hint: not shown on narrow (touch) screens
  display: 'none',
  // shown from md to lg only: from lg the trigger is an icon button beside the header's search form
  '@media': { [media.md]: { display: 'inline' }, [media.lg]: { display: 'none' } },
});

/**
 * the trigger's label: shown only from md to lg, where the header has no search form; elsewhere visually
 * hidden (an icon button below md, and beside the header's search form from lg)
 */
export const label = style({
  '@media': {
    [`not all and (min-width: ${breakpoints.md}), (min-width: ${breakpoints.lg})`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
