// Every theme as a class (portal-theme-<name>) plus the configured default theme on :root, built from the
// DTCG token files and theme.config.ts token overrides. vanilla-extract evaluates this file at build time:
// only the CSS and the small exports below reach the browser, never the token files or build-tokens.
// Any token problem (broken alias, wrong $type, missing or unknown contract leaf, failed contrast rule)
// throws here with every problem listed, so the Vite, Storybook and vitest builds all fail on it.
import { globalStyle } from '@vanilla-extract/css';
import themeConfig from '../../theme.config.ts';
import { vars } from './contract.css.ts';
import { buildThemes, TokenBuildError } from './buildTokens.ts';
import { checkContrast, formatContrastFailure } from './contrast.ts';
import { tokenSources } from './tokenSources.ts';
import { themeClass } from './themeName.ts';

const built = buildThemes(tokenSources, {
  tokens: themeConfig.tokens,
  themes: themeConfig.themes,
  applyTokensTo: themeConfig.applyTokensTo,
  theme: themeConfig.theme,
});
if (built.issues.length) throw new TokenBuildError(built.issues);

const contrastFailures = built.names.flatMap((name) =>
  checkContrast(built.themes[name]!)
    .filter((r) => !r.pass)
    .map((r) => formatContrastFailure(name, r)),
);
if (contrastFailures.length) {
  throw new Error(`Theme colours fail the contrast rules:\n${contrastFailures.map((f) => `  - ${f}`).join('\n')}`);
}

/** The theme on :root: theme.config.ts `theme`, else 'default'. */
export const defaultThemeName: string = themeConfig.theme ?? 'default';
const rootTheme = built.themes[defaultThemeName];
if (!rootTheme)
  throw new Error(`theme.config.ts › theme: unknown theme "${defaultThemeName}" (themes: ${built.names.join(', ')})`);

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
// default theme's own variables share one block with its class (`:root, .portal-theme-default`), so a theme
// class on <html> (same specificity, later in the sheet) always wins over :root.
globalStyle(':root', {
  colorScheme: rootTheme.colorScheme,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

// Selected text in the theme's colours (color.selection / color.selectionText roles).
globalStyle('::selection', { backgroundColor: vars.color.selection, color: vars.color.selectionText });

/** contract leaf (`var(--portal-…)`) → CSS value, for one theme */
function flatten(contract: object, values: object, out: Record<string, string> = {}): Record<string, string> {
  for (const [key, ref] of Object.entries(contract)) {
    const value = (values as Record<string, unknown>)[key];
    if (typeof ref === 'string') out[ref] = String(value);
    else flatten(ref as object, value as object, out);
  }
  return out;
}

const order = [defaultThemeName, ...built.names.filter((n) => n !== defaultThemeName)];
const flat = order.map((name) => flatten(vars, built.themes[name]!.values));
// Each variable is written once per distinct value, for the themes that share that value: one rule per
// set of themes (all themes: sizes, fonts, motion…; default and dark: most scales; one theme: its own
// colours). Every theme class still sets every variable exactly once, so a theme nested in another theme
// is complete (unlike "differences from the default" blocks). Rules for sets with the :root theme come
// first, so a theme class on <html> (same specificity, later in the sheet) wins over :root.
const groups = new Map<string, { themes: number[]; vars: Record<string, string> }>();
for (const ref of Object.keys(flat[0]!)) {
  const seen = new Map<string, number[]>();
  flat.forEach((f, i) => seen.set(f[ref]!, [...(seen.get(f[ref]!) ?? []), i]));
  for (const [value, themes] of seen) {
    const key = themes.join();
    const group = groups.get(key) ?? { themes, vars: {} };
    group.vars[ref] = value;
    groups.set(key, group);
  }
}
const withRoot = (g: { themes: number[] }) => (g.themes[0] === 0 ? 0 : 1);
for (const group of [...groups.values()].sort((a, b) => withRoot(a) - withRoot(b) || b.themes.length - a.themes.length)) {
  const selectors = group.themes.map((i) => `.${themeClass(order[i]!)}`);
  globalStyle((group.themes[0] === 0 ? [':root', ...selectors] : selectors).join(', '), { vars: group.vars });
}

order.forEach((name) => {
  const selector = `.${themeClass(name)}`;
  // `color` is inherited as a computed value, so an element that switches theme must restate the
  // properties that read the variables; otherwise it would inherit the outer theme's text colour.
  globalStyle(selector, {
    colorScheme: built.themes[name]!.colorScheme,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  });
});
