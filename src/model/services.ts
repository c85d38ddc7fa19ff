// What screens may ask of the runtime — the one declaration of the contract (screens have no side effects
// of their own and never import src/runtime). The runtime creates one object of this shape
// (runtime/services.ts › RuntimeServices, which makes some optional members required) and passes it to
// <App services={…}>; the App provides it through React context (screens/services.ts). The OAuth types are
// here because the contract names them; lib/oauthReturn.ts implements the hand-over.
import type { PendingNotice } from './screenModel.ts';

export type OAuthResult =
  | { kind: 'token'; accessToken: string; tokenType: string; expiresIn: string }
  | { kind: 'code'; code: string }
  | { kind: 'error'; error: string; description: string };

/** The message the pop-up sends to the console window. */
export interface OAuthHandOver {
  state: string;
  apiId: string;
  flow: string;
  result: OAuthResult;
  /** implicit flow: whether catchOauth2ImplicitToken answered success (null: not called) */
  recorded: boolean | null;
}

/** The runtime's OAuth 2 return service as the console sees it (runtime and screen services share it). */
export interface OAuthReturnService {
  begin(authorization: {
    uri: string;
    apiId: string;
    flow: string;
    token: string | null;
  }): Promise<{ uri: string; state: string } | null>;
  listen(onResult: (result: OAuthHandOver) => void): Promise<() => void>;
}

/** On-demand scripts and stylesheets, each URL loaded once (see src/runtime/assets.ts). */
export interface AssetRequest {
  loadScript(url: string, options?: { module?: boolean; ordered?: boolean; attributes?: Record<string, string> }): Promise<void>;
  loadStyle(url: string, options?: { media?: string }): Promise<void>;
  reloadScript(
    url: string,
    options?: { module?: boolean; ordered?: boolean; attributes?: Record<string, string> },
  ): Promise<void>;
}

export interface PortalServices {
  assets: AssetRequest;
  /**
   * Optional: the portal's origin as the runtime knew it at boot (`location`, never `document.baseURI`, which
   * content could re-point): every link and form action the theme renders is written absolute against the
   * shown page on this origin (lib/absoluteUrl.ts). Absent (Storybook, unit tests): URLs as given.
   */
  origin?: string;
  /** loads a portal URL in place when the in-place rules allow it, else with a normal page load */
  navigate(url: string): void;
  /** submits the portal's logout form natively; false when the page has none */
  signOut(): boolean;
  /** a same-origin request with the user's cookies */
  request(url: string, init?: RequestInit): Promise<Response>;
  /**
   * Optional: calls a global function that a legacy portal script loaded through `assets` defined
   * (the key-activity fallback calls the reporting scripts' `initCharts` with the page's parsed
   * arguments); returns false when no such function exists. Arguments are data, never code. With
   * `pageOwn`, only the function the shown page's own scripts defined is called (a first load of that page,
   * the function unchanged since): never one a script of another page left behind.
   */
  callLegacy?(name: string, args: readonly unknown[], options?: { pageOwn?: boolean }): boolean;
  /**
   * Optional: a small saved preference (localStorage, guarded: null / no-op when storage is blocked), e.g.
   * the interactive docs' code-sample language.
   */
  preference?: { get(name: string): string | null; set(name: string, value: string): void };
  /**
   * Optional: the reader's colour scheme (light / dark / system), saved and applied by the runtime;
   * absent when the switch is off (settings.colorSchemeSwitch) and in Storybook.
   */
  colorScheme?: {
    get(): 'light' | 'dark' | 'system';
    set(preference: 'light' | 'dark' | 'system'): void;
  };
  /**
   * Optional: a query parameter of the page's own URL, read and replaced in place (history.replaceState,
   * no navigation), so a choice on the page (the interactive docs' API) survives a reload.
   */
  pageQuery?: { get(name: string): string | null; set(name: string, value: string): void };
  /**
   * Optional: opens an empty pop-up window now (inside the user's click, so blockers allow it) and returns
   * a handle that points it at an http(s) URL later, or closes it; null when the browser refused.
   */
  openPopup?(): { go(url: string): void; close(): void } | null;
  /**
   * Optional: the OAuth 2 pop-up's return (docs/io-docs.md › OAuth 2). `begin` remembers an authorization
   * (under a fresh random state appended to the authorize URI, or the state the URI already names) and gives
   * the URI to open; null when it cannot be remembered (no storage or crypto: the user pastes the result).
   * `listen` receives what the pop-ups hand back (BroadcastChannel, else storage events); resolves to the stop.
   */
  oauthReturn?: OAuthReturnService;
  /**
   * Optional: the portal's own search page (`url`, e.g. /search?q=…) read with the search page's extractor:
   * its results (`hits`) and total; rejects with an AbortError when `signal` aborts, with an Error when the answer is
   * not a search page (the quick-search dialog, runtime/quickSearch.ts).
   */
  searchPage?(
    url: string,
    signal: AbortSignal,
  ): Promise<{
    hits: { url: string | null; title: string; summary: string; matches: string[] }[];
    total: number | null;
  }>;
  /**
   * Optional: the first load's `complete` (lib/pageComplete.ts): `done()` whether the page is complete,
   * `when()` resolves then. Parts that only matter afterwards (the colour scheme switch) wait for it, so
   * their file is not loaded on the way to `complete`. Absent (Storybook, tests): complete at once.
   */
  pageComplete?: { done(): boolean; when(): Promise<void> };
  /**
   * Optional: keeps a one-shot notice for the next page shown (a deletion the page it lands on confirms);
   * the runtime hands it to the adapter once, then forgets it.
   */
  rememberNotice?(notice: PendingNotice): void;
}
