// End-to-end tests of the themed simulated portal (test/e2e). Debian Chromium, 1–2 workers.
//   npm run e2e                          (list reporter)
//   E2E_JSON=.ci-out/e2e.json npm run e2e (also writes Playwright JSON for scripts/test/summary.mjs)
// Each worker keeps one simulated portal (fixtures/portal, free port) and one browser context; every test
// starts from a reset portal, no cookies and a new tab (test/e2e/support/fixtures.ts, docs/e2e.md).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

const jsonFile = process.env.E2E_JSON;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  outputDir: 'test-results/e2e',
  timeout: 40_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [[process.env.CI ? 'dot' : 'list'], ...(jsonFile ? [['json', { outputFile: jsonFile }] as const] : [])],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // traces cost CPU on every action; E2E_TRACE=1 keeps one for each failed test
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
