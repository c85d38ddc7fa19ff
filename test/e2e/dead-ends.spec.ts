// No dead ends (issue 35 item 4): the not-found and no-results pages offer a search field (not found), pages
// from the docs navigation and a way home; blog and forum bodies keep the reading measure; a content table
// typed without header cells (Pricing) still shows a header row; code is set in the monospace token's stack.
import type { Page } from '@playwright/test';
import { test, expect, L, appRoot, expectType, open, signInFast } from './support/fixtures.ts';

const main = (page: Page) => appRoot(page).getByRole('main');
const suggestions = (page: Page) => main(page).getByRole('navigation', { name: L.search.wayOnSuggestions });

test('not found: a search field, the docs pages and a way home, each of which works', async ({ page }) => {
  await open(page, '/no/such/page');
  await expectType(page, 'fourOhFour');
  // links the theme writes are absolute on the portal's origin (issue 33)
  const origin = new URL(page.url()).origin;
  await expect(suggestions(page).getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${origin}/docs`));
  await expect(main(page).getByRole('link', { name: L.search.wayOnHome })).toHaveAttribute('href', `${origin}/`);
  const field = main(page).getByRole('searchbox', { name: L.search.wayOnSearch });
  await field.fill('weather');
  await field.press('Enter');
  await expectType(page, 'search', 'results');
});

test('no results: the docs pages and a way home under the message', async ({ page }) => {
  await open(page, '/search?q=zzqqxx');
  await expectType(page, 'search', 'noResults');
  expect(await suggestions(page).getByRole('link').count()).toBeGreaterThan(1);
  await main(page).getByRole('link', { name: L.search.wayOnHome }).click();
  await expectType(page, 'page');
});

/** the element's width in characters of its own font */
const widthInCh = (page: Page, selector: string) =>
  main(page)
    .locator(selector)
    .first()
    .evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:1ch';
      el.append(probe);
      const ch = probe.getBoundingClientRect().width;
      probe.remove();
      return el.getBoundingClientRect().width / ch;
    });

test('a blog post keeps the reading measure at 1280 px (forum posts share its body component)', async ({ page }) => {
  await signInFast(page, 'admin');
  await open(page, '/blog/read/Launching_v2');
  await expectType(page, 'blogSingle');
  expect(await widthInCh(page, '[data-content-body]')).toBeLessThanOrEqual(75);
});

test('Pricing: the first row of a table without header cells is drawn as the header row; code in the mono stack', async ({
  page,
}) => {
  await signInFast(page, 'jdoe');
  await open(page, '/page/Pricing');
  await expectType(page, 'page');
  const rows = main(page).locator('table tr');
  const bg = (i: number) =>
    rows
      .nth(i)
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(await bg(0)).not.toBe(await bg(1));
  // the legacy border="1" draws no inset cell borders
  expect(
    await rows
      .nth(1)
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).borderLeftWidth),
  ).toBe('0px');
  await open(page, '/docs/read/Authentication');
  const family = await main(page)
    .locator('code')
    .first()
    .evaluate((c) => getComputedStyle(c).fontFamily);
  expect(family).toMatch(/DejaVu Sans Mono/);
});
