// The token build's types and file names (build-tokens: buildTokens.ts).
import type { ThemeValues } from './contractShape.ts';
import type { ScaleStep } from './palette.ts';
import type { TokenType } from './tokenValues.ts';

/** A DTCG JSON document (a group at the root). */
export type TokenTree = { [key: string]: unknown };

/** Token overrides in theme.config.ts: same paths as the token files; a leaf is a plain value
 *  ("#1d42d8", "{color.brand.700}", ["Inter", "sans-serif"]) or a DTCG token ({ "$value": … }). */
export type TokenOverrideTree = object;

export interface TokenSources {
  base: TokenTree;
  /** theme name → its DTCG file (tokens/themes/<name>.tokens.json) */
  themes: Record<string, TokenTree>;
}

/** Which themes the global `tokens` reach: every theme, or the named ones. */
export type ApplyTokensTo = 'all' | readonly string[];

/** The token parts of theme.config.ts (the config object itself may be passed: other keys are ignored). */
export interface ThemeBuildOverrides {
  /** global overrides; which themes they reach: see `applyTokensTo` and tokenScope() */
  tokens?: TokenOverrideTree;
  /** per theme, applied after `tokens` (always, whatever `applyTokensTo` says) */
  themes?: Record<string, TokenOverrideTree | undefined>;
  /** The themes `tokens` apply to. Default: the portal's theme (`theme`) and every theme whose own token
   *  file does not define a brand palette (color.brand) — so a re-brand does not leak into a theme that
   *  is a brand of its own (the example `brand` theme). 'all' or a list of names to choose. */
  applyTokensTo?: ApplyTokensTo;
  /** the portal's theme (theme.config.ts `theme`, default 'default'): always reached by `tokens` by default */
  theme?: string;
}

/** Where a value came from: a token file, or a key of theme.config.ts (then `prefix` is the config path). */
export interface TokenSource {
  file: string;
  prefix?: string;
  /** a palette step generated from a seed: the seed's dotted token path (color.brand.seed) */
  seed?: string;
}

/** A palette scale generated from a seed colour (theme.config.ts `color.<scale>.seed`). */
export interface SeededScale {
  /** color.brand */
  scale: string;
  /** the seed as written */
  seed: string;
  /** the step holding the seed unchanged (null for the neutral scale, which takes only the seed's hue) */
  seedStep: ScaleStep | null;
  /** step → generated #rrggbb (steps set explicitly next to the seed are not listed) */
  steps: Partial<Record<ScaleStep, string>>;
  source: TokenSource;
}

export interface TokenIssue {
  /** themes the issue occurs in (one config mistake shows up in every theme) */
  themes: string[];
  source: TokenSource;
  /** dotted token path, e.g. color.brand.500 */
  path: string;
  message: string;
}

export interface BuiltToken {
  path: string[];
  /** dotted path: color.brand.500 */
  name: string;
  /** CSS custom property: --portal-color-brand-500 */
  cssVar: string;
  type: TokenType;
  description?: string;
  /** the alias chain this value came through, nearest first: ['color.brand.700'] */
  aliasOf: string[];
  css: string;
  source: TokenSource;
}

export interface ThemeMeta {
  name: string;
  label: string;
  colorScheme: 'light' | 'dark';
  description?: string;
}

export interface BuiltTheme extends ThemeMeta {
  values: ThemeValues;
  /** every contract token in contract order */
  tokens: BuiltToken[];
  /** palette scales generated from seeds in theme.config.ts */
  seeded: SeededScale[];
}

export interface BuildResult {
  themes: Record<string, BuiltTheme>;
  names: string[];
  issues: TokenIssue[];
}

export const BASE_FILE = 'tokens/base.tokens.json';
export const themeFile = (name: string) => `tokens/themes/${name}.tokens.json`;
export const CONFIG_FILE = 'theme.config.ts';
/** Key under a theme file's root $extensions for theme metadata ({ label, colorScheme, extends }). */
export const EXTENSION_KEY = 'dev.portal-theme-kit';
