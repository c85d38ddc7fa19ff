// The portal report is made to be shared: keys, secrets, tokens and passwords never appear in it — not in
// report.json, not in index.html, not in a screenshot (the same function runs in the page before each one).

/** Query parameters and form fields whose values are secrets. */
export const SECRET_NAMES =
  /^(api_?key|key|secret|api_?secret|client_?secret|token|access_?token|refresh_?token|id_?token|code|passwd|password|pass|sig|signature|session|sessionid|mashery_session)$/i;

/**
 * A long run of letters and digits (with - or _), 16 characters or more, holding both letters and digits:
 * what API keys, secrets, tokens and session ids look like. Kept: the last four characters, as the kit's
 * own masked keys show them.
 */
const TOKEN = /\b[A-Za-z0-9_-]{16,}\b/g;

export function maskToken(token: string): string {
  if (!/\d/.test(token) || !/[A-Za-z]/.test(token)) return token;
  return `••••${token.slice(-4)}`;
}

export function maskText(text: string): string {
  return text.replace(TOKEN, maskToken);
}

/** A URL with its secret query parameters masked (and any token-like text). */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return maskText(url);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const i = pair.indexOf('=');
      const name = decodeURIComponent(i < 0 ? pair : pair.slice(0, i));
      return i >= 0 && SECRET_NAMES.test(name) ? `${pair.slice(0, i)}=••••` : pair;
    });
  return maskText(`${url.slice(0, q)}?${params.join('&')}`);
}

/**
 * The same masking in the page, before a screenshot (source text run in the browser: text nodes, input
 * values, password fields emptied). Kept in step with maskText by hand: no test runs it (mask.test.ts
 * tests maskText).
 */
export const MASK_IN_PAGE = `(function () {
  var token = /\\b[A-Za-z0-9_-]{16,}\\b/g;
  function mask(t) { return /\\d/.test(t) && /[A-Za-z]/.test(t) ? '\\u2022\\u2022\\u2022\\u2022' + t.slice(-4) : t; }
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var n = walker.nextNode(); n; n = walker.nextNode()) {
    var v = n.nodeValue || '';
    var m = v.replace(token, mask);
    if (m !== v) n.nodeValue = m;
  }
  document.querySelectorAll('input, textarea').forEach(function (el) {
    if (el.type === 'password') el.value = '';
    else if (typeof el.value === 'string') el.value = el.value.replace(token, mask);
  });
})()`;

/** Masks every string in a JSON-like value (report.json). */
export function maskDeep<T>(value: T): T {
  if (typeof value === 'string') return (/^(https?:|\/)/.test(value) ? maskUrl(value) : maskText(value)) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => maskDeep(v)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v)])) as T;
  return value;
}
