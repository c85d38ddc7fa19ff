// Quick search (issue #13): Ctrl/⌘-K or "/" opens the dialog over the portal's own /search page; typing
// shows the results (terms marked, count announced), arrows move, Enter opens the result in place, Escape
// closes and focus returns where the reader was (the header's search field when nothing was focused). Stale
// answers never replace the latest one.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  L,
  appRoot,
  expectAccessible,
  expectSameWindow,
  expectType,
  markWindow,
  open,
} from './support/fixtures.ts';

// at 1280 px the trigger is the header's one search field (the server's form; issue 35), its hint beside it
const headerSearch = (page: Page) => appRoot(page).locator('[data-header-search]');
const trigger = (page: Page) => appRoot(page).locator('[data-quick-search-field]');
const dialog = (page: Page) =>
  page.getByRole('dialog', { name: L.quickSearch.title.replace('{{area}}', 'Acme Developer Portal') });

test('Ctrl-K opens the dialog, typing lists marked results, arrows and Enter open one in place', async ({ page }) => {
  await open(page, '/');
  await expect(trigger(page)).toBeVisible();
  await expect(headerSearch(page)).toContainText(L.quickSearch.shortcut);
  await markWindow(page);
  const searches: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/search') searches.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: L.quickSearch.field });
  await expect(box).toBeFocused();
  await box.pressSequentially('weather', { delay: 20 });
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // debounced: typing seven letters quickly sent far fewer requests, the last one for the whole word
  expect(searches.length).toBeLessThan(7);
  expect(searches.at(-1)).toBe('weather');
  await expect(options.first().locator('mark').first()).toHaveText(/weather/i);
  // summaries as text, as on the Search page: no code fences, inline-code or heading marks
  for (const text of await options.allInnerTexts()) expect(text).not.toMatch(/```|`[^`\s]+`|(^|\s)#{1,6}\s/);
  await expect(page.locator('[data-quick-search-status]')).toHaveText(/\d+ results?|1 result/);
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await expectAccessible(page);
  // Enter opens the active result through the runtime navigator: in place where the link rules allow it
  // (blog, forum …; /page/… and /docs/read/… always load fully, docs/runtime.md)
  const urls = await options.locator('[data-quick-search-url]').allTextContents();
  expect(urls.length).toBeGreaterThan(0);
  let index = urls.findIndex((u) => !/\/(page|docs\/read|io-docs)(\/|$)/.test(new URL(u, page.url()).pathname));
  const inPlace = index >= 0;
  if (!inPlace) index = 0;
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new URL(urls[index]!, page.url()).href);
  await expectType(page, (await appRoot(page).getAttribute('data-content-type'))!);
  await expectSameWindow(page, inPlace);
});

test('"/" opens it outside fields only; Escape closes and returns focus to the trigger; empty state', async ({ page }) => {
  await open(page, '/docs');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: L.quickSearch.field });
  await expect(box).toBeFocused();
  // its CSS comes with the lazy file (vite.portal.config.ts › LAZY_CSS) and is in before the dialog shows
  expect(await dialog(page).evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual([
    'fixed',
    '1001',
  ]);
  await box.fill('zzqqxx');
  await expect(page.locator('[data-quick-search-empty]')).toBeVisible();
  await expect(page.locator('[data-quick-search-status]')).toHaveText(L.quickSearch.noResults.replace('{{query}}', 'zzqqxx'));
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  // "/" typed in the header search field stays text (focused from the keyboard: a click opens the dialog)
  const headerField = appRoot(page).getByRole('searchbox').first();
  await headerField.focus();
  await page.keyboard.press('/');
  await expect(dialog(page)).toHaveCount(0);
  await expect(headerField).toHaveValue('/');
});

test('Escape after Ctrl-K returns focus where the reader was, not to the header (issue 34 item 6)', async ({ page }) => {
  await open(page, '/docs/read/Getting_Started');
  // a link in the body
  const link = appRoot(page).locator('[data-content-body] a[href$="/docs/read/Authentication"]');
  await link.focus();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: L.quickSearch.field })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(trigger(page)).not.toBeFocused();
  // a text field (Ctrl-K works while typing): back in the field
  const field = appRoot(page).getByRole('searchbox').first();
  await field.click();
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(field).toBeFocused();
});

test('a slow stale answer never replaces the latest; a failed search shows the error state', async ({ page }) => {
  await open(page, '/');
  // the first answer is held back: the next query must abort it (AbortController) and win
  await page.route('**/search?q=wea', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => undefined); // aborted by then
  });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: L.quickSearch.field });
  const staleFailed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/search?q=wea'));
  await box.fill('wea');
  await page.waitForRequest((r) => r.url().endsWith('/search?q=wea'));
  await box.fill('zzqqxx');
  await expect(page.locator('[data-quick-search-empty]')).toBeVisible();
  expect((await staleFailed).failure()?.errorText).toMatch(/abort/i);
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.route('**/search?q=boom', (route) => route.fulfill({ status: 503, body: 'down' }));
  await box.fill('boom');
  await expect(page.locator('[data-quick-search-error]')).toHaveText(L.quickSearch.error);
  await expect(page.getByRole('link', { name: L.quickSearch.allResults.replace('{{query}}', 'boom') })).toHaveAttribute(
    'href',
    `${new URL(page.url()).origin}/search?q=boom`,
  );
});
