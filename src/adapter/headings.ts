// Headings inside content bodies. The page has exactly one h1 — the screen's heading (PageHeading) — so a
// body that brings its own h1 (a Markdown page starting with `# Title`, server HTML with <h1>) has every
// heading moved down one level (h1 → h2 … h5 → h6), which keeps the body's outline. A first heading that
// only repeats the page heading is dropped. Plain string work (no DOM); the result is still sanitised.
import { tokenize } from '../lib/htmlTokens.ts';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^( {0,3})(#{1,6})(?=[ \t]|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
/** lines that cannot be the text of a setext heading (lists, quotes, tables, other headings, HTML, fences) */
const NOT_PARAGRAPH = /^ {0,3}(?:[-*+][ \t]|\d{1,9}[.)][ \t]|>|#|\||<|`{3}|~{3})|^\s*$|^ {4}/;

interface Line {
  text: string;
  code: boolean;
}

function lines(source: string): Line[] {
  let fence: string | null = null;
  return source.split('\n').map((text) => {
    const f = FENCE.exec(text);
    if (fence) {
      // Stryker disable next-line MethodExpression: equivalent — FENCE and SETEXT capture a run of one character (`{3,}`, ~{3,}, =+, -+): it starts and ends with the same one
      if (f && f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
      return { text, code: true };
    }
    if (f) {
      fence = f[1]!;
      // Stryker disable next-line BooleanLiteral: equivalent — an opening fence line (``` or ~~~ first) matches no heading rule, and the line after it is code either way
      return { text, code: true };
    }
    return { text, code: false };
  });
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    // Stryker disable next-line Regex: equivalent — each mark becomes a space and the next step collapses runs of spaces
    .replace(/[#*_`]+/g, ' ')
    .replace(/[\s.!:;,]+/g, ' ')
    .trim();

/** Does the HTML have an h1 element? */
export function htmlHasH1(html: string): boolean {
  return tokenize(html).some((t) => t.kind === 'tag' && !t.closing && t.name === 'h1');
}

/** h1…h5 tags one level down (opening and closing tags; attributes kept). */
export function demoteHtml(html: string): string {
  let out = '';
  let from = 0;
  for (const t of tokenize(html)) {
    if (t.kind !== 'tag' || !/^h[1-5]$/.test(t.name)) continue;
    const digit = t.start + (t.closing ? 3 : 2);
    out += html.slice(from, digit) + String(Number(t.name[1]) + 1);
    from = digit + 1;
  }
  return out + html.slice(from);
}

/** Does the Markdown have a level-1 heading (`# x`, `x` over `===`, or a block `<h1>`) outside code? */
export function markdownHasH1(source: string): boolean {
  const ls = lines(source);
  return ls.some((l, i) => {
    if (l.code) return false;
    const atx = ATX.exec(l.text);
    if (atx) return atx[2] === '#';
    if (/^ {0,3}<h1\b/i.test(l.text)) return true;
    const under = SETEXT.exec(l.text);
    const prev = ls[i - 1];
    // Stryker disable next-line MethodExpression: equivalent — FENCE and SETEXT capture a run of one character (`{3,}`, ~{3,}, =+, -+): it starts and ends with the same one
    return Boolean(under && under[1]!.startsWith('=') && prev && !prev.code && !NOT_PARAGRAPH.test(prev.text));
  });
}

/** Markdown headings one level down: ATX `#` gets one more, setext headings become ATX, block HTML h1…h5. */
export function demoteMarkdown(source: string): string {
  const ls = lines(source);
  const out: string[] = [];
  ls.forEach((l, i) => {
    if (l.code) {
      out.push(l.text);
      return;
    }
    const atx = ATX.exec(l.text);
    if (atx) {
      out.push(atx[2]!.length < 6 ? `${atx[1]}#${l.text.slice(atx[1]!.length)}` : l.text);
      return;
    }
    const under = SETEXT.exec(l.text);
    const prev = ls[i - 1];
    if (under && prev && !prev.code && !NOT_PARAGRAPH.test(prev.text) && out.length) {
      // `Title` over `===` (h1) / `---` (h2) → `## Title` / `### Title`
      // Stryker disable next-line MethodExpression: equivalent — FENCE and SETEXT capture a run of one character (`{3,}`, ~{3,}, =+, -+): it starts and ends with the same one
      const level = under[1]!.startsWith('=') ? '##' : '###';
      out[out.length - 1] = `${level} ${out[out.length - 1]!.trim()}`;
      return;
    }
    out.push(/^ {0,3}<\/?h[1-5]\b/i.test(l.text) ? demoteHtml(l.text) : l.text);
  });
  return out.join('\n');
}

/** The Markdown without a first `# Title` / setext heading that repeats `title`. */
export function dropLeadingMarkdownTitle(source: string, title: string): string {
  const ls = source.split('\n');
  let i = 0;
  while (i < ls.length && !ls[i]!.trim()) i += 1;
  // Stryker disable next-line StringLiteral: equivalent — past the last line (all blank) there is no next line either, and the stand-in is no ATX heading
  const first = ls[i] ?? '';
  const atx = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(first);
  const rest = (from: number) =>
    ls
      .slice(from)
      .join('\n')
      .replace(/^(?:[ \t]*\n)+/, '');
  if (atx && normal(atx[1]!) === normal(title)) return rest(i + 1);
  // Stryker disable next-line MethodExpression,StringLiteral: equivalent — SETEXT captures a run of one character; a missing next line only happens for the last line, and the stand-in is no underline either
  if (!atx && SETEXT.exec(ls[i + 1] ?? '')?.[1]?.startsWith('=') && normal(first) === normal(title)) return rest(i + 2);
  return source;
}

/** The HTML without a first `<h1>` that repeats `title`. */
export function dropLeadingHtmlTitle(html: string, title: string): string {
  const tokens = tokenize(html);
  const firstTag = tokens.findIndex((t) => t.kind === 'tag' || (t.kind === 'text' && html.slice(t.start, t.end).trim() !== ''));
  const open = tokens[firstTag];
  if (
    !open ||
    // Stryker disable next-line ConditionalExpression: equivalent — a first token that is no tag is non-blank text or a comment (no name): the name test returns too
    open.kind !== 'tag' ||
    open.closing ||
    open.name !== 'h1'
  )
    return html;
  // Stryker disable next-line MethodExpression: equivalent — the tokens before firstTag are blank text and comments: no end tag among them
  const close = tokens.slice(firstTag + 1).find((t) => t.kind === 'tag' && t.closing && t.name === 'h1');
  if (!close) return html;
  return normal(html.slice(open.end, close.start)) === normal(title) ? html.slice(0, open.start) + html.slice(close.end) : html;
}
