// portal-app-<hash>.js — the app module started by portal.js. Wires the real layers into the runtime:
// theme.config.ts (build-time settings, labels, templates) → resolveSettings (+ window.portalOptions)
// → extractPage → adapt → <App>. Everything that can fail is inside boot(), which never throws.
import themeConfig from '../../theme.config.ts';
import { adaptLazy, preloadBuilder } from '../adapter/lazy.ts';
import { resolveSettings } from '../config/settings.ts';
import { readersFor } from '../extract/lazy.ts';
import { deepMerge } from '../lib/objects.ts';
import { finishPage, startPage } from '../extract/page.ts';
import type { PageData } from '../model/pageData.ts';
import type { ScreenModel } from '../model/screenModel.ts';
import type { Settings } from '../model/settings.ts';
import { boot } from '../runtime/boot.ts';
import { createRenderer } from '../runtime/renderer.tsx';
import { App } from '../screens/App.tsx';
import { preloadScreen, screenReady } from '../screens/registry.ts';
// not theme/index.ts: that would put the whole `vars` contract object (used only by lazy charts) in the entry
import { themeNames } from '../theme/themes.css.ts';
import { themeClass } from '../theme/themeName.ts';

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
async function readPage(doc: Document, url: string, options?: { status?: number }): Promise<PageData> {
  const start = startPage(doc, url, options);
  const type = start.detection.contentType;
  preloadBuilder(type);
  if (!themeConfig.templates?.screens?.[type]) preloadScreen(type);
  return finishPage(start, await readersFor(type));
}

const buildTime = buildTimeSettings();

void boot({
  win: window,
  resolveSettings: (portalOptions) => resolveSettings(buildTime, portalOptions),
  extractPage: readPage,
  // a screen renders once, with the parts its body needs (screenReady: Markdown, code samples), not a placeholder first
  adapt: (page, settings, env) =>
    adaptLazy(page, settings, env).then((model) =>
      themeConfig.templates?.screens?.[model.contentType] ? model : screenReady(model.contentType, model).then(() => model),
    ),
  themes: { names: themeNames, className: themeClass },
  mount: (view, services, onFatal) =>
    createRenderer<ScreenModel>(view, {
      app: (model) => <App model={model} templates={themeConfig.templates} services={services} />,
      onFatal,
    }),
});
