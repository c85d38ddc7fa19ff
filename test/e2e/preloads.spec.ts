// Every theme file a first visit fetches before `complete` is used by that page (class check, issue 35's
// speed work): a preload the page never evaluates is bytes a phone waits for — every account page fetched
// the key-activity charts (36 KB gz) and My Keys the sanitiser (13 KB gz) without running either. Each
// lazy file is served with a first line that records its evaluation; a file requested before `complete`
// and not evaluated by then fails the test. (portal.js and portal-head.js are classic scripts: always run.)
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { forEachSamplePage } from './support/samplePages.ts';

const LAZY = /\/files\/(portal-[\w]+)-[\w-]{8}\.js$/;

/** Serves every lazy theme file with a line that records its evaluation in `__portalEvaluated`. */
async function recordEvaluations(page: Page): Promise<void> {
  await page.route(LAZY, async (route) => {
    const response = await route.fetch();
    const name = LAZY.exec(route.request().url())![1]!;
    const body = `(globalThis.__portalEvaluated||(globalThis.__portalEvaluated=[])).push(${JSON.stringify(name)});\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
}

/** The lazy files requested before `complete`, and those evaluated by then. */
async function fetchedAndRun(page: Page): Promise<{ fetched: string[]; evaluated: string[] }> {
  return page.evaluate((source) => {
    const lazy = new RegExp(source);
    const complete = performance.getEntriesByName('portal:complete')[0]?.startTime ?? performance.now();
    const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.startTime <= complete)
      .flatMap((r) => {
        const m = lazy.exec(r.name);
        return m ? [m[1]!] : [];
      });
    return {
      fetched: [...new Set(fetched)].sort(),
      evaluated: [...new Set((globalThis as { __portalEvaluated?: string[] }).__portalEvaluated ?? [])].sort(),
    };
  }, LAZY.source);
}

test('a first visit fetches no theme file it does not run', async ({ page, portal }) => {
  test.slow();
  await recordEvaluations(page);
  const unused: string[] = [];
  await forEachSamplePage(page, portal, async (path) => {
    const { fetched, evaluated } = await fetchedAndRun(page);
    expect(fetched.length, `${path}: some lazy file is fetched`).toBeGreaterThan(0);
    for (const file of fetched) if (!evaluated.includes(file)) unused.push(`${path}: ${file}`);
  });
  expect(unused).toEqual([]);
});
