// npm run fuzz:browser -- [--count N] [--seed S] [--start I] [--dist dist/portal] [--port P] [--json <path>]
//
// Mutation fuzz of the deploy bundle in Chromium. Each iteration takes the next fixture page
// (fixtures/pages), applies 1–6 seeded DOM mutations (the extraction fuzzer's: remove, duplicate,
// reorder, empty elements, drop or alter attributes and classes, truncate text and script text), serves it
// the way the portal serves a theme (/files/ from the deploy folder) and opens it in one long-lived tab
// (a fresh browser context every 50 pages). Counted per page:
//   - uncaught errors from the theme's files (the server's own inline scripts may fail on mutated text:
//     that is the bare page's business, not counted);
//   - no `html.complete` within 10 s;
//   - a blank page: the server page had text, yet nothing is visible;
//   - too little shown: the main region shown (the themed <main>, or the server's main when it is shown)
//     has less than MIN_TEXT_SHARE of the text of the server page's main region, both counted as the
//     runtime counts them (src/runtime/visibleText.ts: no scripts, option lists, [hidden]; a closed
//     disclosure's text counts, it is one click away);
//   - main-thread tasks over 200 ms (reported, not failed: one run on a loaded machine is not a budget).
// A page passes when it has none of the first three. Prints a summary and `N passed, N failed`; with
// --json writes {"passed":N,"failed":M,"longTasks":…}. Exit 1 when a page failed. Reproduce one page with
// --seed S --start <iteration> --count 1. Needs `npm run build` first.
import { existsSync, mkdirSync, readFileSync, writeFileSync, createReadStream } from 'node:fs';
import http from 'node:http';
import { dirname, extname, join, basename } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { PAGES, manifest } from '../../test/extract/manifest.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { mutate, rng, type Mutation } from '../../test/fuzz/mutate.ts';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { showsTooLittle } from '../../src/runtime/visibleText.ts';

function usage(msg: string): never {
  process.stderr.write(
    `fuzz:browser: ${msg}\nusage: npm run fuzz:browser -- [--count N] [--seed S] [--start I] [--dist DIR] [--port P] [--json <path>]\n`,
  );
  process.exit(2);
}

const opts = { count: 300, seed: 1, start: 0, dist: 'dist/portal', port: 6281, json: null as string | null };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const v = args[i + 1];
  if (a === '--json' || a === '--dist') {
    if (!v) usage(`${a} needs a value`);
    opts[a.slice(2) as 'json' | 'dist'] = v;
    i++;
  } else if (a === '--count' || a === '--seed' || a === '--start' || a === '--port') {
    if (!v || !/^\d+$/.test(v)) usage(`${a} needs a non-negative integer`);
    opts[a.slice(2) as 'count' | 'seed' | 'start' | 'port'] = Number(v);
    i++;
  } else usage(`unknown argument ${a}`);
}
if (!existsSync(join(opts.dist, 'portal.js'))) usage(`${opts.dist}/portal.js is missing: run \`npm run build\` first`);

const COMPLETE_WITHIN_MS = 10_000;
const LONG_TASK_MS = 200;
const PAGES_PER_CONTEXT = 50;

const entries = manifest();
const sources = entries.map((e) => readFileSync(join(PAGES, e.file), 'utf8'));

/** iteration → the mutated page, its path and what was done to it */
function mutatedPage(i: number): { html: string; path: string; file: string; mutations: Mutation[] } {
  const k = i % entries.length;
  const entry = entries[k]!;
  const r = rng((opts.seed * 1000003) ^ i);
  const doc = parseHtml(sources[k]!);
  const mutations = mutate(doc, r, 1 + Math.floor(r() * 6));
  const doctype = /^\s*<!doctype[^>]*>/i.exec(sources[k]!)?.[0] ?? '';
  const url = new URL(entry.url);
  return { html: `${doctype}\n${doc.documentElement.outerHTML}`, path: url.pathname + url.search, file: entry.file, mutations };
}

// --- server: the current mutated page at any path, the deploy folder at /files/ -----------------------
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
let current = '';
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/files/')) {
    const file = join(opts.dist, basename(url.pathname));
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // cached like a portal's /files/ (the hashed chunks never change): the tab re-parses, not re-downloads
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(res);
    return;
  }
  if (url.pathname.startsWith('/public/') || url.pathname === '/favicon.ico') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('');
    return;
  }
  // in-place loads and the profile-link fetch get the same mutated page (a portal answers every URL)
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(current);
});
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(opts.port, '127.0.0.1', () => resolve());
});
const origin = `http://127.0.0.1:${opts.port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...CHROMIUM_ARGS],
});

interface PageLog {
  errors: string[];
}
let context: BrowserContext | null = null;
let page: Page | null = null;
let log: PageLog = { errors: [] };

async function freshTab(): Promise<Page> {
  await context?.close();
  context = await browser.newContext();
  // nothing leaves this machine: other hosts (reCAPTCHA, the charts loader) answer empty
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: '' }));
  await context.addInitScript(`
    window.__longTasks = [];
    try {
      new PerformanceObserver(function (list) {
        for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
      }).observe({ type: 'longtask', buffered: true });
    } catch (e) {}
  `);
  const tab = await context.newPage();
  tab.on('pageerror', (error) => {
    // only errors thrown by the theme's own files count (their stack names /files/)
    if (/\/files\//.test(error.stack ?? '')) log.errors.push(error.message.split('\n')[0]!);
  });
  return tab;
}

interface Failure {
  iteration: number;
  file: string;
  mutations: Mutation[];
  problems: string[];
}
const failures: Failure[] = [];
const longTasks: { iteration: number; file: string; ms: number }[] = [];
let passed = 0;
let failed = 0;
/** pages whose mutations removed every theme script (portal-head.js and portal.js) */
let unthemed = 0;
const themed = (html: string) => /<script[^>]*src="\/files\/portal(?:-head)?\.js"/.test(html);
const t0 = performance.now();

try {
  for (let i = opts.start; i < opts.start + opts.count && entries.length; i++) {
    if (!page || (i - opts.start) % PAGES_PER_CONTEXT === 0) page = await freshTab();
    const m = mutatedPage(i);
    current = m.html;
    log = { errors: [] };
    const problems: string[] = [];
    try {
      await page.goto(origin + m.path, { waitUntil: 'domcontentloaded', timeout: COMPLETE_WITHIN_MS });
      const complete = await page
        .waitForFunction(
          "Object.getOwnPropertyDescriptor(Document.prototype, 'documentElement').get.call(document).classList.contains('complete')",
          null,
          { timeout: COMPLETE_WITHIN_MS },
        )
        .then(
          () => true,
          () => false,
        );
      // a mutation may remove both theme scripts (an emptied body and a removed head script): no theme runs
      // there, so no `complete` is due — what is still checked is that nothing of ours breaks the page
      if (!complete && themed(m.html)) problems.push(`no html.complete within ${COMPLETE_WITHIN_MS / 1000} s`);
      if (!themed(m.html)) unthemed++;
      // a string, not a function: tsx would wrap named helpers in __name(), which the page does not have.
      // Read through the prototypes: mutated content may shadow document members.
      const state = (await page.evaluate(`(() => {
        const server = Document.prototype.getElementById.call(document, 'page');
        const body = Object.getOwnPropertyDescriptor(Document.prototype, 'body').get.call(document);
        const q = (root, sel) => root && Element.prototype.querySelector.call(root, sel);
        // the server's main region (its ids are parked while the theme shows its page)
        const main = q(server, '#main, [data-portal-server-id="main"]') || q(server, '.main') || server;
        const unshown = /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|OPTION|OPTGROUP|DATALIST|TEXTAREA|SELECT)$/;
        const shownText = (el) => {
          if (!el || unshown.test(el.tagName) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return '';
          let text = '';
          for (const node of el.childNodes) text += node.nodeType === 3 ? node.nodeValue : node.nodeType === 1 ? ' ' + shownText(node) + ' ' : '';
          return text;
        };
        const app = Document.prototype.querySelector.call(document, '#portal-app[data-content-type]');
        const serverShown = !!server && getComputedStyle(server).display !== 'none';
        const visibleMain = app && !serverShown ? q(app, 'main') || app : main;
        return {
          contentType: app && !serverShown ? app.getAttribute('data-content-type') : null,
          serverText: ((server && server.textContent) || '').trim().length,
          visibleText: ((body && body.innerText) || '').trim().length,
          serverMainText: shownText(main).replace(/\\s+/g, ' ').trim().length,
          visibleMainText: shownText(visibleMain).replace(/\\s+/g, ' ').trim().length,
          long: window.__longTasks || [],
        };
      })()`)) as {
        contentType: string | null;
        serverText: number;
        visibleText: number;
        serverMainText: number;
        visibleMainText: number;
        long: number[];
      };
      if (state.serverText > 0 && state.visibleText === 0) problems.push('blank page (the server page had text)');
      else if (
        complete &&
        // the runtime's own rule (I/O Docs shows a selection by design: visibleText.ts)
        showsTooLittle(state.visibleMainText, state.serverMainText, state.contentType ?? undefined)
      )
        problems.push(
          `too little shown: ${state.visibleMainText} visible characters of the server main's ${state.serverMainText}`,
        );
      const worst = Math.max(0, ...state.long);
      if (worst > LONG_TASK_MS) longTasks.push({ iteration: i, file: m.file, ms: worst });
    } catch (error) {
      problems.push(`load: ${String((error as Error).message ?? error).split('\n')[0]}`);
      page = null; // a broken tab: start the next page in a fresh context
    }
    if (log.errors.length) problems.push(`uncaught errors from the theme: ${[...new Set(log.errors)].slice(0, 3).join(' | ')}`);
    if (problems.length) {
      failed++;
      if (failures.length < 20) failures.push({ iteration: i, file: m.file, mutations: m.mutations, problems });
    } else passed++;
  }
} finally {
  await (context as BrowserContext | null)?.close();
  await browser.close();
  server.close();
}

for (const f of failures) {
  process.stdout.write(
    `\nFAILED iteration ${f.iteration} (${f.file}); reproduce: npm run fuzz:browser -- --seed ${opts.seed} --start ${f.iteration} --count 1\n`,
  );
  for (const mu of f.mutations) process.stdout.write(`  ${mu.op} ${mu.target}\n`);
  for (const p of f.problems) process.stdout.write(`  ${p}\n`);
}
const seconds = (performance.now() - t0) / 1000;
const worst = longTasks.sort((a, b) => b.ms - a.ms).slice(0, 5);
process.stdout.write(
  `\nfuzz:browser: ${opts.count} mutated pages from ${entries.length} fixtures, seed ${opts.seed}, ${seconds.toFixed(1)} s` +
    ` (${((seconds * 1000) / Math.max(1, opts.count)).toFixed(0)} ms a page)\n` +
    `  main-thread tasks over ${LONG_TASK_MS} ms on ${longTasks.length} page(s)` +
    (worst.length ? `; worst: ${worst.map((w) => `${w.ms} ms (#${w.iteration} ${w.file})`).join(', ')}` : '') +
    '\n' +
    (unthemed ? `  ${unthemed} page(s) without any theme script left (mutated away): no complete due\n` : ''),
);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
if (opts.json) {
  mkdirSync(dirname(opts.json), { recursive: true });
  writeFileSync(
    opts.json,
    `${JSON.stringify({ passed, failed, unthemed, longTasks: longTasks.length, seconds: Math.round(seconds) })}\n`,
  );
}
process.exit(failed ? 1 : 0);
