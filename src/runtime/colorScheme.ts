// The reader's colour scheme: light / dark / system, saved in localStorage (guarded: blocked or throwing
// storage means "system", and a choice that cannot be saved still applies to this page). "light" is the
// configured theme (settings.theme, else the build's default on :root), "dark" the `dark` theme; "system"
// (the default) follows prefers-color-scheme, also when it changes while the page is open.
// ES5 only in the functions portal-head.js uses (readSchemePreference, prefersDark, resolveScheme): they run
// before first paint, so a dark reader never sees a flash of the light theme.

export type SchemePreference = 'light' | 'dark' | 'system';
export type Scheme = 'light' | 'dark';

/** localStorage key (the prefix of the runtime's other saved preferences, services.ts) */
export var SCHEME_STORAGE_KEY = 'portalTheme.colorScheme';
var DARK_QUERY = '(prefers-color-scheme: dark)';

/** The saved preference; 'system' when none, unknown, or storage is unavailable. */
export function readSchemePreference(win: Window): SchemePreference {
  try {
    var value = win.localStorage.getItem(SCHEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch (e) {
    return 'system';
  }
}

/** Saves the preference ('system' removes the entry); false when storage refused it. */
export function writeSchemePreference(win: Window, preference: SchemePreference): boolean {
  try {
    if (preference === 'system') win.localStorage.removeItem(SCHEME_STORAGE_KEY);
    else win.localStorage.setItem(SCHEME_STORAGE_KEY, preference);
    return true;
  } catch (e) {
    return false;
  }
}

export function prefersDark(win: Window): boolean {
  try {
    return !!win.matchMedia && win.matchMedia(DARK_QUERY).matches;
  } catch (e) {
    return false;
  }
}

export function resolveScheme(preference: SchemePreference, systemDark: boolean): Scheme {
  return preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
}

/** Theme classes of the two schemes: light null = the default theme on :root (no class). */
export interface SchemeClasses {
  light: string | null;
  dark: string;
}

/** Puts the scheme's theme class on each element and takes the other scheme's class off. */
export function applySchemeClasses(
  elements: readonly (Element | null | undefined)[],
  classes: SchemeClasses,
  scheme: Scheme,
): void {
  var on = scheme === 'dark' ? classes.dark : classes.light;
  var off = scheme === 'dark' ? classes.light : classes.dark;
  for (var i = 0; i < elements.length; i++) {
    var el = elements[i];
    if (!el) continue;
    if (off && off !== on) el.classList.remove(off);
    if (on) el.classList.add(on);
  }
}

export interface ColorSchemeService {
  get(): SchemePreference;
  set(preference: SchemePreference): void;
  /** the scheme shown now ('system' resolved) */
  scheme(): Scheme;
}

/**
 * The runtime's colour scheme: applies the current preference to `targets()` (<html> and the app root) at
 * once, again when the reader chooses another, and when the system setting changes while on "system".
 */
export function colorSchemeController(
  win: Window,
  classes: SchemeClasses,
  targets: () => (Element | null)[],
): ColorSchemeService {
  var preference = readSchemePreference(win);
  var current = (): Scheme => resolveScheme(preference, prefersDark(win));
  var apply = () => applySchemeClasses(targets(), classes, current());
  apply();
  try {
    var query = win.matchMedia ? win.matchMedia(DARK_QUERY) : null;
    query?.addEventListener?.('change', () => {
      if (preference === 'system') apply();
    });
  } catch (e) {
    /* no live updates: the scheme still follows the system setting on the next page */
  }
  return {
    get: () => preference,
    set(next) {
      preference = next;
      writeSchemePreference(win, next);
      apply();
    },
    scheme: current,
  };
}
