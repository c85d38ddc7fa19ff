// The reader's session as PortalRuntime (boot.ts) handles it. Nothing private outlives a session: per-user
// data expires on its own and the expired entries go at every load, a page that shows no one signed in
// forgets the per-user flags, and Sign Out — the portal's own logout form, submitted natively — forgets
// everything (services.ts › forgetUserData). And the profile link read after `complete` (profile.ts): whether
// what /member/edit said still belongs to the page shown, which is then adapted and rendered again.
import type { LogoutForm } from '../model/pageData.ts';
import type { CachedProfile } from './profile.ts';
import type { ShownPage } from './runtimeHost.ts';
import { forgetUserData } from './services.ts';

/**
 * At every load: pending OAuth authorizations and per-user flags that expired go, and a page that shows no
 * one signed in forgets the per-user flags.
 */
export function forgetExpired(win: Window, loggedIn: boolean): void {
  forgetUserData(win, { signOut: false, signedIn: loggedIn });
}

/**
 * Sign Out: forgets the session's saved flags and pending authorizations, then submits the portal's logout
 * form (hidden, native submit). False when it could not be submitted.
 */
export function submitLogout(win: Window, doc: Document, logout: LogoutForm): boolean {
  // the session's saved flags and pending authorizations go with it
  forgetUserData(win, { signOut: true });
  try {
    const form = doc.createElement('form');
    form.setAttribute('method', logout.method);
    form.setAttribute('action', new URL(logout.action || '/logout/logout', win.location.href).href);
    form.hidden = true;
    form.setAttribute('data-full-load', '');
    for (const field of logout.fields) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = field.name;
      input.value = field.value;
      form.appendChild(input);
    }
    doc.body.appendChild(form);
    // The prototype's submit: a server field named "submit" would shadow form.submit.
    (win as Window & { HTMLFormElement: typeof HTMLFormElement }).HTMLFormElement.prototype.submit.call(form);
    return true;
  } catch (error) {
    console.warn('[portal] sign out failed', error);
    return false;
  }
}

/**
 * Whether the profile read from /member/edit changes the page shown: not when it shows no one signed in or
 * someone else, nor when it already shows that link (and no line kept for it). Otherwise fills in what the
 * page lacks (mutates `shown.page.context`) and returns true: the page is then adapted again.
 */
export function takeFetchedProfile(shown: ShownPage, profile: CachedProfile): boolean {
  const ctx = shown.page.context;
  if (!ctx.loggedIn) return false;
  if (profile.username !== null && ctx.username !== null && profile.username !== ctx.username) return false;
  // (a line kept for the link is given back when there is none)
  if (
    ctx.userProfile === profile.userProfile &&
    ctx.accountSettings === profile.accountSettings &&
    !shown.model.layout.userProfilePending
  )
    return false;
  if (ctx.userProfile === null) ctx.userProfile = profile.userProfile;
  if (ctx.accountSettings === null) ctx.accountSettings = profile.accountSettings;
  return true;
}
