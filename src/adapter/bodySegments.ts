// Content bodies (custom pages, docs, blog posts, forum comments) are server HTML — or, with the markdown
// setting on, Markdown typed into the portal's editor, which may itself contain HTML. Legacy code samples
// are `<pre class="brush: LANG;">` blocks written for the old SyntaxHighlighter script, which we never
// load. This module splits a body into segments, as plain strings (no DOM, nothing rendered here); the
// builders of the content screens put them in the screen model and the screens' ContentBody renders them:
//
//  - `code`: a top-level brush block. Its text (tags dropped, `<br>` as a newline, character references
//    decoded once) is rendered by CodeBlock as React text — highlighted when the language is supported,
//    plain otherwise. Code can therefore never become markup, whatever it contains.
//  - `html` (markdown off): the rest of the body; images without any alt get alt="" (withImageAlt).
//    Rendered through ServerHtml (sanitised).
//  - `markdown` (markdown on): the rest of the body, dedented so HTML that the server printed indented is
//    not mistaken for indented code blocks, with the editor's escaped quote markers (`&gt;`) restored.
//    Rendered by the Markdown component, whose HTML output goes through ServerHtml as well. A run made
//    only of HTML blocks (lib/htmlBlocks.ts), which Markdown would pass through unchanged, is an `html`
//    segment instead: the same page without marked on its first render.
//
// Only brush blocks at the top level of the body are split out; one nested inside a list, table, quote or
// wrapper element stays where it is (sanitised `<pre>`, not highlighted), because cutting the HTML around
// it would break the element that contains it.
import { resolveLanguage } from '../lib/codeLanguages.ts';
import { decodeEntities } from '../lib/decodeEntities.ts';
import { htmlBlocksOnly } from '../lib/htmlBlocks.ts';
import { attrValue, tokenize, type HtmlToken } from '../lib/htmlTokens.ts';
import type { BodySegment } from '../model/screenModel.ts';
import {
  demoteHtml,
  demoteMarkdown,
  dropLeadingHtmlTitle,
  dropLeadingMarkdownTitle,
  htmlHasH1,
  markdownHasH1,
} from './headings.ts';

export type { BodySegment } from '../model/screenModel.ts';

export interface SegmentOptions {
  /** the body is Markdown (settings.markdown and no noMarkdown global) */
  markdown: boolean;
  /**
   * the page heading (the page's one h1): a first body heading that repeats it is dropped, and when the body
   * has h1s of its own every body heading moves down one level (headings.ts). undefined: bodies of comments
   * and posts in a list are left as they are apart from the demotion.
   */
  pageHeading?: string | null;
}

/** The language named in a legacy class such as `brush: js; gutter: false;` (lower case), or null. */
export function brushOf(classValue: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: equivalent — the stand-in for no class names no brush either
  const m = /(?:^|[\s;])brush\s*:\s*([^;\s]+)/i.exec(classValue ?? '');
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * The highlight grammar for a brush name (bash, csharp and cpp as c-like, css, java, jscript, php, python, ruby,
 * xml as markup: docs/screens-content.md › Content bodies), or null: unknown brushes (sql, text, plain …) stay
 * plain code.
 */
export function brushLanguage(brush: string | null): string | null {
  return brush ? resolveLanguage(brush) : null;
}

/** Elements whose contents are never split: a `<pre>` inside them is not at the top level. */
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'ul',
  'ol',
  'li',
  'dl',
  'dd',
  'table',
  'blockquote',
  'details',
  'figure',
  'form',
  'fieldset',
  'pre',
  'code',
  'template',
  'p',
  'span',
  'a',
  'td',
  'th',
  'svg',
  'math',
]);
/** Start tags that close an open `<p>` (HTML's implied end tag), so a brush block after a paragraph is top level. */
const CLOSES_P = new Set([
  'pre',
  'div',
  'section',
  'article',
  'aside',
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'details',
  'figure',
  'form',
  'fieldset',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
]);
/** Deeper nesting than this is not content anyone wrote: the rest of the body is left unsplit. */
const MAX_DEPTH = 256;

/** The text of a brush block's inner HTML: `<br>` → newline, other tags dropped, references decoded once. */
export function codeText(innerHtml: string): string {
  let text = '';
  for (const t of tokenize(innerHtml)) {
    if (t.kind === 'text' || t.kind === 'raw') text += innerHtml.slice(t.start, t.end);
    else if (t.kind === 'tag' && t.name === 'br') text += '\n';
  }
  return decodeEntities(text).replace(/\r\n?/g, '\n').replace(/^\n+/, '').trimEnd();
}

interface Piece {
  kind: 'text' | 'code';
  text: string;
  brush?: string;
}

// Stryker disable next-line OptionalChaining: equivalent — isPreEnd is only called with an index below tokens.length
const isPreEnd = (t: HtmlToken | undefined) => t?.kind === 'tag' && t.closing && t.name === 'pre';

/** Splits HTML at top-level brush `<pre>` blocks. Unbalanced or odd markup just leaves more in the text. */
function splitBrushBlocks(html: string): Piece[] {
  const pieces: Piece[] = [];
  const tokens = tokenize(html);
  const stack: string[] = [];
  let textStart = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    // Stryker disable next-line ConditionalExpression: equivalent — text and comments have no name or end flag, and raw text is named script, style … (neither pre nor a container): nothing below applies to them
    if (t.kind !== 'tag') continue;
    if (t.closing) {
      const at = stack.lastIndexOf(t.name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (CLOSES_P.has(t.name) && stack[stack.length - 1] === 'p') stack.pop();
    const brush = t.name === 'pre' && stack.length === 0 ? brushOf(attrValue(t.attrs, 'class')) : null;
    if (brush) {
      // the block runs to the next </pre> (pre elements do not nest), or to the end
      let close = k + 1;
      // Stryker disable next-line EqualityOperator: equivalent — past the last token there is no </pre>: the block still runs to the end
      while (close < tokens.length && !isPreEnd(tokens[close])) close += 1;
      const end = tokens[close];
      // Stryker disable next-line StringLiteral: equivalent — splitBody takes every piece that is not code as text
      pieces.push({ kind: 'text', text: html.slice(textStart, t.start) });
      pieces.push({ kind: 'code', text: codeText(html.slice(t.end, end ? end.start : html.length)), brush });
      textStart = end ? end.end : html.length;
      k = close;
      continue;
    }
    if (CONTAINERS.has(t.name) && !t.selfClosing) {
      if (stack.length >= MAX_DEPTH) break;
      stack.push(t.name);
    }
  }
  // Stryker disable next-line StringLiteral: equivalent — splitBody takes every piece that is not code as text
  pieces.push({ kind: 'text', text: html.slice(textStart) });
  return pieces;
}

/**
 * Removes the indentation every line shares (lines inside `<pre>` elements are left out of the count and
 * keep their own), and the blank lines around the text. Server templates indent the body they print; in
 * Markdown four leading spaces would turn each of those lines into a code block.
 */
export function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const inPre: boolean[] = [];
  let open = false;
  for (const line of lines) {
    const startsOpen = open;
    const opens = (line.match(/<pre\b/gi) ?? []).length;
    const closes = (line.match(/<\/pre\s*>/gi) ?? []).length;
    if (opens > closes) open = true;
    else if (closes > opens) open = false;
    inPre.push(startsOpen);
  }
  // The server trims the body it prints, so an HTML body's first line has lost its indentation: it is
  // left out of the count (a first line that is Markdown text keeps counting).
  // Stryker disable next-line StringLiteral: equivalent — split gives at least one line
  const firstIsTrimmedHtml = /^<[a-zA-Z!/]/.test(lines[0] ?? '');
  let indent = Infinity;
  lines.forEach((line, i) => {
    if (inPre[i] || !line.trim() || (i === 0 && firstIsTrimmedHtml)) return;
    indent = Math.min(indent, /^[ \t]*/.exec(line)![0].length);
  });
  const cut = Number.isFinite(indent) ? indent : 0;
  const out = lines.map((line, i) => (inPre[i] ? line : line.slice(Math.min(cut, /^[ \t]*/.exec(line)![0].length))));
  while (out.length && !out[0]!.trim()) out.shift();
  while (out.length && !out[out.length - 1]!.trim()) out.pop();
  return out.join('\n');
}

/**
 * Markdown source as the editor stores it: a body without any tag is plain Markdown saved HTML-escaped,
 * so its character references are decoded once (as text — marked and the sanitiser come after). A body
 * with tags is HTML-and-Markdown: only escaped quote markers at line starts (`&gt; `) become `>` again,
 * and every other reference stays as the author wrote it.
 */
export function markdownSource(text: string): string {
  const source = dedent(text);
  if (!tokenize(source).some((t) => t.kind === 'tag')) return decodeEntities(source);
  return source.replace(
    /^([ \t]{0,3})((?:&gt;[ \t]?)+)/gim,
    (_, lead: string, marks: string) => lead + marks.replace(/&gt;/gi, '>'),
  );
}

/** Nothing a reader would see: only whitespace, comments, scripts and styles (the sanitiser drops those). */
function isInert(text: string): boolean {
  return !text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .trim();
}

/**
 * Images without any `alt` get `alt=""`. Authors and forum users often leave it out (or post broken
 * images); without it screen readers read the file name and the page fails the alt-text check. An image
 * with an alt, even an empty one, is left as it is. Only adds an attribute: the result is still sanitised.
 */
export function withImageAlt(html: string): string {
  let out = '';
  let from = 0;
  for (const t of tokenize(html)) {
    if (t.kind !== 'tag' || t.closing || t.name !== 'img' || attrValue(t.attrs, 'alt') !== null) continue;
    const nameEnd = t.start + 4; // after '<img'
    out += `${html.slice(from, nameEnd)} alt=""`;
    from = nameEnd;
  }
  return out + html.slice(from);
}

/**
 * The page keeps one h1: a leading body heading that repeats the page heading is dropped, and a body with
 * h1s of its own has all its headings moved one level down (see headings.ts).
 */
function withOneH1(segments: BodySegment[], pageHeading: string | null | undefined): BodySegment[] {
  let out = segments;
  const first = out[0];
  if (pageHeading?.trim() && first && first.kind !== 'code') {
    const trimmed: BodySegment =
      first.kind === 'markdown'
        ? { kind: 'markdown', source: dropLeadingMarkdownTitle(first.source, pageHeading) }
        : { kind: 'html', html: dropLeadingHtmlTitle(first.html, pageHeading) };
    out = [trimmed, ...out.slice(1)].filter((s) =>
      // Stryker disable next-line MethodExpression: equivalent — a Markdown segment is dedented (no blank last line) and the title drop takes the blank lines after it: what is left is empty or has text
      s.kind === 'markdown' ? s.source.trim() : s.kind === 'html' ? !isInert(s.html) : true,
    );
  }
  const hasH1 = out.some((s) =>
    s.kind === 'markdown' ? markdownHasH1(s.source) : s.kind === 'html' ? htmlHasH1(s.html) : false,
  );
  if (!hasH1) return out;
  return out.map((s) =>
    s.kind === 'markdown'
      ? { kind: 'markdown', source: demoteMarkdown(s.source) }
      : s.kind === 'html'
        ? { kind: 'html', html: demoteHtml(s.html) }
        : s,
  );
}

/** Splits a content body into HTML / Markdown runs and highlighted code blocks (see the file comment). */
export function segmentBody(html: string | null | undefined, options: SegmentOptions): BodySegment[] {
  return withOneH1(splitBody(html, options), options.pageHeading);
}

function splitBody(html: string | null | undefined, options: SegmentOptions): BodySegment[] {
  // Stryker disable next-line MethodExpression: equivalent — a body of whitespace only is inert: every piece of it is skipped
  if (!html || !html.trim()) return [];
  const segments: BodySegment[] = [];
  for (const piece of splitBrushBlocks(html)) {
    if (piece.kind === 'code') {
      if (piece.text)
        // Stryker disable next-line StringLiteral: equivalent — a code piece always has its brush
        segments.push({ kind: 'code', code: piece.text, language: brushLanguage(piece.brush ?? null), brush: piece.brush ?? '' });
      continue;
    }
    if (isInert(piece.text)) continue;
    if (options.markdown) {
      const source = markdownSource(piece.text);
      // HTML blocks only: Markdown would pass it through unchanged, so it renders as the HTML it is —
      // without loading marked (lib/htmlBlocks.ts)
      // Stryker disable next-line MethodExpression: equivalent — a source that trims to nothing holds no '<', so it is no run of HTML blocks either
      if (source.trim() && htmlBlocksOnly(source)) segments.push({ kind: 'html', html: withImageAlt(source) });
      else if (source.trim()) segments.push({ kind: 'markdown', source });
    } else {
      segments.push({ kind: 'html', html: withImageAlt(piece.text) });
    }
  }
  return segments;
}
