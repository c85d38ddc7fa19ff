// Boot: read the server page → extract → adapt → render into the app root; then in-place loading,
// enhancements and the profile link. Any exception on the first load shows the server page again
// (never a blank page); the document always ends with <html class="complete">.
// PortalRuntime orchestrates; its parts live beside it: the screens' services (runtimeServices.ts), the
// theme and head tags (appearance.ts), the never-blank check (neverBlank.ts), the enhancements
// (enhancements.ts), the session's hygiene, Sign Out and the profile link's re-render (session.ts).

import { defaultSettings, type ResolvedSettings } from '../config/settings.ts';
import { GLOBALS_FUNCTION_MESSAGE } from '../lib/describeProblem.ts';
import type { PageData } from '../model/pageData.ts';
import type { PendingNotice, ScreenModel } from '../model/screenModel.ts';
import type { Settings } from '../model/settings.ts';
import type { AssetLoader } from './assets.ts';
import type { TooltipController } from './enhance/tooltips.ts';
import { createEmitter, PORTAL_EVENTS, type Emit } from './events.ts';
import type { FetchFn } from './fetchDocument.ts';
import { scrollAfterLoad } from './focus.ts';
import { setScriptUrlCheck } from '../components/ServerHtml/trustedTypes.ts';
import { yieldToMain } from './yieldToMain.ts';
import { EarlyInput, runNatively } from './earlyInput.ts';
import { inertCopyInSteps } from './inertCopy.ts';
import { removeLegacyStylesheets } from './legacyStyles.ts';
import type { Navigator } from './navigator.ts';
import type * as NavigatorFile from './navigator.ts';
import {
  applyModelClasses,
  ensureAppRoot,
  hideServerPage,
  removeAppRoot,
  serverPage,
  setPhase,
  setRootContent,
  showServerPage,
  type AppRoot,
  revealApp,
} from './pageState.ts';
import { applyCachedProfile, fetchProfile } from './profile.ts';
import type { Renderer } from './renderer.tsx';
import type { RuntimeHost, ShownPage } from './runtimeHost.ts';
import * as css from './runtime.css.ts';
import { scriptAllowList } from './scriptAllowList.ts';
import type { ColorSchemeService } from './colorScheme.ts';
import { applyHeadTags, applyTheme, withSchemeSwitch, type BuiltThemes } from './appearance.ts';
import type { RuntimeServices } from './services.ts';
import { createRuntimeServices, lazyAssetLoader } from './runtimeServices.ts';
import { forgetExpired, submitLogout, takeFetchedProfile } from './session.ts';
import { takeNotice } from './notices.ts';
import { assertNotBlank, serverContentInstead } from './neverBlank.ts';
import { serverMain, shownTextLength } from './visibleText.ts';
import { enhanceScreen } from './enhancements.ts';

/**
 * A User Timing mark `portal:<step>` of the first load (start, copied, extracted, adapted, rendered,
 * complete): `npm run bench` and DevTools show where the time between the scripts and `complete` goes.
 */
function mark(win: Window, step: string): void {
  try {
    win.performance.mark(`portal:${step}`);
  } catch {
    /* no User Timing: nothing to mark */
  }
}

/** this chunk's URL: the theme's folder (kept out of `new URL(…, import.meta.url)`, which Vite treats as an asset) */
const THIS_MODULE_URL = import.meta.url;
/** the in-place loader's file; null (with a warning) when it cannot be loaded: links then load normally */
function loadNavigator(): Promise<typeof NavigatorFile | null> {
  return import('./navigator.ts').catch((error: unknown) => {
    console.warn('[portal] in-place loading is not available; pages load normally', error);
    return null;
  });
}

export interface BootOptions {
  win: Window;
  /** defaults ← theme.config.ts settings ← `portalOptions` (window.portalOptions, read by the runtime) */
  resolveSettings(portalOptions: unknown): ResolvedSettings;
  /** may be async: the deploy bundle loads each page's content extractors lazily (src/extract/lazy.ts) */
  extractPage(doc: Document, url: string, options?: { status?: number }): PageData | Promise<PageData>;
  /** may be async: the deploy bundle loads each content group's screen builders lazily (src/adapter/lazy.ts) */
  adapt(
    page: PageData,
    settings: Settings,
    env: { url: string; now: Date; notice?: PendingNotice | null; profilePending?: boolean },
  ): ScreenModel | Promise<ScreenModel>;
  /** creates the renderer for the view element (the entry wires the real App) */
  mount(view: HTMLElement, services: RuntimeServices, onFatal: (error: unknown) => void): Renderer<ScreenModel>;
  fetch?: FetchFn;
  placeholderDelay?: number;
  now?: () => Date;
  /** the in-place navigator's file (tests give a slow or failing one; default: its lazy import) */
  loadNavigator?: () => Promise<typeof NavigatorFile | null>;
  /** the built themes: `settings.theme` puts className(name) on <html> and the app root */
  themes?: BuiltThemes;
  /** the folder the theme's files are served from (scripts from there are allowed); default: this module's */
  themeFolder?: string;
}

export type BootResult =
  { kind: 'rendered'; runtime: PortalRuntime } | { kind: 'notPortal' } | { kind: 'failed'; error: unknown };

/**
 * The runtime host: owns the page (settings, the page shown, the app root, the renderer) and is the object
 * in-place loading works on when its chunk arrives (see runtimeHost.ts).
 */
export class PortalRuntime implements RuntimeHost {
  readonly win: Window;
  readonly doc: Document;
  readonly emit: Emit;
  readonly fetch: FetchFn;
  readonly placeholderDelay: number | undefined;
  readonly assets: AssetLoader;
  readonly services: RuntimeServices;
  /** defaults until start() resolved theme.config.ts and portalOptions */
  settings: Settings = defaultSettings;
  /** in-place loading, once its chunk arrived (null: links and forms work natively) */
  navigator: Navigator | null = null;
  /** the in-place loader's file, requested after `complete` or at the first early input (startInPlaceLoading) */
  private navigatorModule: Promise<typeof NavigatorFile | null> | null = null;
  /** the first load's input capture until the navigator has started (earlyInput.ts) */
  private early: EarlyInput | null = null;
  private destroyed = false;
  /** the first page's enhancements, run once it is complete (show) */
  private firstEnhance: (() => Promise<void>) | null = null;
  private app: AppRoot | null = null;
  private renderer: Renderer<ScreenModel> | null = null;
  private shown: ShownPage | null = null;
  private modelClasses: string[] = [];
  private tooltips: TooltipController | null = null;
  /** a page was loaded in place: the hidden server page no longer matches the page shown */
  private navigated = false;
  private renderSeq = 0;
  private failed = false;
  private profileRequested = false;
  /** the reader's colour scheme (null: no switch; settings.colorSchemeSwitch) */
  colorScheme: ColorSchemeService | null = null;

  constructor(private readonly options: BootOptions) {
    this.win = options.win;
    this.doc = options.win.document;
    // a destroyed runtime says nothing more: an in-place load still in flight when it was destroyed must not
    // announce a page that the next runtime (or the server page given back) does not show
    const emit = createEmitter(options.win);
    this.emit = (name, detail) => {
      if (!this.destroyed) emit(name, detail);
    };
    // the only scripts the theme may ever add (its own folder and the portal's named helpers), enforced by
    // the assets service and, under Trusted Types, by the kit's policy
    const allowScript = scriptAllowList(options.win.location.href, options.themeFolder ?? THIS_MODULE_URL);
    setScriptUrlCheck(allowScript);
    this.assets = lazyAssetLoader(this.doc, allowScript);
    const winFetch = (options.win as Window & { fetch?: FetchFn }).fetch;
    this.fetch = options.fetch ?? ((input, init) => (winFetch as FetchFn).call(options.win, input, init));
    this.placeholderDelay = options.placeholderDelay;
    this.services = createRuntimeServices(options.win, this.doc, this.assets, this, (doc, u, o) =>
      this.options.extractPage(doc, u, o),
    );
  }

  get current(): ShownPage | null {
    return this.shown;
  }

  get appRoot(): AppRoot | null {
    return this.app;
  }

  /** First load. Never throws. */
  async start(): Promise<BootResult> {
    const { win, doc } = this;
    this.emit(PORTAL_EVENTS.loaded, { ajax: false, url: win.location.href });
    const page = serverPage(doc);
    if (!page) {
      // Not a portal page: leave it exactly as the server sent it.
      setPhase(doc, 'complete');
      return { kind: 'notPortal' };
    }
    try {
      const resolved = this.options.resolveSettings((win as Window & { portalOptions?: unknown }).portalOptions);
      const { warnings } = resolved;
      const settings = withSchemeSwitch(resolved.settings, this.options.themes);
      this.settings = settings;
      // in-place loading serves later interaction only: its file loads after `complete`; a click or submit
      // before it arrives is captured and replayed in place (earlyInput.ts, startInPlaceLoading)
      if (settings.ajax) {
        this.early = new EarlyInput(this, () => void this.startInPlaceLoading());
        this.early.start();
      }
      mark(win, 'start');
      for (const warning of warnings) console.warn(`[portal] ${warning}`);
      applyHeadTags(doc, settings);
      // the OAuth 2 pop-up's return (a `state=` in the URL; its code loads only then): taken out of the URL
      // before anything reads it, finished while the page renders (docs/io-docs.md › OAuth 2)
      const oauth = /[?#&]state=/.test(win.location.search + win.location.hash)
        ? await import('./oauthLanding.ts').then(
            (m) => m.handleOAuthReturn(win, (u, i) => this.request(u, i)),
            () => null,
          )
        : null;

      const url = win.location.href;
      // Never the live document: see inertCopy.ts (payloads in server content must not run a second time).
      // Bounded work: each step below gives the main thread back before the next (yieldToMain.ts), so a
      // huge page costs several short tasks instead of one long one, and the watchdog sees progress.
      await yieldToMain(win);
      const inert = await inertCopyInSteps(doc, () => yieldToMain(win));
      if (!inert) throw new Error('no DOMParser: the page cannot be read safely');
      mark(win, 'copied');
      const inertMain = serverMain(inert);
      const serverChars = shownTextLength(inertMain);
      await yieldToMain(win);
      const data = await this.options.extractPage(inert, url);
      mark(win, 'extracted');
      this.logProblems(data);
      const { needsFetch } = applyCachedProfile(win, data);
      forgetExpired(win, data.context.loggedIn);
      await yieldToMain(win);
      const notice = takeNotice(win);
      const model = await this.options.adapt(data, settings, { url, now: this.now(), notice, profilePending: needsFetch });
      mark(win, 'adapted');
      removeLegacyStylesheets(doc, { ioDocs: model.contentType === 'ioDocs' });
      await yieldToMain(win);

      this.app = ensureAppRoot(doc, {
        root: css.appRoot,
        announcer: css.announcer,
        placeholder: css.placeholder,
        placeholderText: css.placeholderText,
      });
      // settings.theme's class on <html> and our root, or the reader's colour scheme switch (appearance.ts)
      const scheme = applyTheme(win, doc, settings, this.options.themes, () => [doc.documentElement, this.app?.root ?? null]);
      if (scheme) this.colorScheme = this.services.colorScheme = scheme;
      this.renderer = this.options.mount(this.app.view, this.services, (error) => this.onFatal(error));
      hideServerPage(page); // before rendering: extraction is done, and our screens may reuse its ids
      await yieldToMain(win);
      await this.show({ page: data, model, url, notice }, { ajax: false });
      await this.ensureNotBlank(serverChars, inertMain);
      if (new URL(url).hash) scrollAfterLoad(win, url, null);
      // `complete` reveals the screen (runtime.css.ts: laid out, not painted, until now), whole: its first
      // frame is its final layout
      revealApp(doc);
      setPhase(doc, 'complete');
      mark(win, 'complete');
      this.emit(PORTAL_EVENTS.afterRender, { ajax: false, url, contentType: model.contentType, state: model.state });
      void this.startInPlaceLoading();
      void this.firstEnhance?.();
      this.firstEnhance = null;

      // the pop-up that could not close itself says so
      if (oauth)
        void oauth.done.then((open) => {
          if (open && this.app && this.shown)
            oauth.notice(this.app.root, css.popupNotice, this.shown.model.labels.layout.oauthPopupDone);
        });
      if (needsFetch) void this.loadProfile(data);
      return { kind: 'rendered', runtime: this };
    } catch (error) {
      this.fallBack(error);
      return { kind: 'failed', error };
    }
  }

  /**
   * In-place loading is its own file, requested once the first page is complete (nothing of it is needed
   * to render a page), or at the first click or submit the early capture kept before that. When it
   * arrives the navigator starts and carries out the captured action; if it cannot be loaded, every link
   * and form works natively and the captured action is carried out natively (earlyInput.ts).
   */
  private startInPlaceLoading(): Promise<void> {
    if (!this.settings.ajax) return Promise.resolve();
    const pending = (this.navigatorModule ??= (this.options.loadNavigator ?? loadNavigator)());
    return pending.then((module) => {
      if (this.destroyed) return;
      const action = this.early?.stop() ?? null;
      this.early = null;
      if (!module || this.failed) {
        if (action) runNatively(action, this);
        return;
      }
      if (!this.navigator) {
        this.navigator = new module.Navigator(this);
        this.navigator.start();
      }
      if (action) this.navigator.replay(action);
    });
  }

  /**
   * Never a blank page: when the themed main region shows too little of the server's text (an extraction
   * that missed the content), the server's main region (`serverMain`, from the inert copy or the fetched
   * page) is shown sanitised in the themed layout instead — the Generic screen through ServerHtml, header,
   * navigation and footer kept — with a warning. Throws when even that shows too little (the sanitiser could
   * not load): the first load then shows the server's page, an in-place load loads the page normally.
   */
  async ensureNotBlank(serverChars: number, serverMainElement: Element | null): Promise<void> {
    const shown = this.shown;
    const model = shown && serverContentInstead(shown, this.app?.view, serverChars, serverMainElement);
    if (!model) return;
    this.shown = { ...shown, model };
    await this.renderer!.render(model);
    assertNotBlank(this.app?.view, serverChars, model.contentType);
  }

  /** A fetched page → extracted and adapted; null when it must be loaded normally. */
  async prepare(doc: Document, url: string, status: number): Promise<ShownPage | null> {
    const data = await this.options.extractPage(doc, url, { status });
    // The interactive docs need the server's own scripts; admins may list more types.
    if (data.contentType === 'ioDocs' || this.settings.ajaxIgnoreTypes.includes(data.contentType)) return null;
    this.logProblems(data);
    const { needsFetch } = applyCachedProfile(this.win, data);
    if (!needsFetch) this.profileRequested = false;
    const notice = takeNotice(this.win);
    const model = await this.options.adapt(data, this.settings, { url, now: this.now(), notice });
    return { page: data, model, url, notice };
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  /** The spec's console message for mashery.globals that are not literals (docs/extraction.md › Problems), once per page. */
  private logProblems(page: PageData): void {
    if (page.problems.some((p) => p.kind === 'global-not-literal')) console.warn(GLOBALS_FUNCTION_MESSAGE);
  }

  /** Renders a page: the render events, root attributes, <html> classes, title and enhancements. */
  async show(next: ShownPage, info: { ajax: boolean }): Promise<void> {
    const { doc } = this;
    const app = this.app!;
    if (info.ajax) this.navigated = true;
    const { model } = next;
    const seq = ++this.renderSeq;
    this.emit(PORTAL_EVENTS.beforeRender, { ajax: info.ajax, url: next.url, contentType: model.contentType, state: model.state });
    setPhase(doc, 'rendering');
    this.tooltips?.destroy();
    this.tooltips = null;
    setRootContent(app.root, model.contentType, model.state);
    this.modelClasses = applyModelClasses(doc, this.modelClasses, model.layout.htmlClasses);
    const title = this.titleFor(next);
    if (title) doc.title = title;
    this.shown = next;
    await this.renderer!.render(model);
    if (!info.ajax) mark(this.win, 'rendered');
    if (seq !== this.renderSeq) return;
    // complete follows: the title is the page's, never the in-place loading title
    if (this.isLoadingTitle(doc.title)) {
      const fallback = title || (app.view.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (fallback) doc.title = fallback;
    }
    // The first load's enhancements (tooltips, reCAPTCHA) serve interaction only: their code loads after
    // `complete` (start); an in-place page gets them before its own `complete`.
    if (info.ajax) await this.enhance(true, seq);
    else this.firstEnhance = () => this.enhance(false, seq);
  }

  /** The browser title for a page: the model's, else the server page's own title, else the one shown now (unless that is the loading title). */
  private titleFor(next: ShownPage): string {
    const own = next.model.layout.title;
    if (own.trim()) return own;
    const server = next.page.context.pageTitle;
    if (server?.trim()) return server;
    const previous = this.shown?.model.layout.title;
    if (previous?.trim()) return previous;
    return this.isLoadingTitle(this.doc.title) ? '' : this.doc.title;
  }

  private isLoadingTitle(title: string): boolean {
    const loading = this.settings.ajaxLoading;
    return title.trim() === '' || (typeof loading === 'string' && loading !== '' && title === loading);
  }

  /** The rendered screen's enhancements (enhancements.ts), unless another page was shown or a render failed since. */
  private enhance(ajax: boolean, seq: number): Promise<void> {
    const current = () => seq === this.renderSeq && !this.failed;
    return enhanceScreen(this, this.app!, ajax, current, (tooltips) => (this.tooltips = tooltips));
  }

  /** Submits the portal's logout form (hidden, native submit; session.ts). False when the page has none. */
  signOut(): boolean {
    const logout = this.shown?.page.context.logout;
    if (!logout) return false;
    return submitLogout(this.win, this.doc, logout);
  }

  /** The screens' navigate(url): in place when in-place loading is on and the link rules allow it, else a normal load. */
  navigateTo(url: string): void {
    let target: URL;
    try {
      target = new URL(url, this.win.location.href);
    } catch {
      return;
    }
    if (this.navigator) this.navigator.open(target);
    else this.loadFully(target.href);
  }

  loadFully(url: string, options: { replace?: boolean } = {}): void {
    if (options.replace) this.win.location.replace(url);
    else this.win.location.assign(url);
  }

  request(url: string, init: RequestInit = {}): Promise<Response> {
    let target: URL;
    try {
      target = new URL(url, this.win.location.href);
    } catch {
      return Promise.reject(new Error(`invalid URL ${url}`));
    }
    if (target.origin !== this.win.location.origin)
      return Promise.reject(new Error(`refusing a request to another host: ${target.origin}`));
    // mode: a redirect to another origin fails instead of being read (last, so no caller can widen it)
    return this.fetch(target.href, { ...init, credentials: 'same-origin', mode: 'same-origin' });
  }

  async loadProfile(page: PageData): Promise<void> {
    if (this.profileRequested) return;
    this.profileRequested = true;
    try {
      const profile = await fetchProfile(
        this.win,
        this.fetch,
        (doc, url) => this.options.extractPage(doc, url),
        page.context.username,
      );
      const shown = this.shown;
      // a page that shows someone else, no one, or the link already is left alone (session.ts)
      if (!profile || !shown || this.failed || !takeFetchedProfile(shown, profile)) return;
      const model = await this.options.adapt(shown.page, this.settings, {
        url: shown.url,
        now: this.now(),
        notice: shown.notice ?? null,
      });
      if (this.shown !== shown) return; // another page was shown meanwhile
      this.shown = { ...shown, model };
      await this.renderer?.render(model);
    } catch (error) {
      console.warn('[portal] the profile link could not be read', error);
    }
  }

  /** Stops listening and unmounts (tests, or a page script that wants the server page back). */
  destroy(): void {
    this.destroyed = true;
    this.early?.stop();
    this.early = null;
    this.navigator?.stop();
    this.navigator = null;
    this.tooltips?.destroy();
    this.tooltips = null;
    this.renderer?.unmount();
    this.renderer = null;
  }

  /** A render error escaped after the page was shown. */
  private onFatal(error: unknown): void {
    if (this.navigated) {
      // The hidden server page is the first page's; reload the page now shown instead.
      console.warn('[portal] rendering failed; reloading the page', error);
      this.win.location.reload();
      return;
    }
    this.fallBack(error);
  }

  /** Shows the server page again: never a blank page. */
  private fallBack(error: unknown): void {
    this.failed = true;
    this.early?.stop(); // nothing themed is left to click: the server page's links and forms work natively
    this.early = null;
    console.warn('[portal] the themed page could not be shown; showing the portal page instead.', error);
    try {
      this.navigator?.stop();
      this.navigator = null;
      this.tooltips?.destroy();
      this.renderer?.unmount();
    } catch {
      /* keep going */
    }
    try {
      removeAppRoot(this.doc);
      this.app = null;
      applyModelClasses(this.doc, this.modelClasses, []);
      this.modelClasses = [];
      const page = serverPage(this.doc);
      if (page) showServerPage(page);
    } finally {
      setPhase(this.doc, 'complete');
    }
  }
}

/** Boots the portal runtime in `options.win`. Never throws. */
export async function boot(options: BootOptions): Promise<BootResult> {
  try {
    return await new PortalRuntime(options).start();
  } catch (error) {
    // Constructor failures (no fetch, no sessionStorage …): keep the server page.
    console.warn('[portal] could not start; showing the portal page.', error);
    const doc = options.win.document;
    const page = serverPage(doc);
    if (page) showServerPage(page);
    setPhase(doc, 'complete');
    return { kind: 'failed', error };
  }
}
