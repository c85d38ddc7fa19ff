// Theme class names. Tiny on purpose: the deployed bundle imports this to put the chosen theme's class on
// <html> and on the app root (portalled dialogs then follow the theme too).

export const THEME_CLASS_PREFIX = 'portal-theme-';

/** themeClass('dark') → 'portal-theme-dark' */
export const themeClass = (name: string): string => `${THEME_CLASS_PREFIX}${name}`;
