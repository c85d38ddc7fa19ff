// node --import tsx test/browser/portal-actions.ts [--dist dist/portal] [--port P] [--only <file substring>] [--json <path>]
//
// "Never drop what the server offers" over every fixture page (fixtures/pages): each page is served the way
// the portal serves a theme (the deploy folder at /files/) and opened in Chromium; after `html.complete`,
// every link and form action of the server's main content (#main, #sub) must be reachable in the themed UI
// or be excused by ACTION_ALLOW_LIST (test/support/serverActions.mjs, each entry with its reason). The
// simulated portal's pages get the same check in the e2e suite (test/e2e/layout-matrix.spec.ts, on its 1280 px load).
// One test per fixture page; prints `N passed, N failed`; --json writes {"passed":N,"failed":M}.
import { existsSync, mkdirSync, readFileSync, writeFileSync, createReadStream } from 'node:fs';
import http from 'node:http';
import { dirname, extname, join, basename } from 'node:path';
import { chromium } from 'playwright-core';
import { PAGES, manifest } from '../extract/manifest.ts';
import { COLLECT, lostActions, type FoundActions } from '../support/serverActions.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

const opts = { dist: 'dist/portal', port: 6291, only: '', json: null as string | null };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const name = argv[i]!.replace(/^--/, '') as keyof typeof opts;
  if (!(name in opts) || argv[i + 1] === undefined) throw new Error(`unknown or incomplete argument ${argv[i]}`);
  (opts as Record<string, unknown>)[name] = name === 'port' ? Number(argv[i + 1]) : argv[i + 1];
}
if (!existsSync(join(opts.dist, 'portal.js'))) throw new Error(`${opts.dist}/portal.js is missing: run npm run build first`);

const entries = manifest().filter((e) => e.file.includes(opts.only));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
let current = '';
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/files/')) {
    const file = join(opts.dist, basename(url.pathname));
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    return void createReadStream(file).pipe(res);
  }
  if (url.pathname.startsWith('/public/') || url.pathname === '/favicon.ico') return void res.writeHead(200).end('');
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
const context = await browser.newContext();
await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: '' }));
const page = await context.newPage();

let passed = 0;
let failed = 0;
try {
  for (const e of entries) {
    const source = readFileSync(join(PAGES, e.file), 'utf8');
    current = source;
    const url = new URL(e.url);
    const problems: string[] = [];
    try {
      await page.goto(origin + url.pathname + url.search, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction("document.documentElement.classList.contains('complete')", null, { timeout: 15_000 });
      const found = (await page.evaluate(`(${COLLECT})(${JSON.stringify(source)}, ${JSON.stringify(e.url)})`)) as FoundActions;
      for (const a of lostActions(found, e.contentType)) problems.push(`lost ${a.kind} ${a.key} ("${a.text}")`);
    } catch (error) {
      problems.push(String((error as Error).message).split('\n')[0]!);
    }
    if (problems.length) {
      failed++;
      process.stdout.write(`FAILED ${e.file} (${e.contentType})\n${problems.map((p) => `  ${p}\n`).join('')}`);
    } else passed++;
  }
} finally {
  await context.close();
  await browser.close();
  server.close();
}
process.stdout.write(`\nno lost server action: ${entries.length} fixture pages\n${passed} passed, ${failed} failed\n`);
if (opts.json) {
  mkdirSync(dirname(opts.json), { recursive: true });
  writeFileSync(opts.json, `${JSON.stringify({ passed, failed })}\n`);
}
process.exit(failed ? 1 : 0);
