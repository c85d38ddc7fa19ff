export { vars } from './contract.css.ts';
export { defaultTheme } from './themes.css.ts';
