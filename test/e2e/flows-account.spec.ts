// Account settings end to end: manage account, change e-mail, change password (with the password
// checker), remove membership (confirm dialog → signed out, keys deactivated, name not reusable), contact.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  L,
  DEMO_PASSWORD,
  appRoot,
  control,
  expectType,
  expectUserNav,
  expectAccessible,
  fill,
  open,
  signInFast,
  field,
} from './support/fixtures.ts';
import { mailText } from './support/outbox.ts';

const main = (page: Page) => appRoot(page).getByRole('main');

test('the account nav (Keys, Apps, Account) moves between the account areas; the profile link is read once', async ({ page }) => {
  await signInFast(page, 'jdoe');
  let editRequests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/member/edit') editRequests += 1;
  });
  await open(page, '/apps/mykeys');
  // the keys page does not print the profile link: one GET of /member/edit finds it (kept in masheryUserProfile)
  await expect(control(appRoot(page), L.accountNav.viewProfile)).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/profile\/profile\/jdoe$/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('masheryUserProfile'))).toContain('/profile/profile/jdoe');
  const nav = appRoot(page).getByRole('navigation', { name: L.layout.accountNav });
  await nav.getByRole('link', { name: L.accountNav.apps, exact: true }).click();
  await expectType(page, 'accountApps');
  await expect(control(appRoot(page), L.accountNav.viewProfile)).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/profile\/profile\/jdoe$/,
  );
  expect(editRequests, 'the profile link is not fetched again').toBe(1);
  await appRoot(page)
    .getByRole('navigation', { name: L.layout.accountNav })
    .getByRole('link', { name: L.accountNav.account, exact: true })
    .click();
  await expectType(page, 'accountManage');
});

for (const width of [390, 1280]) {
  test(`${width} px: "View My Public Profile" on My Keys is a full target, at least 24 px high (issue 34 item 6)`, async ({
    page,
  }) => {
    // it was a 19 px high line of text; the layout matrix's target rule no longer sees it as a control on a
    // line of its own (it shares the row of account sections), so it is measured here
    await page.setViewportSize({ width, height: 900 });
    await signInFast(page, 'jdoe');
    await open(page, '/apps/mykeys');
    const link = control(appRoot(page), L.accountNav.viewProfile);
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height), `${box.width}×${box.height}`).toBeGreaterThanOrEqual(24);
  });
}

test('manage account: settings nav, saving keeps the page and shows success, profile link', async ({ page }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/member/edit');
  await expectType(page, 'accountManage');
  const settings = appRoot(page).getByRole('navigation', { name: L.layout.accountSettingsNav });
  await expect(settings.getByRole('link')).toHaveText([
    L.accountNav.accountInfo,
    L.accountNav.changeEmail,
    L.accountNav.changePassword,
  ]);
  // Remove Membership: a danger button beside the list, not a tab or a list link (issue 35 item 5)
  await expect(appRoot(page).getByRole('button', { name: L.accountNav.removeMembership })).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
  await fill(main(page), 'Last name', 'Doe-Smith');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expectType(page, 'accountManage');
  await expect(main(page).getByText('Your account information has been saved.')).toBeVisible();
  await expect(field(main(page), 'Last name')).toHaveValue('Doe-Smith');
  await expect(control(appRoot(page), L.accountNav.viewProfile)).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/profile\/profile\/jdoe$/,
  );
});

test('change e-mail: wrong password is refused, then success and a notice to the old address', async ({ page, portal }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/member/edit');
  await control(appRoot(page), L.accountNav.changeEmail).click();
  await expectType(page, 'accountEmail');
  await fill(main(page), 'New e-mail address', 'jane.doe@example.org');
  await fill(main(page), 'Current password', 'nope');
  await main(page).getByRole('button', { name: 'Change e-mail' }).click();
  await expectType(page, 'accountEmail');
  await expect(main(page).getByText('The password is not correct.')).toBeVisible();
  await expect(field(main(page), 'New e-mail address')).toHaveValue('jane.doe@example.org');
  await fill(main(page), 'Current password', DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Change e-mail' }).click();
  await expectType(page, 'accountEmailSuccess');
  await expectAccessible(page);
  expect(portal.store.user('jdoe')?.email).toBe('jane.doe@example.org');
  expect(await mailText(page, 'jdoe@example.com', /e-mail address was changed/i)).toContain('jane.doe@example.org');
});

test('change password: the checker follows typing; the new password signs in', async ({ page }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/member/edit');
  await control(appRoot(page), L.accountNav.changePassword).click();
  await expectType(page, 'accountPassword');
  // the server's requirement texts are shown by the checker
  await expect(main(page).getByText('At least 8 characters').first()).toBeVisible();
  await fill(main(page), 'Current password', DEMO_PASSWORD);
  await fill(main(page), 'New password', 'Next5Pass!');
  await fill(main(page), 'Confirm new password', 'Next5Pass!');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expectType(page, 'accountPasswordSuccess');
  await expectAccessible(page);
  await page.context().clearCookies();
  await signInFast(page, 'jdoe', 'Next5Pass!');
  await open(page, '/member/edit');
  await expectUserNav(page, 'member');
});

test('remove membership: the removal page asks once, then removed and signed out; keys deactivated', async ({ page, portal }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/member/remove');
  await expectType(page, 'memberRemove');
  await main(page).getByRole('button', { name: L.memberRemove.confirm }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(L.memberRemove.popup);
  await dialog.getByRole('button', { name: L.memberRemove.confirm }).click();
  await expectType(page, 'memberRemoveSuccess');
  await expectUserNav(page, 'out');
  expect(portal.store.user('jdoe')?.status).toBe('removed');
});

test('remove membership from the settings: the danger button asks (Cancel keeps the page), then the removal page asks no more', async ({
  page,
  portal,
}) => {
  await signInFast(page, 'jdoe');
  await open(page, '/member/edit');
  const remove = appRoot(page).getByRole('button', { name: L.accountNav.removeMembership });
  await remove.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(L.memberRemove.popup);
  await dialog.getByRole('button', { name: L.memberRemove.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expectType(page, 'accountManage');
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: L.memberRemove.confirm }).click();
  await expectType(page, 'memberRemove');
  // the question was answered: the page's Remove Membership submits without a second dialog
  await main(page).getByRole('button', { name: L.memberRemove.confirm }).click();
  await expectType(page, 'memberRemoveSuccess');
  await expectUserNav(page, 'out');
  await expectAccessible(page);
  expect(portal.store.user('jdoe')?.status).toBe('removed');
  expect(portal.store.keysOf('jdoe').every((k) => k.status === 'disabled')).toBe(true);
});

test('contact: validation keeps what was typed; success thanks the sender', async ({ page, portal }) => {
  await open(page, '/contact');
  await expectType(page, 'contact');
  await fill(main(page), 'Your name', 'Ann Example');
  await fill(main(page), 'Message', 'Can I get a higher limit?');
  await main(page).getByRole('button', { name: 'Send' }).click();
  await expectType(page, 'contact');
  await expect(field(main(page), 'Message')).toHaveValue('Can I get a higher limit?');
  await fill(main(page), 'E-mail', 'ann@example.com');
  await field(main(page), 'Topic').selectOption('keys');
  await main(page).getByRole('button', { name: 'Send' }).click();
  await expectType(page, 'contactSuccess');
  // the server's own heading wins over the default label (wording precedence, docs/adapter.md)
  await expect(appRoot(page).getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(
    main(page).getByText('We received your message and will answer ann@example.com within two working days.'),
  ).toBeVisible();
  await expectAccessible(page);
  expect(portal.store.contactMessages.map((m) => m.message)).toEqual(['Can I get a higher limit?']);
});
