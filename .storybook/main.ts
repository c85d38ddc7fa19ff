import type { StorybookConfig } from '@storybook/react-vite';
import type { InlineConfig } from 'vite';

const config: StorybookConfig = {
  // the reviewer's catalogue in stories/ (introduction, foundations, the screen gallery, story support); each
  // component's stories and docs page beside it in src/components/<Name>/
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  // what a portal page links to from its own server (the footer's "Mashery made" image): a stand-in, so
  // screens rendered from fixture pages show no broken image
  staticDirs: [{ from: './public', to: '/public' }],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Tools a reviewer of this library does not use: the themes set the page background (the Theme toolbar
  // switches them), and Storybook's onboarding checklists are for people setting Storybook up. Each is UI
  // the manager renders on every cold open (scripts/bench/bench-storybook.mjs).
  features: {
    backgrounds: false,
    measure: false,
    outline: false,
    sidebarOnboardingChecklist: false,
    menuOnboardingChecklist: false,
  },
  // A static build opened on a loopback host (npm run storybook:review, http://127.0.0.1:6006/) loads its
  // preview from the other loopback name of the same server (127.0.0.1 ↔ localhost). A cross-site iframe
  // gets its own renderer process, so the story renders on the second core while the manager is still
  // building its UI, instead of waiting behind it on one main thread (the manager's own 1.5–2 s of CPU on
  // a cold open was most of the time to a rendered story). Storybook supports a preview on another origin
  // (composition, PREVIEW_URL); the channel is postMessage either way. Any other host (a deployed static
  // build, the dev server) keeps the preview on its own origin.
  managerHead: (head, { configType }) =>
    configType !== 'PRODUCTION'
      ? head
      : `${head}
<script>
(function () {
  var other = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }[location.hostname];
  if (other && location.protocol === 'http:')
    window.PREVIEW_URL = 'http://' + other + (location.port ? ':' + location.port : '') + location.pathname.replace(/[^/]*$/, '') + 'iframe.html';
})();
</script>`,
  // `npm run storybook` (the dev server) — what a reviewer opens. Measured 2026-11-27 (docs/components.md ›
  // Opening time): the first story took 59 s and reloaded the preview, because vanilla-extract's compiled
  // recipes import `@vanilla-extract/recipes/createRuntimeFn`, which the dependency scan (it reads the
  // stories' sources, not the plugin's output) cannot see: Vite optimised it on first use and reloaded the
  // page. Naming it here ends that reload. The preview and what it imports (theme, decorators, the
  // component styles every story shares) are transformed on start; warming every story as well kept the
  // server busy for minutes, so the first story opened waited behind it (tried, not kept).
  viteFinal: (vite, { configType }) => {
    if (configType !== 'DEVELOPMENT') return withLibraryChunks(vite);
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

/**
 * The static build (`npm run storybook:review`, the test-runner): the design system (src/components,
 * src/theme and vanilla-extract's runtime) in one chunk, the screens in another. Left to itself the build
 * splits them into ~150 chunks of a component each, and a screen story then loaded 108 files in a
 * waterfall of module imports (its preview took 2.9 s to render cold, of which ~1.5 s was the chain).
 * Story files, docs pages and fixture pages keep their own chunks (a story fetches its own fixture page
 * only: scripts/bench/storybook-chunks.mjs), and so does the extractor/adapter chunk the screen stories share.
 */
function withLibraryChunks(vite: InlineConfig): InlineConfig {
  const story = /\.(stories\.[jt]sx?|mdx)$|[\\/]fixtures[\\/]/;
  const output = vite.build?.rolldownOptions?.output ?? vite.build?.rollupOptions?.output;
  return {
    ...vite,
    build: {
      ...vite.build,
      rolldownOptions: {
        ...(vite.build?.rolldownOptions ?? vite.build?.rollupOptions),
        output: {
          ...(Array.isArray(output) ? {} : output),
          codeSplitting: {
            groups: [
              {
                name: 'design-system',
                test: (id: string) =>
                  !story.test(id) && /[\\/]src[\\/](components|theme)[\\/]|[\\/]node_modules[\\/]@vanilla-extract[\\/]/.test(id),
                priority: 2,
              },
              { name: 'screens', test: (id: string) => !story.test(id) && /[\\/]src[\\/]screens[\\/]/.test(id), priority: 1 },
            ],
          },
        },
      },
    },
  };
}
export default config;
