// Pure search-term highlighting: text + terms → segments. The component turns segments into React
// nodes (<mark> for matches), so a summary can never inject markup: nothing here produces HTML.

export interface HighlightSegment {
  text: string;
  /** true when this segment matched one of the terms */
  match: boolean;
}

/** Characters that separate query terms: whitespace and straight or typographic quotes. */
const TERM_SEPARATORS = /[\s"'“”‘’«»„]+/u;

/**
 * Splits a search query into distinct terms: on whitespace and quotes (so `"rate limit"` gives
 * `rate` and `limit`), empty pieces dropped, duplicates (case-insensitive) removed, order kept.
 */
export function splitQuery(query: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const piece of query.split(TERM_SEPARATORS)) {
    const term = piece.trim();
    if (!term) continue;
    const key = term.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Splits `text` into segments where every case-insensitive occurrence of any term is a `match`
 * segment. Longer terms win over shorter ones that start at the same place (`limits` before `limit`).
 * Terms are matched literally (regex characters are escaped). Two adjacent
 * matches stay separate segments (one `<mark>` per occurrence).
 */
export function highlightTerms(text: string, terms: readonly string[]): HighlightSegment[] {
  const usable = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text) return [];
  if (usable.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const segments: HighlightSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece) segments.push({ text: piece, match });
  };
  let index = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    push(text.slice(index, start), false);
    push(found[0], true);
    index = start + found[0].length;
  }
  push(text.slice(index), false);
  return segments;
}
