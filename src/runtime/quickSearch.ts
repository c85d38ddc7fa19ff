// The quick-search service (docs/runtime.md › Quick search): one GET of the portal's own search page
// (`/search?q=…`, the header search form's action and field), parsed as an inert document and read by
// the runtime's extractPage, i.e. the search page's extractor (src/extract/pages/misc.ts) — the same results the Search screen shows. No
// other API. Loaded on demand (the "later" file) the first time the quick-search dialog searches.

import type { PageData, SearchResult } from '../model/pageData.ts';
import { fetchDocument, IN_PLACE_MAX_CHARS, type FetchFn } from './fetchDocument.ts';

export interface SearchPageAnswer {
  /** the search page's results (as the search extractor read them) */
  hits: SearchResult[];
  /** the server's total ("Showing 1 to 10 of N"), null when the page gave none */
  total: number | null;
}

function abortError(): Error {
  const error = new Error('aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * Fetches the search page at `url` with `signal` and returns its results. Rejects with an AbortError when
 * aborted, and with an Error when the answer is not a search page (an HTTP error, the network, a sign-in
 * page …), so the dialog can show its error state.
 */
export async function searchPage(
  fetchFn: FetchFn,
  extract: (doc: Document, url: string, options?: { status?: number }) => PageData | Promise<PageData>,
  url: string,
  signal: AbortSignal,
): Promise<SearchPageAnswer> {
  // a huge results page is read only as far as the in-place limit (one DOMParser task of bounded size): the
  // dialog shows the first results, which are at the top
  const outcome = await fetchDocument(fetchFn, url, { signal, maxChars: IN_PLACE_MAX_CHARS });
  if (outcome.kind === 'aborted' || signal.aborted) throw abortError();
  if (outcome.kind !== 'document' || outcome.status !== 200) throw new Error(`search failed: ${outcome.kind}`);
  const page = await extract(outcome.doc, outcome.url, { status: outcome.status });
  if (signal.aborted) throw abortError();
  if (page.contentType !== 'search') throw new Error(`search answered with a ${page.contentType} page`);
  // summaries without raw Markdown, as on the Search screen (the dialog showed ```bash, `Free`, ## raw).
  // Imported on demand: excerpt.ts is in the content file, which the search page's extractor has just
  // loaded; a static import from this (later) file would move it into the shared file every account page
  // loads (+1.1 KB gz)
  const { snippetText } = await import('../lib/excerpt.ts');
  if (signal.aborted) throw abortError();
  const hits = page.content.results.map((r) => ({ ...r, summary: snippetText(r.summary) }));
  return { hits, total: page.content.meta.total };
}
