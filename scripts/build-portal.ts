// `npm run build` (after `npm run check-theme`): writes dist/portal/ — exactly what an admin uploads to
// the portal's File Manager (served flat from /files/):
//   portal-head.js        Head JavaScript File URL  (classic script, ES5, anti-flash + legacy hooks)
//   portal.js             Body JavaScript File URL  (classic script: starts the app module beside it)
//   portal.css            Screen Stylesheet URL     (ONE stylesheet, every component incl. lazy ones)
//   portal-app-<hash>.js  + every p-<hash>.js chunk (ES modules, loaded by portal.js and on demand)
//   DEPLOY.md             where each file goes, portalOptions, roll back
// Build facts for `npm run size` go to dist/portal-manifest.json, dist/portal-chunks.json and
// dist/portal-types.json (not uploaded). PORTAL_DIST=<dir> writes <dir>/portal/ and its facts instead.
// Fails when the output contains eval / new Function, or when a classic script is not ES5.
import fs from 'node:fs';
import path from 'node:path';
import { build, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import * as acorn from 'acorn';
import { transform } from 'esbuild';
import { resolveSettings, type Settings } from '../src/config/settings.ts';
import { defaultLabels } from '../src/labels/en.ts';
import { builderModuleOf } from '../src/adapter/lazy.ts';
import { contentTypeGroups, contentTypes } from '../src/model/contentTypes.ts';
import type { HeadConfig } from '../src/runtime/head.ts';
import { CHUNKS_FILE, DIST, PORTAL_OUT, smallScriptConfig, useReact } from '../vite.portal.config.ts';
import { findForbidden } from './forbidden.mjs';

// A production build, always: loading theme.config.ts through Vite (runnerImport) sets NODE_ENV to
// 'development' when it is unset, and the React plugin then compiles JSX for development (jsxDEV with the
// absolute file name, line and column of every element: +4 KB gz on every page, and build paths shipped).
process.env.NODE_ENV = 'production';

const root = process.cwd();
const out = path.resolve(root, PORTAL_OUT);
const MANIFEST = path.resolve(root, DIST, 'portal-manifest.json');
/** per content type, the lazily loaded modules its first render needs besides the screen (for `npm run size`) */
const TYPES = path.resolve(root, DIST, 'portal-types.json');
/** after this long without a rendered theme, portal-head.js shows the server page again */
const WATCHDOG_MS = 10000;
/**
 * The folder the deployed files are served from, used by portal.js only when the running script cannot
 * report its own URL (the File Manager serves uploads at /files/<name>). PORTAL_BASE=<path or URL> changes it.
 */
const PUBLIC_BASE = process.env.PORTAL_BASE ?? '/files/';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function fail(message: string): never {
  console.error(`build-portal: ${message}`);
  process.exit(1);
}

/** theme.config.ts through Vite (templates may be React components with .css.ts styles). */
async function loadThemeConfig(): Promise<{ settings?: Partial<Settings>; labels?: Record<string, unknown> }> {
  const { module } = await runnerImport<{ default: { settings?: Partial<Settings>; labels?: Record<string, unknown> } }>(
    './theme.config.ts',
    {
      configFile: false,
      logLevel: 'error',
      plugins: [react(), vanillaExtractPlugin()],
    },
  );
  return module.default ?? {};
}

async function headConfig(): Promise<HeadConfig> {
  const config = await loadThemeConfig();
  const { settings, warnings } = resolveSettings(config.settings, undefined);
  for (const w of warnings) console.warn(`build-portal: ${w}`);
  const layoutLabels = {
    ...(defaultLabels.layout as Record<string, string>),
    ...((config.settings?.labels as { layout?: Record<string, string> } | undefined)?.layout ?? {}),
    ...((config.labels as { layout?: Record<string, string> } | undefined)?.layout ?? {}),
  };
  // The head script runs before the page is read: placeholders such as {{area}} cannot be filled there.
  const upgradeNotice = String(layoutLabels.upgradeNotice ?? '')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    responsive: settings.responsive,
    favicon: settings.favicon,
    faviconURL: settings.faviconURL,
    faviconSizes: settings.faviconSizes,
    upgradeNotice,
    watchdogMs: WATCHDOG_MS,
  };
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticClosure(manifest, dep, seen);
  }
  return seen;
}

/** Minifies a classic script to ES5 syntax (esbuild; Rolldown cannot target ES5). */
async function minifyEs5(file: string): Promise<void> {
  const code = fs.readFileSync(file, 'utf8');
  try {
    const result = await transform(code, { minify: true, target: 'es5', format: 'iife', legalComments: 'none', charset: 'utf8' });
    fs.writeFileSync(file, result.code);
  } catch (error) {
    fail(`${path.basename(file)} cannot be written as ES5: ${(error as Error).message}`);
  }
}

function assertEs5(file: string): void {
  const code = fs.readFileSync(file, 'utf8');
  try {
    acorn.parse(code, { ecmaVersion: 5, sourceType: 'script' });
  } catch (error) {
    fail(`${path.basename(file)} must parse as ES5 (older browsers keep the server page): ${(error as Error).message}`);
  }
}

/**
 * vite.portal.config.ts declares the folder barrels (src/components/<X>/index.ts, src/screens/<X>/index.ts)
 * free of side effects, so a page's chunk holds only the parts it imports. True only while they do nothing
 * but re-export.
 */
function assertBarrelsOnlyReexport(): void {
  const offenders: string[] = [];
  for (const layer of ['components', 'screens']) {
    for (const dir of fs.readdirSync(path.join(root, 'src', layer), { withFileTypes: true })) {
      const file = path.join(root, 'src', layer, dir.name, 'index.ts');
      if (!dir.isDirectory() || !fs.existsSync(file)) continue;
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      if (!/^(\s*export\s[^;]*;)*\s*$/.test(code)) offenders.push(path.relative(root, file));
    }
  }
  if (offenders.length) fail(`barrels must only re-export (they are treated as free of side effects): ${offenders.join(', ')}`);
}

async function main(): Promise<void> {
  assertBarrelsOnlyReexport();
  const head = await headConfig();

  // 1. the app: ES modules + portal.css
  await build({ configFile: path.join(root, 'vite.portal.config.ts'), logLevel: 'warn', mode: 'production' });
  const viteManifest = path.join(out, '.vite/manifest.json');
  if (!fs.existsSync(viteManifest)) fail('no Vite manifest was written');
  fs.renameSync(viteManifest, MANIFEST);
  fs.rmSync(path.join(out, '.vite'), { recursive: true, force: true });
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('src/entries/portal.tsx'));
  if (!entryKey) fail('the manifest has no src/entries/portal.tsx entry');
  const entry = manifest[entryKey]!.file;
  const preload = [...staticClosure(manifest, entryKey)].map((k) => manifest[k]!.file);
  if (!fs.existsSync(path.join(out, 'portal.css'))) fail('portal.css was not written');
  // With the screen, the runtime loads the content type's extractor group (src/extract/lazy.ts) and, for
  // all but the common builders in the entry, its screen-builder module (src/adapter/lazy.ts): per type, the
  // modules whose chunks a first render needs besides the entry and the screen.
  const built = JSON.parse(fs.readFileSync(path.resolve(root, CHUNKS_FILE), 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>;
  };
  const inSomeChunk = (mod: string) => Object.values(built.chunks).some((c) => mod in c.modules);
  const pageModules = Object.fromEntries(
    contentTypes.map((t) => {
      const builders = builderModuleOf(t);
      return [t, [`src/extract/pages/${contentTypeGroups[t]}.ts`, ...(builders ? [`src/adapter/builders/${builders}.ts`] : [])]];
    }),
  );
  for (const [type, mods] of Object.entries(pageModules))
    for (const mod of mods) if (!inSomeChunk(mod)) fail(`no chunk holds ${mod} (needed by ${type})`);
  fs.writeFileSync(
    TYPES,
    `${JSON.stringify({ contentTypes, pageModules, fallbackScreen: 'src/screens/Generic/Generic.tsx' }, null, 2)}\n`,
  );

  // 2. the classic scripts
  await build(
    smallScriptConfig('src/entries/portal-loader.ts', 'portal.js', {
      __PORTAL_ENTRY__: entry,
      __PORTAL_PRELOAD__: preload,
      __PORTAL_BASE__: PUBLIC_BASE,
    }),
  );
  await build(smallScriptConfig('src/entries/portal-head.ts', 'portal-head.js', { __PORTAL_HEAD__: head }));
  for (const name of ['portal.js', 'portal-head.js']) {
    await minifyEs5(path.join(out, name));
    assertEs5(path.join(out, name));
  }

  // 3. the admin's notes travel with the files
  fs.copyFileSync(path.join(root, 'docs/DEPLOY.md'), path.join(out, 'DEPLOY.md'));

  // 4. nothing that needs 'unsafe-eval', no sub-folders
  const files = fs.readdirSync(out, { withFileTypes: true });
  const dirs = files.filter((f) => f.isDirectory()).map((f) => f.name);
  if (dirs.length) fail(`dist/portal must be flat (the File Manager has no folders): ${dirs.join(', ')}`);
  const problems = files
    .filter((f) => f.name.endsWith('.js'))
    .flatMap((f) => findForbidden(fs.readFileSync(path.join(out, f.name), 'utf8')).map((hit) => `${f.name}: ${hit}`));
  if (problems.length) fail(`the bundle must run under a CSP without 'unsafe-eval':\n  ${problems.join('\n  ')}`);
  // development JSX (jsxDEV) carries the absolute path of every source file: never ship it
  const devBuild = files
    .filter((f) => f.name.endsWith('.js') && fs.readFileSync(path.join(out, f.name), 'utf8').includes(root))
    .map((f) => f.name);
  if (devBuild.length) fail(`development code (build paths) in ${devBuild.join(', ')}: the bundle must be a production build`);

  const list = fs.readdirSync(out).sort();
  console.log(
    `build-portal: ${PORTAL_OUT}/ (${useReact ? 'React 19' : 'Preact compat'}) — ${list.length} files: ${list.join(', ')}`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
