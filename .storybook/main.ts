import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // stories and docs pages live beside what they show: src/components/<Name>/, src/screens/<Screen>/, src/theme/foundations/
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  // what a portal page links to from its own server (the footer's "Mashery made" image): a stand-in, so
  // screens rendered from fixture pages show no broken image
  staticDirs: [{ from: './public', to: '/public' }],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
