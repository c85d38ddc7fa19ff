// The layout atoms (sprinkles) as data: every property Box/Stack/Inline/Columns accept and its value
// names, in the order sprinkles.css.ts creates their classes. Shared by the build (sprinkles.css.ts makes
// one class per value — and per breakpoint for the responsive ones — with the CSS value from the theme
// contract) and the runtime (atoms.ts maps props to those classes). Plain data: no theme import, so the
// bundle ships a few value names instead of the contract or a class map per value and breakpoint.

/** the theme's space scale (sprinkles.css.ts checks it against the contract at build time) */
export const spaceNames = ['none', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export const radiusNames = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const;
export const shadowNames = ['sm', 'md', 'lg'] as const;

/** responsive conditions: `base` (no media query) and the breakpoints, in this order */
export const conditionNames = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type AtomCondition = (typeof conditionNames)[number];

/**
 * Responsive (one class per value AND condition) only where layouts switch by breakpoint: display,
 * direction, alignment and gap (Inline/Columns `collapseBelow`, Stack's responsive `space`) — and for
 * display and direction only the values layouts switch between (show/hide, block/flex, row/column).
 */
export const responsiveAtoms = {
  display: ['none', 'block', 'flex'],
  flexDirection: ['row', 'column'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
  gap: spaceNames,
} as const;

/** Further values of responsive properties, without breakpoints (one class each). */
export const baseOnlyAtoms = {
  display: ['inline', 'inline-block', 'inline-flex', 'grid'],
  flexDirection: ['row-reverse', 'column-reverse'],
} as const;

/**
 * One class per value. No margin atoms: space between things comes from Stack/Inline/Columns gaps. No
 * atoms nobody used (flexGrow, flexShrink, minWidth, width, overflowX, position, color: 17 classes):
 * components style those in their own .css.ts.
 */
export const plainAtoms = {
  flexWrap: ['wrap', 'nowrap'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
  paddingTop: spaceNames,
  paddingBottom: spaceNames,
  paddingLeft: spaceNames,
  paddingRight: spaceNames,
  textAlign: ['left', 'center', 'right'],
  background: [
    'surface',
    'surfaceRaised',
    'surfaceSunken',
    'brandSoft',
    'neutralSoft',
    'positiveSoft',
    'cautionSoft',
    'criticalSoft',
    'infoSoft',
  ],
  borderRadius: radiusNames,
  boxShadow: shadowNames,
} as const;

/** shorthand → the properties it sets (an explicit property wins over its shorthand) */
export const atomShorthands = {
  padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
  paddingX: ['paddingLeft', 'paddingRight'],
  paddingY: ['paddingTop', 'paddingBottom'],
} as const;

export type Space = (typeof spaceNames)[number];
type ValueOf<T extends readonly unknown[]> = T[number];
/**
 * One value (`V`: any value), one per condition (`{ base: 'column', md: 'row' }`; `R`: the responsive
 * values), or a list in condition order.
 */
export type ResponsiveValue<V, R = V> =
  | V
  | ({ base?: V } & { [C in Exclude<AtomCondition, 'base'>]?: R })
  | readonly [(V | null | undefined)?, ...(R | null | undefined)[]];

type Responsive = typeof responsiveAtoms;
type BaseOnly = typeof baseOnlyAtoms;
type AllValues<K extends keyof Responsive> = ValueOf<Responsive[K]> | (K extends keyof BaseOnly ? ValueOf<BaseOnly[K]> : never);

export type Sprinkles = { [K in keyof Responsive]?: ResponsiveValue<AllValues<K>, ValueOf<Responsive[K]>> } & {
  [K in keyof typeof plainAtoms]?: ValueOf<(typeof plainAtoms)[K]>;
} & { [K in keyof typeof atomShorthands]?: Space };
