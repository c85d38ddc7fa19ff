// The token data behind the foundation stories: the same build (token files + theme.config.ts overrides)
// and the same contrast rules as the CSS, so the stories can never list a token the theme does not have.
import themeConfig from '../../theme.config.ts';
import { buildThemes, TokenBuildError, type BuiltTheme, type BuiltToken } from '../../src/theme/buildTokens.ts';
import { checkContrast, contrastPairs, requiredPairs, type ContrastResult } from '../../src/theme/contrast.ts';
import { tokenSources } from '../../src/theme/tokenSources.ts';
import { defaultThemeName } from '../../src/theme/index.ts';

const built = buildThemes(tokenSources, {
  tokens: themeConfig.tokens,
  themes: themeConfig.themes,
  applyTokensTo: themeConfig.applyTokensTo,
  theme: themeConfig.theme,
});
if (built.issues.length) throw new TokenBuildError(built.issues);

export const themes = built.themes;
export const themeNames = built.names;

/** The theme selected in the toolbar (globals.theme), else the configured default. */
export function themeFor(globals: Record<string, unknown>): BuiltTheme {
  const name = typeof globals.theme === 'string' ? globals.theme : defaultThemeName;
  return built.themes[name] ?? built.themes[defaultThemeName]!;
}

/** Tokens whose path starts with `prefix` (e.g. ['color'] or ['font', 'size']), in contract order. */
export function tokensUnder(theme: BuiltTheme, ...prefix: string[]): BuiltToken[] {
  return theme.tokens.filter((t) => prefix.every((p, i) => t.path[i] === p));
}

/** Groups of colour tokens that are 50…900 scales (any group under color.* whose leaves are all numbers). */
export function colorScales(theme: BuiltTheme): { name: string; tokens: BuiltToken[] }[] {
  const groups = new Map<string, BuiltToken[]>();
  for (const t of tokensUnder(theme, 'color')) {
    if (t.path.length === 3 && /^\d+$/.test(t.path[2]!)) groups.set(t.path[1]!, [...(groups.get(t.path[1]!) ?? []), t]);
  }
  return [...groups].map(([name, tokens]) => ({ name, tokens }));
}

/** Colour role tokens: everything colour-typed that is not a palette step. */
export function colorRoles(theme: BuiltTheme): BuiltToken[] {
  return theme.tokens.filter(
    (t) => t.type === 'color' && !(t.path[0] === 'color' && t.path.length === 3 && /^\d+$/.test(t.path[2]!)),
  );
}

export function contrastResults(theme: BuiltTheme): (ContrastResult & { required: boolean })[] {
  const required = new Set(requiredPairs.map((p) => p.label));
  return checkContrast(theme, contrastPairs).map((r) => ({ ...r, required: required.has(r.label) }));
}

/** `var(--portal-color-brand-500)` for a token, so swatches follow the theme applied in the page. */
export const cssVar = (t: Pick<BuiltToken, 'cssVar'>) => `var(${t.cssVar})`;
