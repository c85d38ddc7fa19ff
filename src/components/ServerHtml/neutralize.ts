// Inline event-handler attributes (`onclick=`, `onerror=` …) renamed to `data-portal-on…=` in the tags of an
// HTML string, before anything parses it.
//
// Why: under a CSP without 'unsafe-inline', Chromium reports every handler attribute it PARSES as a
// violation (`script-src-attr`) — even in inert documents (DOMParser, <template>, createHTMLDocument) whose
// handlers can never run — and charges the report to the script that asked for the parse: our bundle.
// The sanitiser (DOMParser parses its input) and the in-place loader (DOMParser) both parse server HTML, so
// both rename first. Nothing we render keeps handlers or data-* attributes from server HTML, so the rename
// changes no output; it is not a security boundary (the sanitiser's walk is), only report hygiene.
//
// Start tags are read the way the HTML tokenizer reads them (attribute names end at whitespace, `/`, `=` or
// `>`; values are quoted — and may contain `>` — or unquoted), so text and attribute values are never changed.
// Whether the content of script, style, textarea … is text or markup depends on where the element is (inside
// <svg>/<math> it is markup — the mXSS trick), which a string scan cannot know. So by default the tags are
// read both ways and an attribute is renamed when either reading sees it: nothing the parser can see as a
// handler is left. The cost: inside those elements a literal `<b onclick=…>` is renamed too — their content
// is dropped by the sanitiser, except a textarea's. `{ rawText: true }` reads only the HTML way (whole pages
// for extraction: inline scripts are read as text and must stay exactly as written).
//
// Whole pages (`rawText`) are also read the way the browser read the page, with scripting on: the content
// of <noscript> is text up to the first `</noscript` — even one inside an attribute value. DOMParser parses
// with scripting off, where that content is markup: `<noscript><p title="</noscript>">…` then left the
// noscript open, and the rest of the page fell into it and vanished from the copy (hold-out round 3). Its
// `<` are written as `&lt;` so the copy has the page's tree: a noscript holding text, the rest after it.

const RAW_TEXT = /^(?:script|style|textarea|title|xmp|iframe|noembed|noframes)$/i;
const HANDLER = /^on/i;
const HANDLER_OR_STYLE = /^(?:on|style$)/i;

// The tokenizer's steps as sticky regular expressions (one native match per tag name, gap, attribute name and
// value instead of a JavaScript loop per character: a 1 MB page is read in a few milliseconds).
const TAG_NAME = /[^\t\n\f\r />]*/y;
/** between attributes: whitespace and `/` */
const GAP = /[\t\n\f\r /]*/y;
/** an attribute name: anything but whitespace, `/`, `>` first (`=` included: a parse error the tokenizer accepts), then up to whitespace, `/`, `>` or `=` */
const ATTR_NAME = /[^\t\n\f\r />][^\t\n\f\r />=]*/y;
/** `=` with the whitespace around it */
const EQUALS = /[\t\n\f\r ]*=[\t\n\f\r ]*/y;
const UNQUOTED = /[^\t\n\f\r >]*/y;

/** the end of the sticky match of `re` at `at` (`at` itself when it does not match) */
function skip(re: RegExp, html: string, at: number): number {
  re.lastIndex = at;
  return re.test(html) ? re.lastIndex : at;
}

function isAsciiAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Positions where an attribute named on… (or matching `names`) starts, reading raw-text elements as text (or
 * not). With `noscript`, <noscript> is raw text too (scripting on) and its content's ranges are collected.
 */
function handlerPositions(
  html: string,
  rawText: boolean,
  into: Set<number>,
  names: RegExp = HANDLER,
  noscript?: [number, number][],
): void {
  const n = html.length;
  let lower: string | null = null;
  let p = 0;
  while (p < n) {
    const lt = html.indexOf('<', p);
    if (lt < 0) return;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      p = end < 0 ? n : end + 3;
      continue;
    }
    if (!isAsciiAlpha(html.charCodeAt(lt + 1))) {
      p = lt + 1;
      continue;
    }
    // tag name
    let j = skip(TAG_NAME, html, lt + 1);
    const name = html.slice(lt + 1, j);
    // attributes, until the `>` that ends the tag
    for (;;) {
      j = skip(GAP, html, j);
      if (j >= n || html.charCodeAt(j) === 62 /* > */) break;
      const start = j;
      j = skip(ATTR_NAME, html, j);
      if (names.test(html.slice(start, j))) into.add(start);
      const k = skip(EQUALS, html, j);
      if (k === j) continue; // no value
      const q = html[k];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, k + 1);
        j = close < 0 ? n : close + 1;
      } else {
        j = skip(UNQUOTED, html, k);
      }
    }
    p = j + 1;
    const isNoscript = !!noscript && /^noscript$/i.test(name);
    if (rawText && (RAW_TEXT.test(name) || isNoscript)) {
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${name.toLowerCase()}`, p);
      const stop = end < 0 ? n : end;
      if (isNoscript && stop > p) noscript.push([p, stop]);
      p = stop;
    }
  }
}

/**
 * `style: true` renames `style=` attributes too (`data-portal-style=`): whole pages parsed for extraction,
 * where Chromium reports every inline style attribute it parses under a CSP without 'unsafe-inline' for
 * styles — extraction never reads them and the sanitiser drops them anyway.
 */
export function neutralizeInlineHandlers(html: string, options: { rawText?: boolean; style?: boolean } = {}): string {
  const names = options.style ? HANDLER_OR_STYLE : HANDLER;
  const noscript: [number, number][] | undefined = options.rawText && /<noscript/i.test(html) ? [] : undefined;
  // no such attribute can start here, and no noscript to read (most content)
  if (!noscript && !(options.style ? /[\s"'/](?:on|style)/i : /[\s"'/]on/i).test(html)) return html;
  const at = new Set<number>();
  handlerPositions(html, true, at, names, noscript);
  if (!options.rawText) handlerPositions(html, false, at, names);
  if (!at.size && !noscript?.length) return html;
  // edits in document order: a handler name gets its prefix, a noscript's content its `<` escaped (the two
  // never overlap: the scan does not look inside raw text)
  const edits = [...[...at].map((pos): [number, number] => [pos, pos]), ...(noscript ?? [])].sort((a, b) => a[0] - b[0]);
  let out = '';
  let done = 0;
  for (const [from, to] of edits) {
    out += html.slice(done, from);
    if (from === to) out += 'data-portal-';
    else out += html.slice(from, to).replace(/</g, '&lt;');
    done = to;
  }
  return out + html.slice(done);
}
