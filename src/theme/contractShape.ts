// The shape of the theme: every token a component may use. The DTCG files in tokens/ must provide
// a value for every leaf (build-tokens checks this), and every leaf becomes one CSS custom property
// named after its path: color.brand.500 → --portal-color-brand-500, tone.critical.onSolid →
// --portal-tone-critical-on-solid. Those names are a public surface: admins may override them with
// plain CSS in the portal's Inline CSS field, so rename with care.

const scale = { 50: '', 100: '', 200: '', 300: '', 400: '', 500: '', 600: '', 700: '', 800: '', 900: '' };
const tone = { solid: '', solidHover: '', onSolid: '', soft: '', softHover: '', onSoft: '', border: '' };

export const contractShape = {
  color: {
    brand: { ...scale },
    neutral: { ...scale },
    positive: { ...scale },
    caution: { ...scale },
    critical: { ...scale },
    info: { ...scale },
    /** page background */
    surface: '',
    /** cards, panels, dialogs */
    surfaceRaised: '',
    /** wells, table stripes, inline code */
    surfaceSunken: '',
    /** dialog backdrop */
    overlay: '',
    text: '',
    textMuted: '',
    /** text on the brand solid colour (buttons, header bar) */
    textOnBrand: '',
    border: '',
    borderStrong: '',
    focusRing: '',
    link: '',
    linkHover: '',
    /** background and text of search-term highlights (<mark>) */
    highlight: '',
    highlightText: '',
    /** background and text of selected text (::selection) */
    selection: '',
    selectionText: '',
    /** header / banner bar */
    header: '',
    headerText: '',
    codeBackground: '',
    codeForeground: '',
  },
  tone: {
    brand: { ...tone },
    neutral: { ...tone },
    positive: { ...tone },
    caution: { ...tone },
    critical: { ...tone },
    info: { ...tone },
  },
  syntax: {
    keyword: '',
    string: '',
    number: '',
    comment: '',
    function: '',
    title: '',
    attribute: '',
    variable: '',
    type: '',
    builtIn: '',
    literal: '',
    meta: '',
    tag: '',
    punctuation: '',
    addition: '',
    deletion: '',
  },
  chart: {
    1: '',
    2: '',
    3: '',
    4: '',
    5: '',
    6: '',
    7: '',
    8: '',
    axis: '',
    grid: '',
    tooltipBackground: '',
    tooltipText: '',
  },
  method: {
    get: '',
    post: '',
    put: '',
    patch: '',
    delete: '',
    options: '',
    head: '',
    /** text on any method badge */
    onMethod: '',
  },
  font: {
    family: { body: '', heading: '', mono: '' },
    size: { xs: '', sm: '', md: '', lg: '', xl: '', '2xl': '', '3xl': '' },
    weight: { regular: '', medium: '', semibold: '', bold: '' },
    lineHeight: { tight: '', normal: '', relaxed: '' },
  },
  space: { none: '', '2xs': '', xs: '', sm: '', md: '', lg: '', xl: '', '2xl': '', '3xl': '' },
  radius: { none: '', sm: '', md: '', lg: '', xl: '', full: '' },
  shadow: { sm: '', md: '', lg: '' },
  breakpoint: { sm: '', md: '', lg: '', xl: '' },
  motion: {
    duration: { fast: '', normal: '', slow: '' },
    easing: { standard: '', emphasized: '', exit: '' },
  },
  size: {
    /** max width of the page container */
    container: '',
    /** width of the side navigation column */
    sidebar: '',
    /** comfortable reading measure for prose */
    measure: '',
    /** minimum height of buttons and inputs (touch target) */
    control: '',
    /** height of the sticky header bar: sticky columns sit below it, anchored headings scroll clear of it */
    header: '',
  },
};

export type ContractShape = typeof contractShape;

/** Same shape as the contract, with string values: what one theme provides. */
export type ThemeValues = MapLeaves<ContractShape, string>;
type MapLeaves<T, V> = { [K in keyof T]: T[K] extends string ? V : MapLeaves<T[K], V> };

/** camelCase path segments → kebab-case, joined: ['tone','critical','onSolid'] → 'portal-tone-critical-on-solid'. */
export function cssVarName(path: readonly string[]): string {
  return ['portal', ...path].map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-');
}
