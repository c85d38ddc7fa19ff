// Every theme as a class (portal-theme-<name>) plus the configured default theme on :root, built from the
// DTCG token files and theme.config.ts token overrides. vanilla-extract evaluates this file at build time:
// only the CSS and the small exports below reach the browser, never the token files or build-tokens.
// Any token problem (broken alias, wrong $type, missing or unknown contract leaf, failed contrast rule)
// throws here with every problem listed, so the Vite, Storybook and vitest builds all fail on it.
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import themeConfig from '../../theme.config.ts';
import { vars } from './contract.css.ts';
import { buildThemes, TokenBuildError } from './buildTokens.ts';
import { checkContrast, formatContrastFailure } from './contrast.ts';
import { tokenSources } from './tokenSources.ts';
import { themeClass } from './themeName.ts';

const built = buildThemes(tokenSources, { tokens: themeConfig.tokens, themes: themeConfig.themes });
if (built.issues.length) throw new TokenBuildError(built.issues);

const contrastFailures = built.names.flatMap((name) =>
  checkContrast(built.themes[name]!).filter((r) => !r.pass).map((r) => formatContrastFailure(name, r)));
if (contrastFailures.length) {
  throw new Error(`Theme colours fail the contrast rules:\n${contrastFailures.map((f) => `  - ${f}`).join('\n')}`);
}

/** The theme on :root: theme.config.ts `theme`, else 'default'. */
export const defaultThemeName: string = themeConfig.theme ?? 'default';
const rootTheme = built.themes[defaultThemeName];
if (!rootTheme) throw new Error(`theme.config.ts › theme: unknown theme "${defaultThemeName}" (themes: ${built.names.join(', ')})`);

/** Theme names, 'default' first: one per tokens/themes/<name>.tokens.json. */
export const themeNames: string[] = built.names;
/** Class of the configured default theme (kept for code written against the provisional theme). */
export const defaultTheme: string = themeClass(defaultThemeName);
/** Display label and colour scheme per theme (Storybook toolbar, docs). */
export const themeMeta: Record<string, { label: string; colorScheme: 'light' | 'dark' }> = Object.fromEntries(
  built.names.map((name) => [name, { label: built.themes[name]!.label, colorScheme: built.themes[name]!.colorScheme }]),
);

// Radix dialogs and tooltips portal to <body>: the default theme must live on :root, and the base font and
// colours on :root so portalled content inherits them. Order matters: the :root rules come first and the
// default theme's variables share one block with its class (`:root, .portal-theme-default`), so a theme
// class on <html> (same specificity, later in the sheet) always wins over :root.
globalStyle(':root', {
  colorScheme: rootTheme.colorScheme,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

for (const name of [defaultThemeName, ...built.names.filter((n) => n !== defaultThemeName)]) {
  const selector = `.${themeClass(name)}`;
  createGlobalTheme(name === defaultThemeName ? `:root, ${selector}` : selector, vars, built.themes[name]!.values);
  // `color` is inherited as a computed value, so an element that switches theme must restate the
  // properties that read the variables; otherwise it would inherit the outer theme's text colour.
  globalStyle(selector, {
    colorScheme: built.themes[name]!.colorScheme,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  });
}
