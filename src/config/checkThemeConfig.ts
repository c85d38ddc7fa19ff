// check-theme: everything that can be wrong with theme.config.ts and the token files, as readable
// messages. Used by scripts/check-theme.ts (npm run check-theme / npm run build) and the unit tests.
// Order: token files alone → config shape (zod) → tokens with the config's overrides → contrast.
import {
  buildThemes,
  contractPaths,
  CONFIG_FILE,
  formatIssue,
  type BuildResult,
  type BuiltTheme,
  type TokenIssue,
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
      const source = byName.get(name)?.source;
      if (source?.file === CONFIG_FILE) {
        origins.add(`${source.prefix}.${name}`);
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

export function checkThemeConfig(config: unknown, sources: TokenSources): ThemeCheck {
  const plain = buildThemes(sources);
  if (plain.issues.length) return { problems: plain.issues.map((i) => formatTokenIssue(i)), result: null };

  const shapeProblems = validateThemeConfig(config, schemaContext(plain));
  if (shapeProblems.length) return { problems: shapeProblems.map((p) => `${CONFIG_FILE} › ${p}`), result: null };

  const { tokens, themes } = config as ThemeConfig;
  const result = buildThemes(sources, { tokens, themes });
  if (result.issues.length) return { problems: result.issues.map((i) => formatTokenIssue(i)), result };

  const problems = result.names.flatMap((name) => {
    const theme = result.themes[name]!;
    return checkContrast(theme)
      .filter((r) => !r.pass)
      .map((r) => `${formatContrastFailure(name, r)}${configOrigin(theme, r)}`);
  });
  return { problems, result };
}
