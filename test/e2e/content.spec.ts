// Content end to end: search over pages/docs/blog with paging, blog and forum paging, posting a forum
// topic and reply and a blog comment, docs with the side navigation and highlighted code, custom pages
// with markdown and tooltips, interactive docs with the echoing console, not found and no access.
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
} from './support/fixtures.ts';

const main = (page: Page) => appRoot(page).getByRole('main');

test('search: pages, docs and blog results with counts and Previous/Next', async ({ page }) => {
  await open(page, '/search?q=api');
  await expectType(page, 'search', 'results');
  await expect(main(page).getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
  const results = main(page).getByRole('list', { name: L.search.resultsLabel }).getByRole('listitem');
  await expect(results).toHaveCount(10);
  const hrefs = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL(a.getAttribute('href') ?? '', location.href).pathname));
  expect(hrefs.some((h) => h.startsWith('/docs/read/'))).toBe(true);
  expect(hrefs.some((h) => h.startsWith('/blog/read/'))).toBe(true);
  await expect(main(page).locator('mark').first()).toBeVisible();
  await control(main(page), L.search.pageNext).click();
  await expectType(page, 'search', 'results');
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).getByText(/^Showing 11 to \d+ of \d+ results$/)).toBeVisible();
  await expect(control(main(page), L.search.pagePrevious)).toBeVisible();
});

test('search: no results message with the query', async ({ page }) => {
  await open(page, '/search?q=xyzzy');
  await expectType(page, 'search', 'noResults');
  await expect(main(page).getByText(L.search.noResults.replace('{{query}}', 'xyzzy'))).toBeVisible();
});

test('blog: five posts a page, older posts by full load, a post with Read more', async ({ page }) => {
  await open(page, '/blog');
  await expectType(page, 'blogAll');
  await expect(main(page).getByRole('link', { name: /^Read more/ })).toHaveCount(5);
  const pager = main(page).getByRole('navigation', { name: L.blogAll.paginationLabel });
  await markWindow(page);
  await pager.getByRole('link').last().click();
  await expectType(page, 'blogAll');
  await expect(page).toHaveURL(/\/blog\/browse\/2$/);
  await main(page)
    .getByRole('link', { name: /^Read more/ })
    .first()
    .click();
  await expectType(page, 'blogSingle');
});

test('blog: an editor sees Edit Post, a member does not; comments are listed as text', async ({ page, portal }) => {
  await signInFast(page, 'admin');
  await open(page, '/blog/read/Launching_v2');
  await expect(control(main(page), L.blogSingle.editPost)).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/__admin\/content\/blog\/Launching_v2$/,
  );
  await page.context().clearCookies();
  await signInFast(page, 'jdoe');
  await open(page, '/blog/read/Launching_v2');
  await expectType(page, 'blogSingle');
  await expect(control(main(page), L.blogSingle.editPost)).toHaveCount(0);
  const comments = main(page).getByRole('region', { name: L.blogSingle.comments });
  const seeded = portal.store.blog.find((p) => p.slug === 'Launching_v2')!.comments;
  expect(seeded.length).toBeGreaterThanOrEqual(2);
  await expect(comments.getByRole('listitem')).toHaveCount(seeded.length);
  await expect(comments.getByText('Great news! Does v2 keep the same keys?')).toBeVisible();
});

test('forum: categories → topics → a topic; start a topic and reply', async ({ page }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/forum');
  await expectType(page, 'forumAll');
  await main(page).getByRole('link', { name: 'General', exact: true }).click();
  await expectType(page, 'forumTopics');
  await expect(page).toHaveURL(/\/forum\/topics\/General$/);
  await control(main(page), L.forumTopics.newTopic).click();
  await expectType(page, 'forumAddTopic');
  await main(page).getByRole('button', { name: 'Post' }).click();
  await expectType(page, 'forumAddTopic');
  // required fields left empty: checked before posting (issue #13 break 1)
  await expect(main(page).locator('[data-error-summary]')).toBeFocused();
  await expect(main(page).getByText(L.components.serverForm.missingField).first()).toBeVisible();
  await expectAccessible(page);
  await fill(main(page), 'Subject', 'Does the API support JSONP?');
  await fill(main(page), 'Message', 'We need it for an old widget.');
  await main(page).getByRole('button', { name: 'Post' }).click();
  await expectType(page, 'forumSingle');
  await expect(main(page).getByText('We need it for an old widget.')).toBeVisible();
  await fill(main(page), 'Your comment', 'Answering my own question: no.');
  await main(page).getByRole('button', { name: 'Reply' }).click();
  await expectType(page, 'forumSingle');
  await expect(main(page).getByText('Answering my own question: no.')).toBeVisible();
  await expectAccessible(page);
});

test('forum topics are paged like the blog: page 2 links back to newer topics', async ({ page }) => {
  await open(page, '/forum/topics/General');
  await expectType(page, 'forumTopics');
  await expect(main(page).getByRole('link', { name: /Older topics/ })).toBeVisible();
  await open(page, '/forum/topics/General?page=2');
  await expectType(page, 'forumTopics');
  await expect(main(page).getByRole('link', { name: /Newer topics/ })).toBeVisible();
});

test('docs: side navigation "In the Docs" marks the current page; brush code is highlighted', async ({ page }) => {
  await open(page, '/docs/read/Authentication');
  await expectType(page, 'docs');
  const side = appRoot(page).getByRole('navigation', { name: L.docs.subheading });
  await expect(side.getByRole('link', { name: 'Authentication', exact: true })).toHaveAttribute('aria-current', 'page');
  const code = main(page).locator('pre code').first();
  await expect(code).toContainText('hashlib');
  await expect(code.locator('span').first()).toBeAttached();
});

test('docs in markdown and a custom page with a tooltip and a table', async ({ page }) => {
  await open(page, '/docs/read/Getting_Started');
  await expectType(page, 'docs');
  await expect(main(page).getByRole('heading', { name: '1. Get a key' })).toBeVisible();
  await expect(main(page).getByRole('table')).toBeVisible();
  await expect(main(page).locator('blockquote')).toContainText('Keys are per plan');
  await open(page, '/page/Pricing');
  await expectType(page, 'page');
  const trigger = main(page).getByRole('button', { name: '$10' });
  const tip = page.getByRole('tooltip');
  await trigger.focus(); // keyboard: focus shows it, Escape hides it
  await expect(tip).toContainText('Billed monthly');
  await trigger.press('Escape');
  await expect(tip).toBeHidden();
  await page.mouse.click(5, 5);
  await trigger.click(); // pointer (and touch): a click on the trigger shows it
  await expect(tip).toBeVisible();
});

test('interactive docs: try a call; the console shows the echoed request', async ({ page }) => {
  await signInFast(page, 'jdoe');
  await open(page, '/io-docs');
  await expectType(page, 'ioDocs');
  await main(page)
    .getByRole('button', { name: /Daily forecast/ })
    .first()
    .click();
  await main(page).getByRole('button', { name: L.ioDocs.send }).first().click();
  await expect(main(page).getByText('"echo"', { exact: false }).first()).toBeVisible();
  await expect(main(page).getByText('/__api/weather/v1/forecast/daily', { exact: false }).first()).toBeVisible();
});

test('not found and no access pages carry the product texts', async ({ page }) => {
  const r = await page.goto('/no/such/page');
  expect(r?.status()).toBe(404);
  await expectType(page, 'fourOhFour');
  await expect(appRoot(page).getByRole('heading', { level: 1, name: L.fourOhFour.heading })).toBeVisible();
  await open(page, '/apps/mykeys');
  await expectType(page, 'noAccess');
  await expect(appRoot(page).getByRole('heading', { level: 1, name: L.noAccess.heading })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /signing in/i })).toHaveAttribute('href', /\/login\/login/);
});
