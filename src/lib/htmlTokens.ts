// A small, linear-time HTML tokenizer for the content screens' string work (splitting bodies at code
// blocks, excerpts, image alt texts). It never builds a DOM and never produces markup: it only tells
// where tags, comments and text are, so callers can cut or read the string. Server bodies and user posts
// can be hostile, so every step moves forward — unterminated tags, quotes, comments or raw-text elements
// end the scan instead of being retried at every later position (regex scans of such input are quadratic).
// Whatever a caller keeps as HTML still goes through ServerHtml (the sanitiser); this is not one.

export type HtmlToken =
  | { kind: 'text'; start: number; end: number }
  | { kind: 'comment'; start: number; end: number }
  | { kind: 'tag'; name: string; closing: boolean; selfClosing: boolean; attrs: string; start: number; end: number }
  /** the contents of a raw-text element (script, style, textarea …): text to the parser, never tags */
  | { kind: 'raw'; name: string; start: number; end: number };

/** Elements whose contents the HTML parser reads as text up to their end tag. */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'plaintext',
]);

const NAME_START = /[a-zA-Z]/;
const NAME_CHAR = /[a-zA-Z0-9:_-]/;

/**
 * The end (index after `>`) of the tag whose name ends at `from`, or -1 when it never ends. Quotes count
 * only as attribute values (after `=`), as in the HTML tokenizer.
 */
function tagEnd(html: string, from: number): number {
  let i = from;
  const n = html.length;
  while (i < n) {
    const c = html[i]!;
    if (c === '>') return i + 1;
    if (c === '=') {
      i += 1;
      while (i < n && /\s/.test(html[i]!)) i += 1;
      const q = html[i];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, i + 1);
        if (close < 0) return -1;
        i = close + 1;
        continue;
      }
      continue;
    }
    i += 1;
  }
  return -1;
}

/** Splits HTML into tokens in one forward pass (see the file comment). */
export function tokenize(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const n = html.length;
  let text = 0; // start of the pending text run
  let i = 0;
  const flush = (to: number) => {
    if (to > text) tokens.push({ kind: 'text', start: text, end: to });
  };
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      flush(lt);
      // `<!-->` and `<!--->` are whole (empty) comments, as in the HTML parser
      const close = html.indexOf('-->', lt + 2);
      const end = close < 0 ? n : close + 3;
      tokens.push({ kind: 'comment', start: lt, end });
      i = text = end;
      continue;
    }
    if (next === '!' || next === '?') {
      // doctype / bogus comment: up to the next '>'
      flush(lt);
      const close = html.indexOf('>', lt + 2);
      const end = close < 0 ? n : close + 1;
      tokens.push({ kind: 'comment', start: lt, end });
      i = text = end;
      continue;
    }
    const closing = next === '/';
    const nameStart = lt + (closing ? 2 : 1);
    if (!NAME_START.test(html[nameStart] ?? '')) {
      i = lt + 1; // a lone '<' is text
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < n && NAME_CHAR.test(html[nameEnd]!)) nameEnd += 1;
    const end = tagEnd(html, nameEnd);
    if (end < 0) break; // an unterminated tag swallows the rest: leave it as text
    flush(lt);
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const attrs = html.slice(nameEnd, end - 1);
    tokens.push({ kind: 'tag', name, closing, selfClosing: /\/\s*$/.test(attrs), attrs, start: lt, end });
    i = text = end;
    if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      const closeTag = new RegExp(`</${name}[\\s/>]`, 'gi');
      closeTag.lastIndex = end;
      const m = closeTag.exec(html);
      const rawEnd = m ? m.index : n;
      if (rawEnd > end) tokens.push({ kind: 'raw', name, start: end, end: rawEnd });
      i = text = rawEnd;
    }
  }
  flush(n);
  return tokens;
}

/** The value of an attribute in a tag's raw attribute text (first occurrence, as the parser keeps it), or null. */
export function attrValue(attrs: string, name: string): string | null {
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;
  for (let m = re.exec(attrs); m; m = re.exec(attrs)) {
    if (m[1]!.toLowerCase() === name) return m[2] ?? m[3] ?? m[4] ?? '';
  }
  return null;
}
