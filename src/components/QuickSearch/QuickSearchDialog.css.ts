// The quick-search dialog's styles (loaded with its lazy chunk): overlay, surface, the search field, the result
// options and their title, summary and URL.
import { modalEntrance, modalOverlay, modalSurface } from '../../theme/overlay.css.ts';
import { keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../theme/index.ts';

// ---- the dialog (lazy chunk) ----

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style([modalOverlay, { animationDuration: vars.motion.duration.fast }]);

export const content = style([
  modalSurface,
  {
    vars: { [modalEntrance]: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    top: vars.space.sm,
    left: '50%',
    transform: 'translateX(-50%)',
    width: `min(calc(100vw - ${vars.space.lg}), calc(${vars.size.measure} * 0.8))`,
    maxHeight: `calc(100vh - ${vars.space.lg})`,
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.lg,
    // the dialog scrolls as a whole (it holds the focusable field: keyboard users can reach the region)
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    '@media': {
      [media.md]: { top: vars.space['3xl'], maxHeight: `calc(100vh - ${vars.space['3xl']} - ${vars.space.lg})` },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
});

export const icon = style({ color: vars.color.textMuted, flex: 'none', display: 'inline-flex' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  padding: `${vars.space.xs} 0`,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const headerFocus = style({
  selectors: { '&:focus-within': { boxShadow: `inset 0 -2px 0 ${vars.color.focusRing}` } },
});

export const close = style({
  flex: 'none',
  minWidth: '24px',
  minHeight: '24px',
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  ':hover': { color: vars.color.text, borderColor: vars.color.borderStrong },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const body = style({ flex: '1 1 auto', padding: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2xs'] });

export const option = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  borderLeft: `3px solid transparent`,
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.tone.brand.soft,
      color: vars.tone.brand.onSoft,
      borderLeftColor: vars.tone.brand.solid,
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const optionTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const optionSummary = style({
  fontSize: vars.font.size.sm,
  color: 'inherit',
  opacity: 0.85,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const optionUrl = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const mark = style({
  background: vars.color.highlight,
  color: vars.color.highlightText,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space['2xs']}`,
});

export const state = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const stateError = style({
  color: vars.tone.critical.onSoft,
  background: vars.tone.critical.soft,
  borderRadius: vars.radius.md,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  position: 'sticky',
  bottom: 0,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const allLink = style({
  color: vars.color.link,
  display: 'inline-block',
  minHeight: '24px',
  lineHeight: '24px',
  ':hover': { color: vars.color.linkHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
