// The interactive docs console's OAuth 2 helper calls (docs/io-docs.md › OAuth 2), as
// pure functions: the flows, the query of GET /io-docs/getoauth2accesstoken, the fields of POST
// /io-docs/getoauth2authuri (the secret only for auth_code), the helpers' answers read tolerantly, and the
// http(s)-only check of the URL the pop-up opens.
import { failureText, tryJson } from './answer.ts';
import { isPlainObject } from '../objects.ts';
import { encodeFields, type Pairs } from './request.ts';

export type OAuthFlow = 'auth_code' | 'implicit' | 'password_cred' | 'client_cred';
export const OAUTH_FLOWS: readonly OAuthFlow[] = ['client_cred', 'password_cred', 'auth_code', 'implicit'];

export function isOAuthFlow(v: string): v is OAuthFlow {
  return (OAUTH_FLOWS as readonly string[]).includes(v);
}

export interface OAuthInput {
  apiId: string;
  flow: OAuthFlow;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  authorizationCode: string;
}

/** The query of GET getoauth2accesstoken for a token flow (client_cred, password_cred, auth_code). */
export function accessTokenQuery(i: OAuthInput): string {
  const q: Pairs = [
    ['apiId', i.apiId],
    ['auth_flow', i.flow],
  ];
  if (i.flow === 'password_cred' || i.flow === 'client_cred') {
    q.push(['client_id', i.clientId], ['client_secret', i.clientSecret]);
    if (i.flow === 'password_cred') q.push(['username', i.username], ['password', i.password]);
  } else if (i.flow === 'auth_code') {
    q.push(['authorization_code', i.authorizationCode]);
  }
  return encodeFields(q);
}

/** The fields of POST getoauth2authuri (auth_code, implicit); the secret only for auth_code. */
export function authorizeUriFields(i: OAuthInput): Pairs {
  const out: Pairs = [
    ['apiId', i.apiId],
    ['client_id', i.clientId],
  ];
  if (i.flow === 'auth_code') out.push(['client_secret', i.clientSecret]);
  out.push(['auth_flow', i.flow]);
  return out;
}

/** An http(s) URL only (the popup never opens anything else), resolved against `base`. */
export function safeHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A helper's answer: `{success, result: {access_token}}` or `{success, authorize_uri}`; tolerant of strings. */
export function readOAuthAnswer(
  httpStatus: number,
  text: string,
): { ok: boolean; accessToken: string | null; authorizeUri: string | null; message: string | null } {
  const json = tryJson(text);
  if (httpStatus < 200 || httpStatus > 299 || !json.ok || !isPlainObject(json.value)) {
    return { ok: false, accessToken: null, authorizeUri: null, message: failureText(text) };
  }
  const v = json.value;
  const result = isPlainObject(v.result) ? v.result : v;
  const token = result.access_token ?? v.access_token;
  const uri = v.authorize_uri ?? result.authorize_uri;
  const success = v.success === undefined ? true : v.success === true || v.success === 'true' || v.success === 1;
  const message =
    typeof (v.error_description ?? v.error ?? v.message) === 'string'
      ? String(v.error_description ?? v.error ?? v.message)
      : null;
  return {
    ok: success,
    accessToken: success && typeof token === 'string' && token ? token : null,
    authorizeUri: success && typeof uri === 'string' && uri ? uri : null,
    message,
  };
}
