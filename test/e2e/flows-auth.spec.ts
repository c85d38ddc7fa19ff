// Sign in, sign out, registration and recovery flows end to end through the themed UI, with the mails
// followed from the simulated portal's outbox page.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  L,
  DEMO_PASSWORD,
  appRoot,
  control,
  userNav,
  expectType,
  expectUserNav,
  expectAccessible,
  fill,
  open,
  signInFast,
  field,
} from './support/fixtures.ts';
import { followMailLink, mailText } from './support/outbox.ts';

const main = (page: Page) => appRoot(page).getByRole('main');

async function submitSignin(page: Page, handle: string, password: string): Promise<void> {
  await fill(main(page), 'Username', handle);
  await fill(main(page), 'Password', password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign in', () => {
  test('normal: from the user nav to the form and back to the page, signed in', async ({ page }) => {
    await open(page, '/forum');
    await expectUserNav(page, 'out');
    await control(userNav(page), L.userNav.signin).click();
    await expectType(page, 'signin', 'normal');
    await submitSignin(page, 'jdoe', DEMO_PASSWORD);
    await expectType(page, 'forumAll');
    await expect(page).toHaveURL(/\/forum$/);
    await expectUserNav(page, 'member');
  });

  test('wrong password: the form comes back with the server error and the typed username', async ({ page }) => {
    await open(page, '/login/login?r=%2Fdocs&h=1');
    await submitSignin(page, 'jdoe', 'wrong-password');
    await expectType(page, 'signin', 'normal');
    await expect(main(page).getByText('Invalid username or password', { exact: false })).toBeVisible();
    await expect(field(main(page), 'Username')).toHaveValue('jdoe');
    await expectUserNav(page, 'out');
  });

  test('failed (disabled account) and moved (cloud platform) end states', async ({ page }) => {
    await open(page, '/login/login');
    await submitSignin(page, 'disabled', DEMO_PASSWORD);
    await expectType(page, 'signin', 'failed');
    await expect(main(page).getByText(L.signin.failedBody)).toBeVisible();
    await open(page, '/login/login');
    await submitSignin(page, 'moved', DEMO_PASSWORD);
    await expectType(page, 'signin', 'moved');
    await expect(main(page).getByRole('link', { name: 'Continue to sign in' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/cloud\.example\.net\//,
    );
  });

  test('administrator: dashboard link in the user nav', async ({ page }) => {
    await open(page, '/login/login');
    await submitSignin(page, 'admin', DEMO_PASSWORD);
    await expectType(page, 'page');
    await expectUserNav(page, 'admin');
    await expect(control(userNav(page), L.userNav.dashboard)).toHaveAttribute('href', /^https?:\/\/[^/]+\/__admin\/dashboard$/);
  });

  test('idle over 180 days: verify by the mailed link, then signed in', async ({ page }) => {
    await open(page, '/login/login');
    await submitSignin(page, 'sleepy', DEMO_PASSWORD);
    await expectType(page, 'verifyAccount');
    await expectUserNav(page, 'out');
    await followMailLink(page, 'sleepy@example.com', /verify your account/i);
    await expectType(page, 'accountKeys');
    await expectUserNav(page, 'member');
  });

  test('OIDC user through the company login: account settings offer only membership removal', async ({ page }) => {
    await open(page, '/login/login');
    await main(page)
      .getByRole('link', { name: /company/i })
      .click();
    await page.getByRole('button', { name: 'Continue as oidc' }).click();
    await expectType(page, 'page');
    await expectUserNav(page, 'member');
    await open(page, '/member/edit');
    await expectType(page, 'accountManage');
    const settings = appRoot(page).getByRole('navigation', { name: L.layout.accountSettingsNav });
    await expect(settings.getByRole('link')).toHaveText([L.accountNav.accountInfo]);
    await expect(appRoot(page).getByRole('button', { name: L.accountNav.removeMembership })).toBeVisible();
  });

  test('platform user: no account settings at all', async ({ page }) => {
    await signInFast(page, 'platform');
    await open(page, '/member/edit');
    await expectType(page, 'accountManage');
    await expect(appRoot(page).getByRole('navigation', { name: L.layout.accountSettingsNav })).toHaveCount(0);
    await expect(control(appRoot(page), L.accountNav.changeEmail)).toHaveCount(0);
    await expect(control(appRoot(page), L.accountNav.changePassword)).toHaveCount(0);
  });

  test('existing platform user joins the portal (join → Registration Successful)', async ({ page }) => {
    await open(page, '/login/login');
    await submitSignin(page, 'vendor', DEMO_PASSWORD);
    await expectType(page, 'join');
    await main(page).getByRole('checkbox', { name: /agree/i }).check();
    await main(page).getByRole('button', { name: 'Finish registration' }).click();
    await expectType(page, 'joinSuccess');
    await expectAccessible(page);
    await expect(main(page).getByText('vendor', { exact: true })).toBeVisible();
    // the getting-started checklist (the keys pages' part, loaded with this page: src/screens/Join/Join.tsx)
    const checklist = main(page).getByRole('region', { name: L.gettingStarted.heading });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('link', { name: new RegExp(L.gettingStarted.createApp) })).toBeVisible();
  });
});

test.describe('sign out', () => {
  test('succeeds: logout page, signed-out nav', async ({ page }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/forum');
    await expectUserNav(page, 'member');
    await control(userNav(page), L.userNav.signout).click();
    await expectType(page, 'logout');
    await expectUserNav(page, 'out');
    await expect(appRoot(page).getByRole('heading', { level: 1, name: L.logout.heading })).toBeVisible();
    await open(page, '/apps/mykeys');
    await expectType(page, 'noAccess');
  });

  test('fails, then the retry works', async ({ page, portal }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/blog');
    for (const s of portal.store.sessions.values()) if (s.handle === 'jdoe') s.failNextLogout = true;
    await control(userNav(page), L.userNav.signout).click();
    await expectType(page, 'logoutFail');
    await expectUserNav(page, 'member');
    await control(appRoot(page).getByRole('main'), /try again/i)
      .first()
      .click();
    await expectType(page, 'logout');
    await expectUserNav(page, 'out');
  });
});

test.describe('registration', () => {
  test('register → sent → confirm link from the outbox → join → signed in; the name cannot be reused', async ({ page }) => {
    await open(page, '/member/register');
    await expectType(page, 'register');
    await fill(main(page), 'Username', 'newdev');
    await fill(main(page), 'E-mail', 'newdev@example.com');
    await fill(main(page), 'Password', 'short');
    await fill(main(page), 'Confirm password', 'short');
    await main(page).getByRole('checkbox', { name: /agree/i }).check();
    await main(page).getByRole('button', { name: 'Register' }).click();
    // the weak password is held back before posting, naming the unmet rules; what was typed stays
    await expectType(page, 'register');
    const held = main(page)
      .getByRole('alert')
      .filter({ hasText: /does not meet these requirements/ });
    await expect(held).toBeVisible();
    await expect(held).toBeFocused();
    await expect(field(main(page), 'Username')).toHaveValue('newdev');
    await fill(main(page), 'Password', 'Str0ng!Pass');
    await fill(main(page), 'Confirm password', 'Str0ng!Pass');
    await main(page).getByRole('checkbox', { name: /agree/i }).check();
    await main(page).getByRole('button', { name: 'Register' }).click();
    await expectType(page, 'registerSent');
    await expect(main(page).getByText('newdev@example.com', { exact: false })).toBeVisible();
    await expectAccessible(page);

    await followMailLink(page, 'newdev@example.com', /confirm your .* registration/i);
    await expectType(page, 'join');
    await main(page).getByRole('checkbox', { name: /agree/i }).check();
    await main(page).getByRole('button', { name: 'Finish registration' }).click();
    await expectType(page, 'joinSuccess');
    await expect(main(page).getByText('newdev', { exact: true })).toBeVisible();
    await expectUserNav(page, 'member');

    await control(userNav(page), L.userNav.signout).click();
    await expectType(page, 'logout');
    await open(page, '/member/register');
    // every required field filled (empty ones are held back before posting): the server judges the name
    await fill(main(page), 'Username', 'newdev');
    await fill(main(page), 'E-mail', 'other@example.com');
    await fill(main(page), 'Password', 'Str0ng!Pass');
    await fill(main(page), 'Confirm password', 'Str0ng!Pass');
    await main(page).getByRole('checkbox', { name: /agree/i }).check();
    await main(page).getByRole('button', { name: 'Register' }).click();
    await expect(main(page).getByText('This username is not available.')).toBeVisible();
  });

  test('resend confirmation mails a new link', async ({ page }) => {
    await open(page, '/member/resend-confirmation');
    await expectType(page, 'registerResend');
    await fill(main(page), 'Username', 'newbie');
    await fill(main(page), 'E-mail', 'newbie@example.com');
    await main(page).getByRole('button', { name: 'Resend' }).click();
    await expectType(page, 'registerResendSuccess');
    await expectAccessible(page);
    await followMailLink(page, 'newbie@example.com', /confirm your/i);
    await expectType(page, 'join');
  });
});

test.describe('recovery', () => {
  test('lost password → mail → reset → sign in with the new password', async ({ page }) => {
    await open(page, '/member/lost');
    await expectType(page, 'lostPassword');
    await fill(main(page), 'E-mail', 'jdoe@example.com');
    await fill(main(page), 'Username', 'jdoe');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await expectType(page, 'lostPasswordReset');
    await expectAccessible(page);
    await followMailLink(page, 'jdoe@example.com', /reset your password/i);
    await expectType(page, 'resetPassword');
    await fill(main(page), 'New password', 'Fresh4Start!');
    await fill(main(page), 'Confirm new password', 'Fresh4Start!');
    await main(page).getByRole('button', { name: 'Reset password' }).click();
    await expectType(page, 'resetPasswordSuccess');
    await expectAccessible(page);
    await open(page, '/login/login');
    await submitSignin(page, 'jdoe', 'Fresh4Start!');
    await expectUserNav(page, 'member');
  });

  test('an expired reset link shows the error page', async ({ page }) => {
    await open(page, '/member/reset?code=stale');
    await expectType(page, 'resetPasswordError');
    await expect(appRoot(page).getByRole('heading', { level: 1, name: L.resetPasswordError.heading })).toBeVisible();
    await expect(main(page).getByText('This reset link is invalid or has expired.')).toBeVisible();
  });

  test('lost username → the mail names the user', async ({ page }) => {
    await open(page, '/member/lost-username');
    await expectType(page, 'lostUsername');
    await fill(main(page), 'E-mail', 'amy@acme.example');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await expectType(page, 'lostUsernameReset');
    await expectAccessible(page);
    expect(await mailText(page, 'amy@acme.example', /your username/i)).toContain('is: amy');
  });
});
