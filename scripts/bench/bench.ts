// `npm run bench`: the themed simulated portal against the bare server page, side by side, in Debian
// Chromium, on network profiles (issue 38). A benchmark, not a test: nothing is asserted; the figures go to
// bench/results.json, a table on stdout and, with --write-docs, the current table in docs/budgets.md.
//
// For each profile (CDP network and CPU emulation), each page type, first visits (a new browser context per
// load: empty cache, new connections) and warm visits (one context, the theme files cached or revalidated,
// a new full page load each time), interleaved bare, themed, bare, themed …:
//   - bare: the server page without the theme files (the simulator's `portal_theme=off`) to its `load`;
//   - themed: the same page with the theme to <html class="complete">; the ratio themed / bare (medians);
//   - layout shift of the themed load from its first frame: the server page is hidden from the head script
//     on (portal.css and the head script block rendering), so every frame painted is the theme's — the
//     skeleton's or the screen's — and every layout-shift entry until 0.7 s after `complete` counts;
//   - the theme's requests and bytes on the wire (transferSize: compressed, as served) before `complete`.
// Then in-place navigation versus a full load of the same page (local profile) and the deploy files.
// The simulator serves as a hosting front end does (gzip, ETag on /files/: StartPortalOptions.compress).
//
// Options: --profiles local,desktop,mobile (default all) · --runs N (default 5) · --types page,docs,… ·
// --no-build · --dist <folder> (another deploy build, e.g. dist/react/portal) · --out <file> · --port N ·
// --quick (3 page types, 3 runs, local and desktop) · --write-docs (the table in docs/budgets.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startPortal, REPO_ROOT, signInAs, type Portal } from '../../fixtures/portal/index.ts';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { writeJsonFile } from '../lib/write-json.mjs';
import { writeSection } from './budgets-doc.mjs';
import { PROFILES, TARGETS, type ProfileName, judge, budgetsTable, emulateProfile } from './bench-profiles.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    out: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    types: { type: 'string' },
    profiles: { type: 'string' },
    port: { type: 'string', default: '0' },
    dist: { type: 'string' },
    'write-docs': { type: 'boolean', default: false },
  },
});
const RUNS = args.quick ? 3 : Math.max(3, Number(args.runs) || 5);
const DIST = args.dist ? path.resolve(args.dist) : path.join(REPO_ROOT, 'dist/portal');
const BUILD_NAME = args.dist && !/dist[\\/]portal$/.test(DIST) ? path.relative(REPO_ROOT, DIST) : 'dist/portal';
const OUT = args.out ?? path.join(REPO_ROOT, BUILD_NAME === 'dist/portal' ? 'bench/results.json' : 'bench/results-react.json');
const PROFILE_NAMES = (args.profiles?.split(',').map((p) => p.trim()) ??
  (args.quick ? ['local', 'desktop'] : Object.keys(PROFILES))) as ProfileName[];
for (const name of PROFILE_NAMES)
  if (!PROFILES[name]) throw new Error(`unknown profile ${name} (${Object.keys(PROFILES).join(', ')})`);
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
 * Waits in the page for <html class="complete"> (a MutationObserver; 60 s at most). Not Playwright's
 * waitForFunction: that installs Playwright's injected script in the page and polls it every animation
 * frame while the theme is still loading — a cost only the themed loads would pay, on their critical path.
 */
const WAIT_COMPLETE = `new Promise((resolve, reject) => {
  const html = document.documentElement;
  const timer = setTimeout(() => reject(new Error('no html.complete after 60 s')), 60000);
  const check = () => { if (html.classList.contains('complete')) { clearTimeout(timer); observer.disconnect(); resolve(true); } };
  const observer = new MutationObserver(check);
  observer.observe(html, { attributes: true, attributeFilter: ['class'] });
  check();
})`;

/**
 * page.evaluate of an expression whose promise can be awaited again: Chromium 150 now and then reports a
 * pending awaited promise as collected ("Resulting promise was garbage collected") although the document
 * stays the same. The expressions given here only wait (they start nothing), so evaluating again is safe.
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

/** Clicks the themed page's first link to `href`; the ms until portalAfterRenderAjax (see awaitInPage). */
async function inPlaceTo(page: Page, href: string): Promise<number> {
  await page.evaluate((target) => {
    // the theme writes its links absolute (content cannot re-point them): compare the path on this origin
    const link = [...document.querySelectorAll<HTMLAnchorElement>('#portal-app a[href]')].find((a) => {
      const url = new URL(a.href, location.href);
      return url.origin === location.origin && url.pathname === target && !url.search;
    });
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
  /** themed: every layout shift from the first frame to 0.7 s after `complete` */
  cls: number;
  /** theme files (/files/) requested before `complete` (themed) or `load` (bare) */
  themeRequests: number;
  /** their bytes on the wire (transferSize; a revalidated file counts its 304) */
  themeBytes: number;
  /** every request of the page before that moment */
  requests: number;
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Case {
  type: string;
  path: string;
  user: string | null;
}

/** A browser context with the theme on or off (the simulator's cookie), signed in when the case says so. */
async function contextFor(
  browser: Browser,
  portal: Portal,
  user: string | null,
  theme: boolean,
  profile: ProfileName,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PROFILES[profile].screen });
  await context.addInitScript(PROBE);
  const host = new URL(portal.url).hostname;
  await context.addCookies([{ name: 'portal_theme', value: theme ? 'on' : 'off', domain: host, path: '/' }]);
  if (user) await signInAs(context.request, portal.url, user);
  return context;
}

/** A page with the profile's network and CPU emulation (CDP; it applies to this page's loads). */
async function emulatedPage(context: BrowserContext, profile: ProfileName): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateProfile(cdp, profile);
  return { page, cdp };
}

/** load(), tried again (up to 3 times) when a navigation times out: on a shared machine one slow load must not end the run */
async function loadRetrying(page: Page, url: string, themed: boolean): Promise<Load> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load(page, url, themed);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || error.name !== 'TimeoutError') throw error;
      console.warn(`\n${url} (${themed ? 'themed' : 'bare'}): ${error.message.split('\n')[0]} — trying again`);
      retries += 1;
    }
  }
}
let retries = 0;
const loadAtStart = os.loadavg()[0] ?? 0;

async function load(page: Page, url: string, themed: boolean): Promise<Load> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  let ms: number;
  if (themed) {
    await awaitInPage(page, WAIT_COMPLETE);
    const type = await page.evaluate(() => document.getElementById('portal-app')?.getAttribute('data-content-type') ?? null);
    if (!type) throw new Error(`${url}: no themed app root (is ${BUILD_NAME} built?)`);
    ms = (await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench.complete)) ?? NaN;
  } else {
    ms = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
  }
  if (themed) await sleep(SETTLE_MS);
  return page.evaluate(
    ({ until, themed }) => {
      const probe = (window as unknown as { __bench: Probe }).__bench;
      const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime < until);
      const theme = before.filter((e) => new URL(e.name).pathname.startsWith('/files/'));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        ms: until,
        cls: themed ? probe.shifts.filter((s) => s.at <= until + 700).reduce((a, s) => a + s.value, 0) : 0,
        themeRequests: theme.length,
        themeBytes: theme.reduce((a, e) => a + e.transferSize, 0),
        requests: before.length + 1,
        html: nav.transferSize,
      };
    },
    { until: ms, themed },
  );
}

interface Row {
  profile: ProfileName;
  visit: 'first' | 'warm';
  type: string;
  bareMs: number;
  themedMs: number;
  ratio: number;
  cls: number;
  themeRequests: number;
  themeKB: number;
}

async function measure(browser: Browser, portal: Portal, profile: ProfileName, c: Case): Promise<Row[]> {
  const url = `${portal.url}${c.path}`;
  const rows: Row[] = [];
  const summarise = (visit: 'first' | 'warm', runs: Record<'bare' | 'themed', Load[]>): Row => {
    const m = (variant: 'bare' | 'themed', k: keyof Load) => median(runs[variant].map((r) => r[k]));
    return {
      profile,
      visit,
      type: c.type,
      bareMs: round(m('bare', 'ms')),
      themedMs: round(m('themed', 'ms')),
      ratio: round(m('themed', 'ms') / m('bare', 'ms'), 2),
      cls: round(Math.max(...runs.themed.map((r) => r.cls)), 3),
      themeRequests: m('themed', 'themeRequests'),
      themeKB: round(m('themed', 'themeBytes') / 1024),
    };
  };
  // first visits: a new context (empty cache, new connections) for every load
  const first: Record<'bare' | 'themed', Load[]> = { bare: [], themed: [] };
  for (let i = 0; i < RUNS; i += 1)
    for (const variant of ['bare', 'themed'] as const) {
      const context = await contextFor(browser, portal, c.user, variant === 'themed', profile);
      const { page } = await emulatedPage(context, profile);
      first[variant].push(await loadRetrying(page, url, variant === 'themed'));
      await context.close();
    }
  rows.push(summarise('first', first));
  // warm visits: one context per variant, its first load fills the cache
  const warm: Record<'bare' | 'themed', Load[]> = { bare: [], themed: [] };
  const pages: Partial<Record<'bare' | 'themed', { page: Page; context: BrowserContext }>> = {};
  for (const variant of ['bare', 'themed'] as const) {
    const context = await contextFor(browser, portal, c.user, variant === 'themed', profile);
    const { page } = await emulatedPage(context, profile);
    await loadRetrying(page, url, variant === 'themed');
    pages[variant] = { page, context };
  }
  for (let i = 0; i < RUNS; i += 1)
    for (const variant of ['bare', 'themed'] as const)
      warm[variant].push(await loadRetrying(pages[variant]!.page, url, variant === 'themed'));
  for (const variant of ['bare', 'themed'] as const) await pages[variant]!.context.close();
  rows.push(summarise('warm', warm));
  return rows;
}

/** The docs/budgets.md section: the verdicts, then one table per profile (page type × first/warm). */
function benchDoc(
  verdicts: ReturnType<typeof judge>,
  rows: Row[],
  inPlace: { inPlaceMedianMs: number; fullLoadMedianMs: number; ratio: number },
  chromiumVersion: string,
): string {
  const parts = [
    `\`npm run bench -- --write-docs\` (${BUILD_NAME}; median of ${RUNS} interleaved loads per page type and visit; Chromium ${chromiumVersion}, ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}${retries ? `, ${retries} timed-out loads tried again` : ''}). Ratio: themed \`complete\` / bare \`load\`. A load average above the core count means other work shared the machine: compare ratios only within one run.`,
    '',
    budgetsTable(verdicts),
  ];
  for (const profile of PROFILE_NAMES) {
    parts.push(
      '',
      `**${PROFILES[profile].label}**`,
      '',
      '| Page type | First: bare / themed ms | ratio | Warm: bare / themed ms | ratio | CLS | Theme files, KB on the wire (first) |',
      '|---|---|---|---|---|---|---|',
    );
    for (const type of [...new Set(rows.filter((r) => r.profile === profile).map((r) => r.type))]) {
      const f = rows.find((r) => r.profile === profile && r.type === type && r.visit === 'first');
      const w = rows.find((r) => r.profile === profile && r.type === type && r.visit === 'warm');
      if (!f || !w) continue;
      parts.push(
        `| ${type} | ${Math.round(f.bareMs)} / ${Math.round(f.themedMs)} | ${f.ratio.toFixed(2)} | ${Math.round(w.bareMs)} / ${Math.round(w.themedMs)} | ${w.ratio.toFixed(2)} | ${Math.max(f.cls, w.cls).toFixed(3)} | ${f.themeRequests}, ${f.themeKB.toFixed(1)} |`,
      );
    }
  }
  parts.push(
    '',
    `In place vs a full load of /blog (local): ${inPlace.inPlaceMedianMs} ms vs ${inPlace.fullLoadMedianMs} ms (ratio ${inPlace.ratio}; target ≤ 0.25).`,
  );
  return parts.join('\n');
}

const gzipOf = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipOf.has(file)) {
    const p = path.join(DIST, file);
    gzipOf.set(file, fs.existsSync(p) ? zlib.gzipSync(fs.readFileSync(p), { level: 9 }).length : 0);
  }
  return gzipOf.get(file)!;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'portal.js')) && !args['no-build'])
    execSync('npm run --silent build', { cwd: REPO_ROOT, stdio: 'inherit' });
  const portal = await startPortal({ port: Number(args.port) || 0, distDir: DIST, compress: true });
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
      { type: 'accountKeys', path: '/apps/mykeys?showKeys=true', user: 'bulk' },
      { type: 'keyActivity', path: `/key/key-activity/${key}`, user: 'jdoe' },
      { type: 'ioDocs', path: '/io-docs', user: 'jdoe' },
    ];
    const only = args.types?.split(',').map((t) => t.trim());
    const cases = only ? all.filter((c) => only.includes(c.type)) : args.quick ? all.slice(0, 3) : all;
    const started = Date.now();

    const rows: Row[] = [];
    for (const profile of PROFILE_NAMES) {
      for (const c of cases) {
        rows.push(...(await measure(browser, portal, profile, c)));
        process.stdout.write('.');
      }
      process.stdout.write(` ${profile}\n`);
    }

    // in place versus a full load of the same page (/blog, reached from /forum by the primary nav), local
    // (a failure here must not lose the profiles' rows measured above: it is reported in the results)
    const inPlace: number[] = [];
    const full: number[] = [];
    let inPlaceError: string | null = null;
    const context = await contextFor(browser, portal, null, true, 'local');
    try {
      const { page } = await emulatedPage(context, 'local');
      await load(page, `${portal.url}/forum`, true);
      for (let i = 0; i < RUNS + 1; i += 1) {
        const ms = await inPlaceTo(page, '/blog');
        if (i > 0) inPlace.push(ms); // the first one warms the lazy files
        await inPlaceTo(page, '/forum');
      }
      for (let i = 0; i < RUNS; i += 1) full.push((await load(page, `${portal.url}/blog`, true)).ms);
    } catch (error) {
      inPlaceError = String(error).split('\n')[0]!;
      console.error(`bench: in place versus full load not measured: ${inPlaceError}`);
    }
    await context.close();

    const files = fs.existsSync(DIST) ? fs.readdirSync(DIST).sort() : [];
    const sizes = files.map((f) => ({ file: f, bytes: fs.statSync(path.join(DIST, f)).size, gzip: gzipSize(f) }));
    const summary = judge(rows);
    const results = {
      date: new Date().toISOString(),
      build: BUILD_NAME,
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null, node: process.version, chromium: browser.version() },
      runs: RUNS,
      minutes: round((Date.now() - started) / 60000),
      profiles: Object.fromEntries(PROFILE_NAMES.map((p) => [p, PROFILES[p]])),
      summary,
      rows,
      inPlaceVsFullLoad: {
        page: '/blog (from /forum)',
        inPlaceMedianMs: round(median(inPlace)),
        fullLoadMedianMs: round(median(full)),
        ratio: round(median(inPlace) / median(full), 2),
        measured: 'local profile; in place: link click → portalAfterRenderAjax; full: navigation start → html.complete',
        error: inPlaceError,
      },
      deployFiles: { count: files.length, files: sizes },
      note: 'medians of interleaved loads in one run; compare ratios within a run, not absolute times across machines',
    };
    await writeJsonFile(OUT, results);

    console.log(`\nthemed complete / bare load (median of ${RUNS}, interleaved; Chromium ${browser.version()}; ${BUILD_NAME})`);
    console.table(
      rows.map((r) => ({
        profile: r.profile,
        visit: r.visit,
        'page type': r.type,
        'bare ms': r.bareMs,
        'themed ms': r.themedMs,
        ratio: r.ratio,
        CLS: r.cls,
        'theme files': r.themeRequests,
        'theme KB': r.themeKB,
      })),
    );
    console.log(budgetsTable(results.summary, TARGETS));
    console.log(
      `in place ${results.inPlaceVsFullLoad.inPlaceMedianMs} ms vs full load ${results.inPlaceVsFullLoad.fullLoadMedianMs} ms (ratio ${results.inPlaceVsFullLoad.ratio})`,
    );
    console.log(`deploy files: ${files.length}; written: ${path.relative(REPO_ROOT, OUT)}`);
    if (inPageRetries) console.log(`(an awaited page promise was reported collected and evaluated again ${inPageRetries}×)`);
    if (args['write-docs']) {
      const section = BUILD_NAME === 'dist/portal' ? 'bench' : 'bench-react';
      await writeSection(section, benchDoc(results.summary, rows, results.inPlaceVsFullLoad, browser.version()));
      console.log(`docs/budgets.md: section ${section} written`);
    }
  } finally {
    await browser.close();
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
