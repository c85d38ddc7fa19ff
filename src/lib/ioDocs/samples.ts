// The interactive docs console's code samples (curl, fetch, requests), as pure functions: the request the
// I/O Docs proxy makes to the API itself (the answer's requestUri shape), not the call to the proxy — path
// parameters fill the path, header parameters become headers, the key goes to `api_key`. A sample is built
// twice: shown with every secret masked (never URL-encoded), copied with the real values; while the API's
// host is unknown it names a placeholder host and says what to fill in. Also the API's base URL as learned
// from an answer's requestUri.
import type { IoDocsMethod } from '../../model/screenModel.ts';
import { maskValue } from './keys.ts';
import { parameterName, type Pairs } from './request.ts';

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
  // Stryker disable next-line ArrayDeclaration: equivalent — mark() reads the index after its push, so a leading extra entry still maps each marker to its own value
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
