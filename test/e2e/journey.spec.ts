// Issue 13 (the developer journey), break 7 and the look: the Tab stops before the first action on My Keys
// (the issue counted 18), links underlined in prose and on hover only, and the register-app plans table.
// Audit of every break and the test that covers it: docs/journey.md.
import type { Page } from '@playwright/test';
import { test, expect, L, appRoot, open, signInFast } from './support/fixtures.ts';

const main = (page: Page) => appRoot(page).getByRole('main');

interface Stop {
  name: string;
  href: string | null;
  inMain: boolean;
  inScreen: boolean;
}

/** Presses Tab and describes the focused element. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement;
    const href = e.getAttribute('href');
    return {
      name: (e.getAttribute('aria-label') || e.textContent || (e as HTMLInputElement).placeholder || e.tagName).trim(),
      href: href ? new URL(href, location.href).pathname : null,
      inMain: !!e.closest('main'),
      inScreen: !!e.closest('[data-screen]'),
    };
  });
}

for (const width of [1280, 390]) {
  test(`My Keys at ${width} px: the skip link reaches the first action in two Tab stops, no header stop repeats a destination; keys as a table / cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFast(page, 'jdoe');
    await open(page, '/apps/mykeys');
    const firstAction = [L.accountKeys.showKeys, L.accountKeys.hideKeys, L.accountKeys.getKeys];

    // with the skip link: Tab, Enter, Tab
    expect((await tab(page)).name).toBe(L.layout.skipLink);
    await page.keyboard.press('Enter');
    await expect(page.locator('#portal-heading')).toBeFocused();
    const next = await tab(page);
    expect(next.inScreen, 'the Tab after the skip link lands in the page content').toBe(true);
    expect(firstAction).toContain(next.name);

    // without it: every stop from the page top to the first action of the page
    await open(page, '/apps/mykeys');
    const before: Stop[] = [];
    for (let i = 0; i < 40; i += 1) {
      const stop = await tab(page);
      if (stop.inScreen) {
        expect(firstAction).toContain(stop.name);
        break;
      }
      before.push(stop);
    }
    const header = before.filter((s) => !s.inMain);
    const hrefs = header.map((s) => s.href).filter((h): h is string => h !== null);
    // the logo and "Home" both went to "/": two stops for one destination
    expect(
      hrefs.filter((h, i) => hrefs.indexOf(h) !== i),
      'header stops going where an earlier one goes',
    ).toEqual([]);
    // 1280: skip link, 6 nav links + the Documentation sub-menu toggle, search field + button, quick search,
    // My Account, Sign Out, menu; 390: skip link, quick search, menu (the rest is in the menu sheet)
    expect(header.length, header.map((s) => s.name).join(' | ')).toBeLessThanOrEqual(width >= 1280 ? 14 : 3);

    // break 8: the keys as a dense table on wide screens, as cards (a block per key) on narrow ones
    const table = main(page).getByRole('table').first();
    await expect(table.getByRole('columnheader')).toHaveCount(6);
    const row = table.getByRole('row').nth(1);
    expect(await row.evaluate((e) => getComputedStyle(e).display)).toBe(width >= 1280 ? 'table-row' : 'block');
  });
}

test('links: underlined in prose, elsewhere only on hover', async ({ page }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/apps/register');
  const decoration = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((e) => getComputedStyle(e).textDecorationLine);
  // outside prose: the header's user links, the public-profile link, the footer
  const account = appRoot(page).getByRole('navigation', { name: L.layout.userNav }).getByRole('link').first();
  await expect(account).toBeVisible();
  expect(await account.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('none');
  const signOut = appRoot(page).getByRole('button', { name: L.userNav.signout });
  expect(await signOut.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('none');
  expect(await decoration('[data-user-profile] a')).toBe('none');
  await account.hover();
  await expect.poll(() => account.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('underline');
  // in running text: the plans' "Terms" links and "Read the terms"
  const terms = main(page).getByRole('link', { name: 'Terms', exact: true }).first();
  expect(await terms.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('underline');
});

test('register an application at 390 px: the plans table has a header row, a frame, and no word broken mid-word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInFast(page, 'jdoe');
  await open(page, '/apps/register');
  const table = main(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['API', 'Plan', 'Limits']);
  const look = await table.evaluate((t) => {
    const th = t.querySelector('th')!;
    const td = t.querySelector('td')!;
    return {
      frame: getComputedStyle(t).borderTopStyle,
      headBackground: getComputedStyle(th).backgroundColor,
      bodyBackground: getComputedStyle(td).backgroundColor,
      headWeight: Number(getComputedStyle(th).fontWeight),
    };
  });
  expect(look.frame).toBe('solid');
  expect(look.headBackground).not.toBe(look.bodyBackground);
  expect(look.headWeight).toBeGreaterThanOrEqual(600);
  // every word of the first two columns ("Payments", "Premium") fits on its line
  const broken = await table.evaluate((t) =>
    [...t.querySelectorAll('tbody tr')].flatMap((row) =>
      [...row.querySelectorAll('td')].slice(0, 2).flatMap((cell) =>
        (cell.textContent ?? '').split(/\s+/).filter((word) => {
          const probe = document.createElement('span');
          probe.textContent = word;
          probe.style.whiteSpace = 'nowrap';
          cell.appendChild(probe);
          const pad = parseFloat(getComputedStyle(cell).paddingLeft) + parseFloat(getComputedStyle(cell).paddingRight);
          const wide = probe.getBoundingClientRect().width > cell.clientWidth - pad + 0.5;
          probe.remove();
          return wide;
        }),
      ),
    ),
  );
  expect(broken, 'words wider than their column').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('search page at 1280 px: every "Search" button looks the same; quick search has a name of its own', async ({ page }) => {
  await open(page, '/search?q=weather');
  const buttons = appRoot(page).getByRole('button', { name: 'Search', exact: true });
  // the header form's and the search page's (the quick-search trigger beside the header form was a third,
  // differently drawn "Search" button)
  await expect(buttons).toHaveCount(2);
  const looks = await buttons.evaluateAll((all) =>
    all.map((b) => {
      const s = getComputedStyle(b);
      return [
        s.backgroundColor,
        s.color,
        s.borderRadius,
        s.fontWeight,
        s.fontSize,
        Math.round(b.getBoundingClientRect().height),
      ].join(' ');
    }),
  );
  expect(new Set(looks).size, looks.join(' ≠ ')).toBe(1);
  await expect(appRoot(page).getByRole('button', { name: L.quickSearch.open })).toBeVisible();
});
