/// <reference types="vitest/config" />
// Base Vite config: used by Storybook (which reads it by itself) and by vitest.
// The deploy bundle has its own config (vite.portal.config.ts) that aliases React to preact/compat.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
