// Storybook test-runner: Debian Chromium (the env variable is ignored; executablePath must be set here).
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

const base = getJestConfig();
export default {
  ...base,
  // the runner's environment and its per-file setup, loaded once per worker instead of once per story file
  // (.storybook/test-environment.mjs says why)
  testEnvironment: '<rootDir>/.storybook/test-environment.mjs',
  setupFilesAfterEnv: base.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [...CHROMIUM_ARGS],
      },
    },
  },
};
