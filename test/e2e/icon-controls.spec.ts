// Icon-only controls show their glyph (issue 34, class of check). A control whose visible content is only
// an icon (its name is an aria-label or visually hidden text) must show that icon: in every theme
// (default, brand, dark) at 390 and 1280 px, on the pages that have such controls, each visible icon-only
// control has a box of at least 24 × 24 px, its glyph (the svg) a non-zero box, and the glyph paints:
// a screenshot of the control with the glyph hidden differs from one with it shown. (The docs' "copy link
// to section" buttons were solid 34 × 40 px boxes whose icon had zero width, on every heading of a phone.)
// The control is hovered first, so that controls shown on hover (the heading anchors at 1280 px) are
// measured as a reader sees them.
import { test, expect, open, signInFast, L } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

const THEMES = ['default', 'brand', 'dark'] as const;
const WIDTHS = [390, 1280] as const;
/**
 * Pages with icon-only controls — the header (quick search, menu, submenu), docs (heading anchors, code
 * copy) — and, opened from the docs page's header, the quick-search dialog and the
 * menu sheet (their close buttons). `min`: how many the page has at least, per width (a page that lost them
 * fails) — at 1280 px the header has none since issue 35 (the search is a field, no menu button).
 */
const PAGES: {
  name: string;
  user: string | null;
  path: string;
  min: Record<(typeof WIDTHS)[number], number>;
  dialogs?: boolean;
}[] = [
  { name: 'docs', user: null, path: '/docs/read/Getting_Started', min: { 390: 7, 1280: 5 }, dialogs: true },
  { name: 'my keys', user: 'jdoe', path: '/apps/mykeys', min: { 390: 2, 1280: 0 } },
];

const MARK = 'data-icon-check';

/** Marks every visible icon-only control inside `scope` (data-icon-check="i") and returns their names and boxes. */
function markIconControls(page: Page, scope: string) {
  return page.evaluate(
    ([mark, scopeSelector]) => {
      const visibleText = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue;
          // visually hidden text (a 1 px clipped box) is the name, not something shown
          let clipped = false;
          for (let a = n.parentElement; a && a !== el.parentElement; a = a.parentElement) {
            const box = a.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1) clipped = true;
          }
          if (clipped) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          if (Array.from(range.getClientRects()).some((r) => r.width > 2 && r.height > 2)) return true;
        }
        return false;
      };
      for (const old of Array.from(document.querySelectorAll(`[${mark}]`))) old.removeAttribute(mark);
      const root = document.querySelector(scopeSelector) ?? document.body;
      const controls = Array.from(
        root.querySelectorAll<HTMLElement>('button, a[href], [role="button"], input[type="button"], input[type="submit"]'),
      ).filter((el) => {
        if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') return false;
        if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
        return !visibleText(el) && !(el instanceof HTMLInputElement && el.value.trim());
      });
      return controls.map((el, i) => {
        el.setAttribute(mark, String(i));
        const r = el.getBoundingClientRect();
        const g = el.querySelector('svg')?.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.localName,
          width: r.width,
          height: r.height,
          glyph: g ? { width: g.width, height: g.height } : null,
        };
      });
    },
    [MARK, scope] as const,
  );
}

/** Every icon-only control in `scope`: a ≥ 24 px box, a glyph with a box, and the glyph paints pixels. */
async function checkIconControls(page: Page, scope: string, where: string, min: number): Promise<void> {
  const controls = await markIconControls(page, scope);
  expect(controls.length, `${where}: icon-only controls found`).toBeGreaterThanOrEqual(min);
  for (const [i, c] of controls.entries()) {
    const at = `${where}: "${c.name}"`;
    expect.soft(Math.min(c.width, c.height), `${at}: box ${c.width}×${c.height}`).toBeGreaterThanOrEqual(24);
    expect.soft(c.glyph, `${at}: has an svg glyph`).not.toBeNull();
    if (!c.glyph) continue;
    expect.soft(Math.min(c.glyph.width, c.glyph.height), `${at}: glyph box`).toBeGreaterThan(0);
    const control = page.locator(`[${MARK}="${i}"]`);
    await control.scrollIntoViewIfNeeded();
    await control.hover();
    const shown = await control.screenshot({ animations: 'disabled' });
    await control.evaluate((el) => el.querySelector('svg')?.style.setProperty('visibility', 'hidden'));
    const hidden = await control.screenshot({ animations: 'disabled' });
    await control.evaluate((el) => el.querySelector('svg')?.style.removeProperty('visibility'));
    expect.soft(shown.equals(hidden), `${at}: the glyph paints no pixel`).toBe(false);
  }
}

for (const theme of THEMES) {
  for (const pageCase of PAGES) {
    test(`icon-only controls show their glyph: ${pageCase.name}, theme ${theme}, 390 and 1280 px`, async ({ page, portal }) => {
      const r = await page.request.post(`${portal.url}/__test/options`, { data: { theme } });
      expect(r.ok()).toBe(true);
      if (pageCase.user) await signInFast(page, pageCase.user);
      for (const width of WIDTHS) {
        const where = `${pageCase.name}, ${theme}, ${width} px`;
        await page.setViewportSize({ width, height: 900 });
        await open(page, pageCase.path);
        await checkIconControls(page, 'body', where, pageCase.min[width]);
        if (!pageCase.dialogs) continue;
        for (const [opener, min] of [
          [L.quickSearch.open, 0],
          [L.primaryNav.toggle, 1],
        ] as const) {
          const button = page.getByRole('button', { name: new RegExp(`^${opener}`) }).first();
          if (!(await button.isVisible())) continue;
          await button.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await checkIconControls(page, '[role="dialog"]', `${where}, dialog of "${opener}"`, min);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
    });
  }
}
