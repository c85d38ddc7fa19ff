// `npm run portal:report -- <url>`: walks a hosted portal's own links through two local proxies — one with
// this kit's build injected, one bare (the portal with its installed theme removed) — and records for each
// page the content type the kit detected, extraction problems, server links and actions the themed page
// would drop, console errors with the theme, and themed vs bare screenshots at 390 and 1280 px. Writes
// <out>/report.json and <out>/index.html (./html.ts). Bounded (maxPages), polite (one page at a time,
// delayMs between pages), same site only, never follows sign-out links; secrets masked (./mask.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { extractPage } from '../../../src/extract/index.ts';
import { describeProblem } from '../../../src/lib/describeProblem.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../lib/chromium.mjs';
import { COLLECT, lostActions, type FoundActions } from '../../../test/support/serverActions.mjs';
import { probePortal, startProxy, type Proxy } from '../proxy/server.ts';
import { MASK_IN_PAGE, maskDeep, maskText } from './mask.ts';
import { reportHtml } from './html.ts';

export interface ReportOptions {
  portal: string;
  user?: string;
  password?: string;
  insecure?: boolean;
  resolve?: Record<string, string>;
  strip?: string[];
  distDir: string;
  out: string;
  maxPages?: number;
  delayMs?: number;
  /** further paths to start from besides the portal's home (e.g. /apps/mykeys) */
  paths?: string[];
  log?: (line: string) => void;
}

export interface PageReport {
  path: string;
  status: number;
  contentType: string;
  state: string;
  title: string;
  problems: string[];
  dropped: string[];
  consoleErrors: string[];
  shots: { themed390: string; themed1280: string; bare390: string; bare1280: string };
}

export interface Report {
  portal: string;
  generatedAt: string;
  signedIn: string | null;
  notes: string[];
  pages: PageReport[];
  types: { contentType: string; pages: number; withProblems: number }[];
}

export class ReportError extends Error {}

/** What the kit's extraction cannot read on the portal's page as sent (the same reader `npm run inspect` uses). */
function extractionProblems(html: string, url: string, status: number): string[] {
  const win = new Window({
    url,
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  try {
    const doc = new win.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
    return extractPage(doc, url, { status }).problems.map(describeProblem);
  } catch (error) {
    return [`extraction threw: ${String(error)}`];
  } finally {
    void win.happyDOM.close();
  }
}

const SIGN_OUT = /\/logout|sign-?out|log-?out/i;
const SKIP_EXT = /\.(css|js|png|jpe?g|gif|svg|ico|pdf|zip|xml|json|txt|woff2?)$/i;

/** Same-site page links of a page, as paths (no fragments, no sign-out, no files). */
async function pageLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval('#page a[href], a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const out = new Set<string>();
  for (const href of hrefs) {
    let u: URL;
    try {
      u = new URL(href);
    } catch {
      continue;
    }
    if (u.origin !== origin || SIGN_OUT.test(u.pathname) || SKIP_EXT.test(u.pathname) || u.pathname.startsWith('/__')) continue;
    out.add(u.pathname + u.search);
  }
  return [...out];
}

async function shoot(page: Page, file: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(MASK_IN_PAGE);
  await page.screenshot({ path: file, fullPage: false });
}

async function signIn(context: BrowserContext, proxy: Proxy, user: string, password: string): Promise<string | null> {
  const page = await context.newPage();
  try {
    await page.goto(`${proxy.url}/login/login`);
    const handle = page.locator('#page input[name="handle"], input[name="handle"]').first();
    if (!(await handle.count())) return 'the sign-in page has no username field (input name="handle")';
    await handle.fill(user);
    await page.locator('input[name="passwd"]').first().fill(password);
    await Promise.all([page.waitForLoadState('load'), page.locator('input[name="passwd"]').first().press('Enter')]);
    await page.waitForLoadState('load');
    const signedIn = await page.evaluate(() => {
      const info = (window as unknown as { mashery_info?: { username?: string } }).mashery_info;
      return Boolean(info?.username) || !!document.querySelector('#user-nav a[href*="logout"], #mashery-logout-form');
    });
    if (signedIn) return null;
    const error = await page
      .locator('#main .error, #main .failure, .error-message, .failure')
      .first()
      .textContent()
      .catch(() => null);
    return `sign-in as ${user} failed${error ? `: ${error.trim()}` : ''} (${new URL(page.url()).pathname})`;
  } finally {
    await page.close();
  }
}

export async function runReport(options: ReportOptions): Promise<Report> {
  const log = options.log ?? (() => {});
  const maxPages = options.maxPages ?? 25;
  const delayMs = options.delayMs ?? 500;
  const probe = await probePortal(options);
  if (probe.problem) throw new ReportError(probe.problem.message);
  const notes: string[] = [];
  if (probe.warning) notes.push(probe.warning.message);
  const common = {
    portal: options.portal,
    insecure: options.insecure,
    resolve: options.resolve,
    strip: options.strip,
    distDir: options.distDir,
  };
  const themed = await startProxy({ ...common, theme: true });
  const bare = await startProxy({ ...common, theme: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const shotsDir = path.join(options.out, 'shots');
  fs.rmSync(options.out, { recursive: true, force: true });
  fs.mkdirSync(shotsDir, { recursive: true });
  const pages: PageReport[] = [];
  let signedIn: string | null = null;
  try {
    // one context: both proxies are on 127.0.0.1, so they share the session cookie (cookies ignore ports)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (options.user) {
      const failure = await signIn(context, bare, options.user, options.password ?? '');
      if (failure) {
        notes.push(`${failure}; the report continues signed out.`);
        log(`${failure}; continuing signed out`);
        await context.clearCookies();
      } else signedIn = options.user;
    }
    const start = new URL(probe.finalUrl);
    const queue = [...new Set([start.pathname + start.search, ...(options.paths ?? [])])];
    const seen = new Set(queue);
    const page = await context.newPage();
    let consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(`${e.name}: ${e.message}`));
    while (queue.length && pages.length < maxPages) {
      const pathname = queue.shift() ?? '/';
      const n = pages.length + 1;
      log(`[${n}/${maxPages}] ${pathname}`);
      const shots = {
        themed390: `shots/${n}-themed-390.png`,
        themed1280: `shots/${n}-themed-1280.png`,
        bare390: `shots/${n}-bare-390.png`,
        bare1280: `shots/${n}-bare-1280.png`,
      };
      const problems: string[] = [];
      // bare: the portal's own page and its links
      await page.setViewportSize({ width: 1280, height: 900 });
      const bareAnswer = await page
        .goto(bare.url + pathname)
        .catch((e: Error) => (problems.push(`bare load failed: ${e.message}`), null));
      if (bareAnswer) {
        const html = await bareAnswer.text().catch(() => '');
        const upstreamUrl = new URL(pathname, bare.origins.upstream).href;
        for (const p of extractionProblems(html, upstreamUrl, bareAnswer.status())) problems.push(`extraction: ${p}`);
      }
      for (const link of await pageLinks(page, bare.url)) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
      await shoot(page, path.join(options.out, shots.bare1280), 1280);
      await shoot(page, path.join(options.out, shots.bare390), 390);
      // themed
      consoleErrors = [];
      await page.setViewportSize({ width: 1280, height: 900 });
      const answer = await page
        .goto(themed.url + pathname)
        .catch((e: Error) => (problems.push(`themed load failed: ${e.message}`), null));
      const done = await page
        .waitForFunction(() => document.documentElement.classList.contains('complete'), null, { timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!done) problems.push('the themed page did not finish (no html.complete within 15 s)');
      const info = await page.evaluate(() => {
        const app = document.getElementById('portal-app');
        return {
          contentType: app?.getAttribute('data-content-type') ?? '',
          state: app?.getAttribute('data-content-state') ?? '',
          title: document.title,
          fallback: !!document.querySelector('[data-fallback], .portal-fallback'),
        };
      });
      if (!info.contentType) problems.push('no content type detected (the theme did not render this page)');
      if (info.contentType === 'unknown' || info.fallback)
        problems.push('page type not recognised: shown with the fallback screen');
      let dropped: string[] = [];
      if (answer && done) {
        const html = await answer.text().catch(() => '');
        const found = (await page.evaluate(
          `(${COLLECT})(${JSON.stringify(html)}, ${JSON.stringify(page.url())})`,
        )) as FoundActions;
        dropped = lostActions(found, info.contentType).map((a) => `${a.kind} ${a.key}${a.text ? ` (“${a.text}”)` : ''}`);
        if (dropped.length) problems.push(`${dropped.length} server link(s)/action(s) not in the themed page`);
      }
      if (consoleErrors.length) problems.push(`${consoleErrors.length} console error(s) with the theme`);
      await shoot(page, path.join(options.out, shots.themed1280), 1280);
      await shoot(page, path.join(options.out, shots.themed390), 390);
      pages.push({
        path: pathname,
        status: answer?.status() ?? bareAnswer?.status() ?? 0,
        contentType: info.contentType || '(none)',
        state: info.state,
        title: info.title,
        problems,
        dropped,
        consoleErrors: consoleErrors.map(maskText),
        shots,
      });
      if (queue.length && pages.length < maxPages) await new Promise((r) => setTimeout(r, delayMs));
    }
    if (queue.length) notes.push(`Stopped at ${maxPages} pages (--max-pages); ${queue.length} more link(s) not visited.`);
  } finally {
    await browser.close();
    await themed.close();
    await bare.close();
  }
  const byType = new Map<string, { pages: number; withProblems: number }>();
  for (const p of pages) {
    const t = byType.get(p.contentType) ?? { pages: 0, withProblems: 0 };
    t.pages++;
    if (p.problems.length) t.withProblems++;
    byType.set(p.contentType, t);
  }
  const report: Report = maskDeep({
    portal: new URL(probe.finalUrl).origin,
    generatedAt: new Date().toISOString(),
    signedIn,
    notes,
    pages,
    types: [...byType]
      .map(([contentType, t]) => ({ contentType, ...t }))
      .sort((a, b) => a.contentType.localeCompare(b.contentType)),
  });
  fs.writeFileSync(path.join(options.out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(options.out, 'index.html'), reportHtml(report));
  return report;
}
