// Deploy bundle (dist/portal/): the app build. Everything an admin uploads to the portal's File Manager,
// served flat from /files/. `base: './'` makes every lazy chunk resolve relative to the module that
// imports it, so the files work from any folder. React is aliased to preact/compat (67.5 KB gz → ~4 KB);
// `PORTAL_RUNTIME=react` builds with React 19 instead, for a measured comparison.
// The small classic scripts (portal.js loader, portal-head.js) are built by scripts/build/build-portal.ts
// with smallScriptConfig() below, after this build, because they need the hashed entry name.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Alias, type InlineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** the build folder (PORTAL_DIST=<dir> builds elsewhere, e.g. to measure without touching a shared dist/) */
export const DIST = process.env.PORTAL_DIST ?? 'dist';
export const PORTAL_OUT = `${DIST}/portal`;
/** build facts for scripts/bench/size.mjs, kept OUT of dist/portal (nothing there but uploads) */
export const CHUNKS_FILE = `${DIST}/portal-chunks.json`;

export const useReact = process.env.PORTAL_RUNTIME === 'react';

const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Short, deterministic class names for the deploy build: `_` + the file's index among the project's
 * .css.ts files (2 base-36 digits, sorted paths) + the style's ordinal in that file (base 36), e.g. `_0k3`.
 * vanilla-extract's default (`<file hash><ordinal>`, ~9 characters) is hash-like text that gzip cannot
 * shrink, repeated in portal.css and in every chunk's class maps. Unique by construction; files outside
 * the list (e.g. a template's styles next to theme.config.ts) keep the default. Tests and Storybook keep
 * vanilla-extract's own names (vite.config.ts).
 */
function shortClassNames(): (params: { hash: string; filePath: string }) => string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.css.ts')) files.push(path.relative(process.cwd(), p).split(path.sep).join('/'));
    }
  };
  walk(path.join(process.cwd(), 'src'));
  files.sort();
  if (files.length > 36 * 36) throw new Error('shortClassNames: more than 1296 .css.ts files');
  const fileIndex = new Map(files.map((f, i) => [f, i.toString(36).padStart(2, '0')]));
  const ordinals = new Map<string, Map<string, number>>();
  return ({ hash, filePath }) => {
    const rel = (path.isAbsolute(filePath) ? path.relative(process.cwd(), filePath) : filePath).split(path.sep).join('/');
    const file = fileIndex.get(rel);
    if (file === undefined) return /^[a-z_]/i.test(hash) ? hash : `_${hash}`;
    let seen = ordinals.get(rel);
    if (!seen) ordinals.set(rel, (seen = new Map()));
    let n = seen.get(hash);
    if (n === undefined) seen.set(hash, (n = seen.size));
    return `_${file}${n.toString(36)}`;
  };
}

/**
 * The Generic screen is only a fallback (every content type has a registered screen): in the deploy bundle
 * App.tsx gets it on demand (src/screens/Generic/lazy.tsx) instead of in the entry — with ServerForm, the
 * password checklist and the form controls. Tests and Storybook keep the static import.
 */
function lazyGenericScreen(): Plugin {
  return {
    name: 'portal-lazy-generic-screen',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './Generic/Generic.tsx' || !importer) return null;
      if (!importer.replace(/\\/g, '/').endsWith('/src/screens/App.tsx')) return null;
      return path.resolve(path.dirname(importer), 'Generic/lazy.tsx');
    },
  };
}

/**
 * The sanitiser (sanitize.ts and its allow-list walk, ~4 KB gz) is needed only where server HTML has markup: in the
 * deploy bundle ServerHtml gets it on demand (ServerHtml/sanitizer.lazy.ts, file group `sanitizer`) instead
 * of in the entry. Tests and Storybook keep the static import (ServerHtml/sanitizer.ts).
 */
function lazySanitizer(): Plugin {
  return {
    name: 'portal-lazy-sanitizer',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './sanitizer.ts' || !importer) return null;
      if (!importer.replace(/\\/g, '/').endsWith('/src/components/ServerHtml/ServerHtml.tsx')) return null;
      return path.resolve(path.dirname(importer), 'sanitizer.lazy.ts');
    },
  };
}

/**
 * Libraries in node_modules that import 'react' / 'react-dom' get src/entries/react-facade.ts (the compat
 * API they use, by name) instead of the whole preact/compat namespace. Preact builds only.
 */
function reactFacadeForLibraries(): Plugin {
  const facade = path.resolve('src/entries/react-facade.ts');
  return {
    name: 'portal-react-facade',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      // (the react → preact/compat alias has already applied when this runs)
      if (useReact || !['react', 'react-dom', 'preact/compat'].includes(source) || !importer) return null;
      const from = importer.replace(/\\/g, '/');
      if (!from.includes('/node_modules/') || from.includes('/node_modules/preact/')) return null;
      return facade;
    },
  };
}

/**
 * CSS that only components of a lazy-only file use (later: the menu sheet, quick search, the confirm dialog
 * and their backdrop; charts: charts, key activity; console: the I/O Docs console; markdown: Markdown; headings: heading anchors,
 * "On this page") travels in that file instead of portal.css (issue 14: portal.css ≤ 13 KB gz). The `.css.ts`
 * module imports its CSS as a string (`?inline`, minified like portal.css) and adds it with
 * src/theme/adoptStyles.ts when the file is evaluated, before any of its components renders (no unstyled
 * moment). A path here that ends up in the entry or the shared/account/content files fails the build
 * (lazyCssCheck in initialGraph): those render at once, their CSS must be in portal.css.
 */
const LAZY_CSS =
  /[\\/]src[\\/](theme[\\/]overlay|components[\\/](ConfirmDialog[\\/]ConfirmDialog|QuickSearch[\\/]QuickSearchDialog|PageShell[\\/]MenuSheet|private[\\/]chart[\\/]Chart|Markdown[\\/]Markdown|HeadingAnchors[\\/]HeadingAnchors|TableOfContents[\\/]TableOfContents)|screens[\\/](IoDocs[\\/]IoDocs|KeyActivity[\\/]KeyActivity))\.css\.ts$/;
/** the files whose modules are never in a page's first render, or arrive before it (markdown) */
const LAZY_CSS_GROUPS: ReadonlySet<FileGroup> = new Set(['later', 'charts', 'console', 'markdown', 'headings']);

function lazyCss(): Plugin {
  const adopt = path.resolve('src/theme/adoptStyles.ts');
  return {
    name: 'portal-lazy-css',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!LAZY_CSS.test(file)) return null;
      let found = false;
      let n = 0;
      const out = code.replace(/import\s+(["'])([^"']+\.vanilla\.css)\1;?/g, (whole, _q: string, spec: string) => {
        // its own CSS, and that of another LAZY_CSS file it builds on (the modal backdrop)
        if (!LAZY_CSS.test(spec.slice(0, -'.vanilla.css'.length))) return whole;
        found ||= spec.endsWith(`${path.basename(file)}.vanilla.css`);
        const name = `__portalCss${n++}`;
        return `import ${name} from ${JSON.stringify(`${spec}?inline`)};\nimport { adoptStyles as ${name}Adopt } from ${JSON.stringify(adopt)};\n${name}Adopt(${name});`;
      });
      if (!found) this.error(`portal-lazy-css: no CSS import of its own in ${file}`);
      return { code: out, map: null };
    },
  };
}

/**
 * Vite wraps every dynamic `import()` in its preload helper (~1 KB gz in the entry: it adds
 * `<link rel="modulepreload">` for the imported file's own static imports, with a CSP nonce lookup). Every
 * lazy file of this build imports only the entry and the shared file, which every page has loaded before
 * anything is imported on demand, and portal.js already preloads a page type's files from the build's
 * manifest — so the helper only costs bytes: it becomes a plain call of the import (with
 * `modulePreload: false`, no dependency lists either). scripts/build/build-portal.ts fails the build if a lazy
 * file ever imports another file than those two.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'portal-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
      return null;
    },
  };
}

/**
 * The recipes' class-name function (`@vanilla-extract/recipes/createRuntimeFn`, imported by every compiled
 * recipe) resolves to src/theme/recipeRuntime.ts: the same class names without the library's Babel
 * object-spread helpers and unused getters (−0.4 KB gz in the entry). Tests and Storybook keep the library's
 * (src/theme/recipeRuntime.test.ts compares both).
 */
function smallRecipeRuntime(): Plugin {
  const runtime = path.resolve('src/theme/recipeRuntime.ts');
  return {
    name: 'portal-small-recipe-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@vanilla-extract/recipes/createRuntimeFn' ? runtime : null;
    },
  };
}

/** the entry's static module graph (filled at buildEnd, read by the portal-core chunk group) */
const initialModules = new Set<string>();
/** every other module → the deploy file (content group) it goes to (filled at buildEnd) */
const fileGroupOf = new Map<string, FileGroup>();
/**
 * Modules (nearly) every page loads anyway, kept in the entry chunk rather than in a group file: the small
 * parts nearly every screen imports, the common extractors (every extractor group builds on them), Rolldown's
 * runtime helper and the React facade of the libraries (else each a file of its own).
 */
const NEARLY_EVERY_PAGE =
  /[\\/]src[\\/](theme[\\/]adoptStyles\.ts|components[\\/](Box[\\/]Stack|Notice[\\/]|ButtonGroup[\\/]|DateText[\\/]|private[\\/]icons)|screens[\\/]AccountParts[\\/](ServerNotices|RichBody|AccountParts\.css)|extract[\\/](pages[\\/]common|forms)\.ts|entries[\\/]react-facade\.ts)|rolldown[\\/]runtime/;

/**
 * The deploy folder holds at most a dozen files (issue 14; 12 now): besides portal-head.js, portal.js (with the
 * app entry inside: scripts/build/classicEntry.ts) and portal.css, every module lands in one of these files,
 * named by what it holds:
 *   shared         what the first render of more than one kind of page needs: every extractor and screen
 *                  builder group, the components both account and content screens use, the Generic screen.
 *                  Every page type loads it, so it travels IN THE ENTRY (the portal-core group below): as a
 *                  file of its own it cost every page a request (and /docs its ninth file by `complete`)
 *   account        the account screens (sign-in, registration, profile, password and e-mail forms,
 *                  membership, contact), their extractors, builders and labels
 *   keys           the keys and apps screens (My Keys, My Apps, app and key forms, key activity's page),
 *                  their extractors, builders and labels, and the server-script loader (assets.ts: key
 *                  activity's report scripts on its first render; reCAPTCHA on in-place account pages)
 *   content        the content screens (pages, docs, blog, forum, search, I/O Docs) and their parts
 *   later          what runs after `complete`: in-place navigation, enhancements, the confirm and quick-search dialogs, the menu panel, the colour scheme switch;
 *                  and the huge-page copy (boundedMarkup.ts: only pages whose #main passes extraction's limit)
 *   markdown       marked and the Markdown component (pages preload it when a body needs it: runtime/preload.ts)
 *   headings       the docs' heading anchors and "On this page" list (every docs page preloads this file)
 *   highlight      highlight.js core, its grammars and the highlighter glue (CodeBlock imports it on demand) (in one file with the core: a file of grammars
 *                  alone would need Rolldown's runtime helper as a file of its own, a 13th file)
 *   charts         visx/d3 and the key-activity report (interactive, never initial)
 *   console        the I/O Docs console and its labels (interactive, never initial): apart from the charts, so
 *                  key activity does not download the console nor I/O Docs the charts
 *   sanitizer      the kit's sanitiser (sanitize.ts, cleanTree.ts): only for server HTML with markup; portal.js
 *                  preloads it when the server page has any (runtime/preload.ts › pageHasMarkup)
 * A module matched by its path below is a root of its file; any other module goes with the roots that import
 * it (statically): one file's roots → that file, several → shared.
 */
export const FILE_GROUPS = [
  'shared',
  'account',
  'keys',
  'content',
  'later',
  'markdown',
  'headings',
  'highlight',
  'charts',
  'console',
  'sanitizer',
] as const;
export type FileGroup = (typeof FILE_GROUPS)[number];
/** the screens of content pages (src/screens/<X>/); every other screen folder is an account screen */
/** the screens of the keys and apps pages (src/screens/<X>/): the `keys` file; every other screen folder is an account screen */
const KEYS_SCREENS =
  'AccountKeys|AccountApps|ViewKeys|AppRegister|AppEdit|AppAddApis|AppDelete|AppError|KeyDelete|KeyActivity|KeySecret';
const CONTENT_SCREENS =
  'NotFound|NoAccess|Page|Docs|IoDocs|ForumAll|ForumTopics|ForumAddTopic|ForumSingle|BlogAll|BlogSingle|Search|Profile|Terms';
const ROOTS: [FileGroup, RegExp][] = [
  ['sanitizer', /[\\/]src[\\/]components[\\/]ServerHtml[\\/]sanitize\.ts$/],
  [
    'charts',
    /node_modules[\\/](@visx|d3-[\w-]+|internmap)[\\/]|[\\/]src[\\/](components[\\/](private[\\/]chart|TimeSeriesChart|BarChart)[\\/]|screens[\\/]KeyActivity[\\/]ActivityReport)/,
  ],
  // the I/O Docs console — the composition (IoDocsConsole.tsx) and its panels (console/) — with its labels and
  // their render-time slots, in one file; not FailureExplanation.tsx (below)
  [
    'console',
    /[\\/]src[\\/](screens[\\/]IoDocs[\\/](IoDocsConsole\.tsx|console[\\/](?!FailureExplanation\.tsx$)[^\\/]+\.tsx?)|labels[\\/]en[\\/]ioDocs\.ts|model[\\/]labels[\\/]renderSlots\.ioDocs\.ts)$/,
  ],
  // why an I/O Docs call failed: loaded by the console when a call fails (after `complete`), so with `later`
  // and off the I/O Docs critical path (the console file)
  ['later', /[\\/]src[\\/]screens[\\/]IoDocs[\\/]console[\\/]FailureExplanation\.tsx$/],
  ['markdown', /node_modules[\\/]marked[\\/]|[\\/]src[\\/]components[\\/]Markdown[\\/]/],
  // the docs' heading anchors and "On this page": every docs page preloads them, Markdown only where a body
  // needs it (with Markdown, a docs page of HTML bodies fetched marked a round late for its anchors)
  ['headings', /[\\/]src[\\/]components[\\/](HeadingAnchors[\\/]HeadingAnchors|TableOfContents[\\/]TableOfContents)\.tsx$/],
  ['highlight', /node_modules[\\/]highlight\.js[\\/]|[\\/]src[\\/]components[\\/]CodeBlock[\\/](highlighter|languages)\.ts$/],
  [
    'later',
    /[\\/]src[\\/](runtime[\\/](navigator|fetchDocument|quickSearch|oauthLanding|boundedMarkup|enhance[\\/][^\\/]+)\.ts|components[\\/](ConfirmDialog[\\/]ConfirmDialogContent|QuickSearch[\\/]QuickSearchDialog|PageShell[\\/]MenuSheet|ColorSchemeSwitch[\\/]ColorSchemeSwitch)\.tsx)$/,
  ],
  // the loader of the server's own scripts: key activity's report scripts (on its first render) and reCAPTCHA on
  // in-place account pages (after `complete`, when they load it on demand) — with the keys pages, not in
  // `later`, which is no longer on any first render
  ['keys', /[\\/]src[\\/]runtime[\\/]assets\.ts$/],
  // the default labels of the account, keys and content pages (src/labels/defaults.ts loads them with the page)
  ['account', /[\\/]src[\\/]labels[\\/]en[\\/]account\.ts$/],
  ['keys', /[\\/]src[\\/]labels[\\/]en[\\/]keys\.ts$/],
  ['content', /[\\/]src[\\/]labels[\\/]en[\\/]content\.ts$/],
  // a content group's extractors and screen builders go with its screens
  ['keys', /[\\/]src[\\/](extract[\\/]pages[\\/](keys|apps)|adapter[\\/]builders[\\/](keys|apps|keyActivity))\.ts$/],
  ['account', /[\\/]src[\\/](extract[\\/]pages[\\/]member|adapter[\\/]builders[\\/]member)\.ts$/],
  ['content', /[\\/]src[\\/](extract[\\/]pages|adapter[\\/]builders)[\\/]/],
  ['shared', /[\\/]src[\\/]screens[\\/](Generic[\\/]|AccountParts[\\/]AccountForm\.tsx$)/],
  // a registered screen (src/screens/<X>/<X>.tsx); the parts folders go with the screens that import them
  ['content', new RegExp(`[\\\\/]src[\\\\/]screens[\\\\/](${CONTENT_SCREENS})[\\\\/]\\1\\.tsx$`)],
  ['keys', new RegExp(`[\\\\/]src[\\\\/]screens[\\\\/](${KEYS_SCREENS})[\\\\/]\\1\\.tsx$`)],
  ['account', /[\\/]src[\\/]screens[\\/]([A-Z]\w*)[\\/]\1\.tsx$/],
];
/** folder barrels (components/<X>/index.ts, screens/<X>/index.ts): re-exports only (build-portal checks) */
const BARREL = /[\\/]src[\\/](components|screens)[\\/][^\\/]+[\\/]index\.ts$/;
const SCREENS_BARREL = /[\\/]src[\\/]screens[\\/][^\\/]+[\\/]index\.ts$/;
const rootGroup = (id: string): FileGroup | null => ROOTS.find(([, re]) => re.test(id))?.[0] ?? null;

function initialGraph(): Plugin {
  return {
    name: 'portal-initial-graph',
    apply: 'build',
    buildEnd() {
      initialModules.clear();
      fileGroupOf.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      const walk = (id: string) => {
        if (initialModules.has(id)) return;
        initialModules.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          // the ServerHtml barrel re-exports sanitizeHtml for library use: an edge no entry module follows
          // (ServerHtml loads the sanitiser on demand), so it does not pull the sanitizer file into the entry
          if (BARREL.test(id) && rootGroup(dep) === 'sanitizer') continue;
          walk(dep);
        }
      };
      if (entry) walk(entry);
      const inEntry = (id: string) => initialModules.has(id) || NEARLY_EVERY_PAGE.test(id);
      // which files' roots reach each module through static imports (stopping at the entry and at other roots)
      const reachedBy = new Map<string, Set<FileGroup>>();
      for (const root of ids) {
        const group = inEntry(root) ? null : rootGroup(root);
        if (!group) continue;
        fileGroupOf.set(root, group);
        const seen = new Set<string>();
        const down = (id: string) => {
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
            if (seen.has(dep) || inEntry(dep) || rootGroup(dep)) continue;
            // a screens barrel (src/screens/<X>/index.ts) re-exports every part of its folder: through it, each
            // part looks imported by every file whose screens use the barrel, and what two files share goes in
            // the entry (the account and keys files' parts did, +2.5 KB gz on every page)
            if (SCREENS_BARREL.test(dep))
              this.error(`${id} imports ${dep}: import the part's own module (a screens barrel makes all its parts look shared)`);
            seen.add(dep);
            let set = reachedBy.get(dep);
            if (!set) reachedBy.set(dep, (set = new Set()));
            set.add(group);
            down(dep);
          }
        };
        down(root);
      }
      for (const id of ids) {
        if (inEntry(id) || fileGroupOf.has(id)) continue;
        const groups = reachedBy.get(id);
        fileGroupOf.set(id, groups?.size === 1 ? [...groups][0]! : 'shared');
      }
      // CSS that travels in a lazy file (LAZY_CSS) must stay out of what a page renders at once
      for (const id of ids) {
        if (!LAZY_CSS.test(id)) continue;
        const group = inEntry(id) ? 'the entry' : fileGroupOf.get(id);
        if (!group || !LAZY_CSS_GROUPS.has(group as FileGroup))
          this.error(
            `${path.relative(process.cwd(), id)} is in LAZY_CSS but goes to ${group ?? 'no file'}: its CSS must be in portal.css`,
          );
      }
    },
  };
}

/** Writes, per output chunk, its modules, imports and whether it is an entry (for budgets and lazy checks). */
function chunkFacts(): Plugin {
  return {
    name: 'portal-chunk-facts',
    apply: 'build',
    writeBundle(_options, bundle) {
      const rel = (id: string) => path.relative(process.cwd(), id.replace(/^\0/, '')).split(path.sep).join('/');
      const facts: Record<
        string,
        {
          isEntry: boolean;
          isDynamicEntry: boolean;
          imports: string[];
          dynamicImports: string[];
          /** module id → rendered bytes (minified, before gzip) */
          modules: Record<string, number>;
          facadeModuleId: string | null;
        }
      > = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        facts[file] = {
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules: Object.fromEntries(Object.entries(out.modules).map(([id, m]) => [rel(id), m.renderedLength])),
          facadeModuleId: out.facadeModuleId ? rel(out.facadeModuleId) : null,
        };
      }
      fs.mkdirSync(path.dirname(CHUNKS_FILE), { recursive: true });
      fs.writeFileSync(CHUNKS_FILE, `${JSON.stringify({ runtime: useReact ? 'react' : 'preact', chunks: facts }, null, 2)}\n`);
    },
  };
}

/**
 * THEME_CONFIG=<file>: build with another brand config in place of theme.config.ts (try a re-brand, take
 * screenshots) without editing it. An alias, not a plugin, so vanilla-extract's own compiler (which
 * evaluates src/theme/themes.css.ts with this config's `resolve`) sees it too.
 */
const themeConfigAlias: Alias[] = process.env.THEME_CONFIG
  ? [{ find: /^(\.\.\/)+theme\.config\.ts$/, replacement: path.resolve(process.env.THEME_CONFIG) }]
  : [];

export default defineConfig({
  plugins: [
    initialGraph(),
    plainDynamicImports(),
    smallRecipeRuntime(),
    lazyGenericScreen(),
    lazySanitizer(),
    lazyCss(),
    reactFacadeForLibraries(),
    react(),
    vanillaExtractPlugin({ identifiers: shortClassNames() }),
    chunkFacts(),
  ],
  base: './',
  resolve: { alias: [...themeConfigAlias, ...(useReact ? [] : preactAliases)] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The CSS minifier (Lightning CSS) would add its light-dark() polyfill (--lightningcss-light/-dark
  // variables) to every rule with color-scheme; no style uses light-dark(), so the polyfill is dead weight.
  css: { lightningcss: { exclude: 1 << 20 /* Features.LightDark of lightningcss (Vite's minifier, not a direct dependency) */ } },
  publicDir: false,
  build: {
    outDir: PORTAL_OUT,
    emptyOutDir: true,
    target: 'es2020',
    // CSS for the browsers the layout already needs (flexbox gap: Safari 14.1, Chrome 84, Firefox 63) with :is()
    // (Chrome 88, Firefox 78): no :-webkit-any() copy of every :is() rule, no inset/gap fallbacks (-0.2 KB gz)
    cssTarget: ['chrome88', 'edge88', 'firefox78', 'safari14.1'],
    // ONE stylesheet: every component's CSS, the lazy ones included (Screen Stylesheet URL)
    cssCodeSplit: false,
    manifest: true,
    sourcemap: process.env.PORTAL_SOURCEMAP === '1' ? 'hidden' : false,
    // no dependency preloading by Vite (plainDynamicImports above; portal.js preloads a page's files)
    modulePreload: false,
    reportCompressedSize: false,
    // budgets are checked by `npm run size` (gzip, per page), not by Vite's raw-size warning
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: { 'portal-app': 'src/entries/portal.tsx' },
      preserveEntrySignatures: false,
      checks: { pluginTimings: false },
      // A lazy import that a static import defeats puts the module in the entry and prints a warning an admin
      // cannot act on (issue 15): fail the build instead, so it is fixed where it is written.
      onwarn(warning, handler) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(`deploy build: ${warning.message}`);
        handler(warning);
      },
      // Folder barrels (components/<X>/index.ts, screens/<X>/index.ts) only re-export (build-portal checks):
      // as side-effect free, an import through one binds to the module that defines the name, so a page's
      // chunk graph holds what it uses — not every sibling of the barrel with its CSS (-7 KB gz on key activity).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/](components|screens)[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // the entry also holds what the first render of more than one kind of page needs (FILE_GROUPS'
            // `shared`): every page type loads it, so as a file of its own it only cost a request per page
            {
              name: 'portal-core',
              test: (id: string) => initialModules.has(id) || NEARLY_EVERY_PAGE.test(id) || fileGroupOf.get(id) === 'shared',
              priority: 2,
            },
            // every other module: its file (FILE_GROUPS above)
            {
              name: (id: string) => fileGroupOf.get(id) ?? 'shared',
              debugName: 'file-groups',
              test: (id: string) => !initialModules.has(id) && !NEARLY_EVERY_PAGE.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
        entryFileNames: '[name]-[hash].js',
        // a dozen files named by what they hold (FILE_GROUPS); dist/portal-chunks.json maps each to its modules
        chunkFileNames: 'portal-[name]-[hash].js',
        assetFileNames: (asset) =>
          (asset.names ?? []).some((n) => n.endsWith('.css')) ? 'portal.css' : '[name]-[hash][extname]',
      },
    },
  },
});

/**
 * A classic script (IIFE, no imports left) for dist/portal: the loader (portal.js) and the head script
 * (portal-head.js). `define` injects build-time values. Rolldown's minifier only targets ES2015+ (it
 * turns strings into template literals), so these are emitted unminified and scripts/build/build-portal.ts
 * minifies them with esbuild targeting ES5: older browsers must parse them and keep the server page.
 */
export function smallScriptConfig(entry: string, fileName: string, define: Record<string, unknown>): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
    build: {
      outDir: PORTAL_OUT,
      emptyOutDir: false,
      target: 'es2015',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'portalScript', fileName: () => fileName },
      rollupOptions: { output: { extend: true } },
    },
  };
}
