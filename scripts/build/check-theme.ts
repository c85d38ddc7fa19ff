// npm run check-theme [-- --config <file>] (or THEME_CONFIG=<file>): validates theme.config.ts and the token files (shape with zod,
// token build, contrast) and exits 1 with one line per problem (unknown keys get "did you mean …"). Part
// of `npm run build`; `npm start` shows the same lines in the browser overlay (scripts/dev/preview.ts).
// Fast: the token files are read from disk and theme.config.ts is imported by tsx directly; only a config
// that plain Node cannot load (a template importing a vanilla-extract .css.ts file) goes through a Vite
// module runner (scripts/lib/themeInputs.ts), which used to be the only way and cost most of the ~20 s.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkThemeConfig, describeOverrides } from '../../src/config/checkThemeConfig.ts';
import type { ThemeConfig } from '../../src/config/defineTheme.ts';
import { importThemeConfig, readTokenSources, REPO_ROOT } from '../lib/themeInputs.ts';

/** The brand config to use: THEME_CONFIG=<file> (e.g. a re-brand to try) or theme.config.ts. */
export function themeConfigFile(): string {
  return process.env.THEME_CONFIG || 'theme.config.ts';
}

export async function loadThemeInputs(configFile = themeConfigFile(), root = REPO_ROOT) {
  const [config, tokenSources] = await Promise.all([
    importThemeConfig(path.resolve(root, configFile)),
    Promise.resolve().then(() => readTokenSources(root)),
  ]);
  return { config, tokenSources };
}

/** The terminal's (and the overlay's) report: a heading line and one "  - " line per problem. */
export function formatProblems(configFile: string, problems: string[]): string {
  return [
    `check-theme: ${configFile} is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...problems.map((p) => `  - ${p}`),
  ].join('\n');
}

async function main() {
  const i = process.argv.indexOf('--config');
  const configFile = i > 0 ? process.argv[i + 1] : themeConfigFile();
  if (!configFile) throw new Error('--config needs a file');
  const { config, tokenSources } = await loadThemeInputs(configFile);
  const { problems, result } = checkThemeConfig(config, tokenSources);
  const scope = problems.length && !result ? [] : describeOverrides(config as ThemeConfig, tokenSources, result);
  if (problems.length) {
    console.error(formatProblems(configFile, problems));
    for (const line of scope) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(
    `check-theme: ${configFile} OK — themes ${result!.names.join(', ')}; default theme "${(config as { theme?: string }).theme ?? 'default'}"; contrast rules pass in every theme`,
  );
  for (const line of scope) console.log(`  ${line}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`check-theme: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
