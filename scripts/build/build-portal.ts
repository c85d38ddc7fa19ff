// `npm run build` (after `npm run check-theme`): writes dist/portal/ — exactly what an admin uploads to
// the portal's File Manager (served flat from /files/):
//   portal-head.js        Head JavaScript File URL  (classic script, ES5, anti-flash + legacy hooks)
//   portal.js             Body JavaScript File URL  (classic script: the loader and the app entry, which
//                         arrives with the page: scripts/build/classicEntry.ts)
//   portal.css            Screen Stylesheet URL     (ONE stylesheet, every component incl. lazy ones)
//                         + portal-<group>-<hash>.js (ES modules, preloaded by the head script and loaded on
//                         demand; they read the entry's exports from a registry portal.js fills):
//                         at most 13 files in all, grouped by content (vite.portal.config.ts FILE_GROUPS)
// Beside the folder, for the admin (not uploaded): dist/DEPLOY.md (where each file goes, portalOptions,
// roll back), dist/portal-<version>-<hash>.zip (the folder's files; one per build), dist/portal-build.json
// (what the build produced) and dist/portal-upload.txt (file, size, what it is, and the files of the build
// last uploaded — deploy/uploaded.json, written by `npm run deployed` — to delete): scripts/build/deploy-files.ts.
// Build facts for `npm run size` go to dist/portal-manifest.json, dist/portal-chunks.json and
// dist/portal-types.json (not uploaded). PORTAL_DIST=<dir> writes <dir>/portal/ and its facts instead.
// THEME_CONFIG=<file> builds with another brand config in place of theme.config.ts (vite.portal.config.ts).
// Fails when the output contains eval / new Function, or when a classic script is not ES5.
import fs from 'node:fs';
import path from 'node:path';
import { build, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import * as acorn from 'acorn';
import { transform } from 'esbuild';
import { resolveSettings, type Settings } from '../../src/config/settings.ts';
import { themeClass } from '../../src/theme/themeName.ts';
import { defaultLabels } from '../../src/labels/en.ts';
import { builderModuleOf } from '../../src/adapter/lazy.ts';
import { contentTypeGroups, contentTypes, type ContentType } from '../../src/model/contentTypes.ts';
import type { HeadConfig } from '../../src/runtime/head.ts';
import { CHUNKS_FILE, DIST, PORTAL_OUT, smallScriptConfig, useReact } from '../../vite.portal.config.ts';
import { findForbidden } from '../lib/forbidden.mjs';
import type { PagePreloads, PathPreloads } from '../../src/runtime/preload.ts';
import { uploadedRecord, writeAdminFiles } from './deploy-files.ts';
import { PATH_RULES, PRELOAD_RULES } from './preloadRules.ts';
import { readFromRegistry, shiftMappings, toClassicEntry } from './classicEntry.ts';

// A production build, always: loading theme.config.ts through Vite (runnerImport) sets NODE_ENV to
// 'development' when it is unset, and the React plugin then compiles JSX for development (jsxDEV with the
// absolute file name, line and column of every element: +4 KB gz on every page, and build paths shipped).
process.env.NODE_ENV = 'production';
process.env.PORTAL_SOURCEMAP ??= '1';

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
    process.env.THEME_CONFIG ? path.resolve(process.env.THEME_CONFIG) : './theme.config.ts',
    {
      configFile: false,
      logLevel: 'error',
      plugins: [react(), vanillaExtractPlugin()],
    },
  );
  return module.default ?? {};
}

/** the markdown setting of theme.config.ts (the head script preloads Markdown for content bodies that need it when on) */
let markdownBodies = true;

async function headConfig(): Promise<HeadConfig> {
  const config = await loadThemeConfig();
  const { settings, warnings } = resolveSettings(config.settings, undefined);
  markdownBodies = settings.markdown;
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
    // the reader's dark scheme before first paint (portal-head.js); the runtime re-checks the built themes
    darkClass: settings.colorSchemeSwitch && settings.theme !== 'dark' ? themeClass('dark') : '',
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
  // the source maps (hidden: no sourceMappingURL comment) go beside the folder, never uploaded: `npm run size`
  // reads where each critical file's bytes come from in them
  const maps = path.resolve(root, DIST, 'portal-maps');
  fs.rmSync(maps, { recursive: true, force: true });
  fs.mkdirSync(maps, { recursive: true });
  for (const f of fs.readdirSync(out).filter((n) => n.endsWith('.map'))) fs.renameSync(path.join(out, f), path.join(maps, f));
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
  // the I/O Docs console and the key-activity report (lazy parts of their screens, in the console and charts files) are
  // on those pages' first render: preloaded with them
  const firstRenderParts: Partial<Record<ContentType, string[]>> = {
    ioDocs: ['src/screens/IoDocs/IoDocsConsole.tsx'],
    keyActivity: ['src/screens/KeyActivity/ActivityReport.tsx'],
    // a new member's getting-started checklist: the keys pages' (src/screens/Join/Join.tsx)
    joinSuccess: ['src/screens/AccountParts/JourneyChecklist.tsx'],
    // the heading anchors and "On this page" (src/screens/ContentParts/LazyHeadings.tsx): on every docs page,
    // whether or not its bodies need Markdown
    docs: ['src/components/HeadingAnchors/HeadingAnchors.tsx', 'src/components/TableOfContents/TableOfContents.tsx'],
  };
  fs.writeFileSync(
    TYPES,
    `${JSON.stringify(
      {
        contentTypes,
        pageModules,
        fallbackScreen: 'src/screens/Generic/Generic.tsx',
        // the types whose bodies render as Markdown (the `markdown` setting on): Markdown is on their critical path
        markdownTypes: markdownBodies ? PRELOAD_RULES.filter(([, , md]) => md).flatMap(([, types]) => types) : [],
        // the lazy parts of a type's first render besides its screen (npm run size counts their files)
        firstRenderParts,
      },
      null,
      2,
    )}\n`,
  );

  // Per page type, the files its first render needs besides the entry (screen, extractor and builder with
  // their static imports), for the head script to preload from the body classes once #page is parsed (src/runtime/preload.ts).
  const registry = fs.readFileSync(path.join(root, 'src/screens/registry.ts'), 'utf8');
  const screenOf = new Map<string, string>();
  for (const m of registry.matchAll(/(\w+)\s*:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g))
    screenOf.set(m[1]!, `src/screens/${m[2]}`);
  const fileWith = (mod: string) =>
    Object.entries(built.chunks).find(([, c]) => (c as { facadeModuleId?: string }).facadeModuleId === mod)?.[0] ??
    Object.entries(built.chunks).find(([, c]) => mod in c.modules)?.[0];
  const chunkImports = (file: string) => (built.chunks[file] as { imports?: string[] } | undefined)?.imports ?? [];
  const entryFiles = new Set([entry, ...preload]);
  // Dynamic imports are plain `import()` (vite.portal.config.ts › plainDynamicImports: no preload helper), so
  // a file imported on demand must need nothing that a page has not loaded already: the entry (which holds
  // the parts shared by more than one kind of page); else its imports would be fetched one round late.
  for (const file of Object.keys(built.chunks)) {
    const extra = chunkImports(file).filter((dep) => dep !== entry && !preload.includes(dep));
    if (extra.length && file !== entry)
      fail(`${file} imports ${extra.join(', ')}: a lazy file may import only the entry (plainDynamicImports)`);
  }
  const lazyClosure = (mods: string[]) => {
    const seen = new Set<string>();
    const walk = (file: string | undefined) => {
      if (!file || seen.has(file) || entryFiles.has(file)) return;
      seen.add(file);
      for (const dep of chunkImports(file)) walk(dep);
    };
    for (const mod of mods) walk(fileWith(mod));
    return [...seen];
  };
  const typeFiles = (type: ContentType) =>
    lazyClosure([
      screenOf.get(type) ?? 'src/screens/Generic/Generic.tsx',
      ...(pageModules[type] ?? []),
      ...(firstRenderParts[type] ?? []),
    ]);
  // A rule preloads the files of all its types: it names only types whose first render needs the same files,
  // or a page of one type fetches what only another needs (every account page fetched the key-activity
  // charts, 36 KB gz, until issue 35's speed work). Checked here, where the files are known.
  for (const [what, types] of [
    ...PRELOAD_RULES.map(([classes, types]) => [`body .${classes.join('.')}`, types] as const),
    ...PATH_RULES.map(([pattern, types]) => [`path ${pattern}`, types] as const),
  ]) {
    const sets = types.map((t) => typeFiles(t).sort().join(' '));
    if (new Set(sets).size > 1)
      throw new Error(
        `preload rule ${what}: its types need different files (${types.map((t, i) => `${t}: ${sets[i]}`).join('; ')}) — split the rule (scripts/build/preloadRules.ts)`,
      );
  }
  const pageFiles: string[] = [];
  const indexes = (names: string[]) =>
    [...new Set(names)].map((n) => (pageFiles.includes(n) ? pageFiles.indexOf(n) : pageFiles.push(n) - 1));
  const pagesTable: PagePreloads = {
    files: pageFiles,
    rules: PRELOAD_RULES.map(([classes, types, markdown, data]) => ({
      classes,
      files: indexes(types.flatMap(typeFiles)),
      ...(markdown && markdownBodies ? { markdown: true } : {}),
      ...(data ? { data: true } : {}),
    })),
    fallback: indexes(typeFiles('fourOhFour')),
    markdown: indexes(lazyClosure(['src/components/Markdown/Markdown.tsx'])),
    // CodeBlock; not highlight.js: CodeBlock shows the code plain in its final box and imports the
    // highlighter once the page is complete (issue 14: the first visit of a docs page in ≤ 8 requests)
    code: indexes(lazyClosure(['src/components/CodeBlock/CodeBlock.tsx'])),
    // the kit's sanitiser (sanitize.ts, cleanTree.ts), which ServerHtml imports on demand (vite.portal.config.ts › lazySanitizer)
    sanitizer: indexes(lazyClosure(['src/components/ServerHtml/sanitize.ts'])),
  };
  const pathFiles: string[] = [];
  const pathIndexes = (names: string[]) =>
    [...new Set(names)].map((n) => (pathFiles.includes(n) ? pathFiles.indexOf(n) : pathFiles.push(n) - 1));
  const pathsTable: PathPreloads = {
    files: pathFiles,
    rules: PATH_RULES.map(([pattern, types]) => ({ path: pattern, files: pathIndexes(types.flatMap(typeFiles)) })),
  };

  // 2. the classic scripts
  await build(smallScriptConfig('src/entries/portal-loader.ts', 'portal.js', { __PORTAL_BASE__: PUBLIC_BASE }));
  await build(
    smallScriptConfig('src/entries/portal-head.ts', 'portal-head.js', {
      __PORTAL_HEAD__: head,
      __PORTAL_PATHS__: pathsTable,
      __PORTAL_PAGES__: pagesTable,
    }),
  );
  for (const name of ['portal.js', 'portal-head.js']) {
    await minifyEs5(path.join(out, name));
    assertEs5(path.join(out, name));
  }

  // 3. the app entry inside portal.js (scripts/build/classicEntry.ts): its bytes arrive with the page's, its
  // source map follows the code into portal.js. The lazy files read its exports from the registry it fills
  // (their source maps follow the edit); its own file is not uploaded.
  const entryFile = path.join(out, entry);
  const classic = toClassicEntry(fs.readFileSync(entryFile, 'utf8'), `portal-theme-kit:${entry}`);
  const loaderCode = fs.readFileSync(path.join(out, 'portal.js'), 'utf8').trim();
  fs.writeFileSync(path.join(out, 'portal.js'), `(function(){${classic.start}\n${loaderCode}\n})();\n`);
  if (classic.start.includes(`./${entry}`)) fail(`the app entry names its own file (./${entry}), which is not uploaded`);
  fs.rmSync(entryFile);
  const entryMap = path.join(maps, `${entry}.map`);
  if (fs.existsSync(entryMap)) {
    const map = JSON.parse(fs.readFileSync(entryMap, 'utf8')) as { file?: string; mappings: string };
    // the entry's first line is portal.js's line 1 + prefixLines (0-based: the `(function(){function …` line)
    fs.writeFileSync(
      path.join(maps, 'portal.js.map'),
      JSON.stringify({ ...map, file: 'portal.js', mappings: ';'.repeat(classic.prefixLines) + map.mappings }),
    );
    fs.rmSync(entryMap);
  }
  for (const name of fs.readdirSync(out).filter((n) => n.endsWith('.js') && n !== 'portal.js' && n !== 'portal-head.js')) {
    const file = path.join(out, name);
    const read = readFromRegistry(fs.readFileSync(file, 'utf8'), entry, classic.registry);
    // any other way of naming the entry's file would fetch a file that is not uploaded
    if (read.code.includes(`./${entry}`)) fail(`${name} still names ./${entry} after reading the registry`);
    fs.writeFileSync(file, read.code);
    const mapFile = path.join(maps, `${name}.map`);
    if (read.shifts.length && fs.existsSync(mapFile)) {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
      fs.writeFileSync(mapFile, JSON.stringify({ ...map, mappings: shiftMappings(map.mappings, read.shifts) }));
    }
  }

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

  // 5. for the admin, beside the folder (not uploaded): the notes, a zip of the folder and the upload list
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const { zip, files: list, stale } = writeAdminFiles({ root, out, version, uploadedFile: uploadedRecord(root), describe });
  console.log(
    `build-portal: ${PORTAL_OUT}/ (${useReact ? 'React 19' : 'Preact compat'}) — ${list.length} files to upload; ` +
      `${path.relative(root, zip)}, portal-build.json, portal-upload.txt (what each file is${stale.length ? `, ${stale.length} old files to delete` : ''}) and DEPLOY.md`,
  );
}

/** What a deploy file is, for the upload list. */
function describe(file: string): string {
  if (file === 'portal.css') return 'Portal Setup › Screen Stylesheet URL: every style of the theme';
  if (file === 'portal-head.js') return 'Portal Setup › Head JavaScript File URL: anti-flash, head tags, starts the app download';
  if (file === 'portal.js')
    return 'Portal Setup › Body JavaScript File URL: the app, with the parts every kind of page needs (forms, tables, the fallback screen), and what preloads the page';
  const group = /^portal-([a-z-]+)-[\w-]{8}\.js$/.exec(file)?.[1];
  const what: Record<string, string> = {
    account: 'account pages: sign-in, registration, profile, password and e-mail forms, membership, contact',
    keys: 'keys pages: My Keys, My Apps, app and key forms, key activity',
    content: 'content pages: pages, docs, blog, forum, search, I/O Docs',
    later: 'after the page is shown: in-place navigation, enhancements, dialogs',
    markdown: 'Markdown bodies (on demand)',
    headings: 'docs pages: heading anchors and "On this page"',
    highlight: 'code highlighting (on demand)',
    charts: 'key-activity charts (on demand)',
    console: 'the I/O Docs console and its labels (on demand)',
    sanitizer: 'the HTML sanitiser: pages whose server HTML has markup',
  };
  return (group && what[group]) ?? 'a module of the app (on demand)';
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
