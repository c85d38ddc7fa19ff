// `npm run bench:preview [-- --runs 7 --port 7460 --out bench/preview.json]`: how long the brand-team loop
// of `npm start` takes. Copies tokens/ and theme.config.ts to a temp folder, starts the dev server on that
// copy (`scripts/dev/start.ts --no-build --root <copy>`, a child process as a user runs it, serving the
// existing dist/portal), opens a page in Chromium, then per run edits one token value and times
//   css   file saved → /__dev/theme.css serves the new value (polled every 10 ms)
//   page  file saved → the open page's computed style has it (no reload)
// Prints the median (and min/max) of N runs and writes bench/preview.json. A benchmark, not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { copyThemeInputs } from '../dev/preview.ts';
import { REPO_ROOT } from '../lib/themeInputs.ts';
import { writeJsonFile } from '../lib/write-json.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '7460' },
    out: { type: 'string', default: 'bench/preview.json' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const url = `http://127.0.0.1:${args.port}`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round = (n: number) => Math.round(n);

async function until<T>(fn: () => Promise<T | null | false | undefined>, timeoutMs: number, what: string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`bench:preview: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const copy = copyThemeInputs();
const configFile = path.join(copy.root, 'theme.config.ts');
const original = fs.readFileSync(configFile, 'utf8');
if (!/tokens: \{\}/.test(original)) throw new Error('bench:preview expects `tokens: {}` in theme.config.ts to edit');
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'scripts/dev/start.ts', '--no-build', '--root', copy.root, '--port', args.port],
  { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
);
let serverLog = '';
server.stdout.on('data', (d: Buffer) => (serverLog += d.toString()));
server.stderr.on('data', (d: Buffer) => (serverLog += d.toString()));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results: { css: number; page: number }[] = [];
try {
  await until(async () => (await fetch(`${url}/__dev/state`)).ok, 60_000, 'the dev server');
  const page = await browser.newPage();
  await page.goto(`${url}/docs`);
  await page.waitForFunction(() => document.getElementById('portal-dev-theme') !== null);
  const computed = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-color-brand-700').trim());
  // one warm-up edit (first tsx import, zod schema): a user's first save after `npm start` is not timed either
  for (let run = 0; run <= RUNS; run++) {
    const value = `#${(0x100000 + run * 0x0a0b0c + Math.floor(Math.random() * 0x1000)).toString(16).slice(-6)}`;
    const t0 = performance.now();
    fs.writeFileSync(configFile, original.replace(/tokens: \{\}/, `tokens: { color: { brand: { 700: '${value}' } } }`));
    const css = until(
      async () =>
        (await (await fetch(`${url}/__dev/theme.css`)).text()).includes(`--portal-color-brand-700: ${value};`) &&
        performance.now(),
      30_000,
      'the served CSS',
    );
    const shown = page
      .waitForFunction(
        (v) => getComputedStyle(document.documentElement).getPropertyValue('--portal-color-brand-700').trim() === v,
        value,
        {
          timeout: 30_000,
          polling: 'raf',
        },
      )
      .then(() => performance.now());
    const [tCss, tPage] = await Promise.all([css, shown]);
    if ((await computed()) !== value) throw new Error('the page does not show the edit');
    if (run > 0) {
      results.push({ css: tCss - t0, page: tPage - t0 });
      console.log(`run ${run}: served CSS ${round(tCss - t0)} ms, page ${round(tPage - t0)} ms`);
    }
  }
} catch (error) {
  console.error(serverLog.split('\n').slice(-20).join('\n'));
  throw error;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  copy.remove();
}

const css = results.map((r) => r.css);
const pageMs = results.map((r) => r.page);
const summary = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '',
    node: process.version,
    load: os.loadavg().map((l) => +l.toFixed(1)),
  },
  note: 'file saved → new value served / shown, `npm start` live preview (no rebuild); machine.load is the load average when the runs ended',
  runs: results.length,
  servedCssMs: { median: round(median(css)), min: round(Math.min(...css)), max: round(Math.max(...css)) },
  pageMs: { median: round(median(pageMs)), min: round(Math.min(...pageMs)), max: round(Math.max(...pageMs)) },
  each: results.map((r) => ({ servedCssMs: round(r.css), pageMs: round(r.page) })),
};
await writeJsonFile(path.resolve(REPO_ROOT, args.out), summary);
console.log(
  `bench:preview: median of ${results.length} runs — served CSS ${summary.servedCssMs.median} ms, page ${summary.pageMs.median} ms (load ${summary.machine.load.join(', ')}); wrote ${args.out}`,
);
process.exit(0);
