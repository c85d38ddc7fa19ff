// Accessible names unique and saying which item, in Chromium on the simulated portal (quality bar; the unit
// check in test/screens/account/uniqueNames.test.tsx renders server HTML as text under happy-dom, so the
// content's own links — a card grid's "Read the docs" on every card — are checked here): on every page,
// within one landmark (a named navigation, the main content, the footer …: how a screen-reader user moves
// through a page), no two buttons share a name, and links share one only when they lead to the same place.
// (The header's "Sign In" link and the form's "Sign In" button, or "Privacy Policy" in the form and in the
// footer, are told apart by their landmark.)
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { forEachSamplePage } from './support/samplePages.ts';

async function sharedNames(page: Page): Promise<string[]> {
  return page.locator('#portal-app').evaluate((root) => {
    const LANDMARK = 'nav, main, header, footer, aside, [role="region"][aria-label], [role="search"]';
    const seen = new Map<Element | null, Map<string, Set<string>>>();
    const out = new Set<string>();
    for (const el of Array.from(root.querySelectorAll('button, a[href], [role="button"]'))) {
      if (!(el as HTMLElement).offsetParent && getComputedStyle(el).position !== 'fixed') continue; // not rendered
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      if (!name) continue;
      const landmark = el.closest(LANDMARK);
      const names = seen.get(landmark) ?? new Map<string, Set<string>>();
      seen.set(landmark, names);
      const kind = el.localName === 'a' ? 'a' : 'button';
      const key = `${kind} ${name}`;
      const targets = names.get(key) ?? new Set<string>();
      const target = kind === 'a' ? `href ${(el as HTMLAnchorElement).href}` : `button ${targets.size}`;
      if (targets.size && !targets.has(target)) out.add(`${key} (in ${landmark?.localName ?? 'the page'})`);
      targets.add(target);
      names.set(key, targets);
    }
    return [...out];
  });
}

test('every page: controls that share a name lead to the same place', async ({ page, portal }) => {
  test.slow();
  const found: string[] = [];
  await forEachSamplePage(page, portal, async (path) => {
    for (const d of await sharedNames(page)) found.push(`${path}: ${d}`);
  });
  expect(found).toEqual([]);
});
