// Layout atoms for Box/Stack/Inline/Columns. Every value comes from the theme contract (`vars`), so a
// brand theme or an admin's CSS-variable override reaches every layout. Responsive properties
// (display, flexDirection, alignItems, gap) take either one value or an object per breakpoint:
// `{ base: 'column', md: 'row' }` (breakpoints from `media`).
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.ts';
import { media } from './breakpoints.ts';

export const space = vars.space;
export type Space = keyof typeof vars.space;

// Responsive (one class per value AND breakpoint) only where layouts switch by breakpoint: display,
// direction, alignment and gap (Inline/Columns `collapseBelow`, Stack's responsive `space`). Every other atom is one
// class per value: five conditions on all of them tripled the atoms' CSS and the class map in the bundle.
// No margin atoms: space between things comes from Stack/Inline/Columns gaps (as in Braid).
const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': media.sm },
    md: { '@media': media.md },
    lg: { '@media': media.lg },
    xl: { '@media': media.xl },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg', 'xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    gap: vars.space,
  },
});

const spacingProperties = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brandSoft: vars.tone.brand.soft,
      neutralSoft: vars.tone.neutral.soft,
      positiveSoft: vars.tone.positive.soft,
      cautionSoft: vars.tone.caution.soft,
      criticalSoft: vars.tone.critical.soft,
      infoSoft: vars.tone.info.soft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      inherit: 'inherit',
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%', auto: 'auto' },
    overflowX: ['auto', 'hidden', 'visible'],
    position: ['relative', 'static'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, spacingProperties, surfaceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
