// `npm run bench:timeline -- [path] [--profile desktop] [--runs 3] [--user bulk] [--warm]`: where the time of one
// themed visit goes, next to the bare server page. A first visit by default (a new browser context: empty cache);
// `--warm`: a second load in the same context, the theme's files cached or revalidated (as `npm run bench`'s warm
// visits). `--user`: signed in as that simulator user, as `npm run bench`'s My Keys. Per load: each file's request
// start and end (resource timing), the runtime's User Timing marks (`portal:*`), first paint and first contentful
// paint, `load`, and `complete`. Medians over the runs. A diagnosis tool beside `npm run bench`, which measures
// the ratios; nothing is asserted.
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { signInAs, startPortal } from '../../fixtures/portal/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { emulateProfile, PROFILES, type ProfileName } from './bench-profiles.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    profile: { type: 'string', default: 'desktop' },
    runs: { type: 'string', default: '3' },
    user: { type: 'string' },
    warm: { type: 'boolean', default: false },
  },
});
const PATH = positionals[0] ?? '/page/Pricing';
const PROFILE = args.profile as ProfileName;
if (!PROFILES[PROFILE]) throw new Error(`unknown profile ${PROFILE}`);
const RUNS = Math.max(1, Number(args.runs) || 3);

type Timeline = Record<string, number>;

const PROBE = `(() => {
  window.__tl = { complete: null };
  new MutationObserver(() => {
    if (window.__tl.complete === null && document.documentElement.classList.contains('complete')) window.__tl.complete = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
})();`;

async function once(browser: Browser, url: string, themed: boolean): Promise<Timeline> {
  const context = await browser.newContext({ ...PROFILES[PROFILE].screen });
  await context.addInitScript(PROBE);
  await context.addCookies([{ name: 'portal_theme', value: themed ? 'on' : 'off', url }]);
  if (args.user) await signInAs(context.request, url, args.user);
  const page = await context.newPage();
  await emulateProfile(await context.newCDPSession(page), PROFILE);
  const visit = async () => {
    await page.goto(url, { waitUntil: 'load' });
    if (themed)
      await page.waitForFunction(() => document.documentElement.classList.contains('complete'), null, {
        timeout: 60_000,
        polling: 100,
      });
  };
  // a warm visit: the same page again in the same context (its cache holds what the first load fetched)
  if (args.warm) await visit();
  await visit();
  const t = await page.evaluate(() => {
    const out: Record<string, number> = {};
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    out['html: response end'] = nav.responseEnd;
    out['DOMContentLoaded'] = nav.domContentLoadedEventStart;
    out['load'] = nav.loadEventStart;
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const name = new URL(e.name).pathname.replace(/-[\w-]{8}\.js$/, '.js');
      out[`${name} start`] = e.startTime;
      out[`${name} end`] = e.responseEnd;
    }
    for (const e of performance.getEntriesByType('paint')) out[e.name] = e.startTime;
    for (const e of performance.getEntriesByType('mark')) if (e.name.startsWith('portal:')) out[e.name] = e.startTime;
    const tl = (window as unknown as { __tl: { complete: number | null } }).__tl;
    if (tl.complete !== null) out['complete'] = tl.complete;
    return out;
  });
  await context.close();
  return t;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const portal = await startPortal({ compress: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const themed of [false, true]) {
    const runs: Timeline[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await once(browser, `${portal.url}${PATH}`, themed));
    const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))];
    const rows = keys
      .map((k) => [k, median(runs.map((r) => r[k]).filter((x): x is number => typeof x === 'number'))] as const)
      .sort((a, b) => a[1] - b[1]);
    console.log(
      `\n${themed ? 'themed' : 'bare'} ${PATH} (${PROFILES[PROFILE].label}, ${args.warm ? 'warm' : 'first'} visit, median of ${RUNS})`,
    );
    for (const [k, v] of rows) console.log(`${v.toFixed(0).padStart(6)} ms  ${k}`);
  }
} finally {
  await browser.close();
  await portal.close();
}
