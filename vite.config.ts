/// <reference types="vitest/config" />
// Base Vite config: used by Storybook (which reads it by itself) and by vitest.
// The deploy bundle has its own config (vite.portal.config.ts) that aliases React to preact/compat.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * `virtual:fixture-manifest`: fixtures/pages/index.json reduced to each page's file, url and status, which is
 * all the stories' fixtureModel needs (the manifest also lists every page's facts: ~110 KB in every screen story).
 */
function fixtureManifest(): Plugin {
  const id = 'virtual:fixture-manifest';
  const file = fileURLToPath(new URL('./fixtures/pages/index.json', import.meta.url));
  return {
    name: 'fixture-manifest',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      this.addWatchFile(file);
      const entries = (JSON.parse(fs.readFileSync(file, 'utf8')) as { file: string; url: string; status: number }[]).map(
        ({ file, url, status }) => ({ file, url, status }),
      );
      return `export default ${JSON.stringify(entries)};`;
    },
  };
}

/** Unit tests sit beside their module (src/, scripts/, stories/); test/ holds the cross-module suites (docs/testing.md). */
const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,tsx}',
  'stories/**/*.test.{ts,tsx}',
  'test/**/*.test.{ts,tsx}',
];
/**
 * Unit-test files that run in a fresh module registry and environment of their own (vitest's default
 * isolation): those that mock modules (vi.mock), import on demand to test lazy loading or first-load state,
 * stub globals, and the runtime's (boot, navigation, history and location state). Every other file runs in
 * the `shared` project without isolation: its worker keeps the modules already imported (React,
 * testing-library, happy-dom, the extractors) instead of importing them again for each of ~130 files, which
 * was most of the step's CPU time (src/components and the lib tests: 122 s → 29 s of CPU, the tests themselves alike).
 * A new test that mocks a module, stubs a global or needs a first import belongs in this list.
 */
const ISOLATED = [
  'src/components/HeadingAnchors/HeadingAnchors.test.tsx',
  'src/components/KeyTable/KeyTable.parts.test.tsx',
  'src/components/Markdown/Markdown.wiring.test.tsx',
  'src/components/ServerHtml/ServerHtml.lazy.test.tsx',
  'src/components/ServerHtml/ServerHtml.test.tsx',
  'src/components/TableOfContents/TableOfContents.test.tsx',
  'src/adapter/lazy.missing.test.ts',
  'src/adapter/lazy.preload.test.ts',
  'src/extract/lazy.test.ts',
  'src/lib/oauthReturn.test.ts',
  'src/runtime/**/*.test.{ts,tsx}',
  'src/screens/App.test.tsx',
  'test/extract/fixtures.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/runtime/**/*.test.{ts,tsx}',
  'test/screens/content/render.test.tsx',
];
const EXCLUDE = ['test/e2e/**', 'node_modules/**'];
/**
 * `npm run mutate -- <path> --testFiles=<globs>` (scripts/test/mutate.mjs) passes the globs here instead of to
 * Stryker: Stryker 9.6 activates every mutant of a `--testFiles` run only once the tests start, after the
 * modules have loaded, so a static mutant (code run when a module loads: defaults, option tables, messages)
 * was never active and always survived. Its own vitest project, isolated: every file loads afresh.
 */
const MUTATE_TEST_FILES = process.env.MUTATE_TEST_FILES?.split(',').filter(Boolean);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), fixtureManifest()],
  test: {
    environment: 'happy-dom',
    // (include lists per project only: a project's lists are appended to the root's)
    projects: MUTATE_TEST_FILES?.length
      ? [{ extends: true, test: { name: 'mutate', include: MUTATE_TEST_FILES, exclude: EXCLUDE } }]
      : [
          { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
          { extends: true, test: { name: 'shared', include: UNIT_TESTS, exclude: [...EXCLUDE, ...ISOLATED], isolate: false } },
        ],
    setupFiles: ['test/setup.ts'],
    // fixture pages link stylesheets and iframes: loading stays off, without an error logged for each
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    testTimeout: 20000,
    // vitest's default on a 2-core machine is one worker (cores - 1); the main process is mostly idle, so two
    // workers use both cores (the unit-test step took 257 s with one)
    maxWorkers: 2,
  },
});
