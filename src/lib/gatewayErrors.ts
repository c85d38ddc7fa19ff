// Explains a failed I/O Docs call from the portal proxy's own signals (pure; the facts are in the shared
// reference mashery-errors.md, summarised in docs/io-docs.md › "Why a call failed"): the status, the
// `X-Mashery-Error-Code` header when present, and the Mashery message text in the body or status line — in
// that order — plus the browser's own failures (network / CORS), the portal proxy refusing the call
// itself, and a 401 from an OAuth 2 or basic-auth API. The result names a reason (the console words it
// from labels), the gateway's code, the retry time when the evidence gives one (a `Retry-After` header; one
// second for a per-second limit), and which of the portal's pages to link. Numbers are never guessed: a
// key's limits are on My Keys, and the explanation links there.

/** Why a call failed, as far as the proxy's signals tell. */
export type FailureReason =
  /** 403 Developer Inactive / Account Inactive: the key is not approved yet, disabled, or the account unverified */
  | 'inactive'
  /** 403 Not Authorized (or 401 + ERR_403_NOT_AUTHORIZED): unknown key, wrong signature, a plan without this API */
  | 'notAuthorized'
  /** 403 Forbidden: no permission for this method */
  | 'forbidden'
  /** 403 Account Over Queries Per Second Limit */
  | 'overQps'
  /** 403 Account Over Rate Limit, or 429 */
  | 'overRate'
  /** 403 Rate Limit Exceeded: the service itself is over capacity, not the caller's key */
  | 'serviceBusy'
  /** 596 Service Not Found: the proxy does not know this endpoint */
  | 'serviceNotFound'
  /** 401 from an OAuth 2 API: no or an expired access token */
  | 'oauth'
  /**
   * OAuth "The client application is not known or is not authorized": the application's OAuth set-up (the
   * flow configured for it, a redirect URI not registered), not the key or a token
   */
  | 'oauthClient'
  /** 401 asking for basic auth */
  | 'basicAuth'
  /** the portal's proxy refused the call itself (not an envelope): e.g. an expired session's token */
  | 'proxyRefused'
  /** the proxy answered with an errorMessage and no API status: it could not reach the API */
  | 'unreachable'
  /** the browser could not reach the portal (offline, blocked, CORS) */
  | 'network'
  /** the API failed on its side (5xx) */
  | 'serverError'
  /** any other API error status */
  | 'apiError';

/** What the console saw when a call failed. */
export type FailedCall =
  | { kind: 'network' }
  | { kind: 'proxy'; status: number; message: string | null }
  | {
      kind: 'answer';
      /** the API's status (null when the envelope has none) */
      status: number | null;
      statusText: string;
      headers: readonly (readonly [string, string])[];
      body: string;
      errorMessage: string | null;
    };

/** The API's settings that decide what to do next. */
export interface FailureContext {
  /** data-auth-type (`key`, `oauth2` …); null when unknown */
  authType: string | null;
  /** the API's OAuth 2 flows */
  flows: readonly string[];
}

export type FailureLink = 'keys' | 'contact';

export interface FailureExplanation {
  reason: FailureReason;
  /** the proxy's own status (proxyRefused) or the API's status, when there is one */
  status: number | null;
  /** the gateway's machine code (`X-Mashery-Error-Code`), when it sent one */
  code: string | null;
  /** seconds to wait before a retry makes sense, when the evidence gives it; null otherwise */
  retryAfter: number | null;
  /** the portal's pages that help (My Keys: the key, its status, plan and limits; Contact) */
  links: FailureLink[];
  /** OAuth 2 flows to run (reason `oauth`) */
  flows: string[];
}

const header = (headers: readonly (readonly [string, string])[], name: string): string | null =>
  headers.find(([k]) => k.toLowerCase() === name)?.[1] ?? null;

/**
 * A Retry-After value as whole seconds: delay seconds as they are; an HTTP date counted from the answer's own
 * `Date` header (the gateway's clock, RFC 9110, section 10.2.3); null when absent, unreadable, or a date without one.
 */
export function retryAfterSeconds(value: string | null, date: string | null): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  const now = date ? Date.parse(date) : NaN;
  return Number.isNaN(at) || Number.isNaN(now) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Message text of a body: markup tags dropped, whitespace collapsed (the proxy's body format varies). */
const plain = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A Mashery error code or message text → a reason, or null when it names none. */
function reasonOfCode(code: string): FailureReason | null {
  const c = code.toUpperCase();
  if (/INACTIVE/.test(c)) return 'inactive';
  // a code that names the service is about the service's capacity, whatever limit it names (QPS or rate)
  if (/SERVICE_OVER|SERVICE_.*(RATE|QPS)|RATE_LIMIT_EXCEEDED/.test(c)) return 'serviceBusy';
  if (/OVER_QPS|QPS/.test(c)) return 'overQps';
  if (/OVER_RATE|RATE/.test(c)) return 'overRate';
  if (/NOT_AUTHORI[SZ]ED/.test(c)) return 'notAuthorized';
  if (/SERVICE_NOT_FOUND|_596_/.test(c)) return 'serviceNotFound';
  if (/FORBIDDEN/.test(c)) return 'forbidden';
  return null;
}

function reasonOfText(text: string): FailureReason | null {
  const t = text.toLowerCase();
  // before "not authorized", which the message also says (mashery-errors.md › OAuth)
  if (/client application is not known/.test(t)) return 'oauthClient';
  if (/\b(developer|account) inactive\b/.test(t)) return 'inactive';
  if (/over queries per second/.test(t)) return 'overQps';
  if (/\bover rate( limit)?\b/.test(t)) return 'overRate';
  if (/\brate limit exceeded\b/.test(t)) return 'serviceBusy';
  if (/\bnot authori[sz]ed\b/.test(t)) return 'notAuthorized';
  if (/\bservice not found\b/.test(t)) return 'serviceNotFound';
  return null;
}

/** Explains a failed call; null when the call did not fail (an envelope with a status below 400). */
export function explainFailure(call: FailedCall, context: FailureContext): FailureExplanation | null {
  const make = (reason: FailureReason, status: number | null, extra: Partial<FailureExplanation> = {}) => ({
    reason,
    status,
    code: null,
    retryAfter: null,
    links: [] as FailureLink[],
    flows: [] as string[],
    ...extra,
  });
  if (call.kind === 'network') return make('network', null);
  if (call.kind === 'proxy') return make('proxyRefused', call.status);

  const { status } = call;
  if (status === null || status < 400) {
    // no API status: the proxy's errorMessage says it could not reach the API
    return status === null && call.errorMessage ? make('unreachable', null) : null;
  }
  const code = header(call.headers, 'x-mashery-error-code')?.trim() || null;
  const retry = retryAfterSeconds(header(call.headers, 'retry-after'), header(call.headers, 'date'));
  const text = `${call.statusText} ${plain(call.body)} ${call.errorMessage ?? ''}`;
  const auth = (header(call.headers, 'www-authenticate') ?? '').toLowerCase();

  // the status first, then the gateway's code, then its message text
  let reason: FailureReason | null = status === 596 ? 'serviceNotFound' : null;
  reason ??= code ? reasonOfCode(code) : null;
  reason ??= reasonOfText(text);
  if (!reason && status === 429) reason = 'overRate';
  if (!reason && status === 401) {
    if (context.authType === 'oauth2' || /bearer/.test(auth) || /invalid_token/.test(text)) reason = 'oauth';
    else if (/basic/.test(auth)) reason = 'basicAuth';
  }
  if (!reason && status === 403) reason = 'forbidden';
  reason ??= status >= 500 ? 'serverError' : 'apiError';

  const links: FailureLink[] =
    reason === 'inactive' || reason === 'notAuthorized' || reason === 'forbidden' || reason === 'overQps' || reason === 'overRate'
      ? ['keys']
      : reason === 'serviceNotFound' || reason === 'serverError'
        ? ['contact']
        : [];
  return make(reason, status, {
    code,
    // a per-second limit clears within a second; other waits only when the gateway says how long
    retryAfter: retry ?? (reason === 'overQps' ? 1 : null),
    links,
    flows: reason === 'oauth' ? [...context.flows] : [],
  });
}
