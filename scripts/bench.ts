// `npm run bench`: the themed simulated portal against the bare server page, side by side, in Debian
// Chromium (issue 14). A benchmark, not a test: figures go to README, nothing is asserted. Writes
// bench/results.json and prints a table:
//   1. per page type, interleaved (bare, themed, bare, themed …), median of N loads (default 11), without and
//      with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate): the bare server page (theme files absent,
//      the simulator's `portal_theme=off`) to `load`, the themed page to <html class="complete">, the ratio;
//      script time of each (CDP Performance.getMetrics ScriptDuration) and the layout shift after `complete`
//      (CLS, layout-shift entries until 0.7 s after it) and in all;
//   2. a first visit (empty cache) per page type: requests and bytes of the theme files (gzip size of each
//      file fetched, as a gzip-serving host sends it) until `complete` and one second after it;
//   3. in-place navigation versus a full load of the same page (median of each, ratio);
//   4. the deploy files (raw and gzip).
// Options: --runs N (≥ 11), --out <file>, --no-build (default: build when dist/portal is missing), --dist <folder>
// (another deploy build: the React one), --types
// page,docs,… (a subset), --port N (the simulated portal's port; default: a free one), --quick (3 page types, 3 runs, no throttling: to try the script itself).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startPortal, REPO_ROOT, DEMO_PASSWORD, type Portal } from '../fixtures/portal/index.ts';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { writeJsonFile } from './write-json.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    out: { type: 'string', default: path.join(REPO_ROOT, 'bench/results.json') },
    'no-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    types: { type: 'string' },
    port: { type: 'string', default: '0' },
    dist: { type: 'string' },
  },
});
const RUNS = args.quick ? 3 : Math.max(11, Number(args.runs) || 11);
// --dist <folder>: another deploy build, e.g. the React one (`PORTAL_RUNTIME=react PORTAL_DIST=dist/react npm run
// build`, then `npm run bench -- --no-build --dist dist/react/portal --out bench/results-react.json`)
const DIST = args.dist ? path.resolve(args.dist) : path.join(REPO_ROOT, 'dist/portal');
const RATES = args.quick ? [1] : [1, 4];
/** how long after `complete` layout shifts are still counted (themed loads) */
const SETTLE_MS = 700;

/** In the page: `complete` time, and layout shifts (value, time) as they happen. */
const PROBE = `(() => {
  const marks = (window.__bench = { complete: null, shifts: [] });
  const check = () => { if (marks.complete === null && document.documentElement && document.documentElement.classList.contains('complete')) marks.complete = performance.now(); };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, childList: true, attributeFilter: ['class'] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) marks.shifts.push({ value: e.value, at: e.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (e) {}
})();`;

/**
 * Waits in the page for <html class="complete"> (a MutationObserver; 30 s at most). Not Playwright's
 * waitForFunction: that installs Playwright's injected script in the page (≈ 70–100 ms of compiling on the
 * main thread) and polls it every animation frame while the theme is still loading — a cost only the
 * themed loads paid, on their critical path. Awaited with awaitInPage (it may be evaluated again).
 */
const WAIT_COMPLETE = `new Promise((resolve, reject) => {
  const html = document.documentElement;
  const timer = setTimeout(() => reject(new Error('no html.complete after 30 s')), 30000);
  const check = () => { if (html.classList.contains('complete')) { clearTimeout(timer); observer.disconnect(); resolve(true); } };
  const observer = new MutationObserver(check);
  observer.observe(html, { attributes: true, attributeFilter: ['class'] });
  check();
})`;

/**
 * page.evaluate of an expression whose promise can be awaited again. Chromium 150 (Debian's on 2026-12-04)
 * now and then reports a pending awaited promise as collected ("Resulting promise was garbage collected")
 * although the document stays the same; `npm run bench` stopped on it in the first two runs of that day.
 * The expressions given here only wait (they start nothing), so evaluating one again is safe.
 */
let inPageRetries = 0;
async function awaitInPage<T>(page: Page, expression: string, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await page.evaluate(expression)) as T;
    } catch (error) {
      if (attempt >= tries || !/garbage collected|Promise was collected/.test(String(error))) throw error;
      inPageRetries += 1;
    }
  }
}

/**
 * Clicks the themed page's first link to `href` and keeps, on window, a promise of the ms until
 * portalAfterRenderAjax (awaited by awaitInPage, apart from the click, so a retry never clicks twice).
 */
async function inPlaceTo(page: Page, href: string): Promise<number> {
  await page.evaluate((target) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('#portal-app a')].find(
      (a) => a.getAttribute('href') === target,
    );
    if (!link) throw new Error(`no ${target} link in the themed page`);
    const t0 = performance.now();
    (window as unknown as { __benchInPlace: Promise<number> }).__benchInPlace = new Promise((resolve) =>
      addEventListener('portalAfterRenderAjax', () => resolve(performance.now() - t0), { once: true }),
    );
    link.click();
  }, href);
  return awaitInPage<number>(page, 'window.__benchInPlace');
}

interface Probe {
  complete: number | null;
  shifts: { value: number; at: number }[];
}

interface Load {
  /** bare: navigation start → load; themed: navigation start → html.complete */
  ms: number;
  /** script execution (ms) from navigation to the measurement */
  scriptMs: number;
  /** layout shift in the second after `complete` (themed) or `load` (bare) */
  clsAfter: number;
  /** all layout shift of the load (until one second after) */
  cls: number;
}

const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function contextFor(browser: Browser, portal: Portal, user: string | null, theme: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(PROBE);
  const host = new URL(portal.url).hostname;
  await context.addCookies([{ name: 'portal_theme', value: theme ? 'on' : 'off', domain: host, path: '/' }]);
  if (user) {
    const r = await context.request.post(`${portal.url}/login/login`, {
      multipart: { handle: user, passwd: DEMO_PASSWORD, r: '/' },
    });
    if (!r.ok()) throw new Error(`sign-in of ${user} failed`);
  }
  return context;
}

async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

async function load(page: Page, cdp: CDPSession, url: string, themed: boolean): Promise<Load> {
  await page.goto(url, { waitUntil: 'load' });
  let ms: number;
  if (themed) {
    await awaitInPage(page, WAIT_COMPLETE);
    const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    const type = await page.evaluate(() => document.getElementById('portal-app')?.getAttribute('data-content-type') ?? null);
    if (!type) throw new Error(`${url}: no themed app root (is dist/portal built?)`);
    ms = probe.complete ?? NaN;
  } else {
    ms = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
  }
  // ScriptDuration counts from this navigation (the document's renderer metrics start again)
  const script = await scriptMs(cdp).catch(() => NaN);
  await sleep(themed ? SETTLE_MS : 0);
  const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
  const cls = probe.shifts.reduce((a, s) => a + s.value, 0);
  const clsAfter = probe.shifts.filter((s) => s.at >= ms).reduce((a, s) => a + s.value, 0);
  return { ms, scriptMs: script, clsAfter, cls };
}

interface FirstVisit {
  requests: number;
  themeRequests: number;
  themeGzipBytes: number;
  themeRequestsAfterSettle: number;
  themeGzipBytesAfterSettle: number;
  themeFiles: string[];
}

const gzipOf = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipOf.has(file)) {
    const p = path.join(DIST, file);
    gzipOf.set(file, fs.existsSync(p) ? zlib.gzipSync(fs.readFileSync(p), { level: 9 }).length : 0);
  }
  return gzipOf.get(file)!;
}

async function firstVisit(browser: Browser, portal: Portal, c: Case): Promise<FirstVisit> {
  const context = await contextFor(browser, portal, c.user, true);
  const page = await context.newPage();
  const themeAt = (names: string[]) => names.filter((u) => new URL(u).pathname.startsWith('/files/'));
  await page.goto(`${portal.url}${c.path}`, { waitUntil: 'load' });
  await awaitInPage(page, WAIT_COMPLETE);
  // requested before `complete` (what runs after it, e.g. in-place loading, starts at that moment and may
  // have arrived by the time this reads the entries)
  const atComplete = await page.evaluate(() => {
    const complete = (window as unknown as { __bench: Probe }).__bench.complete ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < complete)
      .map((e) => e.name);
  });
  await sleep(1000);
  const settled = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await context.close();
  const files = (urls: string[]) => [...new Set(themeAt(urls).map((u) => path.basename(new URL(u).pathname)))];
  const bytes = (names: string[]) => names.reduce((a, f) => a + gzipSize(f), 0);
  return {
    requests: atComplete.length + 1,
    themeRequests: files(atComplete).length,
    themeGzipBytes: bytes(files(atComplete)),
    themeRequestsAfterSettle: files(settled).length,
    themeGzipBytesAfterSettle: bytes(files(settled)),
    themeFiles: files(settled).sort(),
  };
}

interface Case {
  type: string;
  path: string;
  user: string | null;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'portal.js')) && !args['no-build'])
    execSync('npm run --silent build', { cwd: REPO_ROOT, stdio: 'inherit' });
  const portal = await startPortal({ port: Number(args.port) || 0, distDir: DIST });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const key = portal.store.keysOf('jdoe')[0]?.key ?? '';
    const all: Case[] = [
      { type: 'page', path: '/', user: null },
      { type: 'docs', path: '/docs/read/Authentication', user: null },
      { type: 'blogAll', path: '/blog', user: null },
      { type: 'forumSingle', path: `/forum/read/${portal.store.topicsIn('Help')[0]?.id ?? 0}`, user: null },
      { type: 'search', path: '/search?q=api', user: null },
      { type: 'signin', path: '/login/login', user: null },
      { type: 'accountKeys (25 keys)', path: '/apps/mykeys?showKeys=true', user: 'bulk' },
      { type: 'keyActivity', path: `/key/key-activity/${key}`, user: 'jdoe' },
    ];
    const only = args.types?.split(',').map((t) => t.trim());
    const cases = only ? all.filter((c) => only.some((t) => c.type.startsWith(t))) : args.quick ? all.slice(0, 3) : all;

    // 1: bare vs themed, interleaved, per CPU rate
    const sideBySide: Record<string, unknown>[] = [];
    for (const rate of RATES) {
      for (const c of cases) {
        const pages: Record<'bare' | 'themed', { page: Page; cdp: CDPSession; context: BrowserContext }> = {} as never;
        for (const variant of ['bare', 'themed'] as const) {
          const context = await contextFor(browser, portal, c.user, variant === 'themed');
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Performance.enable');
          if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          pages[variant] = { page, cdp, context };
        }
        const url = `${portal.url}${c.path}`;
        const runs: Record<'bare' | 'themed', Load[]> = { bare: [], themed: [] };
        for (const variant of ['bare', 'themed'] as const)
          await load(pages[variant].page, pages[variant].cdp, url, variant === 'themed'); // warm-up
        for (let i = 0; i < RUNS; i += 1)
          for (const variant of ['bare', 'themed'] as const)
            runs[variant].push(await load(pages[variant].page, pages[variant].cdp, url, variant === 'themed'));
        for (const variant of ['bare', 'themed'] as const) await pages[variant].context.close();
        const m = (variant: 'bare' | 'themed', k: keyof Load) => median(runs[variant].map((r) => r[k]));
        sideBySide.push({
          type: c.type,
          path: c.path.replace(key, '<key>'),
          cpuThrottling: rate,
          bareLoadMs: round(m('bare', 'ms')),
          themedCompleteMs: round(m('themed', 'ms')),
          ratio: round(m('themed', 'ms') / m('bare', 'ms'), 2),
          bareScriptMs: round(m('bare', 'scriptMs')),
          themedScriptMs: round(m('themed', 'scriptMs')),
          themedClsAfterComplete: round(Math.max(...runs.themed.map((r) => r.clsAfter)), 3),
          themedCls: round(m('themed', 'cls'), 3),
          runs: RUNS,
        });
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');

    // 2: first visits
    const visits: Record<string, unknown>[] = [];
    for (const c of cases) visits.push({ type: c.type, ...(await firstVisit(browser, portal, c)) });

    // 3: in place versus a full load of the same page (/blog, reached from /forum by the primary nav)
    const context = await contextFor(browser, portal, null, true);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const inPlace: number[] = [];
    const full: number[] = [];
    await load(page, cdp, `${portal.url}/forum`, true);
    for (let i = 0; i < RUNS + 1; i += 1) {
      const ms = await inPlaceTo(page, '/blog');
      if (i > 0) inPlace.push(ms); // the first one warms the lazy chunks
      await inPlaceTo(page, '/forum');
    }
    for (let i = 0; i < RUNS; i += 1) full.push((await load(page, cdp, `${portal.url}/blog`, true)).ms);
    await context.close();

    // 4: the deploy files
    const files = fs.existsSync(DIST) ? fs.readdirSync(DIST).sort() : [];
    const sizes = files.map((f) => ({ file: f, bytes: fs.statSync(path.join(DIST, f)).size, gzip: gzipSize(f) }));

    const ratios = (rate: number) => sideBySide.filter((r) => r.cpuThrottling === rate).map((r) => r.ratio as number);
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null, node: process.version, chromium: browser.version() },
      note: 'a shared 2-core machine: other work ran meanwhile; compare ratios within this run, not across runs',
      runs: RUNS,
      summary: Object.fromEntries(
        RATES.map((rate) => [
          `cpu${rate}x`,
          { medianRatio: round(median(ratios(rate)), 2), maxRatio: round(Math.max(...ratios(rate)), 2) },
        ]),
      ),
      sideBySide,
      firstVisit: visits,
      inPlaceVsFullLoad: {
        page: '/blog (from /forum)',
        inPlaceMedianMs: round(median(inPlace)),
        fullLoadMedianMs: round(median(full)),
        ratio: round(median(inPlace) / median(full), 2),
        measured: 'in place: link click → portalAfterRenderAjax; full: navigation start → html.complete',
      },
      deployFiles: { count: files.length, files: sizes },
    };
    await writeJsonFile(args.out, results);

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `\nbare load vs themed complete (median of ${RUNS}, interleaved, Chromium ${browser.version()}, ${os.cpus().length} cores)`,
    );
    console.table(
      sideBySide.map((r) => ({
        'page type': r.type,
        cpu: `${r.cpuThrottling}×`,
        'bare ms': r.bareLoadMs,
        'themed ms': r.themedCompleteMs,
        ratio: r.ratio,
        'script bare/themed ms': `${r.bareScriptMs} / ${r.themedScriptMs}`,
        'CLS after complete': r.themedClsAfterComplete,
      })),
    );
    console.log(JSON.stringify(results.summary));
    console.table(
      visits.map((v) => ({
        'page type': v.type,
        requests: v.requests,
        'theme files': `${v.themeRequests} (${v.themeRequestsAfterSettle} after 1 s)`,
        'theme gz': `${kb(v.themeGzipBytes as number)} (${kb(v.themeGzipBytesAfterSettle as number)})`,
      })),
    );
    console.log(
      `in place ${results.inPlaceVsFullLoad.inPlaceMedianMs} ms vs full load ${results.inPlaceVsFullLoad.fullLoadMedianMs} ms (ratio ${results.inPlaceVsFullLoad.ratio})`,
    );
    console.log(`deploy files: ${files.length}; written: ${path.relative(REPO_ROOT, args.out)}`);
    if (inPageRetries) console.log(`(an awaited page promise was reported collected and evaluated again ${inPageRetries}×)`);
  } finally {
    await browser.close();
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
