// npm run check-theme [-- --config <file>] (or THEME_CONFIG=<file>): validates theme.config.ts and the token files (shape with zod,
// token build, contrast) and exits 1 with one line per problem. Part of `npm run build`.
// theme.config.ts may import React components (templates) and their .css.ts styles, and the token
// sources use import.meta.glob, so both are loaded through a Vite module runner, not plain Node.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { TokenSources } from '../src/theme/buildTokens.ts';
import { checkThemeConfig, describeOverrides } from '../src/config/checkThemeConfig.ts';
import type { ThemeConfig } from '../src/config/defineTheme.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Loads a module the way the build sees it (TS/TSX, JSON, import.meta.glob, vanilla-extract files). */
export async function loadModule<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.resolve(root, file), {
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
  });
  return module;
}

/** The brand config to use: THEME_CONFIG=<file> (e.g. a re-brand to try) or theme.config.ts. */
export function themeConfigFile(): string {
  return process.env.THEME_CONFIG || 'theme.config.ts';
}

export async function loadThemeInputs(configFile = themeConfigFile()) {
  const [{ default: config }, { tokenSources }] = await Promise.all([
    loadModule<{ default: unknown }>(configFile),
    loadModule<{ tokenSources: TokenSources }>('src/theme/tokenSources.ts'),
  ]);
  return { config, tokenSources };
}

async function main() {
  const i = process.argv.indexOf('--config');
  const configFile = i > 0 ? process.argv[i + 1] : themeConfigFile();
  if (!configFile) throw new Error('--config needs a file');
  const { config, tokenSources } = await loadThemeInputs(configFile);
  const { problems, result } = checkThemeConfig(config, tokenSources);
  const scope = problems.length && !result ? [] : describeOverrides(config as ThemeConfig, tokenSources, result);
  if (problems.length) {
    console.error(`check-theme: ${configFile} is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const p of problems) console.error(`  - ${p}`);
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
