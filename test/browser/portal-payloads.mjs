#!/usr/bin/env node
// Chromium test: hostile payloads in user content never run MORE often with the theme than on the bare
// server page (`node test/browser/portal-payloads.mjs [--dist dist/portal] [--port N] [--json file]`).
//
// Pages: fixture pages with user content (forum topic, blog post), every payload rewritten to record its
// own id in `window.__runs`, plus extra payloads where the extractors cut copies out of the page (a comment
// without a .comment-body, so the comment is copied without its meta). No CSP: the payloads must be able
// to run natively, otherwise nothing is measured.
//   1. bare: the theme files answer 404 → how often each payload runs natively (the browser's doing);
//   2. themed: the same page with the theme → no payload may run more often than on the bare page
//      (a copy of the live page's nodes re-runs `<img onerror>`, `<svg onload>` …);
//   3. in place: from the topic list, a click loads the topic in place → no payload may run at all.
// Needs `npm run build` first.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const DIST = opt('--dist', 'dist/portal');
const PORT = Number(opt('--port', process.env.PORTAL_PAYLOAD_PORT ?? 6213));
const JSON_OUT = opt('--json', null);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = 'fixtures/pages';
const TIMEOUT = 15000;

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail && !ok ? `\n      ${detail}` : ''}`);
}
function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\npayloads: ${passed} passed, ${failed} failed`);
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify({ passed, failed, results })}\n`);
  process.exit(failed ? 1 : 0);
}
if (!fs.existsSync(path.join(DIST, 'portal.js'))) {
  record('deploy bundle built', false, `${DIST}/portal.js is missing: run \`npm run build\` first`);
  finish();
}

// --- pages --------------------------------------------------------------------------------------------
const index = JSON.parse(fs.readFileSync(path.join(PAGES, 'index.json'), 'utf8'));
const entry = (file) => index.find((e) => e.file === file);

let counter = 0;
const push = (id) => `(window.__runs=window.__runs||[]).push('${id}')`;
/** every fixture payload gets its own id; extra payloads where extractors copy parts of the page */
function hostile(file, extraComment) {
  let html = fs.readFileSync(path.join(PAGES, file), 'utf8');
  const stem = file.replace(/\.html$/, '');
  html = html.replace(/window\.__xss=\(window\.__xss\|\|0\)\+1/g, () => push(`${stem}-${++counter}`));
  if (extraComment) {
    // no .comment-body: the extractor copies the whole comment and cuts its meta out of the copy
    const extra =
      `<li class="comment" id="comment-99"><span class="user-reference"><a href="/profile/profile/eve">eve</a></span> ` +
      `<span class="timestamp"><abbr title="2019-04-05T10:00:00Z">Apr 5, 2019</abbr></span> ` +
      `<p>Look <img src="/nope/${stem}-copy.png" onerror="${push(`${stem}-copied-img`)}"> ` +
      `<svg><image href="/nope/${stem}-svg.png" onerror="${push(`${stem}-copied-svg`)}"></image></svg></p></li>`;
    html = html.replace(/<\/ol>(?![\s\S]*<ol class="comments")/, `${extra}</ol>`);
  }
  return html;
}

const TOPIC = entry('forumSingle.html');
const POST = entry('blogSingle.html');
const LIST = entry('forumTopics.html');
const routes = new Map();
for (const [e, extra] of [
  [TOPIC, true],
  [POST, true],
  [LIST, false],
]) {
  if (!e) continue;
  const u = new URL(e.url);
  routes.set(u.pathname + u.search, { html: hostile(e.file, extra), status: e.status, entry: e });
}

// --- server -------------------------------------------------------------------------------------------
let blockTheme = false;
const types = { '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/files/')) {
    const file = path.join(DIST, path.basename(url.pathname));
    if (blockTheme || !fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
    return;
  }
  if (url.pathname.startsWith('/public/')) {
    res.writeHead(200, { 'content-type': types[path.extname(url.pathname)] ?? 'text/plain' });
    res.end('');
    return;
  }
  const page = routes.get(url.pathname + url.search);
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/plain' }); // images of the payloads, unknown pages
    res.end('not found');
    return;
  }
  res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page.html);
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(PORT, '127.0.0.1', resolve);
});
const origin = `http://127.0.0.1:${PORT}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_ARGS],
});

const tally = (runs) => runs.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map());

/** Opens a route; waits for html.complete (themed) or load + a settle time (bare); returns the run ids. */
async function runsOn(route, themed) {
  blockTheme = !themed;
  const context = await browser.newContext();
  const page = await context.newPage();
  // the portal's own scripts define `mashery` (a payload script may use it); without the theme's head file
  // it would be missing on the bare page and such a payload would fail there, not run
  await page.addInitScript(() => {
    window.mashery = window.mashery || { globals: {} };
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message ?? e)));
  await page.goto(origin + route, { waitUntil: 'load', timeout: TIMEOUT });
  if (themed)
    await page.waitForFunction(() => document.documentElement.classList.contains('complete'), null, { timeout: TIMEOUT });
  await page.waitForTimeout(700); // late image errors, lazy chunks
  const runs = await page.evaluate(() => window.__runs ?? []);
  const type = await page.evaluate(() => document.querySelector('#portal-app')?.getAttribute('data-content-type') ?? null);
  return { context, page, runs, type, errors };
}

try {
  for (const [name, e] of [
    ['forum topic', TOPIC],
    ['blog post', POST],
  ]) {
    if (!e) {
      record(`${name}: fixture present`, false);
      continue;
    }
    const route = new URL(e.url).pathname + new URL(e.url).search;
    const bare = await runsOn(route, false);
    await bare.context.close();
    const themed = await runsOn(route, true);
    await themed.context.close();
    const native = tally(bare.runs);
    const extra = [...tally(themed.runs)]
      .filter(([id, n]) => n > (native.get(id) ?? 0))
      .map(([id, n]) => `${id} ×${n} (bare ×${native.get(id) ?? 0})`);
    record(
      `${name}: the payloads measured natively (${bare.runs.length} runs on the bare page)`,
      bare.runs.length > 0,
      'no payload ran natively: nothing is measured',
    );
    record(`${name}: themed page renders ${e.contentType}`, themed.type === e.contentType, String(themed.type));
    record(`${name}: no payload runs more often with the theme`, extra.length === 0, extra.join(', '));
    record(`${name}: no page error`, themed.errors.length === 0, themed.errors.join(' | '));
  }

  // in place: the topic list → the topic
  if (LIST && TOPIC) {
    const listRoute = new URL(LIST.url).pathname;
    const topicPath = new URL(TOPIC.url).pathname;
    const start = await runsOn(listRoute, true);
    const { page } = start;
    const before = (await page.evaluate(() => window.__runs ?? [])).length;
    await page.evaluate(() => {
      window.__marker = 'kept';
    });
    const link = page.locator(`#portal-app a[href$="${topicPath}"]`).first();
    if ((await link.count()) === 0) record('in place: the topic list links to the topic', false);
    else {
      await link.click();
      const moved = await page
        .waitForFunction(
          ([p, t]) =>
            location.pathname === p &&
            document.querySelector('#portal-app')?.getAttribute('data-content-type') === t &&
            document.documentElement.classList.contains('complete'),
          [topicPath, TOPIC.contentType],
          { timeout: TIMEOUT },
        )
        .then(
          () => true,
          () => false,
        );
      await page.waitForTimeout(700);
      const marker = await page.evaluate(() => window.__marker);
      const after = await page.evaluate(() => window.__runs ?? []);
      record('in place: the topic is loaded in place', moved && marker === 'kept', `moved ${moved}, marker ${marker}`);
      record('in place: no payload runs at all', after.length === before, after.slice(before).join(', '));
      record('in place: no page error', start.errors.length === 0, start.errors.join(' | '));
    }
    await start.context.close();
  }
} catch (error) {
  record('payload run', false, String(error && error.stack ? error.stack : error));
} finally {
  await browser.close();
  server.close();
}
finish();
