// defineTheme(): the one typed object a brand team edits (theme.config.ts at the project root).
//
// theme.config.ts is imported by the deployed bundle too (labels, settings, templates), so this module is
// types plus an identity function: nothing here costs bytes at runtime. The full validation (zod, token
// build, contrast) runs at build time in scripts/build/check-theme.ts (`npm run check-theme`, part of
// `npm run build`); the token overrides are applied by src/theme/themes.css.ts when the CSS is built.
import type { Templates } from '../model/templates.ts';
import type { DeepPartial, Labels } from '../model/labels.ts';
import type { ContractShape } from '../theme/contractShape.ts';
import type { Settings } from './settings.ts';

/** The themes in tokens/themes/. Any other file you add there is a theme too (its file name). */
export type BuiltInThemeName = 'default' | 'dark' | 'brand';
export type ThemeName = BuiltInThemeName | (string & {});

/** DTCG 2025.10 object forms, accepted as well as the plain strings. */
export interface ColorObject {
  colorSpace: 'srgb' | 'hsl' | 'oklch';
  components: [number, number, number];
  alpha?: number;
  hex?: string;
}
export interface DimensionObject {
  value: number;
  unit: 'px' | 'rem' | 'em' | 'ch' | '%' | 'vw' | 'vh';
}
export interface DurationObject {
  value: number;
  unit: 'ms' | 's';
}
export interface ShadowLayer {
  color: string | ColorObject;
  offsetX: string | DimensionObject;
  offsetY: string | DimensionObject;
  blur: string | DimensionObject;
  spread?: string | DimensionObject;
  inset?: boolean;
}

/**
 * One token value: a plain value ("#5f286b", "1.5rem", ["Inter", "sans-serif"], 600, [0.2, 0, 0, 1]),
 * an alias to another token ("{color.brand.700}"), or a DTCG token object ({ $value, $description }).
 */
export type TokenValue =
  | string
  | number
  | readonly string[]
  | readonly number[]
  | ColorObject
  | DimensionObject
  | DurationObject
  | ShadowLayer
  | readonly ShadowLayer[];
export type TokenInput = TokenValue | { $value: TokenValue; $description?: string; $type?: string };

type OverrideTree<T> = { [K in keyof T]?: T[K] extends string ? TokenInput : OverrideTree<T[K]> };

type PaletteScale = 'brand' | 'neutral' | 'positive' | 'caution' | 'critical' | 'info';
/** A seed: one opaque colour ("#0f766e", "oklch(0.51 0.09 186)" or a DTCG colour object), no alias. */
export type SeedColor = string | ColorObject;
/** A palette scale: steps 50…900, or a `seed` that generates all ten (steps set beside it win). */
export type ScaleOverrides = OverrideTree<ContractShape['color']['brand']> & {
  /** Generates this scale's 50…900 in OKLCH from one colour, keeping its hue (the seed lands unchanged on
   *  the step nearest in lightness). For `neutral`: a tint — the seed's hue at a low chroma. */
  seed?: SeedColor;
};

/** Deep-partial token tree, paths as in tokens/*.tokens.json and src/theme/contractShape.ts. */
export type TokenOverrides = Omit<OverrideTree<ContractShape>, 'color'> & {
  color?: Omit<OverrideTree<ContractShape['color']>, PaletteScale> & { [S in PaletteScale]?: ScaleOverrides };
};

export interface ThemeConfig {
  /** Path of the generated JSON Schema (editor help in JSON-aware tools); ignored by the build. */
  $schema?: string;
  /** The theme on :root (the one the portal shows). Default: 'default'. */
  theme?: ThemeName;
  /** Global token overrides, merged before aliases resolve: changing color.brand.700 (or the seed
   *  color.brand.seed) also changes every role that points at it (link, brand buttons, header …).
   *  They reach the themes `applyTokensTo` names; by default the portal's theme (`theme`) and every theme
   *  without a brand palette of its own (default, dark — not the example `brand` theme). */
  tokens?: TokenOverrides;
  /** Which themes `tokens` reach: 'all', or a list of theme names. Default: see `tokens`. */
  applyTokensTo?: 'all' | ThemeName[];
  /** Token overrides for one theme only, applied after `tokens` (whatever `applyTokensTo` says). */
  themes?: { [name in ThemeName]?: TokenOverrides };
  /** Label overrides, deep-merged over src/labels/en.ts (placeholders such as {{area}} work). */
  labels?: DeepPartial<Labels>;
  /** React components replacing a layout region or a whole screen (see docs/adapter.md). */
  templates?: Templates;
  /** Build-time settings; admins can still override them at runtime with window.portalOptions. */
  settings?: Partial<Settings>;
}

/** Identity with types: gives theme.config.ts autocompletion and type errors in the editor. */
export function defineTheme(config: ThemeConfig): ThemeConfig {
  return config;
}
