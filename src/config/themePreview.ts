// The live preview of `npm start` (scripts/dev/preview.ts), as pure functions: what the dev server serves
// instead of rebuilding the bundle when a token file or theme.config.ts changes. Never in the deploy bundle.
//
//   previewCss      every theme's CSS variables, from the same buildThemes() result check-theme produced
//                   (a stylesheet linked after portal.css: same selectors, later in the page, so it wins)
//   previewOptions  the config's labels and settings as a complete portalOptions layer (every label and
//                   setting written out, so removing an override in theme.config.ts also shows)
//   needsRebuild    what the preview cannot change at runtime (templates, breakpoints, the set of themes,
//                   head-script settings): then the dev server rebuilds dist/portal and reloads the page
import { defaultLabels } from '../labels/en.ts';
import { deepMerge, isPlainObject, type PlainObject } from '../lib/objects.ts';
import type { BuildResult } from '../theme/buildTokens.ts';
import { themeClass } from '../theme/themeName.ts';
import type { ThemeConfig } from './defineTheme.ts';
import { defaultSettings } from './settings.ts';

/** Every theme's variables as CSS: `:root` (with its theme's class) first, then every other theme's class. */
export function previewCss(result: BuildResult, rootTheme: string): string {
  const order = [rootTheme, ...result.names.filter((n) => n !== rootTheme)].filter((n) => result.themes[n]);
  const blocks = order.map((name, i) => {
    const theme = result.themes[name]!;
    const selector = i === 0 ? `:root, .${themeClass(name)}` : `.${themeClass(name)}`;
    const lines = theme.tokens.map((t) => `  ${t.cssVar}: ${t.css};`);
    return `${selector} {\n  color-scheme: ${theme.colorScheme};\n${lines.join('\n')}\n}`;
  });
  return `/* npm start live preview: theme variables from tokens/ and theme.config.ts (dev only) */\n${blocks.join('\n')}\n`;
}

/** Settings keys baked into portal-head.js at build time (scripts/build/build-portal.ts headConfig). */
const HEAD_SETTINGS = ['responsive', 'favicon', 'faviconURL', 'faviconSizes'] as const;

/**
 * The config's settings and labels as a portalOptions layer that states every value: defaults ←
 * settings ← settings.labels ← labels (as src/entries/portal.tsx folds them). The admin's own
 * window.portalOptions still wins over it (the dev script merges it underneath). `baseLabels`: the
 * defaults (src/labels/en.ts) — the dev server passes them freshly loaded, so an edit of en.ts followed by a
 * rebuild is not undone by defaults remembered from before.
 */
export function previewOptions(config: ThemeConfig, baseLabels: object = defaultLabels): PlainObject {
  const settings = (config.settings ?? {}) as PlainObject;
  const labels = deepMerge(deepMerge(baseLabels, settings.labels ?? {}), config.labels ?? {});
  const out: PlainObject = {};
  for (const [key, value] of Object.entries(defaultSettings)) {
    if (key === 'labels' || key === 'templates') continue;
    out[key] = Object.hasOwn(settings, key) ? settings[key] : value;
  }
  for (const [key, value] of Object.entries(settings)) if (key !== 'labels' && key !== 'templates') out[key] = value;
  out.theme = typeof settings.theme === 'string' ? settings.theme : (config.theme ?? 'default');
  if (isPlainObject(settings.templates)) out.templates = settings.templates;
  out.labels = labels;
  return out;
}

/** The classic script served as /__dev/overrides.js: the preview layer under the admin's portalOptions. */
export function previewOptionsScript(options: PlainObject): string {
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `/* npm start live preview: theme.config.ts labels and settings (dev only) */
(function () {
  var preview = ${json};
  var own = window.portalOptions;
  function merge(base, over) {
    if (!over || typeof over !== 'object' || Array.isArray(over) || !base || typeof base !== 'object' || Array.isArray(base)) return over === undefined ? base : over;
    var out = {}, k;
    for (k in base) if (Object.prototype.hasOwnProperty.call(base, k)) out[k] = base[k];
    for (k in over) if (Object.prototype.hasOwnProperty.call(over, k)) out[k] = merge(base[k], over[k]);
    return out;
  }
  window.portalOptions = merge(preview, own && typeof own === 'object' ? own : {});
})();
`;
}

/** A fingerprint of what only a rebuild of dist/portal can change; a different one means rebuild. */
export function rebuildKey(config: ThemeConfig, result: BuildResult, baseLabels: object = defaultLabels): string {
  const describe = (v: unknown): unknown =>
    typeof v === 'function'
      ? String(v)
      : isPlainObject(v)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]))
        : v;
  const settings = (config.settings ?? {}) as PlainObject;
  const labels = previewOptions(config, baseLabels).labels as { layout?: { upgradeNotice?: string } };
  // Stryker disable next-line StringLiteral: equivalent — with no theme names, result.themes has no entry under any key
  const first = result.themes[result.names[0] ?? ''];
  return JSON.stringify({
    templates: describe(config.templates ?? {}),
    themes: result.names,
    breakpoints: first?.tokens.filter((t) => t.path[0] === 'breakpoint').map((t) => `${t.name}=${t.css}`) ?? [],
    head: HEAD_SETTINGS.map((k) => settings[k] ?? null),
    upgradeNotice: labels.layout?.upgradeNotice ?? null,
  });
}
