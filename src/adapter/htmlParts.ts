// Small, pure operations on the server's HTML fragments (extracted `mainHtml`, which the extractor serialised
// from a parsed DOM, so elements are balanced). Used to take out of a server body what a screen already
// renders from its model (the form, the status lists, the key block …) and to compare texts. Only removes
// markup; whatever is left is still sanitised by ServerHtml when it is rendered. Never throws.

/** An opening or closing tag; attribute values may hold `>` inside quotes. */
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
/** Raw-text elements: their content is never scanned for tags. */
const RAW = /<(script|style|textarea|title|xmp|iframe|noembed|noframes)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface TagInfo {
  name: string;
  id: string | null;
  classes: string[];
}

/** an attribute's value in a tag's attribute text (one expression per name, made once: a page's every tag is read) */
const ATTR = {
  id: /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
  class: /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
};
function attrValue(attrs: string, name: keyof typeof ATTR): string | null {
  // the cheap test first: most tags have neither attribute
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — a shortcut only: without the name in the attributes the expression below finds nothing either
  if (!attrs || !attrs.toLowerCase().includes(name)) return null;
  const m = ATTR[name].exec(attrs);
  // Stryker disable next-line StringLiteral: equivalent — one of the three groups is set whenever the expression matches
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/**
 * `html` without every element for which `match` is true (the element, its content and its closing tag).
 * Unbalanced markup: an element whose end is missing is removed to the end of the fragment.
 */
export function removeElements(html: string, match: (tag: TagInfo) => boolean): string {
  // mask raw-text content so tags inside scripts or textareas are not seen (same length: indexes stay valid)
  // Stryker disable next-line Regex: equivalent — masking every character but < and > instead leaves no tag in the raw element either, at the same length
  const masked = html.replace(RAW, (whole) => whole.replace(/[<>]/g, ' '));
  // Stryker disable next-line ArrayDeclaration: equivalent — the placeholder string destructures to two letters, which slice reads as 0: it cuts nothing
  const cuts: [number, number][] = [];
  const re = new RegExp(TAG.source, 'g');
  let open: { name: string; start: number; depth: number } | null = null;
  for (let m = re.exec(masked); m; m = re.exec(masked)) {
    const closing = m[1] === '/';
    // Stryker disable next-line StringLiteral: equivalent — TAG's name group is always set when it matches
    const name = (m[2] ?? '').toLowerCase();
    const selfClosing = m[4] === '/' || VOID.has(name);
    if (open) {
      if (name !== open.name || selfClosing) continue;
      open.depth += closing ? -1 : 1;
      if (open.depth === 0) {
        cuts.push([open.start, m.index + m[0].length]);
        open = null;
      }
      continue;
    }
    if (closing) continue;
    // Stryker disable next-line StringLiteral: equivalent — TAG's attribute group is always set (maybe empty) when it matches
    const attrs = m[3] ?? '';
    const info: TagInfo = {
      name,
      id: attrValue(attrs, 'id'),
      // Stryker disable next-line MethodExpression,StringLiteral,Regex: equivalent — every matcher looks for a named class: empty entries, or the words of a placeholder, never match one
      classes: (attrValue(attrs, 'class') ?? '').split(/\s+/).filter(Boolean),
    };
    if (!match(info)) continue;
    if (selfClosing) cuts.push([m.index, m.index + m[0].length]);
    else open = { name, start: m.index, depth: 1 };
  }
  if (open) cuts.push([open.start, html.length]);
  // Stryker disable next-line ConditionalExpression: equivalent — a shortcut only: with no cuts the loop below returns the whole fragment
  if (!cuts.length) return html;
  let out = '';
  let at = 0;
  for (const [from, to] of cuts) {
    out += html.slice(at, from);
    at = to;
  }
  return out + html.slice(at);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Visible text of an HTML fragment, whitespace collapsed — for comparisons only (never rendered). */
export function roughText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      // Stryker disable next-line StringLiteral: equivalent — the expression matches the names of ENTITIES only
      .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? ' ')
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Text normalised for "is this the same message": case, whitespace, quotes and closing punctuation. */
const normText = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\s.!:;,]+/g, ' ')
    .trim();

export function sameText(a: string, b: string): boolean {
  return normText(a) === normText(b);
}

/** Does `text` already say `part` (same normalisation as sameText), e.g. a server message that repeats a label and adds a link? */
export function saysAlready(text: string, part: string): boolean {
  const p = normText(part);
  return p !== '' && normText(text).includes(p);
}

/** Does the fragment show anything: text, or an image/table/embedded content? */
export function hasContent(html: string): boolean {
  return roughText(html) !== '' || /<(img|table|iframe|video|audio|svg|picture)\b/i.test(html);
}

/** Text of the fragment outside its links: empty when it is only a list of links ("Home", "Sign in again"). */
export function textOutsideLinks(html: string): string {
  return roughText(removeElements(html, (t) => t.name === 'a'));
}
