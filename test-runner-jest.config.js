// Storybook test-runner: Debian Chromium (the env variable is ignored; executablePath must be set here).
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
export default {
  ...base,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    },
  },
};
