// The runtime's side of the services screens may ask for (the contract: model/services.ts). The runtime
// creates one RuntimeServices object (runtimeServices.ts) and hands it to <App services={…}>; the App passes it down through
// React context.
import type { AssetLoader } from './assets.ts';
import { forgetPending } from '../lib/oauthReturn.ts';
import type { PortalServices } from '../model/services.ts';

/**
 * The runtime's services: the screens' contract (model/services.ts › PortalServices) with the members the
 * runtime always provides made required, and its own asset loader.
 */
export type RuntimeServices = Omit<PortalServices, 'assets' | 'callLegacy' | 'rememberNotice'> & {
  /** on-demand scripts and stylesheets, each loaded once (interactive docs, reporting scripts …) */
  assets: AssetLoader;
  /**
   * The portal's origin as the runtime knew it at boot (`location`, never `document.baseURI`, which
   * content could re-point): every link and form action the theme renders is written absolute against the
   * shown page on this origin (lib/absoluteUrl.ts).
   */
  origin: string;
  /**
   * Calls a global function a legacy portal script (loaded through `assets`) defined, by name from
   * LEGACY_FUNCTIONS only, with data arguments (no functions); false when it is not allowed, not defined,
   * or throws. Never evaluates code.
   */
  callLegacy: NonNullable<PortalServices['callLegacy']>;
  /** keeps a one-shot notice for the next page shown (notices.ts) */
  rememberNotice: NonNullable<PortalServices['rememberNotice']>;
};

/**
 * The legacy functions screens may call: the reporting scripts' `initCharts(…)` (key-activity fallback,
 * docs/reporting.md › The portal's report scripts). Anything else is refused.
 */
export const LEGACY_FUNCTIONS: readonly string[] = ['initCharts'];

/** Plain data only: primitives, arrays and plain objects (what the extractor parsed as literals). */
function isData(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every((v) => isData(v, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as Record<string, unknown>).every((v) => isData(v, depth + 1));
}

/** `url` without its hash (the same page at another anchor is the same page) */
function pageOf(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/**
 * The runtime's callLegacy for `win`, created as the runtime starts on a server page: the legacy functions
 * defined then are that page's own (its scripts ran). `pageOwn` calls only those, and only while that page
 * is shown — after in-place loads the fetched pages' scripts never ran.
 */
export function createLegacyCaller(win: Window): RuntimeServices['callLegacy'] {
  const global = (name: string): unknown => attempt(() => (win as unknown as Record<string, unknown>)[name], undefined);
  const firstPage = attempt(() => pageOf(win.location.href), '');
  const own = new Map(LEGACY_FUNCTIONS.map((name) => [name, global(name)]));
  return (name, args, options = {}) => {
    if (!LEGACY_FUNCTIONS.includes(name)) {
      console.warn(`[portal] callLegacy: "${name}" is not an allowed legacy function`);
      return false;
    }
    if (!Array.isArray(args) || !args.every((a) => isData(a))) {
      console.warn(`[portal] callLegacy: the arguments of ${name} must be plain data`);
      return false;
    }
    const fn = global(name);
    if (typeof fn !== 'function') return false;
    if (options.pageOwn && (fn !== own.get(name) || attempt(() => pageOf(win.location.href), '') !== firstPage)) return false;
    try {
      (fn as (...a: unknown[]) => unknown).apply(win, [...args]);
      return true;
    } catch (error) {
      console.warn(`[portal] the portal's ${name} failed`, error);
      return false;
    }
  };
}

/** `fn()`, or `fallback` when it throws (blocked storage, no history API …). */
function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** saved per-user flags (the getting-started checklist: `journey.<flag>.<username>`, screens/AccountParts/journey.ts) */
export const USER_FLAG_PREFIX = 'portalTheme.journey.';
/** how long a per-user entry lives after it was last written (the checklist spans a member's first weeks) */
export const USER_DATA_MAX_AGE = 30 * 24 * 60 * 60 * 1000;

/**
 * A per-user entry's value, or null when it has expired — or carries no expiry (written by an older build):
 * each is stored as `{"value":…,"expires":<ms since the epoch>}`.
 */
export function userEntryValue(raw: string | null, now: number): string | null {
  const entry = attempt(() => JSON.parse(raw ?? '') as { value?: unknown; expires?: unknown } | null, null);
  return entry && typeof entry.value === 'string' && typeof entry.expires === 'number' && entry.expires > now
    ? entry.value
    : null;
}

/**
 * The runtime's preference store for `win`: localStorage under `portalTheme.`, every access guarded. A
 * per-user entry (USER_FLAG_PREFIX) is written with an expiry (USER_DATA_MAX_AGE from now) and dropped when
 * read after it.
 */
export function preferenceStore(win: Window): NonNullable<RuntimeServices['preference']> {
  const key = (name: string) => `portalTheme.${name}`;
  const perUser = (name: string) => key(name).startsWith(USER_FLAG_PREFIX);
  return {
    get: (name) =>
      attempt(() => {
        const raw = win.localStorage.getItem(key(name));
        if (raw === null || !perUser(name)) return raw;
        const value = userEntryValue(raw, Date.now());
        if (value === null) win.localStorage.removeItem(key(name));
        return value;
      }, null),
    set: (name, value) =>
      attempt(
        () =>
          win.localStorage.setItem(
            key(name),
            perUser(name) ? JSON.stringify({ value, expires: Date.now() + USER_DATA_MAX_AGE }) : value,
          ),
        undefined,
      ),
  };
}

/**
 * Forgets what belongs to a signed-in session: the per-user flags and pending OAuth authorizations (their
 * anti-forgery state). `signOut`: every pending authorization; otherwise the stale ones only, so a sign-in
 * in another tab is not broken mid-way. `signedIn` (a page showing someone signed in): only the per-user
 * entries that expired (any user's); otherwise all of them. Never throws.
 */
export function forgetUserData(win: Window, options: { signOut: boolean; signedIn?: boolean }, now = Date.now()): void {
  const storage = attempt(() => win.localStorage, null);
  if (!storage) return;
  attempt(() => {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key?.startsWith(USER_FLAG_PREFIX) && (!options.signedIn || userEntryValue(storage.getItem(key), now) === null))
        storage.removeItem(key);
    }
  }, undefined);
  forgetPending(storage, now, options.signOut);
}

/** The page URL's query parameters for `win`; `set` replaces the URL in place, keeping the history state. */
export function pageQuery(win: Window): NonNullable<RuntimeServices['pageQuery']> {
  return {
    get: (name) => attempt(() => new URL(win.location.href).searchParams.get(name), null),
    set: (name, value) =>
      attempt(() => {
        const url = new URL(win.location.href);
        url.searchParams.set(name, value);
        if (url.href !== win.location.href) win.history.replaceState(win.history.state, '', url.href);
      }, undefined),
  };
}

/** An empty pop-up opened now; `go` accepts http(s) URLs only and cuts the pop-up's link to this page. */
export function openPopup(win: Window): { go(url: string): void; close(): void } | null {
  const popup = attempt(() => win.open('', '_blank', 'popup,width=600,height=720'), null);
  if (!popup) return null;
  return {
    go(url) {
      const target = attempt(() => new URL(url, win.location.href), null);
      if (!target || !/^https?:$/.test(target.protocol)) return popup.close();
      attempt(() => (popup.opener = null), null);
      popup.location.href = target.href;
    },
    close: () => popup.close(),
  };
}
