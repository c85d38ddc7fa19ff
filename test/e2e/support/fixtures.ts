// Playwright fixtures for the e2e suite: every test gets a freshly seeded simulated portal and a new page
// (tab) that records uncaught errors and CSP violations; helpers speak the themed UI by role and with the
// product's default labels (src/labels/en.ts), so label edits do not break the tests.
//
// Speed without shared state: each worker keeps ONE portal and ONE browser context for the tests that use
// the default portal options. Before every test the portal is reset (all data reseeded, every session
// gone, clock restored — what /__test/reset does) and the context's cookies are cleared; the test gets a
// new tab (fresh sessionStorage) that is closed afterwards. That is the same starting point as a new
// portal and a new context, without paying ≈0.25 s for a context per test (and the bundle comes from the
// context's HTTP cache after the first page, as for a returning visitor). Tests with their own portal
// options (test.use({ portalOptions })) still get their own portal and context.
import { test as base, expect, type Page, type Locator, type BrowserContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startPortal, DEMO_PASSWORD, type Portal, type StartPortalOptions } from '../../../fixtures/portal/index.ts';
import { defaultLabels } from '../../../src/labels/en.ts';

export const L = defaultLabels;
export { expect, DEMO_PASSWORD };

export interface PageWatch {
  /** uncaught exceptions in the page (pageerror) */
  errors: string[];
  /** console.error messages */
  consoleErrors: string[];
  /** securitypolicyviolation events: blocked URI + sample */
  cspViolations: { blockedURI: string; directive: string; sample: string; source: string }[];
}

interface Fixtures {
  portalOptions: StartPortalOptions;
  portal: Portal;
  watch: PageWatch;
  /** set false in a test that expects uncaught errors */
  failOnPageErrors: boolean;
}

interface WorkerFixtures {
  /** the worker's portal and browser context for tests with the default portal options */
  shared: { portal: Portal; context: BrowserContext };
}

// E2E_DIST: serve another copy of the deploy bundle (e.g. a snapshot, while others rebuild dist/portal)
const portalDefaults = (): StartPortalOptions => ({
  hostileMarkup: true,
  ...(process.env.E2E_DIST ? { distDir: process.env.E2E_DIST } : {}),
});

export const test = base.extend<Fixtures, WorkerFixtures>({
  portalOptions: [{}, { option: true }],
  failOnPageErrors: [true, { option: true }],
  shared: [
    async ({ browser }, use, workerInfo) => {
      const portal = await startPortal(portalDefaults());
      const { viewport, actionTimeout, navigationTimeout } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL: portal.url, viewport: viewport ?? null });
      if (actionTimeout) context.setDefaultTimeout(actionTimeout);
      if (navigationTimeout) context.setDefaultNavigationTimeout(navigationTimeout);
      await use({ portal, context });
      await context.close();
      await portal.close();
    },
    { scope: 'worker' },
  ],
  portal: async ({ portalOptions, shared }, use) => {
    if (Object.keys(portalOptions).length === 0) {
      shared.portal.reset(); // = GET /__test/reset: reseeded data, no sessions, clock restored
      await use(shared.portal);
      return;
    }
    const portal = await startPortal({ ...portalDefaults(), ...portalOptions });
    await use(portal);
    await portal.close();
  },
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
  context: async ({ portal, shared, browser, viewport, actionTimeout, navigationTimeout }, use) => {
    if (portal === shared.portal) {
      await shared.context.clearCookies();
      await use(shared.context);
      // a test may have granted permissions or routed requests: nothing of it may reach the next test
      await shared.context.clearPermissions();
      await shared.context.unrouteAll({ behavior: 'ignoreErrors' });
      return;
    }
    const context = await browser.newContext({ baseURL: portal.url, viewport: viewport ?? null });
    if (actionTimeout) context.setDefaultTimeout(actionTimeout);
    if (navigationTimeout) context.setDefaultNavigationTimeout(navigationTimeout);
    await use(context);
    await context.close();
  },
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: none here
  // eslint-disable-next-line no-empty-pattern
  watch: async ({}, use) => {
    await use({ errors: [], consoleErrors: [], cspViolations: [] });
  },
  // a new tab per test (fresh sessionStorage), watched for uncaught errors and CSP violations, closed after
  page: async ({ context, watch, failOnPageErrors }, use, testInfo) => {
    const page = await context.newPage();
    page.on('pageerror', (e) => watch.errors.push(`${e.name}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') watch.consoleErrors.push(m.text());
    });
    await page.exposeFunction('__reportCsp', (v: PageWatch['cspViolations'][number]) => watch.cspViolations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp({
          blockedURI: e.blockedURI,
          directive: e.violatedDirective,
          sample: e.sample,
          source: `${e.sourceFile}:${e.lineNumber}`,
        });
      });
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      await testInfo.attach('screenshot', {
        body: await page.screenshot().catch(() => Buffer.alloc(0)),
        contentType: 'image/png',
      });
    }
    await page.close();
    if (failOnPageErrors && testInfo.status === testInfo.expectedStatus) {
      expect(watch.errors, 'uncaught errors in the page').toEqual([]);
    }
  },
});

// -- waiting and asserting -------------------------------------------------------------------------

export const appRoot = (page: Page): Locator => page.locator('#portal-app');

/**
 * Waits (checked on every animation frame, not on expect's 100/250/500/1000 ms retry steps) until the
 * themed page is done — and, when given, shows that content type/state; the expect assertions after it
 * then pass at once, or fail with their usual messages when the wait ran out.
 */
async function settle(page: Page, type?: string, state?: string): Promise<void> {
  await page
    .waitForFunction(
      ([t, s]) => {
        const root = document.getElementById('portal-app');
        return (
          !!root &&
          document.documentElement.classList.contains('complete') &&
          root.getAttribute('aria-busy') !== 'true' &&
          !root.querySelector('[aria-busy="true"]') &&
          (!t || root.getAttribute('data-content-type') === t) &&
          (!s || root.getAttribute('data-content-state') === s)
        );
      },
      [type ?? null, state ?? null] as const,
      { polling: 'raf', timeout: 10_000 },
    )
    .catch(() => undefined); // the assertions below report what is wrong
}

/** The themed page is done: <html class="complete"> and no busy placeholder in the app root. */
export async function ready(page: Page): Promise<void> {
  await settle(page);
  await expect(page.locator('html')).toHaveClass(/(^|\s)complete(\s|$)/);
  await expect(appRoot(page)).toBeAttached();
  await expect(page.locator('#portal-app[aria-busy="true"], #portal-app [aria-busy="true"]')).toHaveCount(0);
}

export async function expectType(page: Page, type: string, state?: string): Promise<void> {
  await settle(page, type, state);
  await ready(page);
  await expect(appRoot(page)).toHaveAttribute('data-content-type', type);
  if (state) await expect(appRoot(page)).toHaveAttribute('data-content-state', state);
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await ready(page);
}

/** Marks the window; `expectSameWindow` proves a later page came in place (no reload). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker: number }).__e2eMarker = 42;
  });
}

export async function expectSameWindow(page: Page, same = true): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker ?? null);
  expect(marker, same ? 'the page loaded in place (window kept)' : 'the page was fully loaded').toBe(same ? 42 : null);
}

export function userNav(page: Page): Locator {
  return appRoot(page).getByRole('navigation', { name: L.layout.userNav });
}

/** A link or a button with that accessible name. */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  return scope
    .getByRole('link', { name, exact: typeof name === 'string' })
    .or(scope.getByRole('button', { name, exact: typeof name === 'string' }));
}

/** The user nav shows exactly the items of the login state (docs/adapter.md › Navigation rules). */
export async function expectUserNav(page: Page, state: 'out' | 'member' | 'admin'): Promise<void> {
  const nav = userNav(page);
  await expect(nav).toBeVisible();
  const signedIn = state !== 'out';
  await expect(control(nav, L.userNav.signin)).toHaveCount(signedIn ? 0 : 1);
  await expect(control(nav, L.userNav.register)).toHaveCount(signedIn ? 0 : 1);
  await expect(control(nav, L.userNav.account)).toHaveCount(signedIn ? 1 : 0);
  await expect(control(nav, L.userNav.signout)).toHaveCount(signedIn ? 1 : 0);
  await expect(control(nav, L.userNav.dashboard)).toHaveCount(state === 'admin' ? 1 : 0);
  await expect(page.locator('html')).toHaveClass(signedIn ? /(^|\s)logged-in(\s|$)/ : /(^|\s)logged-out(\s|$)/);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe (WCAG 2.1 A/AA) on the rendered page, dialogs included; the hidden server page (#page) is skipped
 * (it is display:none and inert, and excluding it halves the run time). Legacy mode runs axe.run in the
 * page (frames included through axe's own frame messaging) instead of runPartial + a second blank page
 * for finishRun, and only violations are collected (no node details for passes): the same rules and
 * verdicts in less than half the time (≈0.3 s instead of ≈0.7 s a page, measured on the pages above).
 * Still the costliest check, so flows call this only on screens the layout matrix cannot reach by URL (post
 * results, dialogs).
 */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .exclude('#page')
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const violations = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** No rendered link (in the themed app) carries a javascript: (or data:/vbscript:) URL. */
export async function expectNoScriptUrls(page: Page): Promise<void> {
  const bad = await page.evaluate(() => {
    const root = document.getElementById('portal-app');
    if (!root) return ['no #portal-app'];
    return [...root.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')]
      .flatMap((el) => ['href', 'src', 'action', 'formaction', 'xlink:href'].map((a) => el.getAttribute(a) ?? ''))
      .filter((v) => /^\s*(javascript|vbscript|data):/i.test(v.replace(/[\u0000-\u001f]/g, '')));
  });
  expect(bad).toEqual([]);
}

export async function expectNoXss(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

// -- sessions ----------------------------------------------------------------------------------------

/** Signs in through the portal's form endpoint (cookies are shared with the page's context). */
export async function signInFast(page: Page, handle: string, password = DEMO_PASSWORD): Promise<void> {
  // a connection of its own: a kept-alive one from an earlier test could be closed by the server just as it
  // is reused (ECONNRESET), and the API client does not retry the way browsers do
  const r = await page.request.post('/login/login', {
    multipart: { handle, passwd: password, r: '/' },
    headers: { connection: 'close' },
  });
  expect(r.ok()).toBe(true);
  expect(await r.text()).not.toContain('class="failure"');
}

/**
 * A form control by its label. Required controls carry a visually hidden "required" in their accessible
 * name (the required mark's text), so a string label matches "Name" and "Name required".
 */
export function field(scope: Page | Locator, label: string | RegExp): Locator {
  const re =
    typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*?\\s*required)?$`) : label;
  return scope.getByLabel(re).first();
}

/** Fills a labelled field of the themed form. */
export async function fill(scope: Page | Locator, label: string | RegExp, value: string): Promise<void> {
  await field(scope, label).fill(value);
}

/**
 * Submits the themed app registration form (page type appRegister) in `scope`: fills Name when `name` is
 * given, ticks the APIs whose checkbox names match `apis`, accepts the terms of service and presses
 * Register application (the server page's button). What happens next is the caller's to check.
 */
export async function submitAppRegistration(
  scope: Locator,
  { name, apis = [] }: { name?: string; apis?: RegExp[] } = {},
): Promise<void> {
  if (name !== undefined) await fill(scope, 'Name', name);
  for (const api of apis) await scope.getByRole('checkbox', { name: api }).check();
  await scope.getByRole('checkbox', { name: /terms of service/i }).check();
  await scope.getByRole('button', { name: 'Register application' }).click();
}
