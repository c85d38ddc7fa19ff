// Every page type the portal can serve by URL, opened with a full load in the themed UI: <html> gets
// `complete`, #portal-app names the content type (and state for sign-in/search), the user nav matches
// the login state, no server action lost, no uncaught error, no javascript: URL. axe runs on the same page
// types in layout-matrix.spec.ts (every WCAG 2.1 A/AA + 2.2 AA rule light at 1280 px and dark at 320 px,
// colour and layout rules at the other widths), so not here a second time (it was half this file's time).
// (Pages that only follow a form post are covered by the flow tests, which run the same checks.)
import { test, expect, expectType, expectUserNav, expectNoScriptUrls, signInFast } from './support/fixtures.ts';
import { PAGE_CASES } from './support/pages.ts';
import { COLLECT, lostActions, type FoundActions } from '../support/serverActions.mjs';

for (const c of PAGE_CASES.filter((p) => !p.post)) {
  test(`${c.name}: ${c.expect}${c.state ? ` (${c.state})` : ''}`, async ({ page, portal }) => {
    if (c.user) await signInFast(page, c.user);
    const response = await page.goto(c.path(portal));
    expect(response?.status()).toBe(c.status ?? 200);
    await expectType(page, c.expect, c.state);
    // never drop what the server offers: every link and form action of the server's #main/#sub is in the
    // themed UI, or excused with a reason in ACTION_ALLOW_LIST (test/support/serverActions.mjs)
    const found = (await page.evaluate(
      `(${COLLECT})(${JSON.stringify(await response!.text())}, ${JSON.stringify(page.url())})`,
    )) as FoundActions;
    expect(lostActions(found, c.expect).map((a) => `${a.kind} ${a.key} ("${a.text}")`)).toEqual([]);
    const loggedIn = c.loggedIn ?? c.user !== null;
    await expectUserNav(page, !loggedIn ? 'out' : c.user === 'admin' ? 'admin' : 'member');
    await expect(page.locator('#page')).toBeHidden();
    await expect(page.locator('link[href*="Mashery-base.css"]')).toHaveCount(0);
    await expectNoScriptUrls(page);
  });
}
