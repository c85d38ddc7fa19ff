// The theme's public surface for components and screens: the `vars` contract, the themes, the theme class and the
// breakpoints.
export { vars } from './contract.css.ts';
export { defaultTheme, defaultThemeName, themeNames, themeMeta } from './themes.css.ts';
export { themeClass, THEME_CLASS_PREFIX } from './themeName.ts';
export { breakpoints, media, type Breakpoint } from './breakpoints.ts';
export type { ThemeValues } from './contractShape.ts';
