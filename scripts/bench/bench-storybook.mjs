// Benchmark (not a test): how long a built Storybook takes to open a story, as a reviewer opens it.
//   npm run bench:storybook -- [storybook-static] [--port 6099] [--runs 5] [--json file] [--only <case>]
//                              [--story <id> …]   (these stories instead of the default cases, manager and iframe)
// Serves the static build (scripts/dev/serve-static.mjs) and, per case, opens it in a fresh browser context
// (cold cache) `--runs` times, interleaving the cases (in an order that rotates every round) so that a change in
// machine load, or a slow first open after the previous round, hits them alike:
//   - manager  /?path=/story/<id> (or /docs/<id>): the whole UI, until the story (docs page) in its
//              preview iframe has rendered;
//   - iframe   iframe.html?id=<id>&viewMode=story|docs: the preview alone (what the test-runner loads);
//   - switch   in an open manager, select another story (the sidebar's event): until it has rendered.
// "Rendered": the story root (#storybook-root, or #storybook-docs) has text and nothing is aria-busy, by the
// preview's own clock (wall time = that moment − the manager page's time origin, or the switch's start).
// Per case it prints the median wall time, the median main-thread CPU time until then (Chromium's
// thread-time task duration, summed over the manager's and the preview's renderer processes: what the page cost, mostly independent of how busy the machine is), the JS
// fetched (KB, uncompressed) and the number of requests, and the load average before and after. Wall
// times on a shared 2-core machine follow its load; compare CPU times, or wall times at a similar load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { writeJsonFile } from '../lib/write-json.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const dir = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')) ?? 'storybook-static';
const port = Number(opt('port', '6099'));
const runs = Number(opt('runs', '5'));
const only = opt('only', '');
const jsonOut = opt('json', '');
const base = `http://127.0.0.1:${port}`;

const COMPONENT = 'components-button--playground';
const SCREEN = 'screens-accountkeys--many-with-pagination';
const DOCS = 'components-button--docs';
const CASES = [
  { name: 'component story, manager', url: `/?path=/story/${COMPONENT}`, root: '#storybook-root' },
  { name: 'component story, iframe', url: `/iframe.html?id=${COMPONENT}&viewMode=story`, root: '#storybook-root' },
  { name: 'screen story, manager', url: `/?path=/story/${SCREEN}`, root: '#storybook-root' },
  { name: 'screen story, iframe', url: `/iframe.html?id=${SCREEN}&viewMode=story`, root: '#storybook-root' },
  { name: 'docs page, manager', url: `/?path=/docs/${DOCS}`, root: '#storybook-docs' },
  { name: 'docs page, iframe', url: `/iframe.html?id=${DOCS}&viewMode=docs`, root: '#storybook-docs' },
  {
    name: 'switch to a screen story, manager',
    url: `/?path=/story/${COMPONENT}`,
    root: '#storybook-root',
    switchTo: 'screens-search--first-page',
  },
].filter((c) => !only || c.name.includes(only));
const own = argv.flatMap((a, i) => (argv[i - 1] === '--story' ? [a] : []));
if (own.length)
  CASES.splice(
    0,
    CASES.length,
    ...own.flatMap((id) => [
      { name: `${id}, manager`, url: `/?path=/story/${id}`, root: '#storybook-root' },
      { name: `${id}, iframe`, url: `/iframe.html?id=${id}&viewMode=story`, root: '#storybook-root' },
    ]),
  );

if (!fs.existsSync(`${dir}/index.json`)) {
  console.error(`${dir}/index.json is missing: build first (npx storybook build --quiet -o ${dir})`);
  process.exit(2);
}
const server = spawn(process.execPath, ['scripts/dev/serve-static.mjs', dir, String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => server.kill()); // also when the bench fails: no server left holding the port
await new Promise((resolve, reject) => {
  server.stdout.once('data', resolve);
  server.once('exit', (code) => reject(new Error(`serve-static exited (${code}): is port ${port} taken?`)));
});

/**
 * A page expression: once the story root has content and nothing is busy (a screen's lazy parts have
 * arrived), the time by the preview's own clock (epoch ms). The preview stamps the moment itself: a
 * preview on another origin runs in its own renderer process (.storybook/main.ts › managerHead), and a
 * harness that asked the manager's page for the iframe first waited behind the manager's busy main thread
 * (up to 1 s after the story was on screen).
 */
const rendered = (selector) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.children.length > 0 && ` +
  `(el.textContent ?? '').trim().length > 0 && !document.querySelector('[aria-busy="true"]') && performance.timeOrigin + performance.now(); })()`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function openOnce(c) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // main-thread CPU of every renderer the open uses: the manager's page and, when the preview is on
  // another origin, the preview's own process
  const sessions = [await context.newCDPSession(page)];
  await sessions[0].send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpu = async () => {
    let total = 0;
    for (const session of sessions) {
      const { metrics } = await session.send('Performance.getMetrics');
      total += (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    }
    return total;
  };
  let js = 0;
  let requests = 0;
  const sizes = [];
  page.on('requestfinished', (r) => {
    requests++;
    if (/\.m?js$/.test(new URL(r.url()).pathname))
      sizes.push(
        r.sizes().then(
          (s) => s.responseBodySize,
          () => 0,
        ),
      ); // a request finishing as the context closes
  });
  // the preview frame, found from here (not by a selector evaluated in the busy manager page)
  const frameOf = async () => {
    if (c.url.startsWith('/iframe.html')) return page.mainFrame();
    for (const until = Date.now() + 90_000; Date.now() < until; await new Promise((r) => setTimeout(r, 10))) {
      const frame = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url(), base).pathname.endsWith('/iframe.html'));
      if (frame) return frame;
    }
    throw new Error(`no preview frame for ${c.url}`);
  };
  const renderedAt = async (frame, extra = 'true') =>
    (await frame.waitForFunction(`${extra} && ${rendered(c.root)}`, undefined, { timeout: 90_000, polling: 10 })).jsonValue();
  let cpuStart = 0;
  await page.goto(base + c.url);
  let frame = await frameOf();
  if (frame !== page.mainFrame()) {
    // a cross-process preview has a CDP target of its own; a same-process one is counted in the page's
    const session = await context.newCDPSession(frame).catch(() => null);
    if (session) {
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      sessions.push(session);
    }
  }
  let end = await renderedAt(frame);
  let start = await page.evaluate(() => performance.timeOrigin);
  if (c.switchTo) {
    // the manager is open on the first story: now select another (the event a link to a story sends from
    // the preview, addon-links' linkTo: the manager selects it as a click in the sidebar does)
    await page.waitForTimeout(500);
    requests = 0;
    sizes.length = 0;
    cpuStart = await cpu();
    start = await frame.evaluate((storyId) => {
      const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
      // the preview says when the new story has rendered (its play function, if any, runs next)
      channel.on('storyRenderPhaseChanged', (e) => {
        if (e.storyId === storyId && ['playing', 'played', 'completed'].includes(e.newPhase)) globalThis.__benchRendered = true;
      });
      const at = performance.timeOrigin + performance.now();
      channel.emit('selectStory', { storyId, viewMode: 'story' });
      return at;
    }, c.switchTo);
    frame = await frameOf();
    end = await renderedAt(frame, 'globalThis.__benchRendered === true');
  }
  const ms = end - start;
  const cpuMs = (await cpu()) - cpuStart;
  js = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ms, cpuMs, js, requests };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const loadBefore = os.loadavg()[0];
const results = new Map(CASES.map((c) => [c.name, []]));
try {
  // the order rotates every round: a case that always ran first (after the previous round's last context
  // closed) measured up to 0.8 s slower than the same build run second
  for (let i = 0; i < runs; i++)
    for (let j = 0; j < CASES.length; j++) {
      const c = CASES[(i + j) % CASES.length];
      results.get(c.name).push(await openOnce(c));
    }
} finally {
  await browser.close();
  server.kill();
}
const loadAfter = os.loadavg()[0];

const rows = CASES.map((c) => {
  const r = results.get(c.name);
  return {
    case: c.name,
    url: c.switchTo ? `${c.url} → ${c.switchTo}` : c.url,
    wallMs: Math.round(median(r.map((x) => x.ms))),
    wallAllMs: r.map((x) => Math.round(x.ms)),
    cpuMs: Math.round(median(r.map((x) => x.cpuMs))),
    jsKB: Math.round(median(r.map((x) => x.js)) / 1024),
    requests: median(r.map((x) => x.requests)),
  };
});
console.log(
  `Storybook open times, ${dir}, median of ${runs} cold runs; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} cores`,
);
console.log(
  `${'case'.padEnd(36)} ${'wall'.padStart(7)} ${'CPU'.padStart(7)} ${'JS'.padStart(8)} ${'req'.padStart(4)}  all wall times`,
);
for (const r of rows)
  console.log(
    `${r.case.padEnd(36)} ${`${r.wallMs}`.padStart(5)}ms ${`${r.cpuMs}`.padStart(5)}ms ${`${r.jsKB}`.padStart(5)} KB ${String(r.requests).padStart(4)}  ${r.wallAllMs.join(', ')}`,
  );
if (jsonOut) await writeJsonFile(jsonOut, { date: new Date().toISOString(), dir, runs, load: [loadBefore, loadAfter], rows });
