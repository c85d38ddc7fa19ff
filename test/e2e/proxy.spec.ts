// `npm start -- --portal` end to end: the simulated portal hosted on its own HTTPS origin
// (https://developer.acme.test:<port>, self-signed certificate made at run time, Secure + Domain cookies,
// absolute redirects, gzip pages, an Origin check on posts: fixtures/portal/hosted.ts) behind the local
// proxy (scripts/dev/proxy/), themed by dist/portal/. Home, docs, sign in, My Keys, an I/O Docs call, sign out —
// and no request of the browser ever goes to the portal's own host (every absolute URL was made local).
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { startHostedPortal, HOSTED_NAME, DEMO_PASSWORD, type HostedPortal } from '../../fixtures/portal/index.ts';
import { startProxy, type Proxy } from '../../scripts/dev/proxy/server.ts';
import { L, appRoot, control, expect, expectType, expectUserNav, fill, userNav } from './support/fixtures.ts';

const test = base.extend<{ watched: Page }, { upstream: { hosted: HostedPortal; proxy: Proxy } }>({
  upstream: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const hosted = await startHostedPortal({ hostileMarkup: false });
      const proxy = await startProxy({
        portal: hosted.url,
        insecure: true,
        resolve: hosted.resolve,
        distDir: path.resolve(process.env.E2E_DIST ?? 'dist/portal'),
      });
      await use({ hosted, proxy });
      await proxy.close();
      await hosted.close();
    },
    { scope: 'worker' },
  ],
  watched: async ({ page, upstream }, use) => {
    upstream.hosted.portal.reset();
    const errors: string[] = [];
    const leaked: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === HOSTED_NAME) leaked.push(r.url());
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(leaked, 'requests that went to the portal’s own host instead of the proxy').toEqual([]);
  },
});

const main = (page: Page) => appRoot(page).getByRole('main');

test('home, docs, sign in, My Keys, an I/O Docs call and sign out through the proxy', async ({ watched: page, upstream }) => {
  const local = upstream.proxy.url;
  await page.goto(`${local}/`);
  await expectType(page, 'page');
  await expectUserNav(page, 'out');
  // the kit's build from dist/portal/, once (the portal's own include removed)
  expect(await page.locator('script[src="/files/portal.js"]').count()).toBe(1);

  await page.goto(`${local}/docs/read/Getting_Started`);
  await expectType(page, 'docs');

  await control(userNav(page), L.userNav.signin).click();
  await expectType(page, 'signin', 'normal');
  await fill(main(page), 'Username', 'jdoe');
  await fill(main(page), 'Password', DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expectType(page, 'docs');
  await expectUserNav(page, 'member');
  const cookies = await page.context().cookies(local);
  expect(cookies.find((c) => c.name === 'mashery_session')).toMatchObject({ domain: '127.0.0.1', secure: false });

  await page.goto(`${local}/apps/mykeys`);
  await expectType(page, 'accountKeys');

  await page.goto(`${local}/io-docs`);
  await expectType(page, 'ioDocs');
  const consoleRegion = appRoot(page).getByRole('region', { name: L.ioDocs.console });
  const toggle = consoleRegion.getByRole('button', { name: /GET\s*Daily forecast/ });
  await toggle.click();
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/io-docs/call-api');
  await panel.getByRole('button', { name: L.ioDocs.send }).click();
  expect((await call).status()).toBe(200);
  await expect(panel.getByText('200 OK', { exact: true })).toBeVisible();
  await expect(panel.getByRole('group', { name: L.ioDocs.responseBody })).toContainText('"echo"');

  await control(userNav(page), L.userNav.signout).click();
  await expectType(page, 'logout');
  await expectUserNav(page, 'out');
});

test('a wrong password comes back as the portal’s error through the proxy', async ({ watched: page, upstream }) => {
  await page.goto(`${upstream.proxy.url}/login/login`);
  await expectType(page, 'signin', 'normal');
  await fill(main(page), 'Username', 'jdoe');
  await fill(main(page), 'Password', 'wrong-password');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expectType(page, 'signin', 'normal');
  await expect(main(page).getByText('Invalid username or password', { exact: false })).toBeVisible();
});
