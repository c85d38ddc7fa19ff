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
    // the page's actions: show or hide keys, get keys, and screen-share mode (issue 35 item 7)
    const firstAction = [L.accountKeys.showKeys, L.accountKeys.hideKeys, L.accountKeys.getKeys, L.accountKeys.screenShare];

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
    // 1280: skip link, 6 nav links + the Documentation sub-menu toggle, the search field, the scheme switch's
    // three buttons, My Account, Sign Out (no menu button); 390: skip link, quick search, menu (the rest is in
    // the menu sheet)
    expect(header.length, header.map((s) => s.name).join(' | ')).toBeLessThanOrEqual(width >= 1280 ? 14 : 3);

    // break 8: the keys as a dense table on wide screens, as cards (a block per key) on narrow ones
    const table = main(page).getByRole('table').first();
    await expect(table.getByRole('columnheader')).toHaveCount(6);
    const row = table.getByRole('row').nth(1);
    expect(await row.evaluate((e) => getComputedStyle(e).display)).toBe(width >= 1280 ? 'table-row' : 'block');

    // a shown key's Copy button sits beside the key, not on a line of its own under it (table cell and card)
    await open(page, '/apps/mykeys?showKeys=true');
    const copy = main(page)
      .getByRole('button', { name: /^Copy key for / })
      .first();
    const beside = await copy.evaluate((b) => {
      // the key text and the CopyButton (the button and its status) share one wrapper
      const key = b.parentElement!.parentElement!.firstElementChild!.getBoundingClientRect();
      const r = b.getBoundingClientRect();
      return { centre: r.top + r.height / 2, keyTop: key.top, keyBottom: key.bottom, left: r.left, keyRight: key.right };
    });
    expect(beside.centre, "Copy is on the key's row").toBeLessThan(beside.keyBottom + 4);
    expect(beside.centre).toBeGreaterThan(beside.keyTop - 4);
    expect(beside.left, 'Copy is right of the key').toBeGreaterThanOrEqual(beside.keyRight);
    // the 24-character key on one line, inside its card or cell, no sideways scroll (at 390 px it broke
    // after its 21st character, beside the "Key" label)
    const key = await copy.evaluate((b) => {
      const el = b.parentElement!.parentElement!.querySelector('[data-key-value]')!;
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      const cell = el.closest('td, th')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return { text: el.textContent, lines: lines.size, inside: r.left >= cell.left && r.right <= cell.right + 0.5 };
    });
    expect(key.text).toMatch(/^\w{24}$/);
    expect(key, 'the key on one line inside its cell').toMatchObject({ lines: 1, inside: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
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
  expect(await decoration('a[data-user-profile]')).toBe('none');
  await account.hover();
  await expect.poll(() => account.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('underline');
  // in running text: the plans' "Terms" links and "Read the terms"
  const terms = main(page)
    .getByRole('link', { name: /^Terms/ })
    .first();
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

test('search page at 1280 px: one "Search" button (the page\'s); the header is one field holding the query', async ({ page }) => {
  await open(page, '/search?q=weather');
  // issue 13 found three differently drawn search controls; issue 35 left the header one field (the server's
  // form, also the quick-search trigger) and the search page its own form with its Search button
  const buttons = appRoot(page).getByRole('button', { name: 'Search', exact: true });
  await expect(buttons).toHaveCount(1);
  await expect(appRoot(page).getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  const header = appRoot(page).getByRole('banner').getByRole('search');
  await expect(header.getByRole('searchbox')).toHaveValue('weather');
  await expect(header.getByRole('button', { name: L.quickSearch.open })).toBeHidden();
});

test('header at 1280 px: the sub-menu chevron sits beside its label, nearer to it than to the next item', async ({ page }) => {
  await open(page, '/');
  const nav = appRoot(page).getByRole('navigation', { name: L.layout.primaryNav });
  const toggle = nav.locator('button[aria-controls]').first();
  await expect(toggle).toBeVisible();
  const m = await toggle.evaluate((t) => {
    const link = t.parentElement!.querySelector('a')!;
    const range = document.createRange();
    range.selectNodeContents(link);
    const label = range.getBoundingClientRect();
    const chevron = t.querySelector('svg')!.getBoundingClientRect();
    const next = t.closest('li')!.nextElementSibling!.querySelector('a')!;
    range.selectNodeContents(next);
    const box = t.getBoundingClientRect();
    return {
      before: chevron.left - label.right,
      after: range.getBoundingClientRect().left - chevron.right,
      w: box.width,
      h: box.height,
    };
  });
  // it was 14 px from "Documentation" and 12 px from "Interactive API": it read as an item of its own
  expect(m.before, 'gap between the label and its chevron').toBeLessThanOrEqual(6);
  expect(m.after, 'the next item is further away than the label').toBeGreaterThan(m.before);
  expect(Math.min(m.w, m.h), 'the toggle stays a 24 px target').toBeGreaterThanOrEqual(24);
});

test("the first-load skeleton has the page's shape (390 / 1280 px): header bar, gutter and title where the page puts them", async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/');
    const m = await page.evaluate(() => {
      const html = document.documentElement;
      const h1 = document.querySelector('#portal-app h1')!;
      const range = document.createRange();
      range.selectNodeContents(h1);
      const line = range.getClientRects()[0]!;
      const header = document.querySelector('#portal-app header')!.getBoundingClientRect();
      // the skeleton as portal-head.js shows it before the first render (html.loading before the first
      // screen was revealed: an in-place load's html.loading, with `portal-shown`, keeps the page on screen)
      html.classList.remove('portal-shown');
      html.classList.add('loading');
      const before = getComputedStyle(document.body, '::before');
      const after = getComputedStyle(document.body, '::after');
      const box = Math.min(window.innerWidth, parseFloat(after.maxWidth));
      const skeleton = {
        header: parseFloat(before.height),
        titleTop: parseFloat(before.height) + parseFloat(after.marginTop),
        titleLeft: (window.innerWidth - box) / 2 + parseFloat(after.paddingLeft),
        titleHeight: parseFloat(after.backgroundSize.split(',')[0]!.trim().split(' ')[1]!),
      };
      html.classList.remove('loading');
      html.classList.add('portal-shown');
      return {
        header: header.height,
        h1Top: line.top,
        h1Left: line.left,
        h1Line: parseFloat(getComputedStyle(h1).lineHeight),
        skeleton,
      };
    });
    // it was a 72 px bar over a 56 px header, the title 24 px too low and 8 px too far left from md
    expect(m.skeleton.header, `${width}px: skeleton header bar`).toBe(m.header);
    expect(Math.abs(m.skeleton.titleTop - m.h1Top), `${width}px: title bar top vs the h1 (${m.h1Top})`).toBeLessThanOrEqual(2);
    expect(Math.abs(m.skeleton.titleLeft - m.h1Left), `${width}px: gutter`).toBeLessThanOrEqual(1);
    expect(Math.abs(m.skeleton.titleHeight - m.h1Line), `${width}px: title bar height`).toBeLessThanOrEqual(1);
  }
});

test('footer at 390 / 1280 px: the nav links start on the content edge, like the footer text and the page', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/');
    const m = await page.evaluate(() => {
      const footer = document.querySelector('#portal-app footer')!;
      const link = footer.querySelector('nav a')!;
      const range = document.createRange();
      range.selectNodeContents(link);
      const h1 = document.createRange();
      h1.selectNodeContents(document.querySelector('#portal-app h1')!);
      return { link: range.getBoundingClientRect().left, h1: h1.getBoundingClientRect().left };
    });
    // the first link's text sat 12 px inside the content edge (its padding for the hover background)
    expect(Math.abs(m.link - m.h1), `${width}px: footer link ${m.link} vs h1 ${m.h1}`).toBeLessThanOrEqual(1);
  }
});
