// Every page type the portal can serve by URL, opened with a full load in the themed UI: <html> gets
// `complete`, #portal-app names the content type (and state for sign-in/search), the user nav matches
// the login state, no uncaught error, no javascript: URL, and axe finds no WCAG 2.1 A/AA violation.
// (Pages that only follow a form post are covered by the flow tests, which run the same checks.)
import { test, expect, expectType, expectUserNav, expectAccessible, expectNoScriptUrls, signInFast } from './support/fixtures.ts';
import { PAGE_CASES } from './support/pages.ts';

for (const c of PAGE_CASES.filter((p) => !p.post)) {
  test(`${c.name}: ${c.expect}${c.state ? ` (${c.state})` : ''}`, async ({ page, portal }) => {
    if (c.user) await signInFast(page, c.user);
    const response = await page.goto(c.path(portal));
    expect(response?.status()).toBe(c.status ?? 200);
    await expectType(page, c.expect, c.state);
    const loggedIn = c.loggedIn ?? c.user !== null;
    await expectUserNav(page, !loggedIn ? 'out' : c.user === 'admin' ? 'admin' : 'member');
    await expect(page.locator('#page')).toBeHidden();
    await expect(page.locator('link[href*="Mashery-base.css"]')).toHaveCount(0);
    await expectNoScriptUrls(page);
    await expectAccessible(page);
  });
}
