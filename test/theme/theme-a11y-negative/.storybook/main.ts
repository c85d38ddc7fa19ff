// Storybook for the negative check of the every-theme axe pass only (see docs/theming.md, "Checking the checker").
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../Negative.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: path.resolve(import.meta.dirname, '../../../../vite.config.ts') } },
  },
  core: { disableTelemetry: true },
};
export default config;
