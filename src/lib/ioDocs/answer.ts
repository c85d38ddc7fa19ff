// How the interactive docs console reads the I/O Docs proxy's answer to `POST /io-docs/call-api`, as pure
// functions (docs/io-docs.md): the answer envelope read tolerantly — where the evidence is silent (header
// value types, the status shape, a refusal's status) every plausible shape is accepted — or the proxy's own
// failure with its text when readable; bodies formatted for display (JSON pretty-printed, markup as XML, no
// highlighting above HIGHLIGHT_LIMIT). Its lenient JSON reading (tryJson, failureText) also
// serves oauth.ts and bodySchema.ts.
import type { Pairs } from './request.ts';
import { isPlainObject } from '../objects.ts';

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

export function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
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
      else if (isPlainObject(h) && 'name' in h) out.push([headerValue(h.name), headerValue(h.value)]);
      else if (typeof h === 'string') out.push(...headerPairs(h));
    }
    return out;
  }
  if (isPlainObject(headers)) return Object.entries(headers).map(([k, v]) => [k, headerValue(v)]);
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
  if (isPlainObject(value)) {
    const code = codeOf(value.code ?? value.statusCode);
    const text = headerValue(value.text ?? value.message ?? value.reason).trim();
    return { code, text };
  }
  const code = codeOf(value);
  const text = typeof value === 'string' ? value.replace(/^\s*\d{3}\s*/, '').trim() : '';
  return { code, text };
}

/** The text of a proxy failure worth showing: plain text, or a JSON answer's message; markup is not shown. */
export function failureText(text: string): string | null {
  const json = tryJson(text);
  if (json.ok) {
    const v = json.value;
    if (typeof v === 'string') return v.trim() || null;
    if (isPlainObject(v)) {
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
  if (!json.ok || !isPlainObject(json.value)) return { kind: 'proxyError', status: httpStatus, message: failureText(text) };
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
