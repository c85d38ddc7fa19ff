// portal-app-<hash>.js — the app module started by portal.js. Wires the real layers into the runtime:
// theme.config.ts (build-time settings, labels, templates) → resolveSettings (+ window.portalOptions)
// → extractPage → adapt → <App>. Everything that can fail is inside boot(), which never throws.
import themeConfig from '../../theme.config.ts';
import { adapt } from '../adapter/index.ts';
import { resolveSettings, type Settings } from '../config/settings.ts';
import { extractPageLazy } from '../extract/lazy.ts';
import { boot } from '../runtime/boot.ts';
import { createRenderer } from '../runtime/renderer.tsx';
import { App } from '../screens/App.tsx';
import type { ScreenModel } from '../adapter/types.ts';
// not theme/index.ts: that would put the whole `vars` contract object (used only by lazy charts) in the entry
import { themeNames } from '../theme/themes.css.ts';
import { themeClass } from '../theme/themeName.ts';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

function deepMerge(a: unknown, b: unknown): unknown {
  if (!isTree(a) || !isTree(b)) return b === undefined ? a : b;
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = deepMerge(a[k], v);
  return out;
}

/** theme.config.ts `settings`, with its top-level `labels` folded in (the config's own labels win). */
function buildTimeSettings(): Partial<Settings> {
  const settings = (themeConfig.settings ?? {}) as Partial<Settings>;
  const labels = deepMerge(settings.labels ?? {}, themeConfig.labels ?? {}) as Settings['labels'];
  return { ...settings, labels };
}

void boot<Settings, ScreenModel>({
  win: window,
  buildTime: buildTimeSettings(),
  resolveSettings: (buildTime: Partial<Settings> | undefined, runtime: unknown) => resolveSettings(buildTime, runtime),
  extractPage: extractPageLazy,
  adapt,
  themes: { names: themeNames, className: themeClass },
  mount: (view, services, onFatal) =>
    createRenderer<ScreenModel>(view, {
      App: App as never,
      extraProps: { templates: themeConfig.templates, services },
      onFatal,
    }),
});
