// Import rules of src/ (docs/architecture.md), checked by dependency-cruiser: `npm run deps`, and a gate in
// `npm test`. The ladder, from the ground up:
//
//   model, lib        ground floors: model imports nothing else from src/, lib only model (types)
//   theme             tokens → CSS variables            (+ lib)
//   components        the design system                 (+ theme, lib)
//   extract           Document → PageData               (+ model, lib)
//   labels, config    wording, settings, theme config   (+ model, lib; config also theme and labels)
//   adapter           PageData × Settings → ScreenModel (+ model, lib, config, labels)
//   screens           ScreenModel → JSX                 (+ components, theme, model, lib)
//   runtime           side effects, beside the ladder   (everything but screens and entries)
//   entries           wire it all together
//
// Plus: no import cycles anywhere; components/private/ only from components; the zod schemas stay out
// of the shipped bundle (type imports only, outside config's build-time schema); src/ never imports a
// devDependency nor a test (a *.test.ts beside its module, or test/); tests and stories are exempt from the layer
// rules (they are not shipped).
const layer = (name) => `^src/${name}/`;
const notIn = (...names) => `^src/(?!(${names.join('|')})/)`;
const SHIPPED = '^src/(?!.*\\.(test|stories)\\.tsx?$)';

/** a layer may import only these layers (and npm packages) */
const allowed = {
  lib: ['lib', 'model'],
  model: ['model'],
  theme: ['theme', 'lib'],
  components: ['components', 'theme', 'lib'],
  extract: ['extract', 'model', 'lib'],
  labels: ['labels', 'model', 'lib'],
  config: ['config', 'model', 'lib', 'labels', 'theme'],
  adapter: ['adapter', 'model', 'lib', 'config', 'labels'],
  screens: ['screens', 'components', 'theme', 'model', 'lib'],
  runtime: ['runtime', 'model', 'lib', 'config', 'labels', 'extract', 'adapter', 'components', 'theme'],
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order and chunking fragile: none anywhere.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...Object.entries(allowed).map(([name, layers]) => ({
      name: `layer-${name}`,
      comment: `src/${name}/ imports only ${layers.map((l) => `src/${l}/`).join(', ')} (docs/architecture.md)`,
      severity: 'error',
      from: { path: layer(name), pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: '^src/', pathNot: `^src/(${layers.join('|')})/` },
    })),
    {
      name: 'no-react-in-pure-layers',
      comment: 'lib, model, extract, labels and adapter are plain data and functions: no React, no vanilla-extract.',
      severity: 'error',
      from: { path: '^src/(lib|model|extract|labels|adapter)/', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: 'node_modules/(react|react-dom|preact|@vanilla-extract|@radix-ui)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'private-components',
      comment: 'src/components/private/ holds internals of the design system: only components import them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/components/' },
      to: { path: '^src/components/private/' },
    },
    {
      name: 'entries-are-roots',
      comment: 'Nothing imports the bundle entry points.',
      severity: 'error',
      from: { path: notIn('entries') },
      to: { path: '^src/entries/' },
    },
    {
      name: 'schemas-stay-out-of-the-bundle',
      comment:
        'zod (the PageData schema in model/pageData.ts, the theme-config schema) is for tests, tools and the build: shipped code imports its types only.',
      severity: 'error',
      from: {
        path: SHIPPED,
        pathNot: '^src/(config/(themeConfigSchema|defineTheme|checkThemeConfig)|model/(pageData|.*[Ss]chema))\\.ts$',
      },
      to: { path: '(node_modules/zod/|^src/model/(pageData|.*[Ss]chema)\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-dev-dependencies-in-src',
      comment: 'Shipped code must not depend on devDependencies.',
      severity: 'error',
      from: { path: SHIPPED, pathNot: '^src/entries/inspect\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-through-index',
      comment:
        "Outside src/components/, a component is imported through its index.ts. Exemptions, each a lazy-loading seam: type-only imports; dynamic imports (a lazy chunk is the component's own module); a component's .css.ts (a screen reserves a lazy component's box with its classes, without its code); ServerHtml/trustedTypes.ts and neutralize.ts (the runtime's Trusted Types policy and handler renaming, without the sanitiser, which loads lazily); QuickSearch/QuickSearch.tsx (the header's trigger without the dialog's search state).",
      severity: 'error',
      from: { path: '^src/(?!components/)', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: {
        path: '^src/components/(?!private/)[^/]+/',
        pathNot: [
          '^src/components/[^/]+/index\\.ts$',
          '\\.css\\.ts$',
          '^src/components/ServerHtml/(trustedTypes|neutralize)\\.ts$',
          '^src/components/QuickSearch/QuickSearch\\.tsx$',
        ],
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'theme-config-only-in-build-and-entries',
      comment:
        'theme.config.ts is read by the theme build (src/theme/themes.css.ts) and the entries only; everything else gets its values as settings, labels and tokens through them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(entries/|theme/themes\\.css\\.ts$)' },
      to: { path: '^theme\\.config\\.ts$' },
    },
    {
      name: 'no-stories-in-shipped-code',
      comment: 'Shipped code never imports the story catalogue (stories/) or a story file.',
      severity: 'error',
      from: { path: SHIPPED },
      to: { path: '(^stories/|\\.stories\\.tsx?$)' },
    },
    {
      name: 'no-tests-in-shipped-code',
      comment:
        'Shipped code never imports a test: a *.test.ts(x) beside its module, or anything under test/ (fixtures, helpers).',
      severity: 'error',
      from: { path: SHIPPED },
      to: { path: '(^test/|\\.test\\.tsx?$)' },
    },
    {
      name: 'no-unresolvable',
      comment: "Every import resolves (virtual: modules are made by a Vite plugin, e.g. Storybook's fixture manifest).",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
