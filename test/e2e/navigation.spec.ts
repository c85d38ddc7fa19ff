// In-place loading through the themed UI (docs/runtime.md › In-place loading): success, redirects (final URL
// pushed), 404, 500, network failure, non-HTML, a document without #page, the 2.5 s placeholder, latest click wins,
// an aborted request does nothing, back/forward restore URL + content + scroll, links left to the browser, search
// in place. Pages start at /page/E2E_Links, a custom page whose body links to the portal's fault routes
// (/__test/*).
import type { Page } from '@playwright/test';
import { test, expect, L, appRoot, expectType, markWindow, expectSameWindow, open, ready } from './support/fixtures.ts';

const LINKS = '/page/E2E_Links';

async function clickLink(page: Page, name: string): Promise<void> {
  await appRoot(page).getByRole('link', { name, exact: true }).click();
}

/** Records the runtime's window events in order. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    for (const name of [
      'portalBeforeRenderAjax',
      'portalBeforeRender',
      'portalAfterRender',
      'portalAfterRenderAjax',
      'portalAjaxError',
    ]) {
      window.addEventListener(name, () => w.__events.push(name));
    }
  });
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: string[] }).__events);

test.describe('in-place loading', () => {
  test('a same-site link loads in place: URL, title, content, focus and events change, the window stays', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    await recordEvents(page);
    const titleBefore = await page.title();
    await clickLink(page, 'Blog (in place)');
    await expectType(page, 'blogAll');
    await expect(page).toHaveURL(/\/blog$/);
    await expectSameWindow(page);
    await expect(page).not.toHaveTitle(titleBefore);
    await expect(page).not.toHaveTitle('Loading...');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await events(page)).toEqual([
      'portalBeforeRenderAjax',
      'portalBeforeRender',
      'portalAfterRender',
      'portalAfterRenderAjax',
    ]);
  });

  test('a redirect pushes the final URL', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    await clickLink(page, 'Redirect to recent topics');
    await expectType(page, 'forumRecent');
    await expect(page).toHaveURL(/\/forum\/recent$/);
    await expectSameWindow(page);
  });

  test('404: the returned not-found page is rendered in place and portalAjaxError fires', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    await recordEvents(page);
    await clickLink(page, 'Status 404');
    await expectType(page, 'fourOhFour');
    await expect(page).toHaveURL(/\/__test\/status\/404$/);
    await expect(appRoot(page).getByRole('heading', { level: 1, name: L.fourOhFour.heading })).toBeVisible();
    await expectSameWindow(page);
    expect(await events(page)).toContain('portalAjaxError');
  });

  for (const [link, what] of [
    ['Status 500', 'a 500 answer'],
    ['Network failure', 'a network failure'],
  ] as const) {
    test(`${what}: the runtime falls back to a full page load of the URL`, async ({ page }) => {
      await open(page, LINKS);
      await markWindow(page);
      await clickLink(page, link);
      await expect(appRoot(page).getByText('This page was loaded by a full page load')).toBeVisible();
      await expectType(page, 'page');
      await expectSameWindow(page, false);
    });
  }

  test('an answer that is not HTML: the browser goes to the URL', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    await clickLink(page, 'Not HTML');
    await expect(page).toHaveURL(/\/__test\/not-html$/);
    await expect(page.locator('body')).toContainText('"ok": true');
    await expectSameWindow(page, false);
  });

  test('a document without #page: the browser goes to the URL', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    await clickLink(page, 'Document without #page');
    await expect(page.getByText('The theme must let the browser load this page normally.')).toBeVisible();
    await expect(appRoot(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/__test\/no-page$/);
    await expectSameWindow(page, false);
  });

  test('a slow load shows the placeholder only after 2.5 s, then renders the final URL', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    const placeholder = appRoot(page).getByText(L.layout.loading, { exact: true });
    const t0 = Date.now();
    await clickLink(page, 'Slow 4 s to the forum');
    await expect(appRoot(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveTitle(L.layout.loading);
    // <html> says the next page is loading (a script waiting for `complete` waits for it), while the page
    // shown stays on screen: no first-load skeleton over it
    await expect(page.locator('html')).toHaveClass(/(^|\s)loading(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)complete(\s|$)/);
    await expect(appRoot(page).locator('h1')).toBeVisible();
    await page.waitForTimeout(1800 - (Date.now() - t0));
    await expect(placeholder).toBeHidden();
    await expect(placeholder).toBeVisible({ timeout: 2500 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(2400);
    await expectType(page, 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
    await expect(placeholder).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/(^|\s)complete(\s|$)/);
    await expectSameWindow(page);
  });

  test('double click on two links: the later one wins', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    // latest wins: the earlier request is aborted, so its answer can never be rendered
    const aborted = page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes('/__test/slow'), timeout: 5_000 });
    await clickLink(page, 'Slow 1.5 s to the blog');
    await clickLink(page, 'Forum (in place)');
    await expectType(page, 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
    await aborted;
    await expect(appRoot(page)).toHaveAttribute('data-content-type', 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
    await expectSameWindow(page);
  });

  test('an aborted request (status 0) does nothing: no full load, the next page renders', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    const aborted = page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes('/__test/hang'), timeout: 5_000 });
    await clickLink(page, 'Never answers');
    await expect(appRoot(page)).toHaveAttribute('aria-busy', 'true');
    await clickLink(page, 'Blog (in place)');
    await expectType(page, 'blogAll');
    await aborted; // status 0: the runtime does nothing with it (no full load of /__test/hang)
    await expect(page).toHaveURL(/\/blog$/);
    await expectSameWindow(page);
  });

  test('back and forward restore URL, content and scroll position', async ({ page }) => {
    // ≥ 1280 px: the primary nav sits in the header row (narrower, it is in the menu sheet)
    await page.setViewportSize({ width: 1280, height: 500 });
    await open(page, '/blog');
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    // dispatch the click without Playwright scrolling the link into view first
    await appRoot(page)
      .getByRole('navigation', { name: L.layout.primaryNav })
      .getByRole('link', { name: 'Forum', exact: true })
      .dispatchEvent('click');
    await expectType(page, 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
    await page.goBack();
    await expectType(page, 'blogAll');
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    await page.goForward();
    await expectType(page, 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
    await expectSameWindow(page);
  });

  test('links left to the browser: docs read, custom pages; same-page anchors do not reload', async ({ page }) => {
    await open(page, LINKS);
    await markWindow(page);
    await clickLink(page, 'Same-page anchor');
    await expect(page).toHaveURL(/#[\w-]*anchor-target$/);
    await expectSameWindow(page);
    await appRoot(page)
      .getByRole('navigation', { name: L.layout.primaryNav })
      .getByRole('link', { name: 'Pricing', exact: true })
      .click();
    await expectType(page, 'page');
    await expect(page).toHaveURL(/\/page\/Pricing$/);
    await expectSameWindow(page, false);
    await markWindow(page);
    // Getting Started sits in the primary nav's Documentation sub-menu: open it first (it is hidden until then)
    const primary = appRoot(page).getByRole('navigation', { name: L.layout.primaryNav });
    await primary.getByRole('button', { name: /^Documentation/ }).click();
    await primary.getByRole('link', { name: 'Getting Started', exact: true }).click();
    await expectType(page, 'docs');
    await expect(page).toHaveURL(/\/docs\/read\/Getting_Started$/);
    await expectSameWindow(page, false);
  });

  test('the header search submits in place', async ({ page }) => {
    await open(page, '/forum');
    await markWindow(page);
    const box = appRoot(page)
      .getByRole('search')
      .getByRole('searchbox')
      .or(appRoot(page).getByRole('search').getByRole('textbox'))
      .first();
    await box.fill('weather');
    await box.press('Enter');
    await expectType(page, 'search', 'results');
    await expect(page).toHaveURL(/\/search\?q=weather$/);
    await expectSameWindow(page);
  });

  test('a page loaded by a full load renders without in-place history glitches on reload', async ({ page }) => {
    await open(page, LINKS);
    await clickLink(page, 'Forum (in place)');
    await expectType(page, 'forumAll');
    await page.reload();
    await ready(page);
    await expectType(page, 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
  });
});
