// Which clicks and submits load in place, decided from the event, the element and the page shown — the
// same decision for the in-place navigator (navigator.ts, after `complete`) and for the early input
// capture of the first load (earlyInput.ts, in the entry), so a click that arrives before the navigator
// is replayed exactly as the navigator would have handled it. Reads the DOM, changes nothing.
import { decideLinkClick, decideUrl, type LinkContext } from './linkRules.ts';
import type { RuntimeHost } from './runtimeHost.ts';

const SIGN_IN_PATH = /^\/login(\/|$)/;
/** the logout form is always submitted natively (the session ends with a real page load) */
export const LOGOUT_PATH = /^\/logout(\/|$)/;

export type ClickAction = { kind: 'inPlace'; url: string };

export type SubmitAction =
  | { kind: 'get'; url: string }
  | { kind: 'post'; url: string; form: HTMLFormElement; submitter: HTMLElement | null; enctype: string };

/** What the link rules need of the page shown and the settings. */
export function linkContextOf(host: Pick<RuntimeHost, 'win' | 'settings' | 'current'>): LinkContext {
  const { settings, current } = host;
  return {
    currentUrl: host.win.location.href,
    ajax: settings.ajax,
    ajaxIgnore: settings.ajaxIgnore,
    contentType: current?.model.contentType ?? null,
    signInUrl: current?.page.context.login?.url ?? null,
    ignoreTypes: settings.ajaxIgnoreTypes,
  };
}

/** The <a> (HTML or SVG) an event came from, crossing shadow roots. */
export function anchorOf(event: Event): Element | null {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  for (const node of path) {
    if (node && (node as Element).nodeType === 1 && (node as Element).localName === 'a') return node as Element;
  }
  const target = event.target as Element | null;
  return target && typeof target.closest === 'function' ? target.closest('a') : null;
}

/** A left click without modifiers on a link that opens in this window. */
export function isPlainClick(event: MouseEvent, anchor: Element): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute('target');
  if (target && target.trim() !== '' && target.trim().toLowerCase() !== '_self') return false;
  return !anchor.hasAttribute('download');
}

/** The page's Sign Out link: the logout form's action, or the portal's /logout/logout, on this host. */
export function isLogoutUrl(host: Pick<RuntimeHost, 'win' | 'current'>, url: URL): boolean {
  const { location } = host.win;
  if (url.host !== location.host) return false;
  const logout = host.current?.page.context.logout;
  if (logout) {
    try {
      if (new URL(logout.action, location.href).pathname === url.pathname) return true;
    } catch {
      /* fall through */
    }
  }
  return url.pathname === '/logout/logout';
}

/**
 * A click: Sign Out (the host submits the portal's logout form instead of following the link — done here,
 * 'signedOut' — when the page has one), a link to load in place, or null (the browser follows it). The
 * hidden server page (visible only after a fatal error) works natively.
 */
export function clickAction(
  event: MouseEvent,
  host: Pick<RuntimeHost, 'win' | 'settings' | 'current' | 'signOut'>,
): ClickAction | 'signedOut' | null {
  if (event.defaultPrevented) return null;
  const anchor = anchorOf(event);
  if (!anchor || anchor.closest('#page')) return null;
  if (isPlainClick(event, anchor)) {
    const href = anchor.getAttribute('href');
    let url: URL | null = null;
    try {
      url = href ? new URL(href, host.win.location.href) : null;
    } catch {
      url = null;
    }
    if (url && isLogoutUrl(host, url) && host.signOut()) return 'signedOut';
  }
  const decision = decideLinkClick(event, anchor, linkContextOf(host));
  return decision.inPlace ? { kind: 'inPlace', url: decision.url } : null;
}

export function toSearchParams(data: FormData): URLSearchParams {
  const params = new URLSearchParams();
  data.forEach((value, key) => {
    params.append(key, typeof value === 'string' ? value : value.name);
  });
  return params;
}

/**
 * A submit: a GET to load in place (the query replaces the action's, as a browser does), a POST to send in
 * place, or null (the browser submits it: another host, a target, sign-in, logout, `data-full-load`,
 * `method=dialog`, in-place loading off). Attributes are read, never form.action/form.method: inputs named
 * "action" shadow them.
 */
export function submitAction(event: SubmitEvent, host: Pick<RuntimeHost, 'win' | 'settings' | 'current'>): SubmitAction | null {
  if (event.defaultPrevented) return null;
  const form = event.target as HTMLFormElement | null;
  if (!form || form.localName !== 'form') return null;
  if (form.closest('#page')) return null;
  const submitter = (event.submitter ?? null) as HTMLButtonElement | HTMLInputElement | null;
  const methodAttr = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').trim().toLowerCase();
  if (methodAttr === 'dialog') return null;
  const targetAttr = submitter?.getAttribute('formtarget') ?? form.getAttribute('target');
  if (targetAttr && targetAttr.trim() !== '' && targetAttr.trim().toLowerCase() !== '_self') return null;
  if (form.hasAttribute('data-full-load') || submitter?.hasAttribute('data-full-load')) return null;
  if (!host.settings.ajax) return null;
  const here = host.win.location.href;
  const actionAttr = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
  const action = new URL(actionAttr.trim() === '' ? here : actionAttr, here);
  if (action.protocol !== 'http:' && action.protocol !== 'https:') return null;
  if (action.host !== new URL(here).host) return null;
  if (LOGOUT_PATH.test(action.pathname)) return null;
  if (methodAttr === 'post') {
    if (SIGN_IN_PATH.test(action.pathname)) return null; // sign-in: cookies and redirects to other hosts
    const enctype = (submitter?.getAttribute('formenctype') ?? form.getAttribute('enctype') ?? '').toLowerCase();
    return { kind: 'post', url: action.href, form, submitter, enctype };
  }
  const data = submitter ? new FormData(form, submitter) : new FormData(form);
  action.search = toSearchParams(data).toString();
  const decision = decideUrl(action, linkContextOf(host));
  return decision.inPlace ? { kind: 'get', url: decision.url } : null;
}
