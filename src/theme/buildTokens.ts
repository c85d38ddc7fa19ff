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
import { cssVarName, type ThemeValues } from './contractShape.ts';
import { converters, describeValue, isTokenType, SHADOW_PARTS, shadowLayerCss, type TokenType } from './tokenValues.ts';
import { isPlainObject } from '../lib/objects.ts';
import { applyOverrides, flatten, mergeGroups, parseGroup, aliasTarget, type FlatToken, type Report } from './tokenTree.ts';
import { contractPaths, setPath, themeExtends, themeMeta, themeOrder, tokenScope } from './themeScope.ts';
import {
  BASE_FILE,
  CONFIG_FILE,
  themeFile,
  type BuildResult,
  type BuiltTheme,
  type BuiltToken,
  type SeededScale,
  type ThemeBuildOverrides,
  type TokenIssue,
  type TokenSource,
  type TokenSources,
} from './tokenTypes.ts';

export * from './tokenTypes.ts';
export { aliasTarget } from './tokenTree.ts';
export { brandPaletteFile, contractPaths, themeOrder, tokenScope, type TokenScopeEntry } from './themeScope.ts';

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
