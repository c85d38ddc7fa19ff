// Boot: read the server page → extract → adapt → render into the app root; then in-place loading,
// enhancements and the profile link. Any exception on the first load shows the server page again
// (never a blank page); the document always ends with <html class="complete">.

import { GLOBALS_FUNCTION_MESSAGE } from '../extract/literals.ts';
import type { PageData } from '../extract/types.ts';
import type { AssetLoader } from './assets.ts';
import type { TooltipController } from './enhance/tooltips.ts';
import { createEmitter, PORTAL_EVENTS, type Emit } from './events.ts';
import type { FetchFn } from './fetchDocument.ts';
import { scrollAfterLoad } from './focus.ts';
import { applyFavicon, applyViewport } from './headTags.ts';
import { inertCopy } from './inertCopy.ts';
import { removeLegacyStylesheets } from './legacyStyles.ts';
import type { decideUrl, LinkContext } from './linkRules.ts';
import type { Navigator } from './navigator.ts';
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
} from './pageState.ts';
import { applyCachedProfile, fetchProfile } from './profile.ts';
import type { Renderer } from './renderer.tsx';
import * as css from './runtime.css.ts';
import { createLegacyCaller, type PortalServices } from './services.ts';

/** What the runtime reads of a ScreenModel (the adapter's model has these and more). */
export interface RuntimeModel {
  contentType: string;
  state?: string | null;
  /** headingId: the main h1 (focus target after in-place loads) */
  layout: { title: string; htmlClasses: readonly string[]; headingId?: string };
  /** expanded labels; the runtime reads labels.layout.{pageLoaded, loading, submitFailed} */
  labels?: unknown;
}

/** What the runtime reads of the resolved Settings. */
export interface RuntimeSettings {
  ajax: boolean;
  ajaxIgnore?: LinkContext['ajaxIgnore'];
  ajaxIgnoreTypes?: readonly string[];
  ajaxLoading?: string | null | false;
  mashtips?: boolean;
  labels?: unknown;
  responsive?: boolean;
  favicon?: boolean;
  faviconURL?: string;
  faviconSizes?: string;
  /** a theme other than the build's default (portalOptions.theme = 'dark') */
  theme?: string;
}

export interface BootOptions<S extends RuntimeSettings, M extends RuntimeModel> {
  win: Window;
  /** build-time settings from theme.config.ts */
  buildTime: unknown;
  resolveSettings(buildTime: never, runtime: unknown): { settings: S; warnings: string[] };
  /** may be async: the deploy bundle loads each page's content extractors lazily (src/extract/lazy.ts) */
  extractPage(doc: Document, url: string, opts?: { status?: number }): PageData | Promise<PageData>;
  /** may be async: the deploy bundle loads each content group's screen builders lazily (src/adapter/lazy.ts) */
  adapt(page: PageData, settings: S, env: { url: string; now: Date }): M | Promise<M>;
  /** creates the renderer for the view element (the entry wires the real App) */
  mount(view: HTMLElement, services: PortalServices, onFatal: (error: unknown) => void): Renderer<M>;
  fetch?: FetchFn;
  placeholderDelay?: number;
  now?: () => Date;
  /** the built themes: `settings.theme` puts className(name) on <html> and the app root */
  themes?: { names: readonly string[]; className(name: string): string };
}

export type BootResult =
  | { kind: 'rendered'; runtime: PortalRuntime<RuntimeSettings, RuntimeModel> }
  | { kind: 'notPortal' }
  | { kind: 'failed'; error: unknown };

/** The spec's console message for unevaluable globals (the extract layer's), logged once per page when extraction reports it. */
export { GLOBALS_FUNCTION_MESSAGE };

export interface Shown<M> {
  page: PageData;
  model: M;
  url: string;
}

export class PortalRuntime<S extends RuntimeSettings, M extends RuntimeModel> {
  readonly win: Window;
  readonly doc: Document;
  readonly emit: Emit;
  readonly assets: AssetLoader;
  readonly services: PortalServices;
  navigator: Navigator<Shown<M>> | null = null;
  /** linkRules' decideUrl, arrived with the navigator chunk */
  private decideUrl: typeof decideUrl | null = null;
  settings!: S;
  private app: AppRoot | null = null;
  private renderer: Renderer<M> | null = null;
  private shown: Shown<M> | null = null;
  private modelClasses: string[] = [];
  private tooltips: TooltipController | null = null;
  private navigated = false;
  private renderSeq = 0;
  private failed = false;
  private profileRequested = false;
  private readonly fetchFn: FetchFn;

  constructor(private readonly opts: BootOptions<S, M>) {
    this.win = opts.win;
    this.doc = opts.win.document;
    this.emit = createEmitter(opts.win);
    this.assets = lazyAssetLoader(this.doc);
    const winFetch = (opts.win as Window & { fetch?: FetchFn }).fetch;
    this.fetchFn = opts.fetch ?? ((input, init) => (winFetch as FetchFn).call(opts.win, input, init));
    this.services = {
      assets: this.assets,
      navigate: (url) => this.navigateTo(url),
      signOut: () => this.signOut(),
      request: (url, init) => this.request(url, init),
      callLegacy: createLegacyCaller(opts.win),
    };
  }

  get current(): Shown<M> | null {
    return this.shown;
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
      const { settings, warnings } = this.opts.resolveSettings(this.opts.buildTime as never, (win as Window & { portalOptions?: unknown }).portalOptions);
      this.settings = settings;
      for (const warning of warnings) console.warn(`[portal] ${warning}`);
      this.applyHeadTags();

      const url = win.location.href;
      // Never the live document: see inertCopy.ts (payloads in server content must not run a second time).
      const inert = inertCopy(doc);
      if (!inert) throw new Error('no DOMParser: the page cannot be read safely');
      const data = await this.opts.extractPage(inert, url);
      this.logProblems(data);
      const { needsFetch } = applyCachedProfile(win, data);
      const model = await this.opts.adapt(data, settings, { url, now: this.now() });
      removeLegacyStylesheets(doc, { ioDocs: model.contentType === 'ioDocs' });

      this.app = ensureAppRoot(doc, { root: css.appRoot, announcer: css.announcer, placeholder: css.placeholder, placeholderText: css.placeholderText });
      this.applyTheme();
      this.renderer = this.opts.mount(this.app.view, this.services, (error) => this.onFatal(error));
      hideServerPage(page); // before rendering: extraction is done, and our screens may reuse its ids
      await this.show({ page: data, model, url }, { ajax: false });
      if (new URL(url).hash) scrollAfterLoad(win, url, null);
      setPhase(doc, 'complete');
      this.emit(PORTAL_EVENTS.afterRender, { ajax: false, url, contentType: model.contentType, state: model.state ?? null });

      await this.startNavigation();
      if (needsFetch) void this.loadProfile(data);
      return { kind: 'rendered', runtime: this as unknown as PortalRuntime<RuntimeSettings, RuntimeModel> };
    } catch (error) {
      this.fallBack(error);
      return { kind: 'failed', error };
    }
  }

  /**
   * In-place loading arrives as its own chunk after the first render (nothing of it is needed to show the
   * page; until it is there, links and forms simply work natively). If it cannot be loaded, the page stays
   * as rendered and every link loads normally.
   */
  private async startNavigation(): Promise<void> {
    if (!this.settings.ajax) return;
    try {
      const inPlace = await import('./inPlace.ts');
      if (this.failed || this.navigator) return;
      this.decideUrl = inPlace.decideUrl;
      this.navigator = inPlace.startInPlace<M>({
        win: this.win,
        doc: this.doc,
        emit: this.emit,
        fetch: this.fetchFn,
        placeholderDelay: this.opts.placeholderDelay,
        settings: () => this.settings,
        shown: () => this.shown,
        app: () => this.app,
        prepare: (doc, url, status) => this.prepare(doc, url, status),
        show: (next) => {
          this.navigated = true;
          return this.show(next, { ajax: true });
        },
        loadProfile: (page) => void this.loadProfile(page),
        signOut: () => this.signOut(),
      });
    } catch (error) {
      console.warn('[portal] in-place loading is not available; pages load normally', error);
    }
  }

  /** A fetched page → extracted and adapted; null when it must be loaded normally. */
  private async prepare(doc: Document, url: string, status: number): Promise<Shown<M> | null> {
    const data = await this.opts.extractPage(doc, url, { status });
    // The interactive docs need the server's own scripts; admins may list more types.
    if (data.contentType === 'ioDocs' || (this.settings.ajaxIgnoreTypes ?? []).includes(data.contentType)) return null;
    this.logProblems(data);
    const { needsFetch } = applyCachedProfile(this.win, data);
    if (!needsFetch) this.profileRequested = false;
    const model = await this.opts.adapt(data, this.settings, { url, now: this.now() });
    return { page: data, model, url };
  }

  /** settings.theme (e.g. portalOptions.theme = 'dark'): the theme class on <html> and on our root. */
  private applyTheme(): void {
    const name = this.settings.theme;
    const themes = this.opts.themes;
    if (!name || !themes) return;
    if (!themes.names.includes(name)) {
      console.warn(`[portal] theme: unknown theme "${name}" (themes: ${themes.names.join(', ')}); the default theme is used.`);
      return;
    }
    const cls = themes.className(name);
    this.doc.documentElement.classList.add(cls);
    this.app?.root.classList.add(cls);
  }

  /** The body's portalOptions may change what portal-head.js did before it could see them. */
  private applyHeadTags(): void {
    try {
      const s = this.settings;
      applyViewport(this.doc, s.responsive !== false);
      applyFavicon(this.doc, s.favicon === true, s.faviconURL ?? '', s.faviconSizes ?? '');
    } catch (error) {
      console.warn('[portal] could not update the viewport or favicon', error);
    }
  }

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  private logProblems(page: PageData): void {
    if (page.problems.some((p) => p.includes(GLOBALS_FUNCTION_MESSAGE))) console.warn(GLOBALS_FUNCTION_MESSAGE);
  }

  /** Renders a page: the render events, root attributes, <html> classes, title and enhancements. */
  private async show(next: Shown<M>, info: { ajax: boolean }): Promise<void> {
    const { doc } = this;
    const app = this.app!;
    const { model } = next;
    const seq = ++this.renderSeq;
    this.emit(PORTAL_EVENTS.beforeRender, { ajax: info.ajax, url: next.url, contentType: model.contentType, state: model.state ?? null });
    setPhase(doc, 'rendering');
    this.tooltips?.destroy();
    this.tooltips = null;
    setRootContent(app.root, model.contentType, model.state);
    this.modelClasses = applyModelClasses(doc, this.modelClasses, model.layout.htmlClasses ?? []);
    const title = this.titleFor(next);
    if (title) doc.title = title;
    this.shown = next;
    await this.renderer!.render(model);
    if (seq !== this.renderSeq) return;
    // complete follows: the title is the page's, never the in-place loading title
    if (this.isLoadingTitle(doc.title)) {
      const fallback = title || (app.view.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (fallback) doc.title = fallback;
    }
    await this.enhance(info.ajax, seq);
  }

  /** The browser title for a page: the model's, else the server page's own title, else the one shown now (unless that is the loading title). */
  private titleFor(next: Shown<M>): string {
    const own = next.model.layout.title;
    if (typeof own === 'string' && own.trim()) return own;
    const server = next.page.context.pageTitle;
    if (typeof server === 'string' && server.trim()) return server;
    const previous = this.shown?.model.layout.title;
    if (typeof previous === 'string' && previous.trim()) return previous;
    return this.isLoadingTitle(this.doc.title) ? '' : this.doc.title;
  }

  private isLoadingTitle(title: string): boolean {
    const loading = this.settings?.ajaxLoading;
    return title.trim() === '' || (typeof loading === 'string' && loading !== '' && title === loading);
  }

  /**
   * Progressive enhancements of the rendered screen. Each loads its code only when the page needs it
   * (a `.mashtip[title]`, a `.g-recaptcha`), so pages without them pay nothing.
   */
  private async enhance(ajax: boolean, seq: number): Promise<void> {
    const app = this.app!;
    const current = () => seq === this.renderSeq && !this.failed;
    const jobs: Promise<void>[] = [];
    if (this.settings.mashtips !== false && app.view.querySelector('.mashtip[title]')) {
      jobs.push(
        import('./enhance/tooltips.ts').then(({ enhanceMashtips }) => {
          if (current()) this.tooltips = enhanceMashtips(app.view, app.root, { trigger: css.mashtipTrigger, bubble: css.mashtipBubble });
        }),
      );
    }
    // On the first load a server reCAPTCHA script still on its way renders every widget it finds when it
    // arrives; otherwise (in-place pages, or the API already there) our widgets are rendered explicitly.
    const serverScriptPending = !ajax && !(this.win as Window & { grecaptcha?: unknown }).grecaptcha && !!this.doc.querySelector('script[src*="recaptcha/api.js"]');
    if (!serverScriptPending && app.view.querySelector('.g-recaptcha')) {
      jobs.push(
        import('./enhance/recaptcha.ts').then(({ enhanceRecaptcha }) => {
          if (current()) enhanceRecaptcha(app.view, this.assets, this.win);
        }),
      );
    }
    const results = await Promise.allSettled(jobs);
    for (const r of results) if (r.status === 'rejected') console.warn('[portal] an enhancement could not be set up', r.reason);
  }


  /** Submits the portal's logout form (hidden, native submit). False when the page has none. */
  signOut(): boolean {
    const logout = this.shown?.page.context.logout;
    if (!logout) return false;
    try {
      const form = this.doc.createElement('form');
      form.setAttribute('method', logout.method);
      form.setAttribute('action', new URL(logout.action || '/logout/logout', this.win.location.href).href);
      form.hidden = true;
      form.setAttribute('data-full-load', '');
      for (const field of logout.fields) {
        const input = this.doc.createElement('input');
        input.type = 'hidden';
        input.name = field.name;
        input.value = field.value;
        form.appendChild(input);
      }
      this.doc.body.appendChild(form);
      // The prototype's submit: a server field named "submit" would shadow form.submit.
      (this.win as Window & { HTMLFormElement: typeof HTMLFormElement }).HTMLFormElement.prototype.submit.call(form);
      return true;
    } catch (error) {
      console.warn('[portal] sign out failed', error);
      return false;
    }
  }

  navigateTo(url: string): void {
    let target: URL;
    try {
      target = new URL(url, this.win.location.href);
    } catch {
      return;
    }
    if (!this.navigator || !this.decideUrl) {
      this.win.location.assign(target.href);
      return;
    }
    const ctx: LinkContext = {
      currentUrl: this.win.location.href,
      ajax: !!this.settings?.ajax,
      ajaxIgnore: null,
      contentType: this.shown?.model.contentType ?? null,
      signInUrl: this.shown?.page.context.login?.url ?? null,
      ignoreTypes: this.settings?.ajaxIgnoreTypes ?? [],
    };
    const decision = this.decideUrl(target, ctx);
    if (decision.inPlace) void this.navigator.navigate(decision.url, { push: true, trigger: 'api' });
    else this.win.location.assign(target.href);
  }

  request(url: string, init: RequestInit = {}): Promise<Response> {
    let target: URL;
    try {
      target = new URL(url, this.win.location.href);
    } catch {
      return Promise.reject(new Error(`invalid URL ${url}`));
    }
    if (target.origin !== this.win.location.origin) return Promise.reject(new Error(`refusing a request to another host: ${target.origin}`));
    return this.fetchFn(target.href, { credentials: 'same-origin', ...init });
  }

  private async loadProfile(page: PageData): Promise<void> {
    if (this.profileRequested) return;
    this.profileRequested = true;
    try {
      const profile = await fetchProfile(this.win, this.fetchFn, (doc, url) => this.opts.extractPage(doc, url), page.context.username);
      const shown = this.shown;
      if (!profile || !shown || this.failed || !shown.page.context.loggedIn) return;
      if (profile.username !== null && shown.page.context.username !== null && profile.username !== shown.page.context.username) return;
      const ctx = shown.page.context;
      if (ctx.userProfile === profile.userProfile && ctx.accountSettings === profile.accountSettings) return;
      if (ctx.userProfile === null) ctx.userProfile = profile.userProfile;
      if (ctx.accountSettings === null) ctx.accountSettings = profile.accountSettings;
      const model = await this.opts.adapt(shown.page, this.settings, { url: shown.url, now: this.now() });
      if (this.shown !== shown) return; // another page was shown meanwhile
      this.shown = { ...shown, model };
      await this.renderer?.render(model);
    } catch (error) {
      console.warn('[portal] the profile link could not be read', error);
    }
  }

  /** Stops listening and unmounts (tests, or a page script that wants the server page back). */
  destroy(): void {
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

/**
 * The assets service (scripts and styles on demand) loads its code on first use: most pages never ask.
 * A failed chunk load rejects that call, like a failed asset.
 */
function lazyAssetLoader(doc: Document): AssetLoader {
  let loader: Promise<AssetLoader> | null = null;
  const get = () => (loader ??= import('./assets.ts').then((m) => m.createAssetLoader(doc), (error: unknown) => {
    loader = null;
    throw error;
  }));
  return {
    loadScript: (url, options) => get().then((a) => a.loadScript(url, options)),
    loadStyle: (url, options) => get().then((a) => a.loadStyle(url, options)),
    reloadScript: (url, options) => get().then((a) => a.reloadScript(url, options)),
  };
}

/** Boots the portal runtime in `options.win`. Never throws. */
export async function boot<S extends RuntimeSettings, M extends RuntimeModel>(options: BootOptions<S, M>): Promise<BootResult> {
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
