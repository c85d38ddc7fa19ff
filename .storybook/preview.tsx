import type { Decorator, Loader, Preview } from '@storybook/react-vite';
// Storybook's React renderer (react-dom/client) is otherwise a dynamic import made when the first story
// renders, i.e. fetched only after the story index and the story file: imported here, it arrives with the
// preview's first files (modulepreload) and a story opens one round trip sooner (scripts/bench/bench-storybook.mjs).
import '@storybook/react-dom-shim';
import '../src/theme/themes.css.ts';
import { defaultThemeName, themeClass, themeMeta, themeNames, vars } from '../src/theme/index.ts';
import { applyTheme, currentTheme, settle, THEME_ROOT_ATTRIBUTE } from './themeSwitch.ts';
import { FixtureCaption, storyFixtures } from '../stories/support/fixtureSource.tsx';
import { loadFixturePages } from '../stories/support/fixturePages.ts';
import { configure } from 'storybook/test';

// findBy*/waitFor in play functions wait for lazy chunks and the portal's report scripts: on a busy 2-core
// CI machine they can take longer than testing-library's 1 s default (KeyActivity's legacy report did).
configure({ asyncUtilTimeout: 5000 });

// A static build opened on a loopback host runs this preview on the other loopback origin (.storybook/main.ts
// › managerHead). Storybook's serialiser (telejson: logged actions, spy calls) expands a Window it meets in
// an argument — an event's target leads to one — and then window.top, the manager's cross-origin window,
// whose toJSON throws a SecurityError. This window serialises as its name instead.
Object.defineProperty(window, 'toJSON', { value: () => '[Window]', configurable: true });

// The test-runner switches themes through this handle (see test-runner.ts).
window.__PORTAL_THEME__ = {
  names: themeNames,
  defaultName: defaultThemeName,
  apply: (name) => applyTheme(name),
  current: () => currentTheme(),
  settle,
};

/** Theme from the toolbar: class on the story root AND on <html>, so portalled dialogs follow it. */
const withTheme: Decorator = (Story, context) => {
  const requested = String(context.globals.theme ?? defaultThemeName);
  const name = themeNames.includes(requested) ? requested : defaultThemeName;
  applyTheme(name);
  // on the docs page, each screen story says which fixture page it renders (see support/fixtureSource.tsx)
  const fixtures = context.viewMode === 'docs' ? storyFixtures(context.originalStoryFn, context.args) : [];
  return (
    <div className={themeClass(name)} {...{ [THEME_ROOT_ATTRIBUTE]: '' }} style={{ padding: vars.space.lg }}>
      <Story />
      {fixtures.length > 0 && <FixtureCaption files={fixtures} />}
    </div>
  );
};

/**
 * Before a screen story renders, fetch the fixture pages it renders (each page is its own small chunk:
 * support/fixturePages.ts), read from its render helper's tag or its `fixture` arg. Loaders run again when
 * args change, so picking another `fixture` in Controls loads that page.
 */
const loadStoryFixtures: Loader = async (context) => {
  await loadFixturePages(storyFixtures(context.originalStoryFn, context.args));
  return {};
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [loadStoryFixtures],
  globalTypes: {
    theme: {
      description: 'Theme (tokens/themes/*.tokens.json)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: themeMeta[name]?.label ?? name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultThemeName },
  parameters: { a11y: { test: 'error' } },
};
export default preview;
