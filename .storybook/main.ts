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
  // `npm run storybook` (the dev server) — what a reviewer opens. Measured 2026-11-27 (docs/components.md ›
  // Opening time): the first story took 59 s and reloaded the preview, because vanilla-extract's compiled
  // recipes import `@vanilla-extract/recipes/createRuntimeFn`, which the dependency scan (it reads the
  // stories' sources, not the plugin's output) cannot see: Vite optimised it on first use and reloaded the
  // page. Naming it here ends that reload. The preview and what it imports (theme, decorators, the
  // component styles every story shares) are transformed on start; warming every story as well kept the
  // server busy for minutes, so the first story opened waited behind it (tried, not kept).
  viteFinal: (vite, { configType }) => {
    if (configType !== 'DEVELOPMENT') return vite;
    return {
      ...vite,
      optimizeDeps: {
        ...vite.optimizeDeps,
        include: [...(vite.optimizeDeps?.include ?? []), '@vanilla-extract/recipes/createRuntimeFn'],
      },
      server: {
        ...vite.server,
        warmup: { ...vite.server?.warmup, clientFiles: ['./.storybook/preview.tsx'] },
      },
    };
  },
};
export default config;
