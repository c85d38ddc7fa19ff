#!/usr/bin/env node
// Chromium test: pathological server pages stay responsive with the deploy bundle
// (`node test/browser/portal-bounded.mjs [--dist dist/portal] [--port N] [--json file] [--only name] [--bare]
// [--cpu-profile dir]`).
//
// Each page below is a fixture with huge user content spliced in (5,000 nested list levels, a 1 MB text
// node, 5,000 nested divs, 10,000 links on a custom page, 2,000 keys on My Keys, 5,000 search results).
// The page is served like the portal serves a theme (/files/ from the deploy folder) and loaded in a fresh
// tab. Checks per page:
//   - <html> has `complete` within 2 s of the navigation start;
//   - no main-thread task over 200 ms (PerformanceObserver 'longtask', from the navigation start until
//     half a second after `complete`) among those that reach into the theme's work: a task that ended before
//     the runtime's `portal:start` mark is Chromium's own parse of the server page (listed, not counted);
//   - the themed root shows the page's content type (not the fallback), and no uncaught page error;
//   - the theme does not slow the browser's own parse: tasks before `portal:start` are not counted above,
//     so what the head script does while the page is parsed (an observer of every node the parser adds
//     once made Chromium's parse of the 2,000-key page 700 ms instead of 120) is checked here: the page's
//     `DOMContentLoaded` comes at most PARSE_SLOWER_BY × + PARSE_SLOWER_MS after the same page's without
//     the theme's files but with #page hidden as the theme hides it, loaded in the same run just before.
// Timings on this 2-core machine are noisy (other jobs share it): a page that fails is loaded once more in
// a fresh tab and passes if the second load passes; the output says when a retry was needed.
// --bare serves the pages without the theme's scripts: what Chromium alone needs to parse and lay them out.
// --cpu-profile <dir> records a CPU profile of each themed load (<dir>/<page>.cpuprofile, for DevTools) and
// prints the functions with the most self time inside the worst task ("(program)": the browser's own style,
// layout and paint): where to look when a page fails.
// Needs `npm run build` first.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const DIST = opt('--dist', 'dist/portal');
const PORT = Number(opt('--port', process.env.PORTAL_BOUNDED_PORT ?? 6221));
const JSON_OUT = opt('--json', null);
const ONLY = opt('--only', null);
const BARE = args.includes('--bare');
const CPU_PROFILE_DIR = opt('--cpu-profile', null);
const PAGES = 'fixtures/pages';
const COMPLETE_WITHIN_MS = 2000;
const LONG_TASK_MS = 200;
/** the themed page's DOMContentLoaded at most this × the bare page's, plus PARSE_SLOWER_MS */
const PARSE_SLOWER_BY = 2;
const PARSE_SLOWER_MS = 300;
/** what portal-head.js does to the server page while it is parsed (runtime/head.ts, CRITICAL_CSS) */
const HIDDEN_PAGE_CSS = '#page{display:none!important}';
/** long tasks are still counted this long after `complete` (work the render left behind) */
const SETTLE_MS = 500;

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `\n      ${detail}` : ''}`);
}
function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\nbounded work: ${passed} passed, ${failed} failed`);
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify({ passed, failed, results })}\n`);
  process.exit(failed ? 1 : 0);
}
if (!BARE && !fs.existsSync(path.join(DIST, 'portal.js'))) {
  record('deploy bundle built', false, `${DIST}/portal.js is missing: run \`npm run build\` first`);
  finish();
}

// --- pathological pages -------------------------------------------------------------------------------
const read = (file) => fs.readFileSync(path.join(PAGES, file), 'utf8');
/** the fixture with `html` as the start of its user content (the first section body, else #main) */
function withContent(file, html) {
  const page = read(file);
  const at = /<div[^>]*class="[^"]*\bsection-body\b[^"]*"[^>]*>/.exec(page) ?? /<div[^>]*id="main"[^>]*>/.exec(page);
  if (!at) throw new Error(`${file}: no place for user content`);
  const end = at.index + at[0].length;
  return page.slice(0, end) + html + page.slice(end);
}
const range = (n) => Array.from({ length: n }, (_, i) => i);
const words = (bytes) => {
  const word = 'forecast radar storm tracker rain wind ';
  return word.repeat(Math.ceil(bytes / word.length)).slice(0, bytes);
};
/** one key block as My Keys renders it (see accountKeys.html) */
const keyBlock = (i) => {
  const key = `k3y${String(i).padStart(12, '0')}`;
  return `<div class="key"><dl><dt>Application</dt><dd>App ${i}</dd><dt>Key</dt><dd>${key}</dd><dt>Status</dt><dd>active</dd><dt>Registered</dt><dd><abbr title="2018-01-05T14:00:00Z">Jan 5, 2018</abbr></dd></dl><table class="key"><tr><td>Calls per second</td><td>2</td></tr><tr><td>Calls per day</td><td>5,000</td></tr></table><div class="key-actions actions"><ul><li><a class="view-report action" href="/key/key-activity/${key}">View Report</a></li><li><a class="delete action" href="/key/delete-key/${key}">Delete This Key</a></li></ul></div></div>`;
};
/** the My Keys page with its keys replaced by `n` keys */
function manyKeys(n) {
  const page = read('accountKeys.html');
  const start = page.indexOf('<div class="key">');
  const end = page.indexOf('<h2>Maps API</h2>');
  return page.slice(0, start) + range(n).map(keyBlock).join('\n') + page.slice(end);
}
/** the search results page with `n` results */
function manyResults(n) {
  const page = read('search.results.html');
  const start = page.indexOf('<div class="result">');
  const end = page.lastIndexOf('</div>', page.indexOf('class="pagination') > 0 ? page.indexOf('class="pagination') : page.length);
  const tail = page.slice(page.lastIndexOf('<div class="result">', end));
  const tailEnd = tail.indexOf('</div>') + '</div>'.length;
  const result = (i) =>
    `<div class="result"><a class="title" href="/docs/read/Forecast_${i}">Forecast guide ${i}</a><p class="result-summary">Result ${i}: the <strong>forecast</strong> endpoint returns hourly data.</p></div>`;
  return page.slice(0, start) + range(n).map(result).join('\n') + tail.slice(tailEnd);
}

const PATHOLOGICAL = [
  {
    name: 'nested-lists-5000',
    file: 'page.html',
    html: () => withContent('page.html', '<ul><li>level'.repeat(5000) + ' deepest' + '</li></ul>'.repeat(5000)),
  },
  { name: 'text-node-1mb', file: 'page.html', html: () => withContent('page.html', `<p>${words(1024 * 1024)}</p>`) },
  {
    name: 'nested-divs-5000',
    file: 'page.html',
    html: () => withContent('page.html', '<div>'.repeat(5000) + 'deepest' + '</div>'.repeat(5000)),
  },
  {
    name: 'links-10000',
    file: 'page.html',
    html: () =>
      withContent(
        'page.html',
        `<ul>${range(10000)
          .map((i) => `<li><a href="/docs/read/Page_${i}">Page ${i}</a></li>`)
          .join('')}</ul>`,
      ),
  },
  { name: 'keys-2000', file: 'accountKeys.html', html: () => manyKeys(2000) },
  { name: 'search-results-5000', file: 'search.results.html', html: () => manyResults(5000) },
].filter((p) => !ONLY || p.name === ONLY);

const index = JSON.parse(read('index.json'));
const entryOf = (file) => index.find((e) => e.file === file);
const stripTheme = (html) =>
  html.replace(/<link[^>]*\/files\/portal\.css[^>]*>/, '').replace(/<script src="\/files\/[^"]*"><\/script>/g, '');

// --- server -------------------------------------------------------------------------------------------
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
let current = '';
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/files/')) {
    const file = path.join(DIST, path.basename(url.pathname));
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
    return;
  }
  if (url.pathname.startsWith('/public/') || url.pathname === '/favicon.ico') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(current);
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(PORT, '127.0.0.1', resolve);
});
const origin = `http://127.0.0.1:${PORT}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });

/** the init script: long tasks and the time <html> gets `complete` (ms since the navigation start) */
const OBSERVE = `
  window.__longTasks = [];
  window.__completeAt = null;
  try {
    new PerformanceObserver(function (list) {
      for (const e of list.getEntries()) window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  new MutationObserver(function () {
    if (window.__completeAt === null && document.documentElement.classList.contains('complete'))
      window.__completeAt = Math.round(performance.now());
  }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
`;

/**
 * The functions with the most self time in a CPU profile during a task (`task.start`, ms since the navigation
 * start): `name (file:line) ms`, the top five. The profiler starts just before the navigation, so the window is
 * placed from the profile's start and widened by 50 ms on each side (a diagnosis, not a measurement).
 */
function hottest(profile, task) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const from = profile.startTime + (task.start - 50) * 1000;
  const to = profile.startTime + (task.start + task.ms + 50) * 1000;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const f = byId.get(profile.samples[i])?.callFrame;
    if (!f || f.functionName === '(idle)') continue;
    const key = `${f.functionName || '(anonymous)'} (${(f.url || '').split('/').pop()}:${f.lineNumber + 1})`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, ms]) => `${k} ${Math.round(ms)} ms`)
    .join(', ');
}

/** one load in a fresh tab: null when it passed, else what went wrong; `figures` for the report */
async function loadOnce(p, entry, bare = BARE, bareDcl = null) {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: '' }));
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error?.message ?? error).split('\n')[0]));
  const problems = [];
  let figures = '';
  const cdp = CPU_PROFILE_DIR && !bare ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  try {
    const url = new URL(entry.url);
    await page.goto(origin + url.pathname + url.search, { waitUntil: 'domcontentloaded', timeout: 15000 });
    if (!bare) {
      await page
        .waitForFunction(() => window.__completeAt !== null, null, { timeout: 10000, polling: 50 })
        .catch(() => problems.push('no html.complete within 10 s'));
    } else await page.waitForLoadState('load');
    await page.waitForTimeout(SETTLE_MS);
    const state = await page.evaluate(() => {
      const root = document.querySelector('#portal-app[data-content-type]');
      return {
        completeAt: window.__completeAt,
        long: window.__longTasks,
        themeStart: performance.getEntriesByName('portal:start')[0]?.startTime ?? null,
        dcl: Math.round(performance.getEntriesByType('navigation')[0]?.domContentLoadedEventStart ?? 0),
        type: root ? root.getAttribute('data-content-type') : null,
        capped: document.querySelectorAll('#portal-app [data-portal-capped]').length,
      };
    });
    // Only tasks that reach into the theme's work count: one that ended before the runtime started (the
    // `portal:start` mark) is Chromium parsing and laying out the server page itself — the same page without
    // the theme (`--bare`) has such tasks of 100–326 ms on the 2,000-key page. Listed, never counted.
    const start = state.themeStart;
    const theirs = start === null ? [] : state.long.filter((t) => t.start + t.ms <= start);
    const ours = state.long.filter((t) => !theirs.includes(t));
    const worst = Math.max(0, ...ours.map((t) => t.ms));
    figures = `complete at ${state.completeAt ?? '—'} ms, worst task ${worst} ms, tasks over 50 ms: ${ours.map((t) => `${t.ms}@${t.start}`).join(' ') || 'none'}${theirs.length ? `; before the theme started (the browser's own parse): ${theirs.map((t) => `${t.ms}@${t.start}`).join(' ')}` : ''}${state.capped ? `, ${state.capped} capped notice(s)` : ''}`;
    figures += `, DOMContentLoaded at ${state.dcl} ms${bareDcl !== null ? ` (${bareDcl} ms without the theme)` : ''}`;
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(CPU_PROFILE_DIR, { recursive: true });
      const file = path.join(CPU_PROFILE_DIR, `${p.name}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      const task = ours.reduce((a, t) => (t.ms > (a?.ms ?? 0) ? t : a), null);
      if (task) figures += `\n      hottest in the ${task.ms} ms task at ${task.start} ms: ${hottest(profile, task)} (${file})`;
    }
    if (bare) return { problems, figures, dcl: state.dcl };
    if (bareDcl !== null && state.dcl > bareDcl * PARSE_SLOWER_BY + PARSE_SLOWER_MS)
      problems.push(
        `the page is parsed by ${state.dcl} ms, ${bareDcl} ms without the theme (limit ${PARSE_SLOWER_BY}× + ${PARSE_SLOWER_MS} ms)`,
      );
    if (state.completeAt === null || state.completeAt > COMPLETE_WITHIN_MS)
      problems.push(`complete at ${state.completeAt ?? 'never'} ms (limit ${COMPLETE_WITHIN_MS} ms)`);
    if (worst > LONG_TASK_MS) problems.push(`a main-thread task of ${worst} ms (limit ${LONG_TASK_MS} ms)`);
    if (state.type !== entry.contentType) problems.push(`themed root ${state.type ?? 'missing'} (expected ${entry.contentType})`);
    if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
  } catch (error) {
    problems.push(String(error?.message ?? error).split('\n')[0]);
  } finally {
    await context.close();
  }
  return { problems, figures };
}

try {
  for (const p of PATHOLOGICAL) {
    const entry = entryOf(p.file);
    const themed = p.html();
    const size = `${Math.round(themed.length / 1024)} KB`;
    // the same page without the theme's files, just before, its #page hidden as the theme hides it (else
    // the reference pays for a layout of the whole page the themed one never does): what the browser alone
    // needs to parse it
    current = BARE ? stripTheme(themed) : stripTheme(themed).replace('</head>', `<style>${HIDDEN_PAGE_CSS}</style></head>`);
    const bare = await loadOnce(p, entry, true);
    if (BARE) {
      record(`${p.name} (${size})`, bare.problems.length === 0, bare.figures);
      continue;
    }
    current = themed;
    const first = await loadOnce(p, entry, false, bare.dcl);
    if (!first.problems.length) {
      record(`${p.name} (${size})`, true, first.figures);
      continue;
    }
    // noisy machine: one retry in a fresh tab
    const second = await loadOnce(p, entry, false, bare.dcl);
    record(
      `${p.name} (${size})${second.problems.length ? '' : ' — passed on the retry'}`,
      second.problems.length === 0,
      `first load: ${first.problems.join('; ')} [${first.figures}]; retry: ${second.problems.join('; ') || 'ok'} [${second.figures}]`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
finish();
