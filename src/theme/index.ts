export { vars } from './contract.css.ts';
export { defaultTheme } from './themes.css.ts';
export { breakpoints, media } from './breakpoints.ts';
