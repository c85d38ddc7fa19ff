// The interactive docs console's data work, as pure functions (tested in test/screens/content):
//  - what a "Try it" request sends to the server's own form action (the I/O Docs proxy), and
//  - how its answer is shown.
//
// Request (assumed from the legacy I/O Docs client, which posted its method form with $.post): a POST to
// the method form's `action` (the page URL when the server left it empty), urlencoded, carrying
//   - the method form's hidden fields as the server printed them (httpMethod, methodUri …), in order;
//   - every parameter under the name of its server control (`params[city]` …) with the value entered;
//   - `locations[<name>]` for parameters whose location (header, path, query, body) the page states;
//   - the credentials inputs under their server names (apiKey, apiSecret …);
//   - `apiId`: the API picked in the page's API selector, when the page has one;
//   - `requestBody`: the request body text, for methods with a request-body schema.
//
// Answer: the legacy proxy answers with a JSON envelope `{ call, code, headers, response }` (request URL,
// the API's status code and headers, its body as text or JSON). Tolerated too: `status` for `code` (a
// number or a status line such as "200 OK") and `responseHeaders` for `headers`. Any other answer is shown
// as it is, with the HTTP status of the request itself.
import type { FormField, IoDocsMethod, IoDocsParameter } from '../model/screenModel.ts';

export type Pairs = [string, string][];

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

export interface RequestInput {
  method: IoDocsMethod;
  /** entered values by control name (parameter names as from `parameterName`) */
  values: Record<string, string>;
  /** credentials by their server names */
  credentials: Pairs;
  /** the API picked in the page's selector, when the page has one */
  apiId: string | null;
  /** the request body text (methods with a request-body schema), else null */
  body: string | null;
}

/** The fields a "Try it" request sends, in order (see the file comment). */
export function requestFields({ method, values, credentials, apiId, body }: RequestInput): Pairs {
  const out: Pairs = [];
  for (const h of method.form?.hidden ?? []) out.push([h.name, h.value]);
  for (const p of method.parameters) {
    const name = parameterName(method, p);
    out.push([name, values[name] ?? p.defaultValue ?? '']);
    if (p.location) out.push([`locations[${p.name}]`, p.location]);
  }
  for (const [name, value] of credentials) if (name) out.push([name, value]);
  if (apiId) out.push(['apiId', apiId]);
  if (body !== null) out.push(['requestBody', body]);
  return out;
}

export function encodeFields(fields: Pairs): string {
  return fields
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
    .replace(/%20/g, '+');
}

// ---------------------------------------------------------------------------------------------
// The answer

export type ResponseLanguage = 'json' | 'xml' | null;

export interface ConsoleResponse {
  /** the API's status code (from the envelope), else the request's HTTP status */
  status: number | null;
  /** the URL the proxy called (envelope `call`) */
  call: string | null;
  /** response headers as text (JSON from the envelope, else `Name: value` lines) */
  headers: string | null;
  headersLanguage: ResponseLanguage;
  /** the body as text, pretty-printed when it is JSON */
  body: string;
  bodyLanguage: ResponseLanguage;
}

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
  const json = tryJson(value);
  if (json.ok && typeof json.value !== 'string') return limit({ text: JSON.stringify(json.value, null, 2), language: 'json' });
  if (/xml|html/i.test(contentType ?? '') || /^\s*</.test(value)) return limit({ text: value, language: 'xml' });
  return { text: value, language: null };
}

function limit(r: { text: string; language: ResponseLanguage }) {
  return r.text.length > HIGHLIGHT_LIMIT ? { text: r.text, language: null } : r;
}

function headerText(headers: unknown): { text: string | null; language: ResponseLanguage } {
  if (headers === null || headers === undefined) return { text: null, language: null };
  if (typeof headers === 'string') return { text: headers.trim() || null, language: null };
  if (isRecord(headers) && Object.keys(headers).length === 0) return { text: null, language: null };
  return { text: JSON.stringify(headers, null, 2), language: 'json' };
}

function contentTypeOf(headers: unknown): string | null {
  if (!isRecord(headers)) return null;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  const v = key ? headers[key] : null;
  return typeof v === 'string' ? v : null;
}

/** A status code from a number or a status line ("404 Not Found"); null when there is none. */
function statusCode(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(/^\s*(\d{3})\b/.exec(value)?.[1]) : NaN;
  return Number.isInteger(n) && n >= 100 && n <= 599 ? n : null;
}

/**
 * What the console shows for an answer of the server's form action: `status` is the request's HTTP status,
 * `headers` its headers as [name, value] pairs, `text` its body.
 */
export function parseConsoleResponse(status: number, headers: Pairs, text: string): ConsoleResponse {
  const json = tryJson(text);
  const envelope =
    json.ok &&
    isRecord(json.value) &&
    'response' in json.value &&
    ['code', 'status', 'headers', 'responseHeaders', 'call'].some((k) => k in (json.value as Record<string, unknown>));
  if (json.ok && isRecord(json.value) && envelope) {
    const e = json.value;
    const code = statusCode(e.code ?? e.status);
    const rawHeaders = e.headers ?? e.responseHeaders;
    const h = headerText(rawHeaders);
    const body = formatBody(e.response, contentTypeOf(rawHeaders));
    return {
      status: code ?? status,
      call: typeof e.call === 'string' && e.call ? e.call : null,
      headers: h.text,
      headersLanguage: h.language,
      body: body.text,
      bodyLanguage: body.language,
    };
  }
  const type = headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? null;
  const body = formatBody(text, type);
  return {
    status,
    call: null,
    headers: headers.length ? headers.map(([k, v]) => `${k}: ${v}`).join('\n') : null,
    headersLanguage: null,
    body: body.text,
    bodyLanguage: body.language,
  };
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

/** `get` … `head` for the method colours of the theme, else null. */
export function methodTone(httpMethod: string): 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | null {
  const m = httpMethod.toLowerCase();
  return m === 'get' || m === 'post' || m === 'put' || m === 'patch' || m === 'delete' || m === 'options' || m === 'head'
    ? m
    : null;
}
