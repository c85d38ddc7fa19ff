// The quick-search trigger's styles (initial bundle): the trigger button with its shortcut hint and label, and
// the header's search form used as the trigger.
import { globalStyle, style } from '@vanilla-extract/css';
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

// ---- the header's search form as the trigger (QuickSearch `form`) ----

/** the server's search form: one field from md (icon, placeholder "Search…", the shortcut hint), an icon button below */
export const form = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0, margin: 0 });

const wideOnly = { display: 'none', '@media': { [media.md]: { display: 'flex' } } } as const;

export const field = style({
  ...wideOnly,
  boxSizing: 'border-box',
  width: `calc(${vars.size.control} * 5.5)`,
  maxWidth: '100%',
  minHeight: vars.size.control,
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: `calc(${vars.space.sm} * 2 + 1.25em)`,
  paddingInlineEnd: `calc(${vars.size.control} * 1.5)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus': { cursor: 'text' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

const inField = { position: 'absolute', pointerEvents: 'none', color: vars.color.textMuted } as const;
export const fieldIcon = style({ ...wideOnly, ...inField, insetInlineStart: vars.space.sm, alignItems: 'center' });
export const fieldKbd = style([
  kbd,
  {
    ...inField,
    insetInlineEnd: vars.space.sm,
    '@media': { [media.md]: { display: 'inline' }, [media.lg]: { display: 'inline' } },
  },
]);
// the field's hint is hidden while the reader types in it (the field then shows its own text)
globalStyle(`${field}:not(:placeholder-shown) ~ ${fieldKbd}`, { display: 'none' });

/** the icon button: below md only, where the field does not show */
export const narrowOnly = style({ '@media': { [media.md]: { display: 'none' } } });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
