// Docs pages (issue 13's new look): "On this page" on wide screens only, its links move to the headings,
// a hash URL lands on its heading (first load and in place), copy-link buttons, previous/next pages in
// place, the readable measure, and a page with hundreds of headings without long main-thread tasks.
import type { Page } from '@playwright/test';
import { test, expect, L, appRoot, expectType, open, markWindow, expectSameWindow } from './support/fixtures.ts';

const main = (page: Page) => appRoot(page).getByRole('main');
const toc = (page: Page) => appRoot(page).getByRole('navigation', { name: L.docs.toc });
/** the heading's top relative to the window (0 = at the top edge) */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? NaN, id);

test('docs at 1280 px: "On this page", anchors, hash, previous/next pages', async ({ page }) => {
  await open(page, '/docs/read/Authentication');
  await expectType(page, 'docs');
  const list = toc(page);
  await expect(list).toBeVisible();
  await expect(list.getByRole('link')).toHaveText([
    'API keys',
    'Sending the key',
    'Key status',
    'Signed calls',
    'Clock skew',
    'Secrets',
    'Troubleshooting',
  ]);
  // the server's id is kept (prefixed like every server id), the others are slugs
  await expect(list.getByRole('link', { name: 'Signed calls' })).toHaveAttribute('href', /^https?:\/\/[^#]+#docs-signatures$/);
  await expect(list.getByRole('link', { name: 'Secrets' })).toHaveAttribute('href', /^https?:\/\/[^#]+#docs-secrets$/);

  // the content column keeps a readable measure (≤ 75 characters of the body font)
  const measure = await main(page)
    .locator('[data-content-body]')
    .evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:1ch';
      el.append(probe);
      const ch = probe.getBoundingClientRect().width;
      probe.remove();
      return el.getBoundingClientRect().width / ch;
    });
  expect(measure).toBeLessThanOrEqual(75);

  // a click on an entry moves to its heading and marks it
  await list.getByRole('link', { name: 'Signed calls' }).click();
  await expect(page).toHaveURL(/#docs-signatures$/);
  await expect.poll(() => topOf(page, 'docs-signatures')).toBeLessThan(100);
  await expect(list.getByRole('link', { name: 'Signed calls' })).toHaveAttribute('aria-current', 'location');

  // copy link: named after its heading, at least 24 px, copies the absolute URL with the hash, said politely
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = main(page).getByRole('button', { name: 'Copy link to section Key status' });
  const box = await copy.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await copy.click();
  await expect(appRoot(page).getByRole('status').filter({ hasText: L.docs.linkCopied })).toHaveCount(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('/docs/read/Authentication#docs-key-status', page.url()).href);

  // previous / next: the neighbours in the docs navigation (docs/read pages always load fully: spec, linkRules.ts)
  const pager = appRoot(page).getByRole('navigation', { name: L.docs.pagerLabel });
  await expect(pager.getByRole('link')).toHaveText([`${L.docs.previous}Getting Started`, `${L.docs.next}Rate Limits`]);
  await markWindow(page);
  await pager.getByRole('link', { name: /Rate Limits/ }).click();
  await expectType(page, 'docs');
  await expect(page).toHaveURL(/\/docs\/read\/Rate_Limits$/);
  await expectSameWindow(page, false);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Rate Limits' })).toBeVisible();
  await appRoot(page)
    .getByRole('navigation', { name: L.docs.pagerLabel })
    .getByRole('link', { name: /Authentication/ })
    .click();
  await expectType(page, 'docs');
  await expect(page).toHaveURL(/\/docs\/read\/Authentication$/);
});

test('a hash URL lands on its heading: first load (Markdown doc, slug id) and a server id by its own name', async ({ page }) => {
  await open(page, '/docs/read/Getting_Started#docs-which-plan');
  await expectType(page, 'docs');
  await expect(main(page).getByRole('heading', { name: 'Which plan?' })).toHaveAttribute('id', 'docs-which-plan');
  // scrolled to it (as far as the short page allows)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await topOf(page, 'docs-which-plan')).toBeLessThan(200);
  // the server wrote id="signatures": #signatures still finds it
  await open(page, '/docs/read/Authentication#signatures');
  await expectType(page, 'docs');
  await expect.poll(() => topOf(page, 'docs-signatures')).toBeLessThan(100);
});

test('docs at 1280 px: the last entries of "On this page" become current when clicked (issue 34 item 5)', async ({ page }) => {
  await open(page, '/docs/read/Authentication');
  await expectType(page, 'docs');
  const list = toc(page);
  const currentEntry = () => list.locator('[aria-current="location"]');
  // the last sections are too short to reach the top of the window: the page ends first
  for (const name of ['Troubleshooting', 'Secrets', 'Clock skew', 'Troubleshooting']) {
    await list.getByRole('link', { name, exact: true }).click();
    await expect(currentEntry()).toHaveText(name);
    // still so once the scroll has settled (a frame or two later)
    await page.waitForTimeout(300);
    await expect(currentEntry()).toHaveText(name);
  }
  // scrolled back up by the reader: the section whose heading passed the top part of the window
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -100000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await list.getByRole('link', { name: 'Signed calls' }).click();
  await expect(currentEntry()).toHaveText('Signed calls');
  await page.waitForTimeout(300);
  await expect(currentEntry()).toHaveText('Signed calls');
});

for (const width of [390, 1280]) {
  test(`docs at ${width} px: a code block's Copy button covers no code (issue 34 item 5)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/docs/read/Getting_Started');
    await expectType(page, 'docs');
    const block = main(page).getByRole('group', { name: L.components.codeBlock.region }).first();
    await expect(block).toContainText('curl "https://api.acme.example/weather/v1/forecast/daily');
    const copy = main(page).getByRole('button', { name: L.components.codeBlock.copy }).first();
    await expect(copy).toBeVisible();
    // the long line overflows its block: the part in view ends before the button, at every scroll position
    for (const scroll of ['start', 'end'] as const) {
      const overlap = await block.evaluate((pre, end) => {
        pre.scrollLeft = end === 'end' ? pre.scrollWidth : 0;
        const button = pre.parentElement!.querySelector('button')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(pre.querySelector('code')!);
        const box = pre.getBoundingClientRect();
        // the visible text's boxes: clipped to the pre's padding box (its scroll area)
        return [...range.getClientRects()]
          .map((r) => ({ left: Math.max(r.left, box.left), right: Math.min(r.right, box.right), top: r.top, bottom: r.bottom }))
          .filter((r) => r.right > r.left)
          .some((r) => r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top);
      }, scroll);
      expect(overlap, `text under the Copy button (scrolled to the ${scroll})`).toBe(false);
    }
  });
}

test('docs at 390 px: no "On this page", the navigation folded behind its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/docs/read/Authentication');
  await expectType(page, 'docs');
  await expect(main(page).getByRole('button', { name: 'Copy link to section API keys' })).toBeVisible();
  await expect(toc(page)).toBeHidden();
  const side = appRoot(page).getByRole('navigation', { name: L.docs.subheading });
  await expect(side).toBeHidden();
  const toggle = appRoot(page).getByRole('button', { name: L.docs.subheading });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(side.getByRole('link', { name: 'Authentication', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('hundreds of headings: anchors on all of them, a capped list, no main-thread task over 200 ms while scrolling', async ({
  page,
}) => {
  const sections = Array.from(
    { length: 400 },
    (_, i) => `<h${i % 3 === 0 ? 2 : 3}>Section ${i}</h${i % 3 === 0 ? 2 : 3}><p>Text of section ${i}.</p>`,
  ).join('\n');
  await page.route('**/docs/read/Errors', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<p>Errors use standard HTTP status codes',
      `${sections}<p>Errors use standard HTTP status codes`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await open(page, '/docs/read/Errors');
  await expectType(page, 'docs');
  await expect(main(page).getByRole('button', { name: /^Copy link to section/ })).toHaveCount(300);
  await expect(toc(page).getByRole('link')).toHaveCount(60);
  // scrolling: the section in view follows (read at most once a frame), without long tasks
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  await page.mouse.wheel(0, 20000);
  await page.mouse.wheel(0, -8000);
  await expect(toc(page).locator('[aria-current="location"]')).toHaveCount(1);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  expect(Math.max(0, ...tasks)).toBeLessThan(200);
});
