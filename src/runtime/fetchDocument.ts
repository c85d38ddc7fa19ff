// Fetches a portal page as an inert Document (DOMParser: scripts never run, images never load).

import { neutralizeInlineHandlers as renameHandlers } from '../components/ServerHtml/neutralize.ts';
import { trustedHtml } from '../components/ServerHtml/trustedTypes.ts';

export type FetchOutcome =
  /** an HTML answer (2xx, 404, or any status for form posts) */
  | { kind: 'document'; doc: Document; status: number; url: string }
  /** a 2xx answer that is not HTML (a file, JSON …) */
  | { kind: 'notHtml'; status: number; url: string }
  /** the request was aborted (a later navigation won, or it was cancelled) */
  | { kind: 'aborted' }
  /** HTTP error other than 404, or no HTML to show */
  | { kind: 'httpError'; status: number; url: string }
  /** the network failed (offline, DNS, CORS, reset) */
  | { kind: 'network'; error: unknown }
  /** an HTML answer longer than `tooLargeAbove`: not parsed (see FetchDocumentOptions) */
  | { kind: 'tooLarge'; status: number; url: string; chars: number };

export interface FetchDocumentOptions {
  signal?: AbortSignal;
  method?: 'GET' | 'POST';
  body?: FormData | URLSearchParams | null;
  /** accept HTML documents with any status (form answers re-render the form with errors) */
  acceptAnyStatus?: boolean;
  /**
   * read only the first `maxChars` characters of the answer (the HTML parser closes what is left open): for
   * callers that need the top of a page (the profile link in the header), so a huge page is not parsed whole
   * in one main-thread task
   */
  maxChars?: number;
  /**
   * an HTML answer longer than this many characters is not parsed: the outcome is `tooLarge`. DOMParser
   * parses in one main-thread task (≈ 0.2–0.3 s for a 1 MB page here), where the browser's own page load
   * parses in slices and the first-load path reads a huge page only as far as extraction does
   * (inertCopy.ts › boundedMarkup). The in-place loader loads such a page fully instead.
   */
  tooLargeAbove?: number;
}

/**
 * Pages longer than this (characters of HTML; portal pages are 20–100 KB) are not read in place: parsing
 * one with DOMParser is a single main-thread task (≈ 0.2–0.3 s a megabyte here). A link to such a page loads
 * it fully — the browser parses in slices and the first-load path reads only what extraction needs; a
 * form's answer (which cannot be requested again) is read up to this length, like the first load reads a
 * huge page only as far as extraction goes.
 */
export const IN_PLACE_MAX_CHARS = 512 * 1024;

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'AbortError';
}

function isHtml(response: Response): boolean {
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  // A missing content type is treated as HTML: the portal always labels its pages, tests may not.
  return type === '' || type.includes('text/html') || type.includes('application/xhtml+xml');
}

/** The final URL after redirects; fetch drops the fragment, so the requested one is kept when it lacks one. */
export function finalUrl(requested: string, responseUrl: string): string {
  if (!responseUrl) return requested;
  try {
    const req = new URL(requested);
    const res = new URL(responseUrl);
    if (!res.hash && req.hash) res.hash = req.hash;
    return res.href;
  } catch {
    return responseUrl;
  }
}

/**
 * Renames inline event-handler attributes (`onclick=` → `data-portal-onclick=`) in the tags of a fetched page
 * before it is parsed: parsed documents never run them, but under a CSP without 'unsafe-inline' Chromium
 * reports every handler attribute it parses as a violation — charged to our bundle. The content of script,
 * style, textarea … stays exactly as written (extraction reads inline scripts as text). The tokenizer is
 * shared with the sanitiser (components/ServerHtml/neutralize.ts).
 */
export function neutralizeInlineHandlers(html: string): string {
  // style attributes too: Chromium reports each inline style it parses under a CSP without 'unsafe-inline'
  // (extraction never reads them; the sanitiser drops them)
  return renameHandlers(html, { rawText: true, style: true });
}

export function parseHtml(text: string, Parser: typeof DOMParser = DOMParser): Document {
  // an inert DOMParser document: scripts never run, nothing loads (the policy only signs the parse)
  return new Parser().parseFromString(trustedHtml(neutralizeInlineHandlers(text)), 'text/html');
}

export async function fetchDocument(fetchFn: FetchFn, url: string, options: FetchDocumentOptions = {}): Promise<FetchOutcome> {
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetchFn(url, {
      method,
      body: method === 'POST' ? (options.body ?? null) : null,
      credentials: 'same-origin',
      // a redirect to another origin is a network error, never an answer read here: the caller loads the
      // link normally (the browser follows the redirect itself)
      mode: 'same-origin',
      redirect: 'follow',
      signal: options.signal,
      headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
    });
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) return { kind: 'aborted' };
    return { kind: 'network', error };
  }
  const status = response.status;
  const where = finalUrl(url, response.url);
  if (status === 0) return { kind: 'aborted' };
  const ok = status >= 200 && status <= 299;
  if (!ok && status !== 404 && !options.acceptAnyStatus) return { kind: 'httpError', status, url: where };
  if (!isHtml(response)) return ok ? { kind: 'notHtml', status, url: where } : { kind: 'httpError', status, url: where };
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) return { kind: 'aborted' };
    return { kind: 'network', error };
  }
  if (options.signal?.aborted) return { kind: 'aborted' };
  if (options.tooLargeAbove !== undefined && text.length > options.tooLargeAbove)
    return { kind: 'tooLarge', status, url: where, chars: text.length };
  if (options.maxChars !== undefined && text.length > options.maxChars) text = text.slice(0, options.maxChars);
  try {
    return { kind: 'document', doc: parseHtml(text), status, url: where };
  } catch {
    return ok ? { kind: 'notHtml', status, url: where } : { kind: 'httpError', status, url: where };
  }
}
