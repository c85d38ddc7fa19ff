// The OAuth 2 pop-up's return to the portal (docs/io-docs.md › OAuth 2): the I/O Docs console starts an
// authorization with a random `state` it remembers (localStorage, with the API and flow); the authorize server
// sends the pop-up back to a portal page carrying the result — `#access_token=…&state=…` (implicit, RFC 6749,
// section 4.2.2), `?code=…&state=…` (authorization code, section 4.1.2) or `error=…` in either place. The theme's
// runtime in the pop-up (runtime/oauthLanding.ts) recognises such a landing only when its `state` matches a pending
// authorization, and hands the result to the console window over a BroadcastChannel (fallback: a localStorage
// `storage` event, the entry removed at once). Pure parts and the hand-over; no secret is ever logged or written
// into a URL.
import type { OAuthHandOver, OAuthResult, OAuthReturnService } from '../model/services.ts';

export type { OAuthHandOver, OAuthResult, OAuthReturnService };

/** What a page's URL carries back from the authorize server. */
export interface OAuthLanding {
  state: string;
  /** where the result was: the fragment (implicit) or the query (authorization code) */
  part: 'fragment' | 'query';
  result: OAuthResult;
}

/** An authorization the console started, remembered under its state until the pop-up comes back. */
export interface PendingAuthorization {
  apiId: string;
  flow: string;
  /** the page's anti-forgery token (the landing page's own form wins when it has one) */
  token: string | null;
  /** when it was started (ms) */
  at: number;
}

export const PENDING_PREFIX = 'portalTheme.oauth.pending.';
export const HANDOVER_CHANNEL = 'portalTheme.oauth';
export const HANDOVER_KEY = 'portalTheme.oauth.result';
/** an authorization not finished within this time is forgotten */
export const PENDING_MAX_AGE = 15 * 60 * 1000;
export const CATCH_IMPLICIT_URL = '/io-docs/catchOauth2ImplicitToken';
/** the parameters of an OAuth 2 result: scrubbed from the query (the fragment goes entirely) */
const RESULT_PARAMS = [
  'state',
  'code',
  'access_token',
  'token_type',
  'expires_in',
  'scope',
  'error',
  'error_description',
  'error_uri',
  'session_state',
  'id_token',
  'refresh_token',
  'iss',
];

/** The cheap test the runtime makes on every page before loading the landing code. */
export const mayBeOAuthReturn = (search: string, hash: string): boolean => /[?#&]state=/.test(search + hash);

function paramsOf(text: string): URLSearchParams {
  let body = text.replace(/^[#?]/, '');
  // `#/route?access_token=…` (a fragment router's path before the parameters)
  const q = body.indexOf('?');
  if (q >= 0 && !body.slice(0, q).includes('=')) body = body.slice(q + 1);
  return new URLSearchParams(body);
}

function resultOf(p: URLSearchParams): OAuthResult | null {
  const error = p.get('error');
  if (error) return { kind: 'error', error, description: p.get('error_description') ?? '' };
  const accessToken = p.get('access_token');
  if (accessToken) {
    return { kind: 'token', accessToken, tokenType: p.get('token_type') ?? '', expiresIn: p.get('expires_in') ?? '' };
  }
  const code = p.get('code');
  return code ? { kind: 'code', code } : null;
}

/**
 * The OAuth 2 result a URL's fragment or query carries (the fragment first), with its `state`; null when
 * neither has a non-empty `state` together with `access_token`, `code` or `error`. Other parameters are ignored.
 */
export function parseOAuthReturn(search: string, hash: string): OAuthLanding | null {
  for (const [part, text] of [
    ['fragment', hash],
    ['query', search],
  ] as const) {
    if (!text || text.length < 2) continue;
    const p = paramsOf(text);
    const state = p.get('state');
    if (!state || state.length > 512) continue;
    const result = resultOf(p);
    if (result) return { state, part, result };
  }
  return null;
}

/** A fresh random state (32 hex digits); null without a crypto source. */
export function newState(crypto: Pick<Crypto, 'getRandomValues'> | undefined): string | null {
  if (!crypto) return null;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The authorize URI with our state: a URI that already names a `state` keeps it (the portal chose it, and
 * the authorize server returns that one), otherwise `state` is appended to its query.
 */
export function withState(uri: string, state: string): { uri: string; state: string } {
  const url = new URL(uri);
  const own = url.searchParams.get('state');
  if (own) return { uri: url.href, state: own };
  url.searchParams.append('state', state);
  return { uri: url.href, state };
}

/** Remembers a pending authorization (storage errors: false — the return is then not recognised). */
export function rememberPending(storage: Storage | null, state: string, pending: PendingAuthorization): boolean {
  if (!storage) return false;
  try {
    // forget stale ones first
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key?.startsWith(PENDING_PREFIX) && !readPending(storage.getItem(key), pending.at)) storage.removeItem(key);
    }
    storage.setItem(PENDING_PREFIX + state, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

function readPending(raw: string | null, now: number): PendingAuthorization | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PendingAuthorization>;
    if (typeof v.apiId !== 'string' || typeof v.flow !== 'string' || typeof v.at !== 'number') return null;
    if (now - v.at > PENDING_MAX_AGE || v.at > now + 60_000) return null;
    return { apiId: v.apiId, flow: v.flow, token: typeof v.token === 'string' ? v.token : null, at: v.at };
  } catch {
    return null;
  }
}

/**
 * Removes pending authorizations from `storage`: the stale ones (older than PENDING_MAX_AGE: they expire on
 * their own at every page load), or all of them (`all`: on sign-out, the anti-forgery state goes with the
 * session). Returns how many were removed.
 */
export function forgetPending(storage: Storage | null, now: number, all = false): number {
  if (!storage) return 0;
  let removed = 0;
  try {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (!key?.startsWith(PENDING_PREFIX) || (!all && readPending(storage.getItem(key), now))) continue;
      storage.removeItem(key);
      removed++;
    }
  } catch {
    /* blocked storage: nothing kept there either */
  }
  return removed;
}

/** The pending authorization of `state`, once (removed as it is read); null when none, stale or malformed. */
export function takePending(storage: Storage | null, state: string, now: number): PendingAuthorization | null {
  if (!storage) return null;
  try {
    const key = PENDING_PREFIX + state;
    const raw = storage.getItem(key);
    if (raw === null) return null;
    storage.removeItem(key);
    return readPending(raw, now);
  } catch {
    return null;
  }
}

/** The page URL without the result: the whole fragment, or the result's parameters from the query. */
export function scrubbedUrl(href: string, landing: OAuthLanding): string {
  const url = new URL(href);
  if (landing.part === 'fragment') url.hash = '';
  else {
    for (const name of RESULT_PARAMS) url.searchParams.delete(name);
  }
  return url.href.replace(/#$/, '');
}

/** The fields of catchOauth2ImplicitToken (docs/io-docs.md › OAuth 2). */
export function catchFields(apiId: string, result: OAuthResult & { kind: 'token' }): [string, string][] {
  return [
    ['apiId', apiId],
    ['access_token', result.accessToken],
    ['expires_in', result.expiresIn],
    ['token_type', result.tokenType],
  ];
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A hand-over message as received (anything else: null). */
export function readHandOver(data: unknown): OAuthHandOver | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  const r = m.result as Record<string, unknown> | null | undefined;
  if (!isString(m.state) || !isString(m.apiId) || !isString(m.flow) || !r || typeof r !== 'object') return null;
  let result: OAuthResult | null = null;
  if (r.kind === 'token' && isString(r.accessToken) && r.accessToken)
    result = {
      kind: 'token',
      accessToken: r.accessToken,
      tokenType: isString(r.tokenType) ? r.tokenType : '',
      expiresIn: isString(r.expiresIn) ? r.expiresIn : '',
    };
  else if (r.kind === 'code' && isString(r.code) && r.code) result = { kind: 'code', code: r.code };
  else if (r.kind === 'error' && isString(r.error))
    result = { kind: 'error', error: r.error, description: isString(r.description) ? r.description : '' };
  if (!result) return null;
  const recorded = typeof m.recorded === 'boolean' ? m.recorded : null;
  return { state: m.state, apiId: m.apiId, flow: m.flow, result, recorded };
}

type HandOverWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  BroadcastChannel?: typeof BroadcastChannel;
  localStorage?: Storage;
};

function localStore(win: HandOverWindow): Storage | null {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Sends the result to the console window: BroadcastChannel, else a storage event (the entry removed at once). */
export function sendHandOver(win: HandOverWindow, message: OAuthHandOver): boolean {
  if (typeof win.BroadcastChannel === 'function') {
    try {
      const channel = new win.BroadcastChannel(HANDOVER_CHANNEL);
      channel.postMessage(message);
      channel.close();
      return true;
    } catch {
      /* fall back to storage */
    }
  }
  const storage = localStore(win);
  if (!storage) return false;
  try {
    storage.setItem(HANDOVER_KEY, JSON.stringify(message));
    storage.removeItem(HANDOVER_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Listens for hand-overs on both paths; returns the function that stops listening. */
export function listenHandOver(win: HandOverWindow, onMessage: (message: OAuthHandOver) => void): () => void {
  let channel: BroadcastChannel | null = null;
  if (typeof win.BroadcastChannel === 'function') {
    try {
      channel = new win.BroadcastChannel(HANDOVER_CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        const m = readHandOver(event.data);
        if (m) onMessage(m);
      };
    } catch {
      channel = null;
    }
  }
  const onStorage = (event: Event) => {
    const e = event as StorageEvent;
    if (e.key !== HANDOVER_KEY || !e.newValue) return;
    try {
      const m = readHandOver(JSON.parse(e.newValue));
      if (m) onMessage(m);
    } catch {
      /* not ours */
    }
  };
  win.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    win.removeEventListener('storage', onStorage);
  };
}
