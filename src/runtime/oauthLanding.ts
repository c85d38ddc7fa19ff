// The OAuth 2 pop-up's landing (docs/io-docs.md › OAuth 2), loaded by boot.ts only when the page URL has a
// `state=` parameter: when the fragment or query carries an OAuth 2 result whose state matches an
// authorization the I/O Docs console started (lib/oauthReturn.ts), the result is taken out of the URL
// (history.replaceState), an implicit token is reported to the portal (catchOauth2ImplicitToken, with the
// anti-forgery token header), the result goes to the console window, and the pop-up closes. Anything else —
// a crafted `#access_token=` link, a stale or unknown state — is left alone.
import {
  CATCH_IMPLICIT_URL,
  catchFields,
  listenHandOver,
  newState,
  parseOAuthReturn,
  rememberPending,
  scrubbedUrl,
  sendHandOver,
  takePending,
  withState,
  type OAuthHandOver,
  type OAuthLanding,
  type PendingAuthorization,
} from '../lib/oauthReturn.ts';
import { USER_CONTENT } from '../extract/dom.ts';

export interface TakenReturn {
  landing: OAuthLanding;
  pending: PendingAuthorization;
}

function localStore(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** The console's side (services.oauthReturn.begin): the authorize URI bound to a remembered state. */
export function beginAuthorization(
  win: Window,
  authorization: { uri: string; apiId: string; flow: string; token: string | null },
  now = Date.now(),
): { uri: string; state: string } | null {
  const fresh = newState(win.crypto);
  if (!fresh) return null;
  let bound: { uri: string; state: string };
  try {
    bound = withState(authorization.uri, fresh);
  } catch {
    return null;
  }
  const { apiId, flow, token } = authorization;
  return rememberPending(localStore(win), bound.state, { apiId, flow, token, at: now }) ? bound : null;
}

/** The console's side (services.oauthReturn.listen). */
export const listenReturns = (win: Window, onResult: (result: OAuthHandOver) => void): (() => void) =>
  listenHandOver(win, onResult);

/** A matched OAuth 2 return, taken out of the page URL (the pending authorization is consumed); else null. */
export function takeOAuthReturn(win: Window, now = Date.now()): TakenReturn | null {
  const landing = parseOAuthReturn(win.location.search, win.location.hash);
  if (!landing) return null;
  const pending = takePending(localStore(win), landing.state, now);
  if (!pending) return null;
  try {
    win.history.replaceState(win.history.state, '', scrubbedUrl(win.location.href, landing));
  } catch {
    /* no history API: the URL keeps the result; it is still handled */
  }
  return { landing, pending };
}

/** `{success}` as the portal may write it (true, "true", 1); a 2xx answer that is not JSON counts as success. */
function succeeded(status: number, text: string): boolean {
  if (status < 200 || status > 299) return false;
  try {
    const v = JSON.parse(text) as unknown;
    if (!v || typeof v !== 'object' || !('success' in v)) return true;
    const s = (v as { success: unknown }).success;
    return s === true || s === 'true' || s === 1 || s === '1';
  } catch {
    return true;
  }
}

type Request = (url: string, init: RequestInit) => Promise<Response>;

const TOKEN_INPUT = 'input[name="ajax_synchronization_token"]';

/**
 * The landing page's own anti-forgery token (the I/O Docs form's first): never one inside user content —
 * a comment or post may carry an input of that name (even in a `form#credentials` of its own) before the
 * server's, or on a page that has none, and its value would replace the token the console remembered.
 */
function pageToken(doc: Document): string | null {
  for (const selector of [`form#credentials ${TOKEN_INPUT}`, TOKEN_INPUT])
    for (const input of Array.from(doc.querySelectorAll<HTMLInputElement>(selector)))
      if (!input.closest(USER_CONTENT)) return input.value || null;
  return null;
}

/** Reports an implicit token to the portal, then hands the result to the console window. */
export async function finishOAuthReturn(win: Window, taken: TakenReturn, request: Request): Promise<boolean> {
  const { landing, pending } = taken;
  const { result } = landing;
  let recorded: boolean | null = null;
  if (result.kind === 'token') {
    const token = pageToken(win.document) ?? pending.token;
    const headers: Record<string, string> = {
      Accept: 'application/json, text/javascript, */*; q=0.01',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    };
    if (token) headers['X-Ajax-Synchronization-Token'] = token;
    try {
      const answer = await request(CATCH_IMPLICIT_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: new URLSearchParams(catchFields(pending.apiId, result)).toString(),
      });
      recorded = succeeded(answer.status, await answer.text());
    } catch {
      recorded = false;
    }
  }
  return sendHandOver(win, { state: landing.state, apiId: pending.apiId, flow: pending.flow, result, recorded });
}

/** Closes the pop-up once the message is on its way; true when the browser let it close. */
export function closePopup(win: Window): Promise<boolean> {
  return new Promise((resolve) => {
    win.setTimeout(() => {
      try {
        win.close();
      } catch {
        /* not closable */
      }
      resolve(win.closed);
    }, 50);
  });
}

/**
 * boot.ts's part, before the page URL is read: a matched return is taken out of the URL now; `done`
 * settles once the result was handed over and the pop-up tried to close (true: it is still open, and
 * `notice` shows "You can close this window"). null when the URL carries no matched return.
 */
export function handleOAuthReturn(
  win: Window,
  request: Request,
): { done: Promise<boolean>; notice: typeof showStayNotice } | null {
  const taken = takeOAuthReturn(win);
  if (!taken) return null;
  const done = finishOAuthReturn(win, taken, request)
    .then(() => closePopup(win))
    .then(
      (closed) => !closed,
      () => false,
    );
  return { done, notice: showStayNotice };
}

/** The short message shown when the pop-up could not close itself. */
export function showStayNotice(parent: HTMLElement, className: string, text: string): void {
  const doc = parent.ownerDocument;
  const note = doc.createElement('p');
  note.className = className;
  note.setAttribute('role', 'status');
  note.setAttribute('data-oauth-return', '');
  note.textContent = text;
  parent.prepend(note);
}
