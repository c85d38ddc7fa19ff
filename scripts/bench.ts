// `npm run bench`: performance of the themed simulated portal in Debian Chromium. Prints a table and
// writes bench/results.json:
//   1. navigation start → <html class="complete"> per page type (median of N full loads, default 11)
//   2. extract + adapt + render of the 25-key page (portalLoaded → portalAfterRender, median)
//   3. in-place navigation versus a full reload of the same page (median of each, ratio)
//   4. bundle sizes (dist/portal/: every file raw and gzip, totals)
// Not part of `npm test`. Options: --runs N, --out <file>, --no-build (default: build when dist/portal is missing).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startPortal, REPO_ROOT, DEMO_PASSWORD, type Portal } from '../fixtures/portal/index.ts';
import { CHROMIUM_ARGS } from './chromium.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    out: { type: 'string', default: path.join(REPO_ROOT, 'bench/results.json') },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(10, Number(args.runs) || 11);
const DIST = path.join(REPO_ROOT, 'dist/portal');

/** Timestamps (ms since navigation start) of the runtime's milestones, recorded inside the page. */
const PROBE = `(() => {
  const marks = (window.__bench = { complete: null, loaded: null, afterRender: null });
  const check = () => { if (marks.complete === null && document.documentElement && document.documentElement.classList.contains('complete')) marks.complete = performance.now(); };
  // init scripts run before <html> exists: watch the whole document for class changes
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, childList: true, attributeFilter: ['class'] });
  addEventListener('portalLoaded', () => { if (marks.loaded === null) marks.loaded = performance.now(); });
  addEventListener('portalAfterRender', () => { if (marks.afterRender === null) marks.afterRender = performance.now(); });
})();`;

interface Marks {
  complete: number | null;
  loaded: number | null;
  afterRender: number | null;
}

const median = (xs: number[]) => {
  if (!xs.length) throw new Error('no measurement recorded (is the runtime emitting its events and html.complete?)');
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function signedInContext(browser: Browser, portal: Portal, user: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(PROBE);
  if (user) {
    const r = await context.request.post(`${portal.url}/login/login`, {
      multipart: { handle: user, passwd: DEMO_PASSWORD, r: '/' },
    });
    if (!r.ok()) throw new Error(`sign-in of ${user} failed`);
  }
  return context;
}

async function fullLoad(page: Page, url: string): Promise<Marks> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.classList.contains('complete'), null, { timeout: 20000 });
  const marks = await page.evaluate(() => (window as unknown as { __bench: Marks }).__bench);
  const type = await page.evaluate(() => document.getElementById('portal-app')?.getAttribute('data-content-type') ?? null);
  if (!type) throw new Error(`${url}: no themed app root (is dist/portal built?)`);
  return marks;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'portal.js')) && !args['no-build'])
    execSync('npm run --silent build', { cwd: REPO_ROOT, stdio: 'inherit' });
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const key = portal.store.keysOf('jdoe')[0]?.key ?? '';
    const cases: { type: string; path: string; user: string | null }[] = [
      { type: 'page', path: '/', user: null },
      { type: 'docs', path: '/docs/read/Authentication', user: null },
      { type: 'blogAll', path: '/blog', user: null },
      { type: 'forumSingle', path: `/forum/read/${portal.store.topicsIn('Help')[0]?.id ?? 0}`, user: null },
      { type: 'search', path: '/search?q=api', user: null },
      { type: 'signin', path: '/login/login', user: null },
      { type: 'register', path: '/member/register', user: null },
      { type: 'accountKeys (25 keys)', path: '/apps/mykeys?showKeys=true', user: 'bulk' },
      { type: 'accountApps', path: '/apps/myapps', user: 'jdoe' },
      { type: 'accountManage', path: '/member/edit', user: 'jdoe' },
      { type: 'keyActivity', path: `/key/key-activity/${key}`, user: 'jdoe' },
      { type: 'ioDocs', path: '/io-docs', user: 'jdoe' },
      { type: 'fourOhFour', path: '/no/such/page', user: null },
    ];

    // 1 + 2: full loads
    const loads: { type: string; path: string; medianMs: number; minMs: number; maxMs: number; runs: number }[] = [];
    let keysRender: number[] = [];
    for (const c of cases) {
      const context = await signedInContext(browser, portal, c.user);
      const page = await context.newPage();
      await fullLoad(page, `${portal.url}${c.path}`); // warm-up (not counted)
      const times: number[] = [];
      const renders: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const m = await fullLoad(page, `${portal.url}${c.path}`);
        if (m.complete !== null) times.push(m.complete);
        if (m.loaded !== null && m.afterRender !== null) renders.push(m.afterRender - m.loaded);
      }
      if (c.user === 'bulk') keysRender = renders;
      loads.push({
        type: c.type,
        path: c.path.replace(key, '<key>'),
        medianMs: round(median(times)),
        minMs: round(Math.min(...times)),
        maxMs: round(Math.max(...times)),
        runs: times.length,
      });
      await context.close();
      process.stdout.write('.');
    }
    process.stdout.write('\n');

    // 3: in place versus a full reload of the same page (/blog, reached from /forum by the primary nav)
    const context = await signedInContext(browser, portal, null);
    const page = await context.newPage();
    const inPlace: number[] = [];
    const full: number[] = [];
    await fullLoad(page, `${portal.url}/forum`);
    for (let i = 0; i < RUNS + 1; i += 1) {
      const ms = await page.evaluate(async () => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('#portal-app a[href="/blog"]')][0];
        if (!link) throw new Error('no /blog link in the themed page');
        const done = new Promise((resolve) => addEventListener('portalAfterRenderAjax', resolve, { once: true }));
        const t0 = performance.now();
        link.click();
        await done;
        return performance.now() - t0;
      });
      if (i > 0) inPlace.push(ms); // first one warms the lazy screen chunk
      await page.evaluate(async () => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('#portal-app a[href="/forum"]')][0];
        const done = new Promise((resolve) => addEventListener('portalAfterRenderAjax', resolve, { once: true }));
        link?.click();
        await done;
      });
    }
    for (let i = 0; i < RUNS; i += 1) {
      const m = await fullLoad(page, `${portal.url}/blog`);
      if (m.complete !== null) full.push(m.complete);
    }
    await context.close();

    // 4: bundle sizes
    const files = fs.existsSync(DIST)
      ? fs
          .readdirSync(DIST)
          .filter((f) => /\.(js|css)$/.test(f))
          .sort()
      : [];
    const sizes = files.map((f) => {
      const buf = fs.readFileSync(path.join(DIST, f));
      return { file: f, bytes: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
    });
    // first-load JS: the loader, the app entry and its static imports (screen chunks come on top, per page)
    const manifestFile = path.join(REPO_ROOT, 'dist/portal-manifest.json');
    const initialFiles = new Set<string>(['portal.js']);
    if (fs.existsSync(manifestFile)) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
        string,
        { file: string; isEntry?: boolean; imports?: string[] }
      >;
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || initialFiles.has(chunk.file)) return;
        initialFiles.add(chunk.file);
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    }
    const sum = (pred: (f: string) => boolean) =>
      sizes
        .filter((s) => pred(s.file))
        .reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), { bytes: 0, gzip: 0 });

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null, node: process.version, chromium: browser.version() },
      runs: RUNS,
      navigationToComplete: loads,
      extractRender25Keys: {
        medianMs: round(median(keysRender)),
        runs: keysRender.length,
        measured:
          'portalLoaded → portalAfterRender (extract, adapt, lazy screen, render) on /apps/mykeys?showKeys=true with 25 keys',
      },
      inPlaceVsFullReload: {
        page: '/blog (from /forum)',
        inPlaceMedianMs: round(median(inPlace)),
        fullReloadMedianMs: round(median(full)),
        ratio: round((median(inPlace) / median(full)) * 100) / 100,
        measured: 'in place: link click → portalAfterRenderAjax; full: navigation start → html.complete',
      },
      bundle: {
        files: sizes,
        totals: {
          all: sum(() => true),
          js: sum((f) => f.endsWith('.js')),
          css: sum((f) => f.endsWith('.css')),
          head: sum((f) => f === 'portal-head.js'),
          initialJs: { ...sum((f) => initialFiles.has(f)), files: [...initialFiles].sort() },
        },
      },
    };
    fs.mkdirSync(path.dirname(args.out), { recursive: true });
    fs.writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `\nnavigation start → html.complete (median of ${RUNS} full loads, Chromium ${browser.version()}, ${os.cpus().length} cores)`,
    );
    console.table(loads.map((l) => ({ 'page type': l.type, 'median ms': l.medianMs, 'min ms': l.minMs, 'max ms': l.maxMs })));
    console.log(`extract + render, 25-key page: median ${results.extractRender25Keys.medianMs} ms`);
    console.log(
      `in place ${results.inPlaceVsFullReload.inPlaceMedianMs} ms vs full reload ${results.inPlaceVsFullReload.fullReloadMedianMs} ms (ratio ${results.inPlaceVsFullReload.ratio})`,
    );
    console.table(sizes.map((s) => ({ file: s.file, raw: kb(s.bytes), gzip: kb(s.gzip) })));
    console.log(
      `totals: first-load JS ${kb(results.bundle.totals.initialJs.gzip)} gz (portal.js + entry + static imports, before the page's screen chunk), all JS ${kb(results.bundle.totals.js.gzip)} gz, CSS ${kb(results.bundle.totals.css.gzip)} gz, head ${kb(results.bundle.totals.head.gzip)} gz`,
    );
    console.log(`written: ${path.relative(REPO_ROOT, args.out)}`);
  } finally {
    await browser.close();
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
