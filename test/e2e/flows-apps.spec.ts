// Apps and keys end to end through the themed UI: create an app (keys issued), add APIs (New Keys
// Issued, and the error when nothing is chosen), edit, delete (the page is the one confirmation, then a
// success notice), delete a key, request secrets by mail → visible for 30 days → hidden again, show/hide
// keys, paging. Key activity: key-activity.spec.ts.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  L,
  appRoot,
  control,
  expectType,
  expectAccessible,
  fill,
  open,
  signInFast,
  markWindow,
  expectSameWindow,
  field,
  submitAppRegistration,
} from './support/fixtures.ts';
import { followMailLink } from './support/outbox.ts';

const main = (page: Page) => appRoot(page).getByRole('main');
const DAY = 24 * 3600 * 1000;

/**
 * Secrets sit in a SecretField (group named 'Secret'). Where the user asked to see them (my keys with
 * ?showKeys=true, the new-secret page) they are shown on arrival — Hide is offered, Show is not
 * (docs/adapter.md, "Secrets"); returns the first group.
 */
async function shownSecret(page: Page) {
  const group = main(page).getByRole('group', { name: L.accountKeys.secret }).first();
  await expect(group.getByRole('button', { name: L.components.secretField.hide })).toBeVisible();
  await expect(group.getByRole('button', { name: L.components.secretField.show })).toHaveCount(0);
  return group;
}
const mainHtml = (page: Page) => main(page).innerHTML();

test.beforeEach(async ({ page }) => {
  await signInFast(page, 'jdoe');
});

test('create an app: the form, validation keeps the input, then keys are issued and listed', async ({ page, portal }) => {
  await open(page, '/apps/myapps');
  await markWindow(page);
  await control(main(page), L.accountApps.createApp).click();
  await expectType(page, 'appRegister');
  await fill(main(page), 'Description', 'Kept after a failed submit');
  // issue #13 break 1: a required field left empty blocks the post (no round trip), says which, and focuses the summary
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await main(page).getByRole('button', { name: 'Register application' }).click();
  const summary = main(page).locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(L.components.serverForm.missingSummary);
  await expect(summary).toContainText('Name');
  await expect(field(main(page), 'Name')).toHaveAttribute('aria-invalid', 'true');
  expect(posts, 'the empty required field blocked the post').toEqual([]);
  await expect(field(main(page), 'Description')).toHaveValue('Kept after a failed submit');
  await expectAccessible(page);
  // the server's answer to a post with errors renders like any page: well under the settle timeout, the
  // error summary focused, every typed value kept, nothing inert
  await fill(main(page), 'Name', 'Rain Radar');
  await main(page)
    .getByRole('checkbox', { name: /terms of service/i })
    .check();
  const t0 = Date.now();
  await main(page).getByRole('button', { name: 'Register application' }).click();
  await expect.poll(() => posts.length).toBe(1);
  await expect(page.locator('html')).toHaveClass(/(^|\s)complete(\s|$)/, { timeout: 3000 });
  expect(Date.now() - t0, 'the answer page rendered within a second or two').toBeLessThan(2000);
  await expectType(page, 'appRegister');
  await expect(main(page).locator('[data-error-summary]')).toBeFocused();
  await expect(main(page).getByText('Please select at least one API.')).toBeVisible();
  await expect(field(main(page), 'Name')).toHaveValue('Rain Radar');
  await expect(field(main(page), 'Description')).toHaveValue('Kept after a failed submit');
  await expect(main(page).getByRole('checkbox', { name: /terms of service/i })).toBeChecked();
  expect(await page.locator('#portal-app[inert], #portal-app [inert], #portal-app [aria-busy="true"]').count()).toBe(0);
  await expectAccessible(page);
  await submitAppRegistration(main(page), { apis: [/Weather API — Premium/, /Maps API/] });
  await expectType(page, 'appRegisterSuccess');
  // the browser title names the outcome shown, not the form the server's <title> still names (issue 34 item 7)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/Application registered/i);
  await expect(page).toHaveTitle(/Application registered/i);
  await expect(page).not.toHaveTitle(/Register an Application/i);
  await expectSameWindow(page);
  await expectAccessible(page);
  const issued = portal.store.keysOfApp(portal.store.appsOf('jdoe').find((a) => a.name === 'Rain Radar')!.id);
  expect(issued.length).toBe(2);
  await open(page, '/apps/myapps');
  const card = main(page)
    .getByRole('article')
    .filter({ hasText: 'Rain Radar' })
    .or(
      main(page)
        .locator('li, section, div')
        .filter({ has: page.getByRole('heading', { name: 'Rain Radar' }) }),
    )
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByText(issued[0]!.key)).toBeVisible();
});

test('add APIs: New Keys Issued; choosing nothing gives the add-APIs error', async ({ page, portal }) => {
  const app = portal.store.appsOf('jdoe').find((a) => a.name === 'Route Planner')!;
  await open(page, `/apps/select/${app.id}`);
  await expectType(page, 'appAddAPIs');
  await main(page).getByRole('button', { name: 'Add APIs' }).click();
  await expectType(page, 'appAddAPIsError');
  await expect(main(page).getByText('No API was selected.')).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'Back to Add APIs' }).click();
  await expectType(page, 'appAddAPIs');
  await main(page)
    .getByRole('checkbox', { name: /Search API/ })
    .check();
  await main(page).getByRole('button', { name: 'Add APIs' }).click();
  await expectType(page, 'appAddAPIsSuccess');
  await expect(appRoot(page).getByRole('heading', { level: 1, name: L.appAddAPIsSuccess.heading })).toBeVisible();
  await expectAccessible(page);
  expect(portal.store.keysOfApp(app.id).map((k) => k.planId)).toContain('61');
});

test('edit an app: the new name shows in My Apps (redirect after the post)', async ({ page, portal }) => {
  const app = portal.store.appsOf('jdoe').find((a) => a.name === 'Site Search')!;
  await open(page, `/apps/edit/${app.id}`);
  await expectType(page, 'appEdit');
  await fill(main(page), 'Name', 'Docs Search');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expectType(page, 'accountApps');
  await expect(page).toHaveURL(/\/apps\/myapps$/);
  await expect(main(page).getByRole('heading', { name: 'Docs Search', exact: true })).toBeVisible();
});

test('delete an app: the page asks once (no dialog), Cancel keeps it; Delete removes it and My Apps confirms it', async ({
  page,
  portal,
}) => {
  const app = portal.store.appsOf('jdoe').find((a) => a.name === 'Legacy Importer')!;
  await open(page, `/apps/delete/${app.id}`);
  await expectType(page, 'appDelete');
  await expect(main(page)).toContainText(L.appDelete.confirm);
  await expectAccessible(page);
  await main(page).getByRole('link', { name: L.appDelete.cancel }).click();
  await expectType(page, 'accountApps');
  expect(portal.store.app(app.id, 'jdoe')).not.toBeNull();
  await open(page, `/apps/delete/${app.id}`);
  await main(page)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectType(page, 'accountApps');
  await expect(main(page).getByText(L.accountApps.appDeletedFor.replace('{{application}}', 'Legacy Importer'))).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Legacy Importer', exact: true })).toHaveCount(0);
  expect(portal.store.app(app.id, 'jdoe')).toBeNull();
});

test('delete a key: link → the page asks once → My Keys says it was deleted (once)', async ({ page, portal }) => {
  const key = portal.store.keysOf('jdoe')[0]!;
  await open(page, '/apps/mykeys?showKeys=true');
  await main(page).getByRole('link', { name: L.accountKeys.deleteKey }).first().click();
  await expectType(page, 'keyDelete');
  await main(page)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectType(page, 'accountKeys');
  await expect(main(page).getByText(L.accountKeys.keyDeleted, { exact: true })).toBeVisible();
  expect(portal.store.keysOf('jdoe').some((k) => k.key === key.key)).toBe(false);
  await page.reload();
  await expectType(page, 'accountKeys');
  await expect(main(page).getByText(L.accountKeys.keyDeleted, { exact: true })).toHaveCount(0);
});

test('My Keys: the skip link leads past the navigation; the next Tab is the first action', async ({ page }) => {
  await open(page, '/apps/mykeys');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: L.layout.skipLink })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect([L.accountKeys.showKeys, L.accountKeys.hideKeys, L.accountKeys.getKeys, L.accountKeys.screenShare]).toContain(focused);
});

test('secrets: request by mail → visible for 30 days → hidden again; already visible → info page', async ({ page, portal }) => {
  const key = portal.store.keysOf('jdoe')[0]!;
  await open(page, '/apps/mykeys?showKeys=true');
  await expect(main(page).getByRole('group', { name: L.accountKeys.secret })).toHaveCount(0);
  expect(await mainHtml(page)).not.toContain(key.secret);
  // the server's secrets-request link is a clear action on My Keys (it used to be dropped: issue 12)
  await main(page).getByRole('link', { name: L.accountKeys.requestSecrets }).click();
  await expectType(page, 'showSecret');
  await followMailLink(page, 'jdoe@example.com', /display your shared secrets/i);
  await expectType(page, 'showSecretSuccess');
  await open(page, '/apps/mykeys?showKeys=true');
  const group = await shownSecret(page);
  await expect(group.getByText(key.secret, { exact: true })).toBeVisible();
  await open(page, '/member/request-display-key-info');
  await expectType(page, 'showSecretError');
  // the server's heading and message (they win over the default label: wording precedence, docs/adapter.md)
  await expect(appRoot(page).getByRole('heading', { level: 1, name: 'Shared secrets' })).toBeVisible();
  await expect(main(page).getByText('Secrets are currently displayed for your account.')).toBeVisible();
  portal.advanceTime(31 * DAY);
  await open(page, '/apps/mykeys?showKeys=true');
  await expect(main(page).getByText(key.key, { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole('group', { name: L.accountKeys.secret })).toHaveCount(0);
  expect(await mainHtml(page)).not.toContain(key.secret);
});

test('show and hide keys & secrets; keys are masked by default', async ({ page, portal }) => {
  const key = portal.store.keysOf('jdoe')[0]!;
  await open(page, '/apps/mykeys');
  await expectType(page, 'accountKeys');
  await expect(main(page).getByText(key.key, { exact: true })).toHaveCount(0);
  await control(main(page), L.accountKeys.showKeys).click();
  await expectType(page, 'accountKeys');
  await expect(page).toHaveURL(/showKeys=true/);
  await expect(main(page).getByText(key.key, { exact: true }).first()).toBeVisible();
  await control(main(page), L.accountKeys.hideKeys).click();
  await expectType(page, 'accountKeys');
  await expect(main(page).getByText(key.key, { exact: true })).toHaveCount(0);
});

test('paging of apps and keys (page-info): full loads with page=2', async ({ page, portal }) => {
  await open(page, '/apps/myapps');
  const pager = main(page).getByRole('navigation', { name: L.accountApps.paginationLabel });
  await markWindow(page);
  await pager
    .getByRole('link', { name: /2|next/i })
    .first()
    .click();
  await expectType(page, 'accountApps');
  await expect(page).toHaveURL(/page=2/);
  await expectSameWindow(page, false);
  const olderApp = portal.store.appsOf('jdoe')[5]!;
  await expect(main(page).getByRole('heading', { name: olderApp.name, exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signInFast(page, 'bulk');
  await open(page, '/apps/mykeys');
  await expect(main(page).getByRole('navigation', { name: L.accountKeys.paginationLabel })).toBeVisible();
  await main(page)
    .getByRole('navigation', { name: L.accountKeys.paginationLabel })
    .getByRole('link', { name: /2|next/i })
    .first()
    .click();
  await expectType(page, 'accountKeys');
  await expect(page).toHaveURL(/page=2/);
});

test('regenerate a secret: the new secret is shown once', async ({ page, portal }) => {
  const key = portal.store.keysOf('jdoe')[0]!;
  const old = key.secret;
  await open(page, `/key/regenerateSecret/${key.key}`);
  await expectType(page, 'keySecret');
  expect(key.secret).not.toBe(old);
  const group = await shownSecret(page);
  await expect(group.getByText(key.secret, { exact: true })).toBeVisible();
});

/** Each plan table's header cells as [left, width] pairs, rounded. */
const columnsOfTables = (page: Page) =>
  main(page)
    .locator('table')
    .evaluateAll((tables) =>
      tables.map((t) =>
        [...t.querySelectorAll('thead th')].map((th) => [th.getBoundingClientRect().left, th.getBoundingClientRect().width]),
      ),
    );

test('My Keys: every plan’s table has the same columns; many keys make one-line rows and small cards', async ({ page }) => {
  // issue 35: "aligned columns across plans, and compact rows for many keys" — a longer limit value
  // ("100,000"), a "waiting" status or a shorter key in one plan must not shift that plan's columns
  for (const user of ['jdoe', 'bulk']) {
    await page.context().clearCookies();
    await signInFast(page, user);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/apps/mykeys');
    await expectType(page, 'accountKeys');
    const tables = await columnsOfTables(page);
    expect(tables.length).toBeGreaterThan(2);
    for (const columns of tables.slice(1))
      columns.forEach(([left, width], i) => {
        expect(
          Math.abs(left! - tables[0]![i]![0]!),
          `${user}: column ${i} starts where the first plan's does`,
        ).toBeLessThanOrEqual(1.5);
        expect(Math.abs(width! - tables[0]![i]![1]!), `${user}: column ${i} as wide as the first plan's`).toBeLessThanOrEqual(
          1.5,
        );
      });
    // two limits, two actions: a row is two lines high (a wrapped "Calls per second" and stacked actions
    // made it four)
    const heights = await main(page)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    expect(Math.max(...heights), `${user}: the highest row`).toBeLessThan(64);
  }
  // 25 keys on a phone: one small card per key (a label above every value made each 290 px high)
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/apps/mykeys');
  const cards = await main(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
  expect(cards.length).toBe(25);
  expect(Math.max(...cards)).toBeLessThan(200);
  await expectAccessible(page);
});
