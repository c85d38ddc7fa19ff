#!/usr/bin/env node
// Chromium test: user content cannot re-point, dress up or knock out the theme
// (`node test/browser/portal-content.mjs [--dist dist/portal] [--port N] [--json file]`).
//
// Authors of forum comments, blog posts, docs, custom pages and profile fields can post markup the
// sanitiser never sees on the first load (the server prints it into the live page). Each payload goes into
// the user content of five page types, served like the portal serves a theme (/files/ from the deploy
// folder). Payload families and what is checked:
//   - base: `<base href="https://attacker.invalid/…" target=…>` — the document's base URL stays the page's,
//     no content <base> keeps an href or target, every theme link written as a path resolves on this origin,
//     every `a[href]` and `form[action]` the theme writes (its own and the content's it renders) is absolute,
//     and no script from the attacker's host runs (the body script is a root-relative /files/ URL: the
//     theme that runs must be this origin's);
//   - classes: an element wearing every class of the built theme (portal.css: hashed, portal-theme-*,
//     loading …), each also after a `key:` token (`x: loading`), with a fake "session expired" text — inside the themed page it keeps none of them, is not
//     fixed or sticky, and its content box contains layout;
//   - ids: every id and name the theme or its extraction looks up (the app root, #page, #main, the frame's
//     ids, the I/O Docs and key ids, the anti-forgery field's name) — the page is themed with its content
//     type and the app root is the theme's own (a child of <body>, outside #page);
//   - all three at once.
// Every page: html.complete, no uncaught page error. Needs `npm run build` first.
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
const PORT = Number(opt('--port', process.env.PORTAL_CONTENT_PORT ?? 6227));
const JSON_OUT = opt('--json', null);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = 'fixtures/pages';
const TIMEOUT = 15000;
const ATTACKER = 'https://attacker.invalid';
const MARKER = 'Session expired: sign in again at attacker.invalid';

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail && !ok ? `\n      ${detail}` : ''}`);
}
function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\ncontent: ${passed} passed, ${failed} failed`);
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify({ passed, failed, results })}\n`);
  process.exit(failed ? 1 : 0);
}
if (!fs.existsSync(path.join(DIST, 'portal.js'))) {
  record('deploy bundle built', false, `${DIST}/portal.js is missing: run \`npm run build\` first`);
  finish();
}

// --- payloads -----------------------------------------------------------------------------------------
/**
 * the classes content may keep by design (the sanitiser's allow-list: code languages, alignment, notes, the
 * authors' content blocks `block-*` drawn inside the content box), read from sanitize.ts's two lists
 */
const CONTENT_MAY_KEEP = (() => {
  const source = fs.readFileSync(path.resolve('src/components/ServerHtml/sanitize.ts'), 'utf8');
  const lists = source.slice(source.indexOf('export const CONTENT_BLOCK_CLASSES'), source.indexOf('const ALLOWED_CLASS_PATTERN'));
  const names = new Set([...lists.matchAll(/^\s*'([-\w]+)',?$/gm)].map((m) => m[1]));
  if (!names.has('block-hero') || !names.has('mashtip')) throw new Error('sanitize.ts: the allow-lists were not found');
  return names;
})();
/** every class the built theme's stylesheet defines that content may not keep (what it must never wear) */
const THEME_CLASSES = [
  ...new Set(
    [...fs.readFileSync(path.join(DIST, 'portal.css'), 'utf8').matchAll(/\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)/g)].map((m) => m[1]),
  ),
].filter((c) => !/^(hljs|language-)/.test(c) && !CONTENT_MAY_KEEP.has(c));
/** ids the theme and its extraction look up, and names it reads */
const THEME_IDS = [
  'portal-app',
  'page',
  'main',
  'content',
  'header',
  'footer',
  'user-nav',
  'siteinfo',
  'branding-logo',
  'sub',
  'paging',
  'credentials',
  'apiId',
  'apiTitle',
  'date_selector',
  'application-edit',
  'member-register',
  'mashery-logout-form',
  'portal-heading',
];
const THEME_NAMES = ['ajax_synchronization_token', 'enable_high_security_secret_management', 'portal-app', 'main'];

const BASE = {
  id: 'base',
  html:
    `<p>A comment.</p><base href="${ATTACKER}/x/" target="portal-elsewhere"><p>More comment with ` +
    `<a href="/docs">a path link</a>, <a href="relative/page">a relative one</a> and <a href="#top">an anchor</a>.</p>`,
};
const CLASSES = {
  id: 'classes',
  // each class plain and as the value after a SyntaxHighlighter-style `key:` token (`x: portal-theme-dark`)
  html: `<div class="${THEME_CLASSES.join(' ')} ${THEME_CLASSES.map((c) => `x: ${c}`).join(' ')}"><strong>${MARKER}</strong></div>`,
};
const IDS = {
  id: 'ids',
  html:
    THEME_IDS.map((id) => `<div id="${id}" class="${id}">${id}</div>`).join('') +
    THEME_NAMES.map((n) => `<input type="hidden" name="${n}" value="attacker"><a name="${n}">${n}</a>`).join(''),
};
const ALL = { id: 'base+classes+ids', html: BASE.html + CLASSES.html + IDS.html };
const PAYLOADS = [BASE, CLASSES, IDS, ALL];
/** pages whose main content carries user-authored HTML */
const PAGE_FILES = ['forumSingle.html', 'blogSingle.html', 'docs.html', 'page.html', 'profile.html'];

const index = JSON.parse(fs.readFileSync(path.join(PAGES, 'index.json'), 'utf8'));
const entryOf = (file) => index.find((e) => e.file === file);

/** the page with the payload inside its user content (a post or comment body, a profile field, else #main) */
function withPayload(file, payload) {
  const html = fs.readFileSync(path.join(PAGES, file), 'utf8');
  const at =
    /<div[^>]*class="[^"]*\b(?:section|comment)-body\b[^"]*"[^>]*>/.exec(html) ??
    /<dd>/.exec(html) ??
    /<div[^>]*id="main"[^>]*>/.exec(html);
  if (!at) throw new Error(`${file}: no place for user content`);
  const end = at.index + at[0].length;
  return html.slice(0, end) + payload + html.slice(end);
}

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

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS] });

try {
  const context = await browser.newContext();
  const attackerRequests = [];
  await context.route(`${ATTACKER}/**`, (route) => {
    attackerRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__pwned=(window.__pwned||0)+1;' });
  });
  const page = await context.newPage();
  let errors = [];
  page.on('pageerror', (error) => errors.push(String(error && error.message ? error.message : error)));

  for (const file of PAGE_FILES) {
    const entry = entryOf(file);
    if (!entry) {
      record(`${file}: fixture listed`, false, 'not in fixtures/pages/index.json');
      continue;
    }
    const pageUrl = origin + new URL(entry.url).pathname + new URL(entry.url).search;
    for (const payload of PAYLOADS) {
      current = withPayload(file, payload.html);
      errors = [];
      attackerRequests.length = 0;
      const name = `${file} + ${payload.id}`;
      try {
        await page.goto(pageUrl, { waitUntil: 'load', timeout: TIMEOUT });
        await page.waitForFunction(() => document.documentElement.classList.contains('complete'), null, { timeout: TIMEOUT });
        const state = await page.evaluate(
          ({ marker, themeClasses, lookForFake }) => {
            const root = [...document.querySelectorAll('body > #portal-app[data-content-type]')].find(
              (el) => !el.closest('#page'),
            );
            const pathLinks = root
              ? [...root.querySelectorAll('a[href^="/"]:not([href^="//"])')].filter(
                  (a) => new URL(a.href).origin !== location.origin,
                )
              : [];
            // what the theme writes is absolute (issue 33): the report tabs the portal's scripts find by
            // `ul.nav a[href="#<name>"]` keep their fragment (docs/reporting.md)
            const relativeUrls = root
              ? [...root.querySelectorAll('a[href], area[href], form[action]')]
                  .filter((el) => !el.matches('ul.nav a[href^="#"]'))
                  .map((el) => el.getAttribute(el.hasAttribute('href') ? 'href' : 'action'))
                  .filter((value) => !/^(https?:\/\/|mailto:|tel:)/i.test(value))
              : [];
            const contentBases = [...document.querySelectorAll('base')].filter(
              (b) => b.parentNode !== document.head && (b.hasAttribute('href') || b.hasAttribute('target')),
            );
            let fake = null;
            if (root && lookForFake) {
              const el = [...root.querySelectorAll('strong')].find((s) => s.textContent === marker)?.parentElement;
              if (el) {
                const box = el.closest('[class]') === el ? el.parentElement?.closest('[class]') : el.closest('[class]');
                fake = {
                  kept: [...el.classList].filter((c) => themeClasses.includes(c)),
                  position: getComputedStyle(el).position,
                  contain: box ? getComputedStyle(box).contain : '',
                };
              }
            }
            return {
              type: root ? root.getAttribute('data-content-type') : null,
              pwned: window.__pwned ?? 0,
              baseURI: document.baseURI,
              contentBases: contentBases.length,
              offsiteLinks: pathLinks.map((a) => a.href).slice(0, 3),
              relativeUrls,
              markerAsText: !!root && root.textContent.includes(marker),
              fake,
            };
          },
          { marker: MARKER, themeClasses: THEME_CLASSES, lookForFake: payload === CLASSES || payload === ALL },
        );
        const problems = [];
        if (state.type !== entry.contentType)
          problems.push(`themed root ${state.type ?? 'missing'} (expected ${entry.contentType})`);
        if (new URL(state.baseURI).origin !== origin) problems.push(`document.baseURI is ${state.baseURI}`);
        if (state.contentBases) problems.push(`${state.contentBases} content <base> still set`);
        if (state.offsiteLinks.length) problems.push(`theme links resolve elsewhere: ${state.offsiteLinks.join(', ')}`);
        if (state.relativeUrls.length)
          problems.push(`${state.relativeUrls.length} relative links or actions: ${state.relativeUrls.slice(0, 5).join(', ')}`);
        // Chromium's preload scanner reads ahead of the parser and fetches what content's <base> points at
        // (never run: the parser's own request is made after the head script parked the base); only a CSP
        // `base-uri 'self'` stops those speculative fetches (docs/runtime.md)
        if (attackerRequests.length)
          console.log(`      (speculative fetches from the attacker's host: ${attackerRequests.length})`);
        if (state.pwned) problems.push(`an injected script ran ${state.pwned}×`);
        if (payload === CLASSES || payload === ALL) {
          // profile fields are shown as text (or not at all): their markup is never rendered, nothing to wear
          if (!state.fake && !state.markerAsText && file !== 'profile.html')
            problems.push('the content with the fake banner is not in the themed page');
          else if (state.fake) {
            if (state.fake.kept.length) problems.push(`content kept theme classes: ${state.fake.kept.slice(0, 5).join(' ')}`);
            if (/fixed|sticky/.test(state.fake.position)) problems.push(`content is ${state.fake.position}`);
            if (!/layout|strict|content/.test(state.fake.contain))
              problems.push(`content box contain: ${state.fake.contain || 'none'}`);
          }
        }
        if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
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
