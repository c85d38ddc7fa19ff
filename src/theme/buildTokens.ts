// build-tokens: DTCG token files (+ theme.config.ts overrides) → one typed ThemeValues per theme.
//
//   base.tokens.json  ←  themes/<name>.tokens.json  ←  config.tokens  ←  config.themes[<name>]
//
// Layers are deep-merged in that order BEFORE aliases are resolved, so overriding `color.brand.500` in
// theme.config.ts also changes every role that aliases it ({color.brand.500}) in every theme.
// Then every token gets its effective $type (own or inherited from a parent group), aliases are resolved
// (chains allowed; a cycle or a missing target is an error naming the path), values are checked against
// their $type and converted to CSS text, and the result is checked against the theme contract
// (src/theme/contractShape.ts): a missing or an unknown leaf is an error. Pure: no fs, no Vite.
import { contractShape, cssVarName, type ThemeValues } from './contractShape.ts';
import { converters, describeValue, isTokenType, SHADOW_PARTS, shadowLayerCss, type TokenType } from './tokenValues.ts';
import { parseColor } from './color.ts';
import { generateScale, scaleSteps, type ScaleStep } from './palette.ts';
import { isPlainObject } from '../lib/objects.ts';

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

// ─── nodes ──────────────────────────────────────────────────────────────────────────────────────────────
interface TokenNode {
  kind: 'token';
  value: unknown;
  type?: string;
  description?: string;
  source: TokenSource;
}
interface GroupNode {
  kind: 'group';
  type?: string;
  description?: string;
  children: Map<string, TokenNode | GroupNode>;
  source: TokenSource;
}

const isTokenObject = (v: unknown): v is Record<string, unknown> & { $value: unknown } => isPlainObject(v) && '$value' in v;
const ALIAS = /^\{([^{}]+)\}$/;
export const aliasTarget = (v: unknown): string | null => (typeof v === 'string' ? (ALIAS.exec(v.trim())?.[1] ?? null) : null);

type Report = (source: TokenSource, path: string, message: string) => void;

function parseGroup(tree: unknown, source: TokenSource, path: string[], report: Report): GroupNode {
  const group: GroupNode = { kind: 'group', children: new Map(), source };
  if (!isPlainObject(tree)) {
    report(source, path.join('.'), `expected a group of tokens, got ${describeValue(tree)}`);
    return group;
  }
  if (typeof tree.$type === 'string') group.type = tree.$type;
  if (typeof tree.$description === 'string') group.description = tree.$description;
  for (const [key, child] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    const childPath = [...path, key];
    if (/[.{}]/.test(key)) {
      report(source, childPath.join('.'), 'a token or group name may not contain ".", "{" or "}"');
      continue;
    }
    if (isTokenObject(child)) {
      const token: TokenNode = { kind: 'token', value: child.$value, source };
      if (typeof child.$type === 'string') token.type = child.$type;
      if (typeof child.$description === 'string') token.description = child.$description;
      group.children.set(key, token);
    } else if (isPlainObject(child)) {
      group.children.set(key, parseGroup(child, source, childPath, report));
    } else {
      report(source, childPath.join('.'), `expected a token ({ "$value": … }) or a group, got ${describeValue(child)}`);
    }
  }
  return group;
}

/** Merges a parsed token file over the tree so far (a theme file may add tokens and groups). */
function mergeGroups(into: GroupNode, from: GroupNode, path: string[], report: Report): void {
  if (from.type) into.type = from.type;
  if (from.description) into.description = from.description;
  for (const [key, node] of from.children) {
    const existing = into.children.get(key);
    const childPath = [...path, key];
    if (!existing) {
      into.children.set(key, node);
    } else if (existing.kind === 'group' && node.kind === 'group') {
      mergeGroups(existing, node, childPath, report);
    } else if (existing.kind === 'token' && node.kind === 'token') {
      into.children.set(key, {
        ...existing,
        ...node,
        type: node.type ?? existing.type,
        description: node.description ?? existing.description,
      });
    } else {
      report(node.source, childPath.join('.'), `is a ${node.kind} here but a ${existing.kind} in ${existing.source.file}`);
    }
  }
}

/** A palette scale: color.<name> with the steps 50…900. */
const isScaleGroup = (group: GroupNode, path: string[]) =>
  path.length === 2 && path[0] === 'color' && scaleSteps.every((step) => group.children.get(String(step))?.kind === 'token');

/** `color.<scale>.seed`: generates the scale's ten steps (steps set next to the seed win). */
function applySeed(
  into: GroupNode,
  explicit: Record<string, unknown>,
  value: unknown,
  source: TokenSource,
  path: string[],
  report: Report,
  seeded: SeededScale[],
): void {
  const where = [...path, 'seed'].join('.');
  const raw = isTokenObject(value) ? value.$value : value;
  const color = aliasTarget(raw) === null ? parseColor(raw) : null;
  if (!color || color.a < 1) {
    report(
      source,
      where,
      `expected an opaque colour (#rrggbb, rgb(), hsl() or oklch()) to generate ${path.join('.')}.50…900 from, got ${describeValue(raw)}`,
    );
    return;
  }
  const generated = generateScale(color, path[1] === 'neutral' ? 'neutral' : 'chromatic');
  const seedSource: TokenSource = { ...source, seed: where };
  const steps: Partial<Record<ScaleStep, string>> = {};
  for (const step of scaleSteps) {
    if (explicit[String(step)] !== undefined) continue;
    const existing = into.children.get(String(step)) as TokenNode;
    into.children.set(String(step), { ...existing, value: generated.steps[step], source: seedSource });
    steps[step] = generated.steps[step];
  }
  seeded.push({
    scale: path.join('.'),
    seed: typeof raw === 'string' ? raw.trim() : generated.steps[generated.seedStep ?? 500],
    seedStep: generated.seedStep,
    steps,
    source,
  });
}

/** Applies theme.config.ts overrides: only existing tokens may be set (plus `seed` in a palette scale). */
function applyOverrides(
  into: GroupNode,
  overrides: unknown,
  source: TokenSource,
  path: string[],
  report: Report,
  seeded: SeededScale[] = [],
): void {
  if (!isPlainObject(overrides)) {
    report(source, path.join('.'), `expected a group of token overrides, got ${describeValue(overrides)}`);
    return;
  }
  if (overrides.seed !== undefined && isScaleGroup(into, path)) {
    applySeed(into, overrides, overrides.seed, source, path, report, seeded);
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (key === 'seed' && isScaleGroup(into, path)) {
      continue;
    }
    const childPath = [...path, key];
    const existing = into.children.get(key);
    if (!existing) {
      report(source, childPath.join('.'), 'unknown token: no such token or group in the token files');
    } else if (existing.kind === 'group') {
      if (isPlainObject(value) && !('$value' in value)) applyOverrides(existing, value, source, childPath, report, seeded);
      else
        report(source, childPath.join('.'), `is a group of tokens; expected an object of overrides, got ${describeValue(value)}`);
    } else {
      const token: TokenNode = { ...existing, source };
      if (isTokenObject(value)) {
        token.value = value.$value;
        if (typeof value.$type === 'string') token.type = value.$type;
        if (typeof value.$description === 'string') token.description = value.$description;
      } else {
        token.value = value;
      }
      into.children.set(key, token);
    }
  }
}

interface FlatToken {
  path: string[];
  node: TokenNode;
  type?: string;
}

function flatten(group: GroupNode, inherited: string | undefined, path: string[], out: Map<string, FlatToken>): void {
  const type = group.type ?? inherited;
  for (const [key, node] of group.children) {
    const childPath = [...path, key];
    if (node.kind === 'group') flatten(node, type, childPath, out);
    else out.set(childPath.join('.'), { path: childPath, node, type: node.type ?? type });
  }
}

/** Every leaf path of the theme contract, in contract order. */
export function contractPaths(shape: object = contractShape, prefix: string[] = []): string[][] {
  return Object.entries(shape).flatMap(([key, v]) =>
    typeof v === 'string' ? [[...prefix, key]] : contractPaths(v as object, [...prefix, key]),
  );
}

function setPath(target: Record<string, unknown>, path: string[], value: string): void {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

function extensionOf(file: TokenTree | undefined): Record<string, unknown> {
  const ext = isPlainObject(file?.$extensions) ? file.$extensions[EXTENSION_KEY] : undefined;
  return isPlainObject(ext) ? ext : {};
}

function themeExtends(file: TokenTree | undefined): string | undefined {
  const parent = extensionOf(file).extends;
  return typeof parent === 'string' ? parent : undefined;
}

/** `files`: the theme's own file first, then the files it extends (colorScheme is inherited). */
function themeMeta(name: string, files: (TokenTree | undefined)[]): ThemeMeta {
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
function themeChain(name: string, sources: TokenSources): string[] {
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

// ─── one theme ──────────────────────────────────────────────────────────────────────────────────────────
interface Resolved {
  value: unknown;
  type: string | undefined;
  aliasOf: string[];
}

export function buildTheme(
  name: string,
  sources: TokenSources,
  overrides: ThemeBuildOverrides = {},
): { theme: BuiltTheme | null; issues: TokenIssue[] } {
  const issues: TokenIssue[] = [];
  const report: Report = (source, path, message) => issues.push({ themes: [name], source, path, message });
  const baseSource: TokenSource = { file: BASE_FILE };
  const ownSource: TokenSource = { file: themeFile(name) };

  const tree = parseGroup(sources.base, baseSource, [], report);
  const file = sources.themes[name];
  const known = themeOrder(sources).join(', ');
  if (!file) report(ownSource, '', `no token file for theme "${name}" (themes: ${known})`);
  // a theme may extend another theme file ($extensions["dev.portal-theme-kit"].extends): base ← parent ← theme
  const chain: string[] = [];
  for (let current: string | undefined = name; current !== undefined; current = themeExtends(sources.themes[current])) {
    if (chain.includes(current)) {
      report(ownSource, '', `theme "extends" cycle: ${[...chain, current].join(' → ')}`);
      break;
    }
    if (!sources.themes[current]) {
      if (current !== name)
        report({ file: themeFile(chain[chain.length - 1]!) }, '', `extends unknown theme "${current}" (themes: ${known})`);
      break;
    }
    chain.push(current);
  }
  // without its full chain the theme would only produce a flood of "missing token" errors
  if (issues.length) return { theme: null, issues };
  const chainFiles = chain.map((n) => sources.themes[n]);
  for (const layer of [...chain].reverse()) {
    mergeGroups(tree, parseGroup(sources.themes[layer], { file: themeFile(layer) }, [], report), [], report);
  }
  const seeded: SeededScale[] = [];
  const globalApplies = tokenScope(sources, overrides).find((e) => e.theme === name)?.applies ?? true;
  if (overrides.tokens !== undefined && globalApplies)
    applyOverrides(tree, overrides.tokens, { file: CONFIG_FILE, prefix: 'tokens' }, [], report, seeded);
  const own = overrides.themes?.[name];
  if (own !== undefined) applyOverrides(tree, own, { file: CONFIG_FILE, prefix: `themes.${name}` }, [], report, seeded);

  const flat = new Map<string, FlatToken>();
  flatten(tree, undefined, [], flat);

  // breakpoints feed @media queries at build time (CSS variables cannot), so only the base file sets them
  for (const [dotted, token] of flat) {
    if (token.path[0] === 'breakpoint' && token.node.source.file !== BASE_FILE) {
      report(token.node.source, dotted, `breakpoints are build-time constants for media queries; set them in ${BASE_FILE}`);
    }
  }

  const contract = contractPaths();
  const contractNames = new Set(contract.map((p) => p.join('.')));
  for (const [dotted, token] of flat) {
    if (!contractNames.has(dotted))
      report(token.node.source, dotted, 'unknown token: not part of the theme contract (src/theme/contractShape.ts)');
  }

  const memo = new Map<string, Resolved | null>();
  /** Resolves aliases; reports only the root cause (a token pointing at a broken token stays quiet). */
  const resolve = (dotted: string, stack: string[]): Resolved | null => {
    if (memo.has(dotted)) return memo.get(dotted)!;
    const entry = flat.get(dotted)!;
    const target = aliasTarget(entry.node.value);
    let result: Resolved | null;
    if (target === null) {
      result = { value: entry.node.value, type: entry.type, aliasOf: [] };
    } else if (stack.includes(target) || target === dotted) {
      const cycle = [...stack.slice(stack.indexOf(target)), dotted, target];
      report(entry.node.source, dotted, `alias cycle: ${(stack.includes(target) ? cycle : [dotted, target]).join(' → ')}`);
      result = null;
    } else if (!flat.has(target)) {
      report(entry.node.source, dotted, `broken alias {${target}}: there is no token ${target}`);
      result = null;
    } else {
      const inner = resolve(target, [...stack, dotted]);
      if (!inner) result = null;
      else if (entry.type && inner.type && entry.type !== inner.type) {
        report(entry.node.source, dotted, `alias {${target}} is a ${inner.type} token, but this token is a ${entry.type}`);
        result = null;
      } else result = { value: inner.value, type: entry.type ?? inner.type, aliasOf: [target, ...inner.aliasOf] };
    }
    memo.set(dotted, result);
    return result;
  };

  /** A part of a composite value (shadow colour/offset) may itself be an alias. */
  const resolvePart = (owner: FlatToken, part: string, value: unknown, type: TokenType): string | null => {
    const where = `${owner.path.join('.')}`;
    const target = aliasTarget(value);
    let raw = value;
    if (target !== null) {
      if (!flat.has(target)) {
        report(owner.node.source, where, `broken alias {${target}} in ${part}: there is no token ${target}`);
        return null;
      }
      const inner = resolve(target, [where]);
      if (!inner) return null;
      if (inner.type !== type) {
        report(owner.node.source, where, `${part}: alias {${target}} is a ${inner.type ?? 'untyped'} token, expected a ${type}`);
        return null;
      }
      raw = inner.value;
    }
    const converted = converters[type as Exclude<TokenType, 'shadow'>](raw);
    if (!converted.ok) {
      report(owner.node.source, where, `${part}: expected ${converted.expected}, got ${describeValue(raw)}`);
      return null;
    }
    return converted.css;
  };

  const toCss = (token: FlatToken, resolved: Resolved): string | null => {
    const type = resolved.type;
    const dotted = token.path.join('.');
    if (type === undefined) {
      report(token.node.source, dotted, 'no $type: set $type on the token or on a parent group');
      return null;
    }
    if (!isTokenType(type)) {
      report(token.node.source, dotted, `unsupported $type "${type}" (supported: ${Object.keys(converters).join(', ')}, shadow)`);
      return null;
    }
    if (type === 'shadow') {
      const layers = Array.isArray(resolved.value) ? resolved.value : [resolved.value];
      if (layers.length === 0 || !layers.every(isPlainObject)) {
        report(
          token.node.source,
          dotted,
          `expected a shadow ({ color, offsetX, offsetY, blur, spread }) or a list of them, got ${describeValue(resolved.value)}`,
        );
        return null;
      }
      const parts: string[] = [];
      for (const [i, layer] of layers.entries()) {
        const label = (k: string) => (layers.length > 1 ? `layer ${i + 1} ${k}` : k);
        const css: Record<string, string | null> = {};
        for (const [k, t] of Object.entries(SHADOW_PARTS)) {
          const v = layer[k] ?? (k === 'spread' ? 0 : undefined);
          css[k] = resolvePart(token, label(k), v, t);
        }
        if (Object.values(css).some((v) => v === null)) return null;
        parts.push(
          shadowLayerCss({
            color: css.color!,
            offsetX: css.offsetX!,
            offsetY: css.offsetY!,
            blur: css.blur!,
            spread: css.spread!,
            inset: layer.inset === true,
          }),
        );
      }
      return parts.join(', ');
    }
    const converted = converters[type](resolved.value);
    if (!converted.ok) {
      report(token.node.source, dotted, `expected ${converted.expected}, got ${describeValue(resolved.value)}`);
      return null;
    }
    return converted.css;
  };

  const values: Record<string, unknown> = {};
  const tokens: BuiltToken[] = [];
  for (const path of contract) {
    const dotted = path.join('.');
    const token = flat.get(dotted);
    if (!token) {
      report(
        file ? ownSource : baseSource,
        dotted,
        `missing token: the theme contract needs a value for ${dotted} (--${cssVarName(path)})`,
      );
      continue;
    }
    const resolved = resolve(dotted, []);
    if (!resolved) continue;
    const css = toCss(token, resolved);
    if (css === null) continue;
    setPath(values, path, css);
    tokens.push({
      path,
      name: dotted,
      cssVar: `--${cssVarName(path)}`,
      type: resolved.type as TokenType,
      aliasOf: resolved.aliasOf,
      css,
      source: token.node.source,
      ...(token.node.description ? { description: token.node.description } : {}),
    });
  }

  if (issues.length) return { theme: null, issues };
  // steps set explicitly after a seed (next to it, or in themes.<name> after a global seed) are not generated
  const current = seeded.flatMap((entry) => {
    const steps = Object.fromEntries(
      Object.entries(entry.steps).filter(([step]) => {
        const src = flat.get(`${entry.scale}.${step}`)?.node.source;
        return src?.seed === `${entry.scale}.seed` && src.prefix === entry.source.prefix;
      }),
    ) as SeededScale['steps'];
    return Object.keys(steps).length ? [{ ...entry, steps }] : [];
  });
  return { theme: { ...themeMeta(name, chainFiles), values: values as ThemeValues, tokens, seeded: current }, issues };
}

const issueKey = (i: TokenIssue) => `${i.source.file}|${i.source.prefix ?? ''}|${i.path}|${i.message}`;

/** Theme names, 'default' first, then alphabetical. */
export function themeOrder(sources: TokenSources): string[] {
  return Object.keys(sources.themes).sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
}

/** Builds every theme in `sources`; issues that occur in several themes are reported once. */
export function buildThemes(sources: TokenSources, overrides: ThemeBuildOverrides = {}): BuildResult {
  const names = themeOrder(sources);
  const themes: Record<string, BuiltTheme> = {};
  const issues = new Map<string, TokenIssue>();
  for (const name of names) {
    const { theme, issues: found } = buildTheme(name, sources, overrides);
    if (theme) themes[name] = theme;
    for (const issue of found) {
      const seen = issues.get(issueKey(issue));
      if (seen) seen.themes.push(name);
      else issues.set(issueKey(issue), { ...issue, themes: [...issue.themes] });
    }
  }
  for (const name of Object.keys(overrides.themes ?? {})) {
    if (!names.includes(name)) {
      const issue: TokenIssue = {
        themes: [],
        source: { file: CONFIG_FILE, prefix: 'themes' },
        path: name,
        message: `unknown theme (themes: ${names.join(', ')})`,
      };
      issues.set(issueKey(issue), issue);
    }
  }
  return { themes, names, issues: [...issues.values()] };
}

/** `theme.config.ts › tokens.color.brand.500: expected a colour, got "blue-ish" (themes: default, dark)` */
export function formatIssue(issue: TokenIssue): string {
  const path = [issue.source.prefix, issue.path].filter(Boolean).join('.');
  const where = path ? `${issue.source.file} › ${path}` : issue.source.file;
  const themes = issue.themes.length ? ` (${issue.themes.length > 1 ? 'themes' : 'theme'}: ${issue.themes.join(', ')})` : '';
  return `${where}: ${issue.message}${themes}`;
}

export class TokenBuildError extends Error {
  readonly issues: TokenIssue[];
  constructor(issues: TokenIssue[]) {
    super(
      `Theme tokens are invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${issues.map((i) => `  - ${formatIssue(i)}`).join('\n')}`,
    );
    this.name = 'TokenBuildError';
    this.issues = issues;
  }
}
