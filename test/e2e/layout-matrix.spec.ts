// The layout matrix (issue 13 "Checks"): every page type pages.spec.ts opens by URL (PAGE_CASES), at 320,
// 390, 768 and 1280 px, in the default theme and in the dark theme (the reader's "system" scheme with a
// dark system setting): no horizontal overflow, header and footer span the viewport (no body margin),
// every visible interactive target ≥ 24 × 24 px (WCAG 2.5.8; links inside a sentence and targets with 24 px
// of free space around their centre are exempt, as the criterion allows), no layout
// shift after `complete`, exactly one h1, and axe clean (at 390 and 1280 px, to keep the run short).
// One tab per test: the page is loaded once per width (CLS is a property of the load), and the dark theme
// is checked on the same load by switching the emulated system setting (the runtime follows it live).
import { test, expect, expectType, expectAccessible, signInFast } from './support/fixtures.ts';
import { PAGE_CASES } from './support/pages.ts';
import type { Page } from '@playwright/test';

const WIDTHS = [320, 390, 768, 1280] as const;
const AXE_WIDTHS = new Set<number>([390, 1280]);

/** Everything measured in the page for one width and theme. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const rect = (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), width: Math.round(r.width), height: Math.round(r.height) };
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('[hidden], [inert], #page');
    };
    // WCAG 2.5.8 inline exception: a link in a sentence (its block has text besides links)
    const inline = (el: Element) => {
      // a link, or a focusable term with a tooltip (span[tabindex]), inside a sentence
      if (el.tagName !== 'A' && !(el.tagName === 'SPAN' && el.hasAttribute('tabindex'))) return false;
      const block = el.parentElement?.closest('p, li, td, th, dd, dt, figcaption, blockquote, label, small, span[class]');
      if (!block) return false;
      let other = '';
      block.childNodes.forEach((n) => {
        if (n.nodeType === Node.TEXT_NODE) other += n.textContent ?? '';
        else if (n instanceof Element && !n.matches('a, button')) other += n.textContent ?? '';
      });
      return other.trim().length > 0 && getComputedStyle(el).display === 'inline';
    };
    const small: string[] = [];
    const root = document.getElementById('portal-app');
    const targets = [
      ...(root?.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
      ) ?? []),
    ].filter(visible);
    // WCAG 2.5.8 spacing exception: an undersized target passes when the 24 × 24 px square centred on it
    // meets no other target (a square: stricter than the criterion's 24 px circle)
    const spaced = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      return targets.every((o) => {
        if (o === el || o.contains(el) || el.contains(o)) return true;
        const q = o.getBoundingClientRect();
        return q.right <= cx - 12 || q.left >= cx + 12 || q.bottom <= cy - 12 || q.top >= cy + 12;
      });
    };
    for (const el of targets) {
      if (inline(el)) continue;
      // a checkbox or radio with its label: the label is the target
      const target = (el as HTMLInputElement).labels?.[0] ?? el;
      const r = el.getBoundingClientRect();
      const t = target.getBoundingClientRect();
      const w = Math.max(r.width, t.width);
      const h = Math.max(r.height, t.height);
      if ((w < 23.5 || h < 23.5) && !spaced(el)) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 30);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(w)}×${Math.round(h)}`);
      }
    }
    return {
      vw,
      scrollWidth: document.documentElement.scrollWidth,
      header: rect('#portal-app header'),
      footer: rect('#portal-app footer'),
      h1: root ? root.querySelectorAll('h1').length : 0,
      small,
      dark: document.documentElement.classList.contains('portal-theme-dark'),
    };
  });
}

async function check(page: Page, theme: string, width: number) {
  const m = await measure(page);
  const where = `${theme} @ ${width}px`;
  expect(m.dark, `${where}: theme`).toBe(theme === 'dark');
  expect(m.scrollWidth, `${where}: horizontal overflow`).toBeLessThanOrEqual(m.vw);
  expect(m.header, `${where}: header spans the viewport`).toMatchObject({ left: 0, width: m.vw });
  if (m.footer) expect(m.footer, `${where}: footer spans the viewport`).toMatchObject({ left: 0, width: m.vw });
  expect(m.header!.height, `${where}: header height`).toBeLessThanOrEqual(width >= 768 ? 64 : 56);
  expect(m.h1, `${where}: one h1`).toBe(1);
  expect(m.small, `${where}: targets under 24 × 24 px`).toEqual([]);
  if (AXE_WIDTHS.has(width)) await expectAccessible(page);
}

for (const c of PAGE_CASES.filter((p) => !p.post)) {
  test(`layout matrix: ${c.name}`, async ({ page, portal }) => {
    test.setTimeout(60_000);
    // layout-shift entries after `complete` (buffered from the start of each load)
    await page.addInitScript(() => {
      const w = window as unknown as { __shiftAfterComplete: number };
      w.__shiftAfterComplete = 0;
      new PerformanceObserver((list) => {
        if (!document.documentElement.classList.contains('complete')) return;
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__shiftAfterComplete += e.value;
      }).observe({ type: 'layout-shift', buffered: false });
    });
    for (const width of WIDTHS) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width, height: 800 });
      // each load as the case's user, with a fresh path (one-time codes, a sign-out that fails once)
      portal.reset();
      await page.context().clearCookies();
      if (c.user) await signInFast(page, c.user);
      await page.goto(c.path(portal));
      await expectType(page, c.expect, c.state);
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => (window as unknown as { __shiftAfterComplete: number }).__shiftAfterComplete);
      expect(shift, `layout shift after complete @ ${width}px`).toBe(0);
      await check(page, 'default', width);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/portal-theme-dark/);
      await check(page, 'dark', width);
    }
  });
}
