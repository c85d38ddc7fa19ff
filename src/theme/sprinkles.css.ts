// Layout atoms for Box/Stack/Inline/Columns. Every value comes from the theme contract (`vars`), so a
// brand theme or an admin's CSS-variable override reaches every layout. Responsive properties take either
// one value or an object per breakpoint: `{ base: 'column', md: 'row' }` (breakpoints from `media`).
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.ts';
import { media } from './breakpoints.ts';

export const space = vars.space;
export type Space = keyof typeof vars.space;

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
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
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

export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
