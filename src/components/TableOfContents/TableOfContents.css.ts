// TableOfContents' styles: the sticky list beside the content, its heading, links (24 px targets) and indented
// h3 entries.
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** sticky beside the content; scrolls on its own when it is taller than the window */
export const root = style({
  position: 'sticky',
  // below the sticky header (size.header)
  top: `calc(${vars.size.header} + ${vars.space.xl})`,
  maxHeight: `calc(100vh - ${vars.size.header} - 2 * ${vars.space.xl})`,
  overflowY: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const link = style({
  display: 'block',
  // a 24 px target at the small size: padding around the line
  minHeight: `calc(${vars.size.control} * 0.6)`,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.md}`,
  marginInlineStart: '-1px',
  borderInlineStart: `${vars.space['2xs']} solid transparent`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&[aria-current]': {
      color: vars.color.link,
      borderInlineStartColor: vars.tone.brand.solid,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const nested = style({ listStyle: 'none', margin: 0, padding: 0 });

/** an h3 under its h2: indented inside the same rule */
export const sub = style({ paddingInlineStart: vars.space['2xl'] });
