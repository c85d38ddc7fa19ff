// check-theme: everything that can be wrong with theme.config.ts and the token files, as readable
// messages. Used by scripts/build/check-theme.ts (npm run check-theme / npm run build) and the unit tests.
// Order: token files alone → config shape (zod) → tokens with the config's overrides → contrast.
import {
  buildThemes,
  contractPaths,
  CONFIG_FILE,
  formatIssue,
  tokenScope,
  type BuildResult,
  type BuiltTheme,
  type TokenIssue,
  type ThemeBuildOverrides,
  type TokenSources,
} from '../theme/buildTokens.ts';
import { checkContrast, formatContrastFailure, type ContrastResult } from '../theme/contrast.ts';
import { didYouMean } from './suggest.ts';
import { validateThemeConfig, type SchemaContext } from './themeConfigSchema.ts';
import type { ThemeConfig } from './defineTheme.ts';

export interface ThemeCheck {
  problems: string[];
  /** the themes as built with the config (empty when an earlier stage failed) */
  result: BuildResult | null;
}

/** The schema context (token paths and types, theme names) from the token files alone. */
export function schemaContext(result: BuildResult): SchemaContext {
  const first = result.themes[result.names[0] ?? ''];
  return { tokens: first?.tokens ?? [], themeNames: result.names };
}

/** Names the theme.config.ts path a contrast pair's colour came from, when it did. */
function configOrigin(theme: BuiltTheme, r: ContrastResult): string {
  const byName = new Map(theme.tokens.map((t) => [t.name, t]));
  const origins = new Set<string>();
  for (const start of [r.foreground, r.background]) {
    const token = byName.get(start);
    if (!token) continue;
    for (const name of [token.name, ...token.aliasOf]) {
      // Stryker disable next-line OptionalChaining: equivalent — every alias target is a token of the built theme (a broken alias stops the check before contrast)
      const source = byName.get(name)?.source;
      if (source?.file === CONFIG_FILE) {
        origins.add(source.seed ? `${source.prefix}.${source.seed} (generated ${name})` : `${source.prefix}.${name}`);
        break;
      }
    }
  }
  return origins.size ? ` — set by ${CONFIG_FILE} › ${[...origins].join(', ')}` : '';
}

/** A token issue as one line, with "did you mean …" for an unknown token or a broken alias's target. */
export function formatTokenIssue(issue: TokenIssue, known: string[] = contractPaths().map((p) => p.join('.'))): string {
  const text = formatIssue(issue);
  let hint = '';
  const alias = /^broken alias \{([^{}]+)\}/.exec(issue.message);
  if (alias) hint = didYouMean(alias[1]!, known);
  else if (/^unknown token\b/.test(issue.message)) hint = didYouMean(issue.path, known);
  if (!hint) return text;
  const i = text.lastIndexOf(' (theme');
  return i > 0 ? `${text.slice(0, i)}${hint}${text.slice(i)}` : `${text}${hint}`;
}

/** The token parts of a theme config, as build-tokens takes them. */
export function tokenOverridesOf(config: ThemeConfig): ThemeBuildOverrides {
  const { tokens, themes, applyTokensTo, theme } = config;
  return { tokens, themes, applyTokensTo, theme };
}

const isEmpty = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

/**
 * What each override touches, for check-theme's output:
 *   tokens → default (the portal's theme), dark (no brand palette of its own); not brand: has its own brand palette (…)
 *   themes.dark → dark
 *   color.brand ← seed #0f766e (unchanged at step 700) in default, dark
 */
export function describeOverrides(config: ThemeConfig, sources: TokenSources, result: BuildResult | null): string[] {
  const lines: string[] = [];
  const overrides = tokenOverridesOf(config);
  if (!isEmpty(config.tokens)) {
    const scope = tokenScope(sources, overrides);
    const reached = scope.filter((e) => e.applies).map((e) => `${e.theme} (${e.reason})`);
    const skipped = scope.filter((e) => !e.applies);
    lines.push(
      `tokens → ${reached.join(', ') || 'no theme'}` +
        (skipped.length
          ? `; not ${skipped.map((e) => `${e.theme}: ${e.reason}`).join('; not ')} — to change it too: applyTokensTo: 'all' or themes.<name>`
          : ''),
    );
  }
  for (const [name, own] of Object.entries(config.themes ?? {})) if (!isEmpty(own)) lines.push(`themes.${name} → ${name}`);
  if (result) {
    const seeds = new Map<string, string[]>();
    for (const name of result.names) {
      for (const s of result.themes[name]?.seeded ?? []) {
        const key = `${s.scale} ← ${s.source.prefix}.${s.scale}.seed ${s.seed} (${s.seedStep === null ? 'its hue as a tint' : `unchanged at step ${s.seedStep}`}; generated ${Object.keys(s.steps).join(', ')})`;
        seeds.set(key, [...(seeds.get(key) ?? []), name]);
      }
    }
    for (const [key, themes] of seeds) lines.push(`${key} in ${themes.join(', ')}`);
  }
  return lines;
}

export function checkThemeConfig(config: unknown, sources: TokenSources): ThemeCheck {
  const plain = buildThemes(sources);
  if (plain.issues.length) return { problems: plain.issues.map((i) => formatTokenIssue(i)), result: null };

  const shapeProblems = validateThemeConfig(config, schemaContext(plain));
  if (shapeProblems.length) return { problems: shapeProblems.map((p) => `${CONFIG_FILE} › ${p}`), result: null };

  const result = buildThemes(sources, tokenOverridesOf(config as ThemeConfig));
  if (result.issues.length) return { problems: result.issues.map((i) => formatTokenIssue(i)), result };

  const problems = result.names.flatMap((name) => {
    const theme = result.themes[name]!;
    return checkContrast(theme)
      .filter((r) => !r.pass)
      .map((r) => formatContrastFailure(name, r, configOrigin(theme, r)));
  });
  return { problems, result };
}
