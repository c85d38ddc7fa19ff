// The signed-in user's public profile link (and which account-settings actions they may use) are only
// printed on /member/edit. They are read once per session — from the page itself when it is that page,
// else with one GET of /member/edit — and kept in sessionStorage `masheryUserProfile`.

import type { AccountSettingsLinks, PageData } from '../model/pageData.ts';
import type { FetchFn } from './fetchDocument.ts';
import { whenPageComplete } from '../lib/pageComplete.ts';

export const PROFILE_STORAGE_KEY = 'masheryUserProfile';
export const MEMBER_EDIT_PATH = '/member/edit';

export interface CachedProfile {
  /** whose profile this is (a different sign-in in the same tab must not reuse it) */
  username: string | null;
  /** the public profile link; null when the account page offers none */
  userProfile: string | null;
  accountSettings: AccountSettingsLinks | null;
}

function storage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null; // blocked storage (privacy settings, sandbox)
  }
}

export function readCachedProfile(win: Window): CachedProfile | null {
  const store = storage(win);
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(PROFILE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) {
      const stored = value as Partial<CachedProfile>;
      return {
        username: typeof stored.username === 'string' ? stored.username : null,
        userProfile: typeof stored.userProfile === 'string' ? stored.userProfile : null,
        accountSettings: isAccountSettings(stored.accountSettings) ? stored.accountSettings : null,
      };
    }
  } catch {
    /* an older theme stored the bare URL */
  }
  return { username: null, userProfile: raw.startsWith('/') || /^https?:\/\//.test(raw) ? raw : null, accountSettings: null };
}

function isAccountSettings(value: unknown): value is AccountSettingsLinks {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'full' || kind === 'oidc' || kind === 'platform';
}

export function writeCachedProfile(win: Window, profile: CachedProfile): void {
  try {
    storage(win)?.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  } catch {
    /* storage full or blocked: we simply fetch again next session */
  }
}

export function clearCachedProfile(win: Window): void {
  try {
    storage(win)?.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

/**
 * Fills the page's profile link and account-settings kind from the cache (mutates `page.context`),
 * stores what the page itself knows, and tells whether /member/edit still has to be fetched.
 */
export function applyCachedProfile(win: Window, page: PageData): { needsFetch: boolean } {
  const ctx = page.context;
  if (!ctx.loggedIn) {
    // signed out: what a previous session cached goes — once the page is complete (at once on an in-place
    // load): the first sessionStorage access of a page is a synchronous call into the browser process,
    // 5–17 ms on a busy machine, kept off the first render's path (issue 38)
    void whenPageComplete(win.document).then(() => clearCachedProfile(win));
    return { needsFetch: false };
  }
  const cached = readCachedProfile(win);
  const sameUser = cached !== null && (cached.username === null || cached.username === ctx.username);
  const onEditPage = page.contentType === 'accountManage';
  if (onEditPage || ctx.userProfile !== null) {
    const next: CachedProfile = {
      username: ctx.username,
      userProfile: ctx.userProfile ?? (sameUser ? cached!.userProfile : null),
      accountSettings: ctx.accountSettings ?? (sameUser ? cached!.accountSettings : null),
    };
    writeCachedProfile(win, next);
    if (ctx.userProfile === null) ctx.userProfile = next.userProfile;
    if (ctx.accountSettings === null) ctx.accountSettings = next.accountSettings;
    return { needsFetch: false };
  }
  if (cached && sameUser) {
    if (ctx.userProfile === null) ctx.userProfile = cached.userProfile;
    if (ctx.accountSettings === null) ctx.accountSettings = cached.accountSettings;
    return { needsFetch: false };
  }
  return { needsFetch: true };
}

/**
 * GETs /member/edit once and caches what it says. Resolves with the cached value (also when the page
 * offers no profile link, so it is not asked again), or null when the request failed.
 */
/** characters of `/member/edit` read for the profile link (the header; real account pages are far smaller) */
export const PROFILE_PAGE_MAX_CHARS = 256 * 1024;

export async function fetchProfile(
  win: Window,
  fetchFn: FetchFn,
  extract: (doc: Document, url: string) => PageData | Promise<PageData>,
  username: string | null,
): Promise<CachedProfile | null> {
  const url = new URL(MEMBER_EDIT_PATH, win.location.href).href;
  // loaded on demand: most pages know the profile link already (cached for the session)
  const { fetchDocument } = await import('./fetchDocument.ts');
  // the header is all it needs: a huge account page (user content) is not parsed whole after `complete`
  const outcome = await fetchDocument(fetchFn, url, { maxChars: PROFILE_PAGE_MAX_CHARS });
  if (outcome.kind !== 'document' || outcome.status !== 200) return null;
  const page = await extract(outcome.doc, outcome.url);
  if (page.contentType !== 'accountManage') return null; // signed out meanwhile, or redirected elsewhere
  const profile: CachedProfile = {
    username: page.context.username ?? username,
    userProfile: page.context.userProfile,
    accountSettings: page.context.accountSettings,
  };
  writeCachedProfile(win, profile);
  return profile;
}
