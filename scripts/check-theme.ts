// npm run check-theme [-- --config <file>]: validates theme.config.ts and the token files (shape with zod,
// token build, contrast) and exits 1 with one line per problem. Part of `npm run build`.
// theme.config.ts may import React components (templates) and their .css.ts styles, and the token
// sources use import.meta.glob, so both are loaded through a Vite module runner, not plain Node.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { TokenSources } from '../src/theme/buildTokens.ts';
import { checkThemeConfig } from '../src/config/checkThemeConfig.ts';

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

export async function loadThemeInputs(configFile = 'theme.config.ts') {
  const [{ default: config }, { tokenSources }] = await Promise.all([
    loadModule<{ default: unknown }>(configFile),
    loadModule<{ tokenSources: TokenSources }>('src/theme/tokenSources.ts'),
  ]);
  return { config, tokenSources };
}

async function main() {
  const i = process.argv.indexOf('--config');
  const configFile = i > 0 ? process.argv[i + 1] : 'theme.config.ts';
  if (!configFile) throw new Error('--config needs a file');
  const { config, tokenSources } = await loadThemeInputs(configFile);
  const { problems, result } = checkThemeConfig(config, tokenSources);
  if (problems.length) {
    console.error(`check-theme: ${configFile} is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `check-theme: ${configFile} OK — themes ${result!.names.join(', ')}; default theme "${(config as { theme?: string }).theme ?? 'default'}"; contrast rules pass in every theme`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`check-theme: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
