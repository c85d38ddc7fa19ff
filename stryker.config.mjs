// Mutation testing of the pure floors (docs/budgets.md › Mutation scores). `npm run mutate` runs the whole set,
// `npm run mutate -- <folder or file>` one part of it (scripts/test/mutate.mjs). Not part of `npm test`.
// One test process at a time (`concurrency: 1`): the suites share a 2-core machine. Incremental: a run reuses
// the results of unchanged code and tests from reports/stryker/ (not committed).
/** The pure floors: no DOM effects, no network, no timers of their own. */
export const MUTATE_SET = [
  'src/lib/**/*.ts',
  'src/extract/**/*.ts',
  'src/adapter/**/*.ts',
  'src/labels/**/*.ts',
  'src/config/**/*.ts',
  // the pure parts of the runtime: link rules, the click and submit (navigation) decisions, the script
  // allow-list, the runtime's labels. (Pagination and the portal's URLs are src/adapter's docsPager.ts,
  // urls.ts and paths.ts.)
  'src/runtime/linkRules.ts',
  'src/runtime/inputRules.ts',
  'src/runtime/scriptAllowList.ts',
  'src/runtime/labels.ts',
];

/**
 * Never mutated: tests, styles, and the default English texts (src/labels/en/) — data, no decisions: every
 * string a static mutant that runs every related suite, killed only by a test that repeats the text
 * (docs/budgets.md › Mutation scores).
 */
export const MUTATE_EXCLUDE = ['!**/*.test.ts', '!**/*.css.ts', '!src/labels/en/**'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [...MUTATE_SET, ...MUTATE_EXCLUDE],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/stryker/incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/stryker/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // only sources carry type checks to disable (not the fixture pages)
  disableTypeChecks: 'src/**/*.{ts,tsx}',
  // the sandbox needs sources, tests and fixtures, not builds, screenshots or reports. Each pattern is
  // anchored at the root with `/`: a bare name is ignored at any depth (`reports` took fixtures/reports
  // with it, so reportData.test.ts and reportSource.test.ts could not load and killed nothing; `docs`
  // took test/docs).
  ignorePatterns: [
    '/dist',
    '/storybook-static',
    '/.ci-out',
    '/docs',
    '/bench',
    '/reports',
    '/test-results',
    '/playwright-report',
    '/test/e2e',
  ],
  timeoutMS: 10000,
};
