// The interactive docs console's data work, as pure functions — the portal's own I/O Docs protocol
// (/work reference io-docs-protocol.md; summary in docs/io-docs.md):
//  - what "Try it" sends to the I/O Docs proxy `POST /io-docs/call-api` (the anti-forgery token header,
//    the fields in the documented order, multipart when the method has file inputs),
//  - how the proxy's answer envelope is read (tolerantly: where the evidence is silent — header value
//    types, the status shape, a refusal's status — every plausible shape is accepted),
//  - the OAuth 2 helper calls, the key picker's labels, and
//  - the code samples (curl, fetch, requests) of the request the proxy makes to the API itself.
import type { IoDocsKey, IoDocsMethod, IoDocsParameter, FormField } from '../model/screenModel.ts';

export type Pairs = [string, string][];

export const CALL_API_URL = '/io-docs/call-api';
export const OAUTH_TOKEN_URL = '/io-docs/getoauth2accesstoken';
export const OAUTH_AUTHORIZE_URL = '/io-docs/getoauth2authuri';
export const TOKEN_HEADER = 'X-Ajax-Synchronization-Token';
/** The proxy's file limit (bytes); checked before sending. */
export const FILE_LIMIT = 850_000;

const bracketName = (name: string): string => /\[([^\]]+)\]$/.exec(name)?.[1] ?? name;

/** The server control that carries a parameter: same name in brackets (`params[city]`), else same label. */
export function parameterField(method: IoDocsMethod, parameter: IoDocsParameter): FormField | null {
  const fields = method.form?.fields ?? [];
  return fields.find((f) => bracketName(f.name) === parameter.name) ?? fields.find((f) => f.label === parameter.name) ?? null;
}

/** The name a parameter is sent under: its server control's name, else the legacy `params[<name>]`. */
export function parameterName(method: IoDocsMethod, parameter: IoDocsParameter): string {
  return parameterField(method, parameter)?.name ?? `params[${parameter.name}]`;
}

/** What the credentials part of a call carries (empty strings when unused). */
export interface CallCredentials {
  apiKey: string;
  apiSecret: string;
  basicAuthName: string;
  basicAuthPass: string;
  soapBasicAuthName: string;
  soapBasicAuthPass: string;
  soapWssUserNameTokenAuthName: string;
  soapWssBinarySecurityTokenAuthToken: string;
  /** soapWssUserNameTokenAuth<Field> values, by field */
  wss: Record<string, string>;
}

export function emptyCredentials(): CallCredentials {
  return {
    apiKey: '',
    apiSecret: '',
    basicAuthName: '',
    basicAuthPass: '',
    soapBasicAuthName: '',
    soapBasicAuthPass: '',
    soapWssUserNameTokenAuthName: '',
    soapWssBinarySecurityTokenAuthToken: '',
    wss: {},
  };
}

const CREDENTIAL_ORDER = [
  'apiKey',
  'apiSecret',
  'basicAuthName',
  'basicAuthPass',
  'soapBasicAuthName',
  'soapBasicAuthPass',
  'soapWssUserNameTokenAuthName',
  'soapWssBinarySecurityTokenAuthToken',
] as const;

export interface RequestInput {
  method: IoDocsMethod;
  /** entered values by control name (as from `parameterName`); file controls are not in it */
  values: Record<string, string>;
  /** the API id the proxy expects */
  apiId: string;
  credentials: CallCredentials;
  /** the API's WSS fields (data-auth-wss-fields) */
  wssFields?: readonly string[];
  /** the request body text (methods with a request-body schema), else null */
  body: string | null;
}

/** The names of the method form's file controls. */
export function fileControls(method: IoDocsMethod): string[] {
  return method.parameters.filter((p) => p.file).map((p) => parameterName(method, p));
}

/** The method form's controls in the order a browser serialises them (older data: hidden first, then parameters). */
function formOrder(method: IoDocsMethod): string[] {
  if (method.controlOrder.length) return method.controlOrder;
  const names = (method.form?.hidden ?? []).map((h) => h.name);
  for (const p of method.parameters) names.push(parameterName(method, p));
  return names;
}

/**
 * The fields of a call, in the protocol's order: the method form's controls as a browser serialises them
 * (hidden fields as printed; a file control is listed with '' and carries its file in `encodeCall`), then
 * apiId, the credentials, soapWssUserNameTokenAuth<Field> per WSS field, and requestBodyJson when the
 * method has a request-body schema.
 */
export function requestFields({ method, values, apiId, credentials, wssFields = [], body }: RequestInput): Pairs {
  const out: Pairs = [];
  const hidden = new Map((method.form?.hidden ?? []).map((h) => [h.name, h.value]));
  const files = new Set(fileControls(method));
  const params = new Map(method.parameters.map((p) => [parameterName(method, p), p]));
  for (const name of formOrder(method)) {
    if (files.has(name)) out.push([name, '']);
    else if (Object.prototype.hasOwnProperty.call(values, name)) out.push([name, values[name] ?? '']);
    else if (hidden.has(name)) out.push([name, hidden.get(name) ?? '']);
    else out.push([name, params.get(name)?.defaultValue ?? '']);
  }
  out.push(['apiId', apiId]);
  for (const name of CREDENTIAL_ORDER) out.push([name, credentials[name]]);
  for (const field of wssFields) out.push([`soapWssUserNameTokenAuth${field}`, credentials.wss[field] ?? '']);
  if (body !== null) out.push(['requestBodyJson', body]);
  return out;
}

export function encodeFields(fields: Pairs): string {
  return fields
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
    .replace(/%20/g, '+');
}

/** A picked file: anything with a name and a size (a File in the browser). */
export interface PickedFile {
  name: string;
  size: number;
}

/** Files over the proxy's limit, by control name. */
export function oversizeFiles<F extends PickedFile>(files: Record<string, F | null | undefined>): { name: string; file: F }[] {
  return Object.entries(files)
    .filter((e): e is [string, F] => !!e[1] && e[1].size > FILE_LIMIT)
    .map(([name, file]) => ({ name, file }));
}

export type EncodedCall =
  | { kind: 'urlencoded'; body: string; contentType: string }
  /** multipart: the entries in order; strings, or the file picked for a file control (null: none picked) */
  | { kind: 'multipart'; entries: [string, string | { file: string }][] };

/** urlencoded, or multipart when the method has file controls (the caller builds the FormData). */
export function encodeCall(method: IoDocsMethod, fields: Pairs): EncodedCall {
  const files = new Set(fileControls(method));
  if (!files.size) {
    return { kind: 'urlencoded', body: encodeFields(fields), contentType: 'application/x-www-form-urlencoded; charset=UTF-8' };
  }
  return { kind: 'multipart', entries: fields.map(([k, v]) => [k, files.has(k) ? { file: k } : v]) };
}

/** The call's headers: the token header on every call (also the OAuth 2 helpers). */
export function callHeaders(token: string | null, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/javascript, */*; q=0.01',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (token !== null) headers[TOKEN_HEADER] = token;
  if (contentType) headers['Content-Type'] = contentType;
  return headers;
}

/** null when the text is valid JSON (or blank), else the parser's message. */
export function jsonProblem(text: string): string | null {
  if (!text.trim()) return null;
  try {
    JSON.parse(text);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

// ---------------------------------------------------------------------------------------------
// Keys and credentials

/** Fills `{{name}}` placeholders of a label with render-time values (others stay as written). */
export function fillSlots(label: string, values: Record<string, string>): string {
  return label.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : m,
  );
}

/** The last four characters of a key (the whole key when it is shorter). */
export const lastFour = (key: string): string => key.slice(-4);

/** A key picker option: `application · …1234` (from the label template); the secret is never part of it. */
export function keyOptionLabel(template: string, key: IoDocsKey): string {
  return fillSlots(template, { application: key.application ?? '', last4: lastFour(key.key) }).replace(/^\s*·\s*/, '');
}

/** A value masked for display: bullets and its last four characters. */
export function maskValue(value: string): string {
  if (!value) return '';
  return value.length <= 4 ? '••••' : `••••${lastFour(value)}`;
}

/** query parameters whose values are credentials, whatever the user typed (`api_key=`, `access_token=` …) */
const SECRET_PARAM =
  /([?&;](?:api_?key|apikey|key|access_token|token|secret|api_?secret|sig|signature|password|passwd)=)([^&#;\s]+)/gi;

/**
 * Text from an answer (the request URL, request headers) with every credential masked like the samples
 * mask them: the values the user sent (as typed and URL-encoded) and the values of credential parameters.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(maskValue(secret));
  }
  return out.replace(SECRET_PARAM, (_all, name: string, value: string) =>
    value.startsWith('••••') ? `${name}${value}` : `${name}${maskValue(value)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The answer

export type ResponseLanguage = 'json' | 'xml' | null;

export interface CallEnvelope {
  requestUri: string | null;
  requestHeaders: Pairs;
  requestBody: string | null;
  requestBodyLanguage: ResponseLanguage;
  /** the API's status; code null when the envelope has none */
  status: { code: number | null; text: string };
  responseHeaders: Pairs;
  /** the body as text, pretty-printed when it is JSON */
  responseBody: string;
  responseBodyLanguage: ResponseLanguage;
  /** a proxy-side error to show; null when empty */
  errorMessage: string | null;
}

export type CallOutcome =
  /** the proxy itself failed (non-2xx, or an answer that is no envelope): `message` is its text, when readable */
  | { kind: 'proxyError'; status: number; message: string | null }
  /** an envelope; `apiError` when the API's status is 400 or more */
  | { kind: 'answer'; envelope: CallEnvelope; apiError: boolean };

/** Above this size a body is shown as plain text: highlighting it would stall the page. */
export const HIGHLIGHT_LIMIT = 100_000;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const t = text.trim();
  if (!t || !/^[[{"\d-]|^(true|false|null)$/.test(t)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(t) };
  } catch {
    return { ok: false };
  }
}

/** A body for display: JSON pretty-printed (2 spaces), markup recognised as XML, anything else as it is. */
export function formatBody(value: unknown, contentType?: string | null): { text: string; language: ResponseLanguage } {
  if (value === null || value === undefined) return { text: '', language: null };
  if (typeof value !== 'string') return limit({ text: JSON.stringify(value, null, 2) ?? String(value), language: 'json' });
  const type = (contentType ?? '').toLowerCase();
  const json = tryJson(value);
  if (json.ok && typeof json.value !== 'string' && (!type || /json|javascript/.test(type) || !/xml|html|text\//.test(type)))
    return limit({ text: JSON.stringify(json.value, null, 2), language: 'json' });
  if (/xml|html/.test(type) || (!type && /^\s*</.test(value))) return limit({ text: value, language: 'xml' });
  return { text: value, language: null };
}

function limit(r: { text: string; language: ResponseLanguage }) {
  return r.text.length > HIGHLIGHT_LIMIT ? { text: r.text, language: null } : r;
}

/** A header value of any type as text: lists joined with ", ", objects as JSON. */
function headerValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(headerValue).join(', ');
  return JSON.stringify(v) ?? '';
}

/** Headers as [name, value] pairs from an object, an array of pairs / {name, value}, or `Name: value` lines. */
export function headerPairs(headers: unknown): Pairs {
  if (typeof headers === 'string') {
    return headers
      .split(/\r?\n/)
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!.trim(), m[2]!]);
  }
  if (Array.isArray(headers)) {
    const out: Pairs = [];
    for (const h of headers) {
      if (Array.isArray(h) && h.length >= 2)
        out.push([headerValue(h[0]), headerValue(h.slice(1).length > 1 ? h.slice(1) : h[1])]);
      else if (isRecord(h) && 'name' in h) out.push([headerValue(h.name), headerValue(h.value)]);
      else if (typeof h === 'string') out.push(...headerPairs(h));
    }
    return out;
  }
  if (isRecord(headers)) return Object.entries(headers).map(([k, v]) => [k, headerValue(v)]);
  return [];
}

export function headerOf(headers: Pairs, name: string): string | null {
  const n = name.toLowerCase();
  return headers.find(([k]) => k.toLowerCase() === n)?.[1] ?? null;
}

/** A status from `{code, text}`, a number, or a status line ("404 Not Found"). */
function statusOf(value: unknown): { code: number | null; text: string } {
  const codeOf = (v: unknown): number | null => {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(/^\s*(\d{3})\b/.exec(v)?.[1]) : NaN;
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : null;
  };
  if (isRecord(value)) {
    const code = codeOf(value.code ?? value.statusCode);
    const text = headerValue(value.text ?? value.message ?? value.reason).trim();
    return { code, text };
  }
  const code = codeOf(value);
  const text = typeof value === 'string' ? value.replace(/^\s*\d{3}\s*/, '').trim() : '';
  return { code, text };
}

/** The text of a proxy failure worth showing: plain text, or a JSON answer's message; markup is not shown. */
function failureText(text: string): string | null {
  const json = tryJson(text);
  if (json.ok) {
    const v = json.value;
    if (typeof v === 'string') return v.trim() || null;
    if (isRecord(v)) {
      const m = v.errorMessage ?? v.error ?? v.message;
      return typeof m === 'string' && m.trim() ? m.trim() : null;
    }
    return null;
  }
  const t = text.trim();
  if (!t || /^</.test(t)) return null;
  return t.length > 500 ? `${t.slice(0, 500)}…` : t;
}

/** Reads the proxy's answer (its HTTP status and body) as an envelope, or a proxy failure. */
export function readCallAnswer(httpStatus: number, text: string): CallOutcome {
  if (httpStatus < 200 || httpStatus > 299) return { kind: 'proxyError', status: httpStatus, message: failureText(text) };
  const json = tryJson(text);
  if (!json.ok || !isRecord(json.value)) return { kind: 'proxyError', status: httpStatus, message: failureText(text) };
  const e = json.value;
  const known = ['requestUri', 'status', 'responseBody', 'responseHeaders', 'errorMessage'];
  if (!known.some((k) => Object.hasOwn(e, k))) return { kind: 'proxyError', status: httpStatus, message: failureText(text) };
  const responseHeaders = headerPairs(e.responseHeaders);
  const requestHeaders = headerPairs(e.requestHeaders);
  const body = formatBody(e.responseBody, headerOf(responseHeaders, 'content-type'));
  const requestBody =
    e.requestBody === null || e.requestBody === undefined || e.requestBody === ''
      ? { text: '', language: null }
      : formatBody(e.requestBody, headerOf(requestHeaders, 'content-type'));
  const rawError = e.errorMessage;
  const errorMessage = (Array.isArray(rawError) ? rawError.map(headerValue).join('\n') : headerValue(rawError)).trim() || null;
  const status = statusOf(e.status);
  const envelope: CallEnvelope = {
    requestUri: typeof e.requestUri === 'string' && e.requestUri.trim() ? e.requestUri.trim() : null,
    requestHeaders,
    requestBody: requestBody.text || null,
    requestBodyLanguage: requestBody.language,
    status,
    responseHeaders,
    responseBody: body.text,
    responseBodyLanguage: body.language,
    errorMessage,
  };
  return { kind: 'answer', envelope, apiError: status.code !== null && status.code >= 400 };
}

/** `200 OK` */
export function statusLine(status: { code: number | null; text: string }): string {
  return [status.code ?? '', status.text].filter((p) => p !== '').join(' ');
}

// ---------------------------------------------------------------------------------------------
// OAuth 2 helpers (§3 of the protocol)

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
  if (httpStatus < 200 || httpStatus > 299 || !json.ok || !isRecord(json.value)) {
    return { ok: false, accessToken: null, authorizeUri: null, message: failureText(text) };
  }
  const v = json.value;
  const result = isRecord(v.result) ? v.result : v;
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

// ---------------------------------------------------------------------------------------------
// Code samples: the request the proxy makes to the API (the requestUri shape), not the proxy call

export type SampleLanguage = 'curl' | 'javascript' | 'python';
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'javascript', 'python'];
/** the highlighter's grammar of each sample language */
export const SAMPLE_GRAMMAR: Record<SampleLanguage, 'bash' | 'javascript' | 'python'> = {
  curl: 'bash',
  javascript: 'javascript',
  python: 'python',
};

export interface ApiRequest {
  method: string;
  url: string;
  headers: Pairs;
  /** JSON body text; null without one */
  body: string | null;
  /** file parameters: [name, file name] */
  files: Pairs;
  basicAuth: { user: string; password: string } | null;
}

export interface ApiRequestInput {
  method: IoDocsMethod;
  values: Record<string, string>;
  /** picked file names by control name */
  fileNames: Record<string, string>;
  /** the API's base URL (from an answer's requestUri, else a placeholder) */
  base: string;
  /** the key sent as `api_key`; '' for none */
  apiKey: string;
  basicAuth: { user: string; password: string } | null;
  body: string | null;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathSlot = (name: string): RegExp => new RegExp(`:${escapeRe(name)}(?!\\w)|\\{${escapeRe(name)}\\}`);

/** The API request of a method: path parameters fill `:name` / `{name}`, header parameters become headers, the rest the query. */
export function apiRequest(i: ApiRequestInput): ApiRequest {
  let path = i.method.uri ?? '/';
  const query: Pairs = [];
  const headers: Pairs = [];
  const files: Pairs = [];
  for (const p of i.method.parameters) {
    const name = parameterName(i.method, p);
    if (p.file) {
      if (i.fileNames[name]) files.push([p.name, i.fileNames[name]]);
      continue;
    }
    const value = i.values[name] ?? p.defaultValue ?? '';
    const slot = pathSlot(p.name);
    if (slot.test(path) || p.location === 'path') path = path.replace(slot, encodeURIComponent(value));
    else if (p.location === 'header') {
      if (value) headers.push([p.name, value]);
    } else if (value !== '') query.push([p.name, value]);
  }
  if (i.apiKey) query.push(['api_key', i.apiKey]);
  if (i.body !== null && i.body.trim()) headers.push(['Content-Type', 'application/json']);
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const base = i.base.replace(/\/+$/, '');
  // a method URI that is a full URL names its own host (tolerated: the evidence prints paths)
  const url = /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  return {
    method: (i.method.httpMethod || 'GET').toUpperCase(),
    url: `${url}${qs ? `${url.includes('?') ? '&' : '?'}${qs}` : ''}`,
    headers,
    body: i.body !== null && i.body.trim() ? i.body : null,
    files,
    basicAuth: i.basicAuth && (i.basicAuth.user || i.basicAuth.password) ? i.basicAuth : null,
  };
}

/**
 * The API's base URL from an answer's requestUri: the part before the method's path (its `:name` / `{name}`
 * slots match any segment); null when the path is not found in it.
 */
export function baseFromRequestUri(requestUri: string, methodUri: string | null): string | null {
  const noQuery = requestUri.split(/[?#]/)[0] ?? '';
  const template = (methodUri ?? '').split(/[?#]/)[0] ?? '';
  if (!template || template === '/') return noQuery.replace(/\/+$/, '') || null;
  const pattern = template
    .split(/(:[A-Za-z_]\w*|\{[^}]+\})/)
    .map((part, i) => (i % 2 ? '[^/]+' : escapeRe(part)))
    .join('');
  const m = new RegExp(`^(.*?)${pattern}/?$`).exec(noQuery);
  return m ? m[1]! : null;
}

/** What a displayed and a copied sample are built from. */
export interface SampleInput {
  method: IoDocsMethod;
  values: Record<string, string>;
  fileNames: Record<string, string>;
  body: string | null;
  /** the API's base URL when known (learned from an answer, remembered, or set by the admin); null: unknown */
  base: string | null;
  apiKey: string;
  basicAuth: { user: string; password: string } | null;
  /** the placeholder that stands for the host while it is unknown, e.g. `<your-api-host>` */
  hostPlaceholder: string;
  /** the line that says what to fill in, e.g. "Replace <your-api-host> with …" (a comment in the sample) */
  fillInNote: string;
}

export interface SampleTexts {
  /** on screen: every secret masked (`••••` + last four), never URL-encoded */
  shown: string;
  /** what Copy sample copies: the real values, runnable as copied (or saying plainly what to fill in) */
  copied: string;
  /** some value is masked on screen */
  masked: boolean;
  /** the host is a placeholder (the sample says what to fill in) */
  placeholderHost: boolean;
}

/** parameter controls whose values are credentials (masked on screen like the key) */
export const isSecretControl = (name: string): boolean => /access_token\]?$/.test(name);

const COMMENT: Record<SampleLanguage, string> = { curl: '#', javascript: '//', python: '#' };

/**
 * The sample of a request as shown and as copied. Secrets are masked AFTER the request is built (a marker
 * of URL-safe characters stands in for each while it is built), so a mask is never URL-encoded
 * (`%E2%80%A2…`). While the API's host is unknown, the URL names `https://<placeholder>` and the sample
 * opens with a comment that says what to fill in — on screen and in what is copied.
 */
export function sampleTexts(language: SampleLanguage, i: SampleInput): SampleTexts {
  const placeholderHost = !i.base;
  const base = i.base || `https://${i.hostPlaceholder}`;
  const secrets: string[] = [];
  const mark = (value: string): string => {
    if (!value) return value;
    secrets.push(value);
    return `PORTALMASK${secrets.length - 1}X`;
  };
  const build = (hide: boolean) =>
    codeSample(
      language,
      apiRequest({
        method: i.method,
        values: hide
          ? Object.fromEntries(Object.entries(i.values).map(([k, v]) => [k, isSecretControl(k) ? mark(v) : v]))
          : i.values,
        fileNames: i.fileNames,
        base,
        apiKey: hide ? mark(i.apiKey) : i.apiKey,
        basicAuth: i.basicAuth
          ? { user: i.basicAuth.user, password: hide ? mark(i.basicAuth.password) : i.basicAuth.password }
          : null,
        body: i.body,
      }),
    );
  const note = placeholderHost ? `${COMMENT[language]} ${i.fillInNote}\n` : '';
  const copied = note + build(false);
  const shown = note + build(true).replace(/PORTALMASK(\d+)X/g, (_m, n: string) => maskValue(secrets[Number(n)] ?? ''));
  return { shown, copied, masked: shown !== copied, placeholderHost };
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
const jsString = (s: string): string => JSON.stringify(s);
const pyString = (s: string): string => JSON.stringify(s);

/** A code sample of the request; the caller passes masked values for display and real ones for copying. */
export function codeSample(language: SampleLanguage, r: ApiRequest): string {
  if (language === 'curl') {
    const lines = [`curl -X ${r.method} ${shellQuote(r.url)}`];
    if (r.basicAuth) lines.push(`  -u ${shellQuote(`${r.basicAuth.user}:${r.basicAuth.password}`)}`);
    for (const [k, v] of r.headers) lines.push(`  -H ${shellQuote(`${k}: ${v}`)}`);
    for (const [k, v] of r.files) lines.push(`  -F ${shellQuote(`${k}=@${v}`)}`);
    if (r.body !== null) lines.push(`  --data ${shellQuote(r.body)}`);
    return lines.join(' \\\n');
  }
  if (language === 'javascript') {
    // header values as JavaScript expressions
    const headers: [string, string][] = r.headers.map(([k, v]) => [k, jsString(v)]);
    const out: string[] = [];
    if (r.basicAuth)
      headers.push(['Authorization', `'Basic ' + btoa(${jsString(`${r.basicAuth.user}:${r.basicAuth.password}`)})`]);
    if (r.files.length) {
      out.push('const form = new FormData();');
      for (const [k, v] of r.files) out.push(`form.append(${jsString(k)}, fileInput.files[0]); // ${v}`);
    }
    const opts: string[] = [`  method: ${jsString(r.method)},`];
    if (headers.length) {
      opts.push('  headers: {');
      for (const [k, v] of headers) opts.push(`    ${jsString(k)}: ${v},`);
      opts.push('  },');
    }
    if (r.files.length) opts.push('  body: form,');
    else if (r.body !== null) opts.push(`  body: ${jsString(r.body)},`);
    out.push(
      `const response = await fetch(${jsString(r.url)}, {`,
      ...opts,
      '});',
      'console.log(response.status, await response.text());',
    );
    return out.join('\n');
  }
  const out = ['import requests', ''];
  const args = [`    ${pyString(r.url)},`];
  if (r.headers.length) args.push(`    headers={${r.headers.map(([k, v]) => `${pyString(k)}: ${pyString(v)}`).join(', ')}},`);
  if (r.basicAuth) args.push(`    auth=(${pyString(r.basicAuth.user)}, ${pyString(r.basicAuth.password)}),`);
  if (r.files.length)
    args.push(`    files={${r.files.map(([k, v]) => `${pyString(k)}: open(${pyString(v)}, "rb")`).join(', ')}},`);
  else if (r.body !== null) args.push(`    data=${pyString(r.body)},`);
  out.push(`response = requests.request(${pyString(r.method)},`, ...args, ')', 'print(response.status_code, response.text)');
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Request-body schemas (parsed as data from the page's schema script)

export interface SchemaField {
  name: string;
  type: string | null;
  required: boolean;
  /** enumerated values, as text */
  allowed: string[];
  description: string | null;
}

/** The request-body schema of a method: `schemas[apiId][schemaId]` when it is an object. */
export function methodSchema(
  schemas: Record<string, unknown>,
  apiId: string,
  schemaId: string | null,
): Record<string, unknown> | null {
  if (!schemaId) return null;
  const forApi = schemas[apiId];
  if (!isRecord(forApi)) return null;
  const schema = Object.prototype.hasOwnProperty.call(forApi, schemaId) ? forApi[schemaId] : null;
  return isRecord(schema) ? schema : null;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));

/** The top-level properties an object schema describes (name, type, required, allowed values). */
export function schemaFields(schema: Record<string, unknown> | null): SchemaField[] {
  if (!schema || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  return Object.entries(schema.properties).map(([name, raw]) => {
    const p = isRecord(raw) ? raw : {};
    const type =
      typeof p.type === 'string'
        ? p.type
        : Array.isArray(p.type)
          ? p.type.filter((x) => typeof x === 'string').join(' | ') || null
          : null;
    return {
      name,
      type,
      required: required.includes(name),
      allowed: Array.isArray(p.enum) ? p.enum.map(asText) : [],
      description: typeof p.description === 'string' && p.description.trim() ? p.description.trim() : null,
    };
  });
}

/**
 * The request body a method starts with: the page's default value (pretty-printed when it is JSON), else an
 * object of the schema's defaults (or first allowed value), else `{}` for an object schema; '' otherwise.
 */
export function initialBody(defaultValue: string | null, schema: Record<string, unknown> | null): string {
  if (defaultValue && defaultValue.trim()) {
    const json = tryJson(defaultValue);
    return json.ok ? JSON.stringify(json.value, null, 2) : defaultValue;
  }
  if (!schema) return '';
  if (isRecord(schema.properties)) {
    const example: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(schema.properties)) {
      if (!isRecord(raw)) continue;
      if ('default' in raw) example[name] = raw.default;
      else if (Array.isArray(raw.enum) && raw.enum.length) example[name] = raw.enum[0];
    }
    return JSON.stringify(example, null, 2);
  }
  return schema.type === 'object' ? '{}' : '';
}

/** A required value the user left empty: a parameter (by its control name) or a request-body field. */
export type MissingValue = { kind: 'parameter'; control: string; name: string } | { kind: 'body'; name: string };

/**
 * The required values a call lacks, checked before sending: required parameters left blank (a file
 * parameter without a file), and the request-body schema's required properties absent, null or '' in a
 * body that is a JSON object (a body that is not JSON is reported by `jsonProblem`).
 */
export function missingRequired(input: {
  method: IoDocsMethod;
  values: Record<string, string>;
  /** file controls that have a file picked */
  pickedFiles: ReadonlySet<string>;
  body: string | null;
  schema: Record<string, unknown> | null;
}): MissingValue[] {
  const out: MissingValue[] = [];
  for (const p of input.method.parameters) {
    if (!p.required) continue;
    const control = parameterName(input.method, p);
    const empty = p.file ? !input.pickedFiles.has(control) : !(input.values[control] ?? p.defaultValue ?? '').trim();
    if (empty) out.push({ kind: 'parameter', control, name: p.name });
  }
  if (input.body !== null && input.schema) {
    const json = tryJson(input.body);
    const value = json.ok ? json.value : null;
    if (isRecord(value)) {
      for (const f of schemaFields(input.schema)) {
        const v = value[f.name];
        if (f.required && (v === undefined || v === null || v === '')) out.push({ kind: 'body', name: f.name });
      }
    }
  }
  return out;
}

/** `get` … `head` for the method colours of the theme, else null. */
export function methodTone(httpMethod: string): 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | null {
  const m = httpMethod.toLowerCase();
  return m === 'get' || m === 'post' || m === 'put' || m === 'patch' || m === 'delete' || m === 'options' || m === 'head'
    ? m
    : null;
}
