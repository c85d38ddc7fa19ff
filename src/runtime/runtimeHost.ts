// The portal runtime as in-place loading sees it. PortalRuntime (boot.ts) is the one object that owns the
// page — settings, the page shown, the app root, the renderer — and it hands itself to the Navigator when
// the in-place chunk arrives. This interface lives apart from boot.ts so that chunk never imports the boot
// code (no import cycle, and the chunk's type checks do not pull the first-load path in).
import type { PageData } from '../model/pageData.ts';
import type { PendingNotice, ScreenModel } from '../model/screenModel.ts';
import type { Settings } from '../model/settings.ts';
import type { Emit } from './events.ts';
import type { FetchFn } from './fetchDocument.ts';
import type { AppRoot } from './pageState.ts';

/** A page as the runtime shows it: what extraction read, what the adapter made of it, and its URL. */
export interface ShownPage {
  page: PageData;
  model: ScreenModel;
  url: string;
  /** the one-shot notice this page was adapted with (kept for re-adapting the same page) */
  notice?: PendingNotice | null;
}

export interface RuntimeHost {
  readonly win: Window;
  readonly emit: Emit;
  /** same-origin requests with cookies (window.fetch unless the boot options bring another) */
  readonly fetch: FetchFn;
  /** ms before the loading placeholder appears; undefined: the navigator's PLACEHOLDER_DELAY_MS */
  readonly placeholderDelay: number | undefined;
  readonly settings: Settings;
  /** the page rendered now; null before the first render */
  readonly current: ShownPage | null;
  /** our root in the page; null once a fatal error showed the server page again */
  readonly appRoot: AppRoot | null;
  /** extracts and adapts a fetched page; null when it must be loaded normally (interactive docs, ajaxIgnoreTypes) */
  prepare(doc: Document, url: string, status: number): Promise<ShownPage | null>;
  /** renders a page: the render events, root attributes, <html> classes, title and enhancements */
  show(next: ShownPage, info: { ajax: boolean }): Promise<void>;
  /**
   * when the page shown has too little of the server's `serverChars` characters of text, shows the server's
   * main region (`serverMain`) sanitised in the themed layout instead; throws when even that shows too little
   * (neverBlank.ts, visibleText.ts)
   */
  ensureNotBlank(serverChars: number, serverMain: Element | null): Promise<void>;
  /** reads the user's profile link once per session and renders the page again with it */
  loadProfile(page: PageData): Promise<void>;
  /** submits the portal's logout form natively; false when the page has none */
  signOut(): boolean;
  /** leaves for a real page load of `url` (replacing the current history entry when asked) */
  loadFully(url: string, options?: { replace?: boolean }): void;
}
