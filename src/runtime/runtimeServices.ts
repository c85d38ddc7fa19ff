// The services object the runtime hands the screens (`<App services>`, docs/runtime.md › Services for
// screens), built once by PortalRuntime (boot.ts): navigation, Sign Out and same-origin requests go through
// the runtime host; the rest — the legacy caller, preference and query stores, the OAuth pop-up and its
// return, notices, the page's `complete`, quick search — are wired here. What most pages never use loads
// its code on first use: the assets service (assets.ts), the OAuth landing, quick search's page search.
import type { PageData } from '../model/pageData.ts';
import type { AssetLoader } from './assets.ts';
import { isPageComplete, whenPageComplete } from '../lib/pageComplete.ts';
import { rememberNotice } from './notices.ts';
import { createLegacyCaller, openPopup, pageQuery, preferenceStore, type RuntimeServices } from './services.ts';

/** what the services use of the runtime host (PortalRuntime), called when a screen asks */
export interface ServicesHost {
  navigateTo(url: string): void;
  signOut(): boolean;
  request(url: string, init?: RequestInit): Promise<Response>;
}

/** The screens' services for the page in `win` (`doc`: its document, as the runtime host holds it). */
export function createRuntimeServices(
  win: Window,
  doc: Document,
  assets: AssetLoader,
  host: ServicesHost,
  extractPage: (doc: Document, url: string, options?: { status?: number }) => PageData | Promise<PageData>,
): RuntimeServices {
  return {
    assets,
    // the portal's origin from the server page's own URL (location cannot be shadowed or re-pointed)
    origin: new URL(win.location.href).origin,
    navigate: (url) => host.navigateTo(url),
    signOut: () => host.signOut(),
    request: (url, init) => host.request(url, init),
    callLegacy: createLegacyCaller(win),
    preference: preferenceStore(win),
    pageQuery: pageQuery(win),
    openPopup: () => openPopup(win),
    // the OAuth 2 pop-up's return: its code (runtime/oauthLanding.ts) loads on first use
    oauthReturn: {
      begin: (a) => import('./oauthLanding.ts').then((m) => m.beginAuthorization(win, a)),
      // a return can only follow an authorization the reader started: the listener's code waits for
      // `complete` (the console mounts during the first render; the `later` file is not on its path)
      listen: (onResult) =>
        whenPageComplete(win.document)
          .then(() => import('./oauthLanding.ts'))
          .then((m) => m.listenReturns(win, onResult)),
    },
    rememberNotice: (notice) => rememberNotice(win, notice),
    pageComplete: { done: () => isPageComplete(doc), when: () => whenPageComplete(doc) },
    // on demand: the quick-search dialog's first search loads runtime/quickSearch.ts (the "later" file)
    searchPage: async (url, signal) => {
      const { searchPage } = await import('./quickSearch.ts');
      return searchPage((input, init) => host.request(input, init), extractPage, url, signal);
    },
  };
}

/**
 * The assets service (scripts and styles on demand) loads its code on first use: most pages never ask.
 * A failed chunk load rejects that call, like a failed asset.
 */
export function lazyAssetLoader(doc: Document, allowScript: (url: string) => boolean): AssetLoader {
  let loading: Promise<AssetLoader> | null = null;
  const loaded = () =>
    (loading ??= import('./assets.ts').then(
      ({ createAssetLoader }) => createAssetLoader(doc, allowScript),
      (error: unknown) => {
        loading = null; // the next call tries again
        throw error;
      },
    ));
  return {
    loadScript: (url, options) => loaded().then((loader) => loader.loadScript(url, options)),
    loadStyle: (url, options) => loaded().then((loader) => loader.loadStyle(url, options)),
    reloadScript: (url, options) => loaded().then((loader) => loader.reloadScript(url, options)),
  };
}
