// What the interactive docs console's "Try it" sends to the I/O Docs proxy `POST /io-docs/call-api`, as pure
// functions — the portal's own I/O Docs protocol (/work reference io-docs-protocol.md; summary in
// docs/io-docs.md): the proxy's URLs and its anti-forgery token header, the name each parameter is sent
// under, the fields in the documented order (the method form's controls, apiId, the credentials, the WSS
// fields, requestBodyJson), urlencoded or multipart when the method has file inputs, the proxy's file
// limit and the JSON check before sending; and the theme's colour tone of an HTTP method.
// The rest of the protocol: answer.ts (the proxy's answer), oauth.ts (the OAuth 2 helpers), keys.ts
// (key labels, masking), samples.ts (code samples), bodySchema.ts (request-body schemas, required values).
import type { IoDocsMethod, IoDocsParameter, FormField } from '../../model/screenModel.ts';

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

/** `get` … `head` for the method colours of the theme, else null. */
export function methodTone(httpMethod: string): 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | null {
  const m = httpMethod.toLowerCase();
  return m === 'get' || m === 'post' || m === 'put' || m === 'patch' || m === 'delete' || m === 'options' || m === 'head'
    ? m
    : null;
}
