// Which themes a token override reaches and how themes extend each other (buildTokens.ts): the theme chain,
// each theme's metadata from its file's extension, the contract's leaf paths.
import { contractShape } from './contractShape.ts';
import { isPlainObject } from '../lib/objects.ts';
import type { ThemeBuildOverrides, ThemeMeta, TokenSources, TokenTree } from './tokenTypes.ts';
import { EXTENSION_KEY, themeFile } from './tokenTypes.ts';

export function contractPaths(shape: object = contractShape, prefix: string[] = []): string[][] {
  return Object.entries(shape).flatMap(([key, v]) =>
    typeof v === 'string' ? [[...prefix, key]] : contractPaths(v as object, [...prefix, key]),
  );
}

export function setPath(target: Record<string, unknown>, path: string[], value: string): void {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

export function extensionOf(file: TokenTree | undefined): Record<string, unknown> {
  const ext = isPlainObject(file?.$extensions) ? file.$extensions[EXTENSION_KEY] : undefined;
  return isPlainObject(ext) ? ext : {};
}

export function themeExtends(file: TokenTree | undefined): string | undefined {
  const parent = extensionOf(file).extends;
  return typeof parent === 'string' ? parent : undefined;
}

/** `files`: the theme's own file first, then the files it extends (colorScheme is inherited). */
export function themeMeta(name: string, files: (TokenTree | undefined)[]): ThemeMeta {
  const own = files[0];
  const meta = extensionOf(own);
  const scheme = files.map((f) => extensionOf(f).colorScheme).find((s) => s === 'dark' || s === 'light');
  return {
    name,
    label: typeof meta.label === 'string' ? meta.label : name.charAt(0).toUpperCase() + name.slice(1),
    colorScheme: scheme === 'dark' ? 'dark' : 'light',
    ...(typeof own?.$description === 'string' ? { description: own.$description } : {}),
  };
}

/** The theme files a theme is made of, its own first (then the ones it extends); stops at a cycle. */
export function themeChain(name: string, sources: TokenSources): string[] {
  const chain: string[] = [];
  for (let current: string | undefined = name; current !== undefined; current = themeExtends(sources.themes[current])) {
    if (chain.includes(current) || !sources.themes[current]) break;
    chain.push(current);
  }
  return chain;
}

/** The theme file (own or extended) that defines a brand palette (color.brand steps), if any. */
export function brandPaletteFile(name: string, sources: TokenSources): string | null {
  for (const layer of themeChain(name, sources)) {
    const color = sources.themes[layer]?.color;
    const brand = isPlainObject(color) ? color.brand : undefined;
    if (isPlainObject(brand) && Object.keys(brand).some((k) => !k.startsWith('$'))) return themeFile(layer);
  }
  return null;
}

export interface TokenScopeEntry {
  theme: string;
  /** whether the global `tokens` reach this theme */
  applies: boolean;
  /** why, in words: 'applyTokensTo: "all"', 'the portal\'s theme', 'has its own brand palette (tokens/themes/brand.tokens.json)' … */
  reason: string;
  /** whether `themes.<name>` overrides exist for it */
  ownOverrides: boolean;
}

/** Which themes the global `tokens` of theme.config.ts reach, and why (check-theme prints this). */
export function tokenScope(sources: TokenSources, overrides: ThemeBuildOverrides = {}): TokenScopeEntry[] {
  const applyTo = overrides.applyTokensTo;
  const root = overrides.theme ?? 'default';
  return themeOrder(sources).map((theme) => {
    const ownOverrides = overrides.themes?.[theme] !== undefined;
    if (applyTo === 'all') return { theme, applies: true, reason: 'applyTokensTo: "all"', ownOverrides };
    if (Array.isArray(applyTo)) {
      const listed = applyTo.includes(theme);
      return { theme, applies: listed, reason: listed ? 'listed in applyTokensTo' : 'not listed in applyTokensTo', ownOverrides };
    }
    if (theme === root) return { theme, applies: true, reason: "the portal's theme (`theme`)", ownOverrides };
    const file = brandPaletteFile(theme, sources);
    return file
      ? { theme, applies: false, reason: `has its own brand palette (${file})`, ownOverrides }
      : { theme, applies: true, reason: 'no brand palette of its own', ownOverrides };
  });
}

/** Theme names, 'default' first, then alphabetical. */
export function themeOrder(sources: TokenSources): string[] {
  return Object.keys(sources.themes).sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
}
