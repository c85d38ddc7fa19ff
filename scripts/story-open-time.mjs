// Time to open stories in a built Storybook, as a reviewer opens them (fresh browser context, no cache).
//   node scripts/story-open-time.mjs http://127.0.0.1:<port> [story-id …] [--runs N] [--manager]
// For each story: goto iframe.html?id=…&viewMode=story and wait until the story root has content
// and nothing in the document is aria-busy (with --manager the full UI, ?path=/story/…, until the same holds
// in the preview iframe). Prints the median of N runs per story and the JS fetched (KB, uncompressed);
// exits non-zero when a median is 3 s or more.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const argv = process.argv.slice(2);
const base = (argv.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:6006').replace(/\/$/, '');
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const manager = argv.includes('--manager');
const ids = argv.filter((a, i) => !a.startsWith('http') && !a.startsWith('--') && argv[i - 1] !== '--runs');
const stories = ids.length
  ? ids
  : [
      'components-button--playground',
      'screens-accountkeys--many-with-pagination',
      'screens-iodocs--several-apis',
      'screens-search--first-page',
      'screens-layout--whole-app',
    ];
const LIMIT_MS = 3000;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const hasContent = () => {
  const el = document.querySelector('#storybook-root');
  return (
    !!el && el.children.length > 0 && (el.textContent ?? '').trim().length > 0 && !document.querySelector('[aria-busy="true"]')
  );
};

async function openOnce(id) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (r) => {
    if (/\.m?js$/.test(new URL(r.url()).pathname)) sizes.push(r.sizes().then((s) => s.responseBodySize));
  });
  const started = performance.now();
  if (manager) {
    await page.goto(`${base}/?path=/story/${id}`);
    const frame = await (await page.waitForSelector('#storybook-preview-iframe', { timeout: 60_000 })).contentFrame();
    await frame.waitForFunction(hasContent, undefined, { timeout: 60_000, polling: 25 });
  } else {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction(hasContent, undefined, { timeout: 60_000, polling: 25 });
  }
  const ms = Math.round(performance.now() - started);
  const js = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ms, js };
}

let slow = 0;
for (const id of stories) {
  const times = [];
  let js = 0;
  for (let i = 0; i < runs; i++) {
    const run = await openOnce(id);
    times.push(run.ms);
    js = run.js;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  if (median >= LIMIT_MS) slow++;
  console.log(
    `${median >= LIMIT_MS ? 'SLOW' : 'ok  '} ${String(median).padStart(6)} ms median  (${times.join(', ')})  JS ${Math.round(js / 1024)} KB  ${id}`,
  );
}
await browser.close();
process.exit(slow ? 1 : 0);
