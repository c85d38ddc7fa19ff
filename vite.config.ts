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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), fixtureManifest()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    // fixture pages link stylesheets and iframes: loading stays off, without an error logged for each
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    testTimeout: 20000,
    // vitest's default on a 2-core machine is one worker (cores - 1); the main process is mostly idle, so two
    // workers use both cores (the unit-test step took 257 s with one)
    maxWorkers: 2,
  },
});
