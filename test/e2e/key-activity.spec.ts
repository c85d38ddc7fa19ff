// Key activity end to end (docs/reporting.md).
//  1. The hosted portal's path (the simulator's default): the page gives no data, its inline
//     initCharts(key, from, to) call and the portal's report scripts (stand-ins served at the reference's
//     paths) draw the report — inside the themed page, in a themed frame, with working report tabs and
//     date selector, keyboard reachable; on a first load and after an in-place navigation.
//  2. The documented-data path (the simulator's explicit `?reports=data` option): the themed visx report —
//     no horizontal overflow at 390 px, one request per Update, the same charts before and after an Update,
//     small series on a scale of their own (issue #13).
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  L,
  appRoot,
  expectType,
  expectAccessible,
  open,
  signInFast,
  markWindow,
  expectSameWindow,
  field,
} from './support/fixtures.ts';

const main = (page: Page) => appRoot(page).getByRole('main');
const frame = (page: Page) => appRoot(page).locator('[data-legacy-report]');

async function expectDrawn(page: Page, days: number) {
  await expect(frame(page)).toHaveAttribute('data-legacy-report', 'drawn');
  // the stand-in MasheryDeveloperReports.js drew one bar per day into the theme's #chart_calls
  await expect(frame(page).locator('#chart_calls svg rect')).toHaveCount(days);
  await expect(frame(page).locator('#chart_calls')).toHaveAttribute('data-drawn', String(days));
  await expect(frame(page).locator('#detailTables table tbody tr')).toHaveCount(days);
  // exactly one element per chart id on the page: the hidden server page's ids are parked
  expect(await page.locator('[id="chart_calls"]').count()).toBe(1);
}

test.describe("the portal's own report scripts (hosted portals; the simulator's default)", () => {
  test.beforeEach(async ({ page }) => {
    await signInFast(page, 'jdoe');
  });

  test('first load: the report is drawn into the themed frame; no data endpoint is asked', async ({ page, portal }) => {
    const key = portal.store.keysOf('jdoe')[0]!;
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await open(page, `/key/key-activity/${key.key}`);
    await expectType(page, 'keyActivity');
    await expectDrawn(page, 7);
    await expect(frame(page).getByText(L.keyActivity.legacy)).toBeVisible();
    await expect(main(page).getByText(L.keyActivity.unavailable)).toHaveCount(0);
    expect(asked.filter((p) => p.endsWith('/data.json'))).toEqual([]);
    // the simulator has no such endpoint unless asked for
    expect((await page.request.get(`/key/key-activity/${key.key}/data.json`)).status()).toBe(404);
    await expectAccessible(page);
  });

  test("the report counts the calls made in I/O Docs, per day, from the key's creation on; axes, days and values (issue 34 item 4)", async ({
    page,
    portal,
  }) => {
    const keys = portal.store.keysOf('jdoe').filter((k) => ['31', '32'].includes(k.planId));
    // two calls through the I/O Docs proxy with the picker's key (Try it)
    await open(page, '/io-docs');
    await expectType(page, 'ioDocs');
    const region = appRoot(page).getByRole('region', { name: L.ioDocs.console });
    const picked = await region
      .getByRole('group', { name: L.ioDocs.credentials })
      .getByRole('combobox', { name: L.ioDocs.key })
      .inputValue();
    const key = keys.find((k) => k.key === picked || picked.endsWith(k.key.slice(-4)))!;
    expect(key).toBeTruthy();
    const toggle = region.getByRole('button', { name: /GET\s*Daily forecast/ });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    for (let i = 1; i <= 2; i++) {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/io-docs/call-api');
      await panel.getByRole('button', { name: L.ioDocs.send }).click();
      await answered;
    }
    expect(portal.store.calls.filter((c) => c.key === key.key)).toHaveLength(2);

    await open(page, `/key/key-activity/${key.key}`);
    await expectType(page, 'keyActivity');
    await expectDrawn(page, 7);
    const chart = frame(page).locator('#chart_calls');
    await expect(chart.locator('.chart-title')).toHaveText('Calls per day: 2 in total');
    // today's bar says 2, every other day 0; its title names the day
    const bars = chart.locator('svg rect.bar');
    const today = new Date(Date.now()).toISOString().slice(0, 10);
    await expect(bars.last().locator('title')).toHaveText(`${today}: 2`);
    await expect(bars.first().locator('title')).toHaveText(/: 0$/);
    // axes: both lines, the y values (0 … 4) and day labels
    await expect(chart.locator('svg .y-axis')).toHaveCount(1);
    await expect(chart.locator('svg .x-axis')).toHaveCount(1);
    await expect(chart.locator('svg .y-tick')).toHaveText(['0', '1', '2', '3', '4']);
    expect(await chart.locator('svg .x-tick').count()).toBeGreaterThanOrEqual(2);
    await expect(chart.locator('svg .value').last()).toHaveText('2');
    await expect(frame(page).locator('#detailTables tbody tr').last()).toContainText(`${today}2`);

    // a key made 5 days ago: no day before it, even over 30 days
    const young = portal.store.keysOf('jdoe').find((k) => Date.now() - k.created.getTime() < 6 * 86400000)!;
    await open(page, `/key/key-activity/${young.key}?range=30`);
    await expectType(page, 'keyActivity');
    const firstDay = young.created.toISOString().slice(0, 10);
    const days = Math.round((Date.parse(today) - Date.parse(firstDay)) / 86400000) + 1;
    await expectDrawn(page, days);
    await expect(frame(page).locator('#detailTables tbody tr').first()).toContainText(firstDay);
    await expect(frame(page).locator('#chart_calls .chart-title')).toHaveText('Calls per day: 0 in total');
  });

  for (const width of [320, 390]) {
    test(`${width} px: the daily detail keeps each date on one line; nothing wider than the page`, async ({ page, portal }) => {
      const key = portal.store.keysOf('jdoe')[0]!;
      await page.setViewportSize({ width, height: 900 });
      await open(page, `/key/key-activity/${key.key}`);
      await expectDrawn(page, 7);
      // the portal's table: a date broke at its hyphens ("2026-11-" / "22") at 390 px
      const rows = await frame(page)
        .locator('#detailTables table tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => {
            const cell = tr.firstElementChild as HTMLElement;
            const line = parseFloat(getComputedStyle(cell).lineHeight) || 20;
            const pad = parseFloat(getComputedStyle(cell).paddingTop) + parseFloat(getComputedStyle(cell).paddingBottom);
            return { text: cell.textContent, lines: Math.round((cell.getBoundingClientRect().height - pad) / line) };
          }),
        );
      expect(
        rows.filter((r) => r.lines > 1),
        'date cells on more than one line',
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('report tabs switch the view, by mouse and by keyboard', async ({ page, portal }) => {
    const key = portal.store.keysOf('jdoe')[0]!;
    await open(page, `/key/key-activity/${key.key}`);
    await expectDrawn(page, 7);
    const tabs = frame(page).getByRole('navigation', { name: L.keyActivity.reportViews });
    const calls = tabs.getByRole('link', { name: 'Calls' });
    const errors = tabs.getByRole('link', { name: 'Errors' });
    await expect(calls).toHaveAttribute('aria-current', 'true');
    await expect(frame(page).locator('#chart_calls')).toBeVisible();
    await expect(frame(page).locator('#chart_errors')).toBeHidden();
    await errors.click();
    await expect(errors).toHaveAttribute('aria-current', 'true');
    await expect(calls).not.toHaveAttribute('aria-current', 'true');
    await expect(frame(page).locator('#chart_errors')).toBeVisible();
    await expect(frame(page).locator('#chart_calls')).toBeHidden();
    // keyboard: Shift+Tab from Errors reaches Calls; Enter activates it
    await errors.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(calls).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calls).toHaveAttribute('aria-current', 'true');
    await expect(frame(page).locator('#chart_calls')).toBeVisible();
  });

  test('in-place navigation to the report, then the date selector (keyboard) loads the selected period', async ({
    page,
    portal,
  }) => {
    const key = portal.store.keysOf('jdoe')[0]!;
    await open(page, '/apps/mykeys');
    await markWindow(page);
    await main(page).getByRole('link', { name: L.accountKeys.viewReport }).first().click();
    await expectType(page, 'keyActivity');
    await expect(page).toHaveURL(new RegExp(`/key/key-activity/${key.key}`));
    await expectSameWindow(page);
    await expectDrawn(page, 7);

    const period = field(main(page), 'Period');
    await period.focus();
    await period.selectOption('30');
    // a change alone loads nothing; the form's button does
    await expect(page).not.toHaveURL(/range=30/);
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('button', { name: 'Update' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/range=30/);
    await expectType(page, 'keyActivity');
    await expectSameWindow(page);
    await expectDrawn(page, 30);
    await expect(field(main(page), 'Period')).toHaveValue('30');
  });

  test('strict CSP, in place: the charts loader on another host is blocked, the portal scripts still draw', async ({
    page,
    portal,
    watch,
  }) => {
    const key = portal.store.keysOf('jdoe')[0]!;
    await open(page, '/apps/mykeys?csp=strict');
    await markWindow(page);
    await main(page).getByRole('link', { name: L.accountKeys.viewReport }).first().click();
    await expectType(page, 'keyActivity');
    await expect(page).toHaveURL(new RegExp(`/key/key-activity/${key.key}`));
    await expectSameWindow(page);
    await expectDrawn(page, 7);
    // the only script the CSP refused is the charts loader the theme asked for (allow-listed, optional)
    expect(watch.cspViolations.filter((v) => v.blockedURI !== 'inline').map((v) => v.blockedURI)).toEqual([
      'https://www.google.com/jsapi',
    ]);
  });
});

test.describe('report data in the documented form (the simulator with ?reports=data; hosted portals do not)', () => {
  test.beforeEach(async ({ page }) => {
    await signInFast(page, 'jdoe');
  });

  test('the themed charts: the same charts before and after Update, one request per Update', async ({ page, portal }) => {
    const key = portal.store.keysOf('jdoe')[0]!;
    await open(page, `/key/key-activity/${key.key}?reports=data`);
    await expectType(page, 'keyActivity');
    await expect(frame(page)).toHaveCount(0);
    const titles = () => main(page).getByRole('heading', { level: 3 }).allTextContents();
    await expect(main(page).getByRole('heading', { name: L.keyActivity.callsOverTime })).toBeVisible();
    const before = await titles();
    // calls on their own scale; blocked calls and errors (tens) on a second chart
    expect(before).toEqual([
      L.keyActivity.callsOverTime,
      `${L.keyActivity.blocked} and ${L.keyActivity.errors} over time`,
      L.keyActivity.callsByMethod,
      L.keyActivity.callsByResponse,
    ]);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/data.json')) requests.push(r.url());
    });
    await field(main(page), 'Period').selectOption('30');
    expect(requests).toEqual([]);
    const answered = page.waitForResponse((r) => r.url().includes('/data.json') && r.url().includes('range=30'));
    await main(page).getByRole('button', { name: 'Update' }).click();
    await answered;
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
    expect(await titles()).toEqual(before);
  });

  for (const [width, range] of [
    [390, 7],
    [390, 30],
    [768, 30],
    [1280, 30],
    [1280, 90],
  ] as const) {
    test(`${width} px wide, ${range} days: no horizontal overflow, x-axis labels do not overlap`, async ({ page, portal }) => {
      const key = portal.store.keysOf('jdoe')[0]!;
      await page.setViewportSize({ width, height: 900 });
      await open(page, `/key/key-activity/${key.key}?reports=data&range=${range}`);
      await expectType(page, 'keyActivity');
      await expect(main(page).getByRole('heading', { name: L.keyActivity.callsOverTime })).toBeVisible();
      await expect(main(page).locator('svg .visx-axis-bottom').first()).toBeAttached();
      await page.waitForTimeout(200); // the charts measure their width once laid out
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('#portal-app svg .visx-axis-bottom')].flatMap((axis) => {
          const boxes = [...axis.querySelectorAll('text')].map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }));
          return boxes
            .filter((b, i) => i > 0 && b.box.left < boxes[i - 1]!.box.right)
            .map((b, i) => `${boxes[i]?.text}|${b.text}`);
        }),
      );
      expect(overlaps, 'overlapping x-axis labels').toEqual([]);
      // the tables instead of the charts: still no sideways scrolling of the page
      const showTable = main(page).getByRole('button', { name: L.keyActivity.showTable });
      for (let n = await showTable.count(); n > 0; n -= 1) await showTable.first().click();
      await expect(main(page).getByRole('table').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
});
