// Security through the themed UI: the portal served under a strict CSP (`script-src 'self'`) renders
// with no violation caused by the theme, and XSS payloads in every user-controlled field (app names,
// forum posts and comments, blog comments, profile fields, the search query) never execute, no rendered
// link carries a javascript: URL, and template braces stay literal.
import type { Page } from '@playwright/test';
import { XSS } from '../../fixtures/portal/index.ts';
import {
  test,
  expect,
  L,
  appRoot,
  expectType,
  expectNoXss,
  expectNoScriptUrls,
  markWindow,
  expectSameWindow,
  open,
  signInFast,
  fill,
  control,
  submitAppRegistration,
} from './support/fixtures.ts';

const decode = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Inline scripts and inline handler attributes the server itself wrote into a document (blocked under strict CSP by design). */
function serverInlineScripts(html: string): string[] {
  const elements = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => (m[1] ?? '').trim());
  const handlers = [...html.matchAll(/\son[a-z]+="([^"]*)"/gi)].map((m) => decode(m[1] ?? '').trim());
  return [...elements, ...handlers].filter(Boolean);
}

test.describe('strict CSP', () => {
  test.use({ portalOptions: { csp: true } });

  test("pages render under script-src 'self'; the only blocked scripts are the server's own inline ones", async ({
    page,
    portal,
    watch,
  }) => {
    await signInFast(page, 'jdoe');
    const key = portal.store.keysOf('jdoe')[0]!.key;
    const visited: { path: string; type: string; inline: string[] }[] = [];
    for (const [path, type] of [
      ['/', 'page'],
      ['/docs/read/Authentication', 'docs'],
      ['/apps/mykeys', 'accountKeys'],
      ['/io-docs', 'ioDocs'],
      [`/key/key-activity/${key}`, 'keyActivity'],
      ['/member/passwd', 'accountPassword'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toMatch(/^script-src 'self'/);
      visited.push({ path, type, inline: serverInlineScripts((await response?.text()) ?? '') });
      await expectType(page, type);
      await expect(page.locator('#page')).toBeHidden();
    }
    // in place: fetched pages are parsed inertly, nothing new may be blocked
    await page.goto('/blog');
    await expectType(page, 'blogAll');
    const before = watch.cspViolations.length;
    await markWindow(page);
    await appRoot(page)
      .getByRole('navigation', { name: L.layout.primaryNav })
      .getByRole('link', { name: 'Forum', exact: true })
      .click();
    await expectType(page, 'forumAll');
    await expectSameWindow(page);
    expect(watch.cspViolations.slice(before)).toEqual([]);

    const allInline = visited
      .flatMap((v) => v.inline)
      .concat(serverInlineScripts(await (await page.request.get('/blog')).text()));
    const foreign = watch.cspViolations.filter(
      (v) => !(v.blockedURI === 'inline' && v.sample.trim() !== '' && allInline.some((s) => s.startsWith(v.sample.trim()))),
    );
    expect(foreign, "CSP violations not caused by the server's own inline scripts").toEqual([]);
    expect(watch.cspViolations.some((v) => v.blockedURI === 'eval')).toBe(false);
    // the options came through the same-origin script (the admin's CSP setup)
    expect(await page.evaluate(() => typeof (window as unknown as { portalOptions?: unknown }).portalOptions)).toBe('object');
  });

  test('a form posts in place under the CSP', async ({ page, watch }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/forum/topic-add/General');
    await fill(appRoot(page), 'Subject', 'Posted under CSP');
    await fill(appRoot(page), 'Message', 'No inline script needed.');
    await appRoot(page).getByRole('button', { name: 'Post' }).click();
    await expectType(page, 'forumSingle');
    await expect(appRoot(page).getByText('No inline script needed.')).toBeVisible();
    expect(watch.cspViolations.filter((v) => v.blockedURI !== 'inline')).toEqual([]);
  });
});

async function expectInert(page: Page): Promise<void> {
  await expectNoXss(page);
  await expectNoScriptUrls(page);
}

test.describe('XSS payloads never execute', () => {
  test('seeded payloads: app names, forum subjects and posts, blog comments, profile fields', async ({ page, portal }) => {
    await signInFast(page, 'mallory');
    await open(page, '/apps/myapps');
    await expectType(page, 'accountApps');
    await expect(appRoot(page).getByText('Evil & Co', { exact: false }).first()).toBeVisible();
    await expect(appRoot(page).getByText('{{area}}', { exact: false }).first()).toBeVisible();
    await expectInert(page);

    await open(page, '/apps/mykeys?showKeys=true');
    await expectInert(page);

    const hostile = portal.store.topics.find((t) => t.author === 'mallory')!;
    await open(page, '/forum/topics/General');
    await expect(appRoot(page).getByText('Hostile subject', { exact: false }).first()).toBeVisible();
    await expectInert(page);
    await open(page, `/forum/read/${hostile.id}`);
    await expectType(page, 'forumSingle');
    await expect(appRoot(page).getByText('<script>window.__xss', { exact: false }).first()).toBeVisible();
    await expectInert(page);

    await open(page, '/blog/read/Launching_v2');
    await expect(appRoot(page).getByText('Nice post', { exact: false })).toBeVisible();
    await expectInert(page);

    await open(page, '/profile/profile/mallory');
    await expectType(page, 'profile');
    await expectInert(page);
    await expect(appRoot(page).locator('a[href^="javascript" i]')).toHaveCount(0);
  });

  test('admin-authored raw HTML with live payloads, loaded in place, is sanitised', async ({ page }) => {
    await open(page, '/page/E2E_Links');
    await markWindow(page);
    await appRoot(page).getByRole('link', { name: 'Hostile markup post', exact: true }).click();
    await expectType(page, 'blogSingle');
    await expectSameWindow(page);
    await expect(appRoot(page).getByText('Raw admin HTML with payloads:')).toBeVisible();
    await page.waitForTimeout(300); // give onerror/onload handlers a chance to fire if they survived
    await expectInert(page);
    await expect(appRoot(page).locator('iframe, script, [onclick], [onerror], [onload]')).toHaveCount(0);
  });

  test('the search query is echoed as text (URL and header search)', async ({ page }) => {
    await open(page, `/search?q=${encodeURIComponent(`${XSS.img} {{area}}`)}`);
    await expectType(page, 'search', 'noResults');
    await expect(appRoot(page).getByText('{{area}}', { exact: false }).first()).toBeVisible();
    await expectInert(page);
    const box = appRoot(page)
      .getByRole('search')
      .getByRole('searchbox')
      .or(appRoot(page).getByRole('search').getByRole('textbox'))
      .first();
    await box.fill(`${XSS.svg}"><script>window.__xss=1</script>`);
    await box.press('Enter');
    await expectType(page, 'search', 'noResults');
    await expectInert(page);
  });

  test('payloads typed into the themed forms: app name, forum topic and reply, profile fields', async ({ page }) => {
    await signInFast(page, 'jdoe');
    // app name
    await open(page, '/apps/register');
    await submitAppRegistration(appRoot(page), {
      name: `${XSS.img}${XSS.breakout} typed app {{title}}`,
      apis: [/Weather API — Basic/],
    });
    await expectType(page, 'appRegisterSuccess');
    await expectInert(page);
    await open(page, '/apps/myapps');
    await expect(appRoot(page).getByRole('heading', { name: /typed app \{\{title\}\}/ })).toBeVisible();
    await expectInert(page);

    // forum topic and reply
    await open(page, '/forum/topic-add/Help');
    await fill(appRoot(page), 'Subject', `Topic ${XSS.svg}`);
    await fill(appRoot(page), 'Message', `Body ${XSS.script} ${XSS.jsUrl}`);
    await appRoot(page).getByRole('button', { name: 'Post' }).click();
    await expectType(page, 'forumSingle');
    await expectInert(page);
    await fill(appRoot(page), 'Your comment', `Reply ${XSS.img} {{area}}`);
    await appRoot(page).getByRole('button', { name: 'Reply' }).click();
    await expectType(page, 'forumSingle');
    await expect(appRoot(page).getByText('{{area}}', { exact: false }).last()).toBeVisible();
    await expectInert(page);
    await page.reload();
    await expectType(page, 'forumSingle');
    await expectInert(page);

    // profile fields
    await open(page, '/member/edit');
    await fill(appRoot(page), 'Web site', XSS.jsUrl);
    await fill(appRoot(page), 'First name', XSS.img);
    await appRoot(page).getByRole('button', { name: 'Save' }).click();
    await expectType(page, 'accountManage');
    await expectInert(page);
    await open(page, '/profile/profile/jdoe');
    await expectInert(page);
    await expect(control(appRoot(page), /javascript/i)).toHaveCount(0);
  });
});
