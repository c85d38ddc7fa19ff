// portal-app-<hash>.js — the app module started by portal.js. Wires the real layers into the runtime:
// theme.config.ts (build-time settings, labels, templates) → resolveSettings (+ window.portalOptions)
// → extractPage → adapt → <App>. Everything that can fail is inside boot(), which never throws.
import themeConfig from '../../theme.config.ts';
import { adaptLazy, preloadBuilder } from '../adapter/lazy.ts';
import { resolveSettings, type Settings } from '../config/settings.ts';
import { readersFor } from '../extract/lazy.ts';
import { finishPage, startPage } from '../extract/page.ts';
import type { PageData } from '../extract/types.ts';
import { boot } from '../runtime/boot.ts';
import { createRenderer } from '../runtime/renderer.tsx';
import { App } from '../screens/App.tsx';
import { preloadScreen } from '../screens/registry.ts';
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

/**
 * Reads a page. As soon as its content type is known, everything the page needs is fetched in parallel:
 * its extractors (awaited here), its screen builders (adaptLazy awaits them) and its screen chunk (unless
 * theme.config.ts replaces that screen) — no waterfall.
 */
async function readPage(doc: Document, url: string, opts?: { status?: number }): Promise<PageData> {
  const start = startPage(doc, url, opts);
  const type = start.d.contentType;
  preloadBuilder(type);
  if (!themeConfig.templates?.screens?.[type]) preloadScreen(type);
  return finishPage(start, await readersFor(type));
}

void boot<Settings, ScreenModel>({
  win: window,
  buildTime: buildTimeSettings(),
  resolveSettings: (buildTime: Partial<Settings> | undefined, runtime: unknown) => resolveSettings(buildTime, runtime),
  extractPage: readPage,
  adapt: adaptLazy,
  themes: { names: themeNames, className: themeClass },
  mount: (view, services, onFatal) =>
    createRenderer<ScreenModel>(view, {
      App: App as never,
      extraProps: { templates: themeConfig.templates, services },
      onFatal,
    }),
});
