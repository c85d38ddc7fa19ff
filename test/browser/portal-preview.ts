// `npm run test:preview [-- --json <file>]`: the two-second loop of `npm start` (scripts/dev/preview.ts)
// on a temp copy of tokens/ and theme.config.ts (never the repo's files), in Debian Chromium under the
// simulator's strict CSP (the dev client is a file, not an inline script):
//   1. a token edit in theme.config.ts reaches the served /__dev/theme.css and the open page's computed
//      style, with no reload (a window marker survives);
//   2. a broken edit (a bad colour, an unknown label key) shows the overlay with the same text as the
//      terminal (incl. "did you mean"), and the page keeps its last good look;
//   3. fixing it removes the overlay; a label edit reloads the page with the new text;
//   4. dist/portal (when built) contains no trace of the dev client.
// No fixed sleeps: every wait is for a condition, bounded. Writes {"passed":N,"failed":M} with --json.
// --through-proxy: the same loop on `npm start -- --portal`'s proxied pages (scripts/dev/proxy/): the portal is the
// simulated one hosted over HTTPS on its own host name (fixtures/portal/hosted.ts), the preview runs in the proxy.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startPortal, startHostedPortal, REPO_ROOT } from '../../fixtures/portal/index.ts';
import { startProxy } from '../../scripts/dev/proxy/server.ts';
import { copyThemeInputs, ThemePreview, watchThemeFiles } from '../../scripts/dev/preview.ts';
import { formatProblems } from '../../scripts/build/check-theme.ts';

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const PORT = Number(process.env.PREVIEW_TEST_PORT ?? 0);
const DIST = path.join(REPO_ROOT, 'dist/portal');

let passed = 0;
let failed = 0;
async function check(name: string, fn: () => Promise<void> | void): Promise<void> {
  const t0 = Date.now();
  try {
    await fn();
    passed++;
    console.log(`  ok   ${name} (${Date.now() - t0} ms)`);
  } catch (error) {
    failed++;
    console.log(`  FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const copy = copyThemeInputs();
const configFile = path.join(copy.root, 'theme.config.ts');
const original = fs.readFileSync(configFile, 'utf8');
const edit = (tokens: string, labels = '{}') =>
  fs.writeFileSync(
    configFile,
    original.replace(/tokens: \{\}/, `tokens: ${tokens}`).replace(/labels: \{\}/, `labels: ${labels}`),
  );

const logged: string[] = [];
const preview = new ThemePreview({ root: copy.root, log: (l) => logged.push(l) });
await preview.refresh();
const stopWatching = watchThemeFiles(copy.root, { onHot: () => void preview.refresh() });
const throughProxy = args.includes('--through-proxy');
const hosted = throughProxy ? await startHostedPortal({ csp: true }) : null;
const portal = hosted
  ? await startProxy({ portal: hosted.url, insecure: true, resolve: hosted.resolve, port: PORT, dev: preview, distDir: DIST })
  : await startPortal({ port: PORT, csp: true, dev: preview, distDir: DIST });
if (hosted) console.log(`through the proxy ${portal.url} → ${hosted.url}`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
// the server page's own inline scripts are blocked by the strict CSP (expected); ours must never be
await page.addInitScript(() => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.blockedURI} from ${e.sourceFile}:${e.lineNumber}`));
});
const servedCss = async () => (await fetch(`${portal.url}/__dev/theme.css`)).text();
const brand700 = () =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-color-brand-700').trim());
const overlayText = () =>
  page.evaluate(() => document.getElementById('portal-dev-overlay')?.shadowRoot?.querySelector('pre')?.textContent ?? null);

try {
  console.log('live preview (npm start) on a temp copy, Chromium, strict CSP');
  await page.goto(`${portal.url}/docs`);
  await page.waitForFunction(() => document.getElementById('portal-dev-theme') !== null);
  await until(
    'the dev client to connect',
    async () => (await page.evaluate(() => performance.getEntriesByName(location.origin + '/__dev/client.js').length)) > 0,
  );
  await page.evaluate(() => ((window as unknown as { previewMarker: number }).previewMarker = 1));

  await check('a token edit reaches the served CSS and the page, without a reload', async () => {
    edit(`{ color: { brand: { 700: '#0b6e4f' } } }`);
    await until('the served CSS to change', async () => (await servedCss()).includes('--portal-color-brand-700: #0b6e4f;'));
    await page.waitForFunction(
      () => getComputedStyle(document.documentElement).getPropertyValue('--portal-color-brand-700').trim() === '#0b6e4f',
      undefined,
      { timeout: 15_000 },
    );
    const marker = await page.evaluate(() => (window as unknown as { previewMarker?: number }).previewMarker);
    if (marker !== 1) throw new Error('the page was reloaded');
  });

  await check('a broken edit shows the overlay with the terminal text; the page keeps its last good look', async () => {
    edit(`{ color: { brand: { 700: 'blue-ish' } } }`, `{ acountKeys: { heading: 'Keys' } }`);
    const text = await until('the overlay', overlayText);
    const state = (await (await fetch(`${portal.url}/__dev/state`)).json()) as { problems: string };
    if (text !== state.problems) throw new Error(`overlay text differs from the terminal's:\n${text}\n---\n${state.problems}`);
    const expected = formatProblems('theme.config.ts', [
      'theme.config.ts › labels.acountKeys: unknown label key — did you mean "accountKeys"?',
    ]);
    // zod reports the unknown key; the bad colour is reported with it or once the key is fixed
    if (!text.includes('theme.config.ts › labels.acountKeys: unknown label key — did you mean "accountKeys"?'))
      throw new Error(`no "did you mean" in the overlay:\n${text}\nexpected a line of:\n${expected}`);
    if (!text.includes('tokens.color.brand.700: expected a colour, got "blue-ish"'))
      throw new Error(`no colour problem:\n${text}`);
    if ((await brand700()) !== '#0b6e4f') throw new Error('the page lost its last good look');
  });

  await check('fixing the edit removes the overlay; a label edit reloads the page with the new text', async () => {
    edit(`{ color: { brand: { 700: '#0b6e4f' } } }`, `{ layout: { skipLink: 'Jump to the docs' } }`);
    await page.waitForFunction(() => document.getElementById('portal-dev-overlay') === null, undefined, { timeout: 15_000 });
    await until('the label in /__dev/overrides.js', async () =>
      (await (await fetch(`${portal.url}/__dev/overrides.js`)).text()).includes('Jump to the docs'),
    );
    // the themed page shows labels only with a built dist/portal (npm test builds it first)
    if (fs.existsSync(path.join(DIST, 'portal.js')))
      // the label edit reloads the page: between the two documents there is no <body> yet (a predicate that
      // throws ends the wait, so it must not read through null)
      await page.waitForFunction(() => document.body?.textContent?.includes('Jump to the docs') ?? false, undefined, {
        timeout: 20_000,
      });
  });

  await check('no CSP violation from the dev files', async () => {
    const all = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
    const ours = all.filter((v) => v.includes('/__dev/'));
    if (ours.length) throw new Error(ours.join('\n'));
  });

  await check('dist/portal has no dev client', () => {
    if (!fs.existsSync(DIST)) return console.log('       (dist/portal not built: skipped the grep)');
    for (const file of fs.readdirSync(DIST)) {
      const text = fs.readFileSync(path.join(DIST, file), 'utf8');
      if (/__dev\/|EventSource|portal-dev-overlay/.test(text)) throw new Error(`${file} mentions the dev client`);
    }
  });
} finally {
  await browser.close();
  stopWatching();
  preview.close();
  await portal.close();
  await hosted?.close();
  copy.remove();
}

console.log(`${passed} passed, ${failed} failed`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
