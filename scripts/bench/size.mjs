#!/usr/bin/env node
// `npm run size [-- --json <file>]`: budgets of the deploy bundle (dist/portal/, run `npm run build` first).
// Prints a table of every file (raw / gzip) and checks, against BUDGETS below (their figures live there
// only; docs/budgets.md shows the current ones):
//   - initial JS on ANY page: portal.js (the loader and the app entry: scripts/build/classicEntry.ts) + the
//     static graphs of that
//     page's screen chunk (src/screens/registry.ts; the Generic screen for unregistered types) and of its
//     extractor and screen-builder chunks (src/extract/lazy.ts, src/adapter/lazy.ts; the build lists them
//     per type in dist/portal-types.json);
//   - portal.css (the lazy-only components' CSS is in their files; no `:has()` rule), portal-head.js,
//     portal.js, the number of files in dist/portal;
//   - /docs, first visit: the theme files requested before `complete` and their bytes; the critical path of
//     every page type (every theme file a first visit fetches before `complete`);
//   - dist/DEPLOY.md, dist/portal-build.json, its zip and dist/portal-upload.txt written beside it;
//   - Markdown, highlight.js, charts (visx/d3) and the interactive docs are never in an initial set;
//   - no eval / new Function anywhere; dist/portal has no sub-folders.
// Exits non-zero when a check fails; `--json <file>` writes {"passed":N,"failed":M} (one per check).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { findForbidden } from '../lib/forbidden.mjs';
import { breakdown } from './sourceBytes.mjs';
import { sectionIsCurrent, writeSection } from './budgets-doc.mjs';

const KB = 1024;
export const BUDGETS = {
  // each budget is what the current design reaches plus a little headroom (0.1–0.3 KB); why each grew is in
  // the commit that raised it (git log -p scripts/bench/size.mjs), where the bytes go in docs/budgets.md
  initialJs: 88.8 * KB,
  css: 13.5 * KB,
  head: 4.4 * KB,
  // portal.js: the loader and the app entry (scripts/build/classicEntry.ts)
  bodyScript: 72.5 * KB,
  files: 13,
  docsFiles: 7,
  docsGzip: 129.9 * KB,
  // the critical path per page type (issue 38): every theme file a first visit fetches before `complete`;
  // the targets (CRITICAL_TARGETS) are missed — docs/budgets.md says where the bytes go
  critical: { plain: 114.9 * KB, markdown: 129.9 * KB, charts: 145.9 * KB },
};
/** issue 38's targets for the critical path (KB gz); the budgets above hold what is reached (printed beside) */
export const CRITICAL_TARGETS = { plain: 60 * KB, markdown: 80 * KB, charts: 120 * KB };
// PORTAL_DIST=<dir> reads a build made with the same variable (default dist/)
const DIST = process.env.PORTAL_DIST ?? 'dist';
const OUT = `${DIST}/portal`;
const CHUNKS = `${DIST}/portal-chunks.json`;
const TYPES = `${DIST}/portal-types.json`;
const REGISTRY = 'src/screens/registry.ts';
/** modules that must only ever arrive in lazy chunks */
const MUST_BE_LAZY = [
  { name: 'Markdown (marked)', re: /node_modules\/marked\// },
  { name: 'highlight.js', re: /node_modules\/highlight\.js\// },
  { name: 'charts (visx/d3)', re: /node_modules\/(@visx|d3-[\w-]+)\// },
  // the composition and its panels (src/screens/IoDocs/console/, FailureExplanation.tsx included: in `later`)
  { name: 'interactive docs console', re: /^src\/screens\/IoDocs\/(IoDocsConsole|console\/)/ },
  // the sanitiser: only pages whose server HTML has markup (portal-sanitizer-*.js, preloaded by the head script then)
  { name: 'the sanitiser', re: /^src\/components\/ServerHtml\/(sanitize|cleanTree)\.ts$/ },
  // DOMPurify is the sanitiser's test oracle (a development dependency): never in any file
  { name: 'DOMPurify', re: /node_modules\/dompurify\// },
];

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : null;

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok, detail });
}
function finish() {
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  console.log('');
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
  console.log(`\nsize: ${passed} passed, ${failed} failed`);
  if (jsonFile) {
    fs.mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
    fs.writeFileSync(jsonFile, `${JSON.stringify({ passed, failed })}\n`);
  }
  process.exit(failed ? 1 : 0);
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

if (!fs.existsSync(OUT) || !fs.existsSync(CHUNKS)) {
  check('build output present', false, `no ${OUT}/ or ${CHUNKS}: run \`npm run build\` first`);
  finish();
}

// --- every file ------------------------------------------------------------------------------------
const entries = fs.readdirSync(OUT, { withFileTypes: true });
const dirs = entries.filter((e) => e.isDirectory()).map((e) => e.name);
check('dist/portal is flat (no sub-folders)', dirs.length === 0, dirs.join(', '));
const files = new Map();
for (const e of entries.filter((x) => x.isFile())) {
  const buf = fs.readFileSync(path.join(OUT, e.name));
  files.set(e.name, { raw: buf.length, gzip: gz(buf), code: e.name.endsWith('.js') ? buf.toString('utf8') : null });
}
// what each chunk holds (its own module, else its largest ones), from the build facts: names are hashes
const factsEarly = fs.existsSync(CHUNKS) ? (JSON.parse(fs.readFileSync(CHUNKS, 'utf8')).chunks ?? {}) : {};
function holds(file) {
  const c = factsEarly[file];
  if (!c) return '';
  const short = (id) =>
    id
      .replace(/^src\//, '')
      .replace(/^node_modules\//, '')
      .replace(/\.vanilla\.css$/, '');
  if (c.facadeModuleId) return short(c.facadeModuleId);
  const mods = Object.entries(c.modules)
    .filter(([id]) => !id.endsWith('.vanilla.css'))
    .sort((a, b) => b[1] - a[1]);
  return (
    mods
      .slice(0, 2)
      .map(([id]) => short(id))
      .join(', ') + (mods.length > 2 ? ` +${mods.length - 2}` : '')
  );
}
const width = Math.max(...[...files.keys()].map((f) => f.length), 4);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  holds`);
for (const [name, f] of [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${name.padEnd(width)}  ${kb(f.raw).padStart(10)}  ${kb(f.gzip).padStart(10)}  ${holds(name)}`);
}

// --- initial JS per content type -------------------------------------------------------------------------
// From the build's chunk facts (dist/portal-chunks.json: per file its modules and static imports), so the
// count follows the modules wherever the chunking put them.
const facts = fs.existsSync(CHUNKS) ? JSON.parse(fs.readFileSync(CHUNKS, 'utf8')) : { runtime: 'unknown', chunks: {} };
const chunks = facts.chunks ?? {};
/** the file that provides a module: its own (facade) chunk, else the first chunk holding it */
function fileWith(mod) {
  if (!mod) return undefined;
  const all = Object.entries(chunks);
  return (all.find(([, c]) => c.facadeModuleId === mod) ?? all.find(([, c]) => mod in c.modules))?.[0];
}
function closure(file, seen = new Set()) {
  if (!file || seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunks[file]?.imports ?? []) closure(dep, seen);
  return seen;
}
const entryFile = Object.keys(chunks).find((f) => chunks[f].isEntry && chunks[f].facadeModuleId === 'src/entries/portal.tsx');
check('app entry in the build', !!entryFile, entryFile ?? 'src/entries/portal.tsx missing');
// the entry's code is in portal.js; the lazy files read its exports from the registry portal.js fills
// (scripts/build/classicEntry.ts › readFromRegistry): its own file is not uploaded, and no file imports it
check('the app entry travels in portal.js only (not a file of its own)', !!entryFile && !files.has(entryFile), entryFile ?? '');
{
  // statically or on demand, in any quotes
  const importers = [...files].filter(([, f]) => f.code && entryFile && f.code.includes(`./${entryFile}`)).map(([n]) => n);
  check('no file imports the app entry (lazy files read the registry)', importers.length === 0, importers.join(', '));
}
const base = new Set([...closure(entryFile)].filter((f) => files.has(f)));
base.add('portal.js');

// content type → screen module, read from the registry's lazy(() => import('./X/X.tsx')) lines
const registry = fs.existsSync(REGISTRY) ? fs.readFileSync(REGISTRY, 'utf8') : '';
const screenOf = new Map();
for (const m of registry.matchAll(/(\w+)\s*:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g)) {
  screenOf.set(m[1], `src/screens/${m[2]}`);
}
// content type → the lazy modules its first render needs besides the screen (extractor and screen-builder
// groups, from the build: dist/portal-types.json), and the screen of unregistered types
const types = fs.existsSync(TYPES)
  ? JSON.parse(fs.readFileSync(TYPES, 'utf8'))
  : { contentTypes: [...screenOf.keys()], pageModules: {}, fallbackScreen: null };
const sizeOf = (set) => [...set].reduce((sum, f) => sum + (files.get(f)?.gzip ?? 0), 0);
const perType = [];
for (const type of types.contentTypes) {
  const src = screenOf.get(type) ?? types.fallbackScreen;
  const set = new Set(base);
  for (const mod of [src, ...(types.pageModules?.[type] ?? [])]) closure(fileWith(mod), set);
  for (const f of [...set]) if (!files.has(f)) set.delete(f); // the entry: in portal.js
  const screenFile = fileWith(src);
  perType.push({
    type,
    screen: screenFile ? `${src.replace(/^src\/screens\//, '')} (${screenFile})` : src ? `(${src} not built)` : '-',
    files: set,
    gzip: sizeOf(set),
  });
}
perType.sort((a, b) => b.gzip - a.gzip);
console.log(`\ninitial JS per content type (${facts.runtime}), budget ${kb(BUDGETS.initialJs)} gz`);
console.log(
  `(portal.js + the app entry + its static imports + the type's screen, extractor and builder chunks with their static imports):`,
);
for (const t of perType) console.log(`  ${t.type.padEnd(34)} ${kb(t.gzip).padStart(9)}  ${t.screen}`);
const worst = perType[0];
const sanitizerFile = fileWith('src/components/ServerHtml/sanitize.ts');
if (sanitizerFile && !worst.files.has(sanitizerFile))
  console.log(
    `  + ${sanitizerFile} (${kb(files.get(sanitizerFile)?.gzip ?? 0)}) where the server HTML has markup or the body is Markdown: largest ${kb(worst.gzip + (files.get(sanitizerFile)?.gzip ?? 0))}`,
  );
check(
  `initial JS ≤ ${kb(BUDGETS.initialJs)} gz on every page`,
  perType.every((t) => t.gzip <= BUDGETS.initialJs),
  `largest ${worst.type}: ${kb(worst.gzip)} (${[...worst.files].length} files)`,
);

// --- /docs, first visit: every theme file requested before `complete` ------------------------------------------
// portal-head.js, portal.css, portal.js, the docs page type's files and the lazy parts of its first render (the
// heading anchors and "On this page": build-portal.ts › firstRenderParts), the Markdown file and the sanitiser
// (the worst case: a docs body in Markdown, whose HTML is sanitised too; a body of HTML blocks needs no Markdown
// file). In-place loading and highlight.js load after `complete` (CodeBlock shows the code plain in its box first).
const partsOf = (type) => types.firstRenderParts?.[type] ?? [];
{
  const docsType = perType.find((t) => t.type === 'docs');
  const markdownFile = fileWith('src/components/Markdown/Markdown.tsx');
  if (docsType) {
    const visit = new Set(['portal-head.js', 'portal.css', ...docsType.files]);
    for (const f of [markdownFile, sanitizerFile, ...partsOf('docs').map(fileWith)]) closure(f, visit);
    for (const f of [...visit]) if (!files.has(f)) visit.delete(f);
    const bytes = sizeOf(visit);
    console.log(`\n/docs first visit by complete: ${visit.size} files, ${kb(bytes)} gz (${[...visit].join(', ')})`);
    check(`/docs first visit ≤ ${BUDGETS.docsFiles} files by complete`, visit.size <= BUDGETS.docsFiles, `${visit.size} files`);
    check(`/docs first visit ≤ ${kb(BUDGETS.docsGzip)} gz by complete`, bytes <= BUDGETS.docsGzip, kb(bytes));
  } else check('/docs first visit', false, 'no docs content type in the build facts');
}

// --- the critical path per page type (issue 38) ------------------------------------------------------------
// Every theme file a first visit fetches before `complete`: portal-head.js, portal.css, portal.js, the entry
// and the type's screen, extractor and builder files; the sanitiser (any page whose server HTML has markup —
// counted for every type, the worst case); Markdown and CodeBlock for types whose bodies are Markdown; the
// charts file where the first render draws the I/O Docs console or the key-activity report ("charts" pages,
// held to the I/O Docs target). In-place loading, enhancements, highlight.js and the colour-scheme switch load after
// `complete` and are not counted. Each file's bytes by source module come from its source map.
const criticalRows = [];
{
  const markdownTypes = new Set(types.markdownTypes ?? []);
  const markdownFile = fileWith('src/components/Markdown/Markdown.tsx');
  const codeFile = fileWith('src/components/CodeBlock/CodeBlock.tsx');
  // the lazy parts of each type's first render (build-portal.ts › firstRenderParts: the I/O Docs console, the
  // key-activity report, the docs' headings, the join page's checklist); a type whose parts are in the charts
  // or console file is a "charts" page
  const heavyFiles = new Set(
    ['src/screens/KeyActivity/ActivityReport.tsx', 'src/screens/IoDocs/IoDocsConsole.tsx'].map(fileWith).filter(Boolean),
  );
  for (const t of perType) {
    const parts = partsOf(t.type).map(fileWith);
    const cls = parts.some((f) => heavyFiles.has(f)) ? 'charts' : markdownTypes.has(t.type) ? 'markdown' : 'plain';
    const set = new Set(['portal-head.js', 'portal.css', ...t.files]);
    closure(sanitizerFile, set);
    for (const f of parts) closure(f, set);
    if (cls === 'markdown') for (const f of [markdownFile, codeFile]) closure(f, set);
    for (const f of [...set]) if (!files.has(f)) set.delete(f);
    criticalRows.push({ type: t.type, cls, files: set, gzip: sizeOf(set) });
  }
  criticalRows.sort((a, b) => b.gzip - a.gzip);
  console.log('\ncritical path per page type (first visit, theme files before `complete`, gzip):');
  for (const r of criticalRows)
    console.log(`  ${r.type.padEnd(26)} ${r.cls.padEnd(9)} ${kb(r.gzip).padStart(9)}  ${r.files.size} files`);
  const mapsDir = `${DIST}/portal-maps`;
  const docRows = [];
  for (const cls of ['plain', 'markdown', 'charts']) {
    const rows = criticalRows.filter((r) => r.cls === cls);
    if (!rows.length) continue;
    const worstOf = rows[0];
    const budget = BUDGETS.critical[cls];
    const target = CRITICAL_TARGETS[cls];
    check(
      `critical path, ${cls} pages ≤ ${kb(budget)} gz (target ${kb(target)}: ${worstOf.gzip <= target ? 'met' : 'missed'})`,
      worstOf.gzip <= budget,
      `largest ${worstOf.type}: ${kb(worstOf.gzip)} in ${worstOf.files.size} files`,
    );
    docRows.push({ cls, worst: worstOf, budget, target, count: rows.length });
  }
  // where the bytes of the largest plain page's critical files go, by source module
  const sample = docRows.find((r) => r.cls === 'plain')?.worst ?? criticalRows[0];
  const byGroup = new Map();
  let mapped = 0;
  for (const f of sample.files) {
    const mapFile = path.join(mapsDir, `${f}.map`);
    const info = files.get(f);
    if (!info?.code || !fs.existsSync(mapFile)) {
      byGroup.set(`(${f})`, (byGroup.get(`(${f})`) ?? 0) + (info?.gzip ?? 0));
      continue;
    }
    mapped += 1;
    for (const row of breakdown(info.code, JSON.parse(fs.readFileSync(mapFile, 'utf8')), info.gzip))
      byGroup.set(row.group, (byGroup.get(row.group) ?? 0) + row.gzip);
  }
  const top = [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 16);
  console.log(`\nwhere ${sample.type}'s critical ${kb(sample.gzip)} go (gzip share by source, from ${mapped} source maps):`);
  for (const [g, bytes] of top) console.log(`  ${g.padEnd(40)} ${kb(bytes).padStart(9)}`);
  {
    const lines = [
      "`npm run size -- --write-docs` (the deploy build in `dist/portal`). Every theme file a first visit fetches before `complete`, gzip: portal-head.js, portal.css, portal.js, the entry, the page type's files, the sanitiser (counted for every type), Markdown and CodeBlock where bodies are Markdown, the console on I/O Docs.",
      '',
      '| Pages | Types | Largest | Budget (enforced) | Target (issue 38) |',
      '|---|---|---|---|---|',
      ...docRows.map(
        (r) =>
          `| ${r.cls} | ${r.count} | ${r.worst.type}: ${kb(r.worst.gzip)} in ${r.worst.files.size} files | ${kb(r.budget)} | ${kb(r.target)} (${r.worst.gzip <= r.target ? 'met' : '**missed**'}) |`,
      ),
      '',
      `Where ${sample.type}'s ${kb(sample.gzip)} go (each file's gzip size shared out by its raw bytes per source, from the source maps in \`dist/portal-maps/\`):`,
      '',
      '| Source | KB gz |',
      '|---|---|',
      ...top.map(([g, bytes]) => `| ${g} | ${(bytes / KB).toFixed(1)} |`),
    ];
    if (args.includes('--write-docs')) {
      await writeSection('size', lines.join('\n'));
      console.log('docs/budgets.md: section size written');
    } else
      check(
        'docs/budgets.md › critical path is current',
        await sectionIsCurrent('size', lines.join('\n')),
        'run `npm run size -- --write-docs` and commit docs/budgets.md',
      );
  }
}

// --- what the largest initial set is made of (rendered bytes before gzip, by package / folder) ------------
const groups = new Map();
for (const file of worst.files) {
  for (const [id, bytes] of Object.entries(facts.chunks?.[file]?.modules ?? {})) {
    const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const group = m ? m[1] : id.split('/').slice(0, 2).join('/');
    groups.set(group, (groups.get(group) ?? 0) + bytes);
  }
}
if (groups.size) {
  console.log(`\nlargest initial set (${worst.type}) by package/folder (bytes before minification):`);
  for (const [g, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${g.padEnd(40)} ${kb(bytes).padStart(9)}`);
}

// --- lazy-only libraries ---------------------------------------------------------------------------------
const initialFiles = new Set(perType.flatMap((t) => [...t.files]));
for (const rule of MUST_BE_LAZY) {
  const offenders = [];
  for (const [file, chunk] of Object.entries(facts.chunks ?? {})) {
    if (!initialFiles.has(file)) continue;
    if (Object.keys(chunk.modules).some((m) => rule.re.test(m))) offenders.push(file);
  }
  check(`${rule.name} only in lazy chunks`, offenders.length === 0, offenders.length ? `in initial ${offenders.join(', ')}` : '');
}

// --- the interactive docs' labels travel with their console, not with every content page ----------------------
{
  const holding = (re) =>
    Object.entries(facts.chunks ?? {})
      .filter(([, chunk]) => Object.keys(chunk.modules).some((m) => re.test(m)))
      .map(([file]) => file);
  const labels = holding(/src\/labels\/en\/ioDocs\.ts$/);
  // the console: the composition and its panels (console/) — not FailureExplanation.tsx, a lazy part of `later`
  const consoleFiles = holding(/src\/screens\/IoDocs\/(IoDocsConsole\.tsx|console\/(?!FailureExplanation\.tsx$)[^/]+\.tsx?)$/);
  check(
    "I/O Docs labels only in the console's file",
    labels.length === 1 && consoleFiles.length === 1 && labels[0] === consoleFiles[0],
    `labels in ${labels.join(', ') || 'no file'}, console in ${consoleFiles.join(', ') || 'no file'}`,
  );
}

// --- the account pages and the keys pages: apart, each with its labels (neither downloads the other's) -------------
{
  const holding = (re) =>
    Object.entries(facts.chunks ?? {})
      .filter(([, chunk]) => Object.keys(chunk.modules).some((m) => re.test(m)))
      .map(([file]) => file);
  for (const [part, screen] of [
    ['account', 'src/screens/Signin/Signin.tsx'],
    ['keys', 'src/screens/AccountKeys/AccountKeys.tsx'],
  ]) {
    const labels = holding(new RegExp(`src/labels/en/${part}\\.ts$`));
    const screenFile = fileWith(screen);
    check(
      `${part} labels only in the file of the ${part} screens`,
      labels.length === 1 && labels[0] === screenFile,
      `labels in ${labels.join(', ') || 'no file'}, screen in ${screenFile ?? 'no file'}`,
    );
  }
  const signin = perType.find((t) => t.type === 'signin');
  const keysFile = fileWith('src/screens/AccountKeys/AccountKeys.tsx');
  check(
    'an account page does not load the keys file',
    !!signin && !!keysFile && !signin.files.has(keysFile),
    [...(signin?.files ?? [])].join(', '),
  );
}

// --- CSS, head, eval ----------------------------------------------------------------------------------------
const css = files.get('portal.css');
check(`portal.css ≤ ${kb(BUDGETS.css)} gz`, !!css && css.gzip <= BUDGETS.css, css ? kb(css.gzip) : 'missing');
// No `:has()` in the theme's CSS: with such a rule loaded, Chromium checks each element the parser adds
// against it — 150–200 ms more to parse a page of 10,000 links, hidden or not (docs/runtime.md › Bounded work)
{
  const text = css ? fs.readFileSync(path.join(OUT, 'portal.css'), 'utf8') : '';
  const uses = text.match(/[^{}]*:has\([^{]*/g) ?? [];
  check(
    'no :has() selector in portal.css',
    uses.length === 0,
    uses
      .slice(0, 3)
      .map((u) => u.trim())
      .join(' | '),
  );
}
const cssFiles = [...files.keys()].filter((f) => f.endsWith('.css'));
check('one stylesheet (portal.css)', cssFiles.length === 1, cssFiles.join(', '));
const head = files.get('portal-head.js');
check(`portal-head.js ≤ ${kb(BUDGETS.head)} gz`, !!head && head.gzip <= BUDGETS.head, head ? kb(head.gzip) : 'missing');
const bodyScript = files.get('portal.js');
check(
  `portal.js (loader and app entry) ≤ ${kb(BUDGETS.bodyScript)} gz`,
  !!bodyScript && bodyScript.gzip <= BUDGETS.bodyScript,
  bodyScript ? kb(bodyScript.gzip) : 'missing',
);
check(`at most ${BUDGETS.files} files to upload`, files.size <= BUDGETS.files, `${files.size} files in ${OUT}/`);
for (const doc of ['DEPLOY.md', 'portal-build.json', 'portal-upload.txt'])
  check(`${DIST}/${doc} beside the folder`, fs.existsSync(path.join(DIST, doc)), '');
const builtZip = fs.existsSync(path.join(DIST, 'portal-build.json'))
  ? JSON.parse(fs.readFileSync(path.join(DIST, 'portal-build.json'), 'utf8')).zip
  : '';
check(
  `the build's zip (${builtZip || 'none recorded'}) beside the folder`,
  !!builtZip && fs.existsSync(path.join(DIST, builtZip)),
  '',
);
const evil = [...files.entries()]
  .filter(([, f]) => f.code)
  .flatMap(([name, f]) => findForbidden(f.code).map((h) => `${name}: ${h}`));
check('no eval / new Function (CSP without unsafe-eval)', evil.length === 0, evil.slice(0, 3).join('; '));

finish();
