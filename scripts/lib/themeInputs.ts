// Loads the theme's inputs in plain Node, fast: the token files from disk (what src/theme/tokenSources.ts
// gets through Vite's import.meta.glob) and theme.config.ts through tsx. Used by check-theme, schema and the
// live preview of `npm start` (scripts/dev/preview.ts). A config that Node cannot load on its own (a
// template importing a vanilla-extract .css.ts file) falls back to a Vite module runner — slower, correct.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { TokenSources, TokenTree } from '../../src/theme/buildTokens.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** tokens/base.tokens.json and every tokens/themes/<name>.tokens.json (the theme is the file name). */
export function readTokenSources(root = REPO_ROOT): TokenSources {
  const read = (file: string): TokenTree => {
    const text = fs.readFileSync(file, 'utf8');
    try {
      return JSON.parse(text) as TokenTree;
    } catch (error) {
      throw new Error(`${path.relative(root, file)}: not valid JSON (${(error as Error).message})`, { cause: error });
    }
  };
  const dir = path.join(root, 'tokens/themes');
  const themes: Record<string, TokenTree> = {};
  for (const file of fs.readdirSync(dir).sort()) {
    const name = /^(.+)\.tokens\.json$/.exec(file)?.[1];
    if (name) themes[name] = read(path.join(dir, file));
  }
  return { base: read(path.join(root, 'tokens/base.tokens.json')), themes };
}

/** Loads a module through a Vite module runner with the vanilla-extract plugin (as the build sees it). */
export async function viteImport<T>(file: string, root = REPO_ROOT): Promise<T> {
  const [{ runnerImport }, { vanillaExtractPlugin }] = await Promise.all([
    import('vite'),
    import('@vanilla-extract/vite-plugin'),
  ]);
  const { module } = await runnerImport<T>(path.resolve(root, file), {
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
  });
  return module;
}

/** A TypeScript module evaluated afresh (with its local imports): tsx's tsImport, in a new namespace. */
export async function importFresh<T>(file: string): Promise<T> {
  let mod = (await tsImport(pathToFileURL(path.resolve(file)).href, import.meta.url)) as Record<string, unknown>;
  // a result that looks like CommonJS wraps the ES module once more
  const inner = mod.default as Record<string, unknown> | undefined;
  if (inner && typeof inner === 'object' && 'default' in inner && Object.keys(mod).length <= 2) mod = inner;
  return mod as T;
}

/**
 * The default export of theme.config.ts, evaluated afresh on every call (tsx's tsImport loads the file and
 * its local imports in a new namespace, so an edit is always seen). Falls back to the Vite runner.
 */
export async function importThemeConfig(file: string): Promise<unknown> {
  const absolute = path.resolve(file);
  try {
    return (await importFresh<{ default: unknown }>(absolute)).default;
  } catch (direct) {
    try {
      return (await viteImport<{ default: unknown }>(absolute, path.dirname(absolute))).default;
    } catch {
      throw direct;
    }
  }
}
