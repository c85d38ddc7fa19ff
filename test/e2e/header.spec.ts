// The header (issue 35 item 1): one search field — the server's search form, whose click (or Ctrl/⌘-K, "/")
// opens quick search — the colour-scheme switch in the bar and no menu button at 1280 px; below xl the menu
// button, whose panel holds every primary-nav link and the switch; a sticky bar that never covers an
// anchored heading, with the docs navigation and "On this page" sticking below it.
import type { Page } from '@playwright/test';
import { test, expect, L, appRoot, expectType, open } from './support/fixtures.ts';

const banner = (page: Page) => appRoot(page).getByRole('banner');
const headerSearch = (page: Page) => banner(page).getByRole('search');
const menuButton = (page: Page) => banner(page).getByRole('button', { name: L.primaryNav.toggle, exact: true });

/** the visible interactive controls of the banner that are about searching */
const searchControls = (page: Page) =>
  banner(page)
    .locator('input, button, [role="button"]')
    .evaluateAll((all) =>
      all
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 0)
        .filter((el) => el.closest('[role="search"]') || /search/i.test(el.getAttribute('aria-label') ?? el.textContent ?? ''))
        .map((el) => `${el.tagName.toLowerCase()}:${(el as HTMLInputElement).type ?? ''}`),
    );

test('1280 px: one search field (Ctrl K hint), the scheme switch in the bar, no menu button', async ({ page }) => {
  await open(page, '/docs/read/Authentication');
  await expectType(page, 'docs');
  expect(await searchControls(page)).toEqual(['input:search']);
  const field = headerSearch(page).getByRole('searchbox');
  await expect(field).toHaveAttribute('placeholder', L.quickSearch.open);
  await expect(headerSearch(page)).toContainText(L.quickSearch.shortcut);
  await expect(banner(page).getByRole('group', { name: L.colorScheme.label })).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
  // every primary-nav link is in the bar
  const nav = banner(page).getByRole('navigation').first();
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeVisible();
  // a click in the field opens quick search; Escape returns to the field
  await field.click();
  const box = page.getByRole('combobox', { name: L.quickSearch.field });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field).toBeFocused();
  // typed text and Enter: the server's search page, as without quick search
  await field.fill('weather');
  await field.press('Enter');
  await expectType(page, 'search', 'results');
  await expect(page).toHaveURL(/\/search\?q=weather$/);
  await expect(headerSearch(page).getByRole('searchbox')).toHaveValue('weather');
});

test('390 px: the icon opens quick search; the menu panel keeps every primary-nav link and the switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  expect(await searchControls(page)).toEqual(['button:button']);
  await headerSearch(page).getByRole('button', { name: L.quickSearch.open }).click();
  await expect(page.getByRole('combobox', { name: L.quickSearch.field })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = await banner(page).getByRole('navigation').first().getByRole('link').allTextContents();
  await page.setViewportSize({ width: 390, height: 844 });
  await menuButton(page).click();
  const sheet = page.getByRole('dialog', { name: L.primaryNav.toggle });
  await expect(sheet).toBeVisible();
  const inSheet = await sheet.getByRole('link').allTextContents();
  for (const name of wide) expect(inSheet, `"${name}" is in the menu panel`).toContain(name);
  await expect(sheet.getByRole('group', { name: L.colorScheme.label })).toBeVisible();
});

test('the bar is sticky and never covers an anchored heading; the docs columns stick below it', async ({ page }) => {
  await open(page, '/docs/read/Authentication#signatures');
  await expectType(page, 'docs');
  const headerBottom = () => banner(page).evaluate((h) => h.getBoundingClientRect().bottom);
  const top = (id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // the header is still at the top, and the heading the hash names is below it
  expect(await banner(page).evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
  await expect.poll(async () => (await top('docs-signatures')) - (await headerBottom())).toBeGreaterThanOrEqual(0);
  // "On this page" entries and the copy-link target: also clear of the bar
  const toc = appRoot(page).getByRole('navigation', { name: L.docs.toc });
  await toc.getByRole('link', { name: 'Troubleshooting' }).click();
  const id = new URL((await toc.getByRole('link', { name: 'Troubleshooting' }).getAttribute('href'))!, page.url()).hash.slice(1);
  await expect.poll(async () => (await top(id)) - (await headerBottom())).toBeGreaterThanOrEqual(0);
  // the docs navigation and "On this page" start below the bar, not under it
  const sideTop = await appRoot(page)
    .getByRole('navigation', { name: L.docs.subheading })
    .first()
    .evaluate((n) => n.getBoundingClientRect().top);
  expect(sideTop).toBeGreaterThanOrEqual(await headerBottom());
  expect(await toc.evaluate((n) => n.getBoundingClientRect().top)).toBeGreaterThanOrEqual(await headerBottom());
});
