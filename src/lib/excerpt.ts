// Plain-text excerpts of server HTML (blog list). Pure string work: the result is only ever rendered as
// React text, so nothing here can create markup, and no DOM is needed.
import { decodeEntities } from './decodeEntities.ts';
import { tokenize } from './htmlTokens.ts';

/** Elements whose content shows no readable text: dropped with it. */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
  'title',
]);
/** Tags after which a reader sees a break: they become a space so words do not run together. */
const BREAKING = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'blockquote',
  'pre',
  'section',
  'article',
  'aside',
  'figure',
  'figcaption',
  'hr',
  'details',
  'summary',
  'address',
]);

/**
 * The visible text of an HTML fragment: comments, scripts, styles and similar elements removed with their
 * content, other tags removed (block tags leave a space), character references decoded once, runs of
 * whitespace collapsed to one space, trimmed. One linear pass (htmlTokens.ts), whatever the input.
 */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  let hidden = 0; // depth inside hidden elements
  for (const t of tokenize(html)) {
    if (t.kind === 'text') {
      if (!hidden) text += html.slice(t.start, t.end);
    } else if (t.kind === 'tag') {
      if (HIDDEN.has(t.name) && !t.selfClosing) hidden = Math.max(0, hidden + (t.closing ? -1 : 1));
      else if (BREAKING.has(t.name)) text += ' ';
    }
    // comments and raw-text contents (script, style, textarea …) are never shown
  }
  return decodeEntities(text)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

export interface Excerpt {
  /** the excerpt text (at most `length` characters) */
  text: string;
  /** the post's text was longer than `length`, so `text` is cut */
  truncated: boolean;
}

/**
 * A blog excerpt (250 characters, docs/screens-content.md › Blog excerpts): the first `length` characters of the
 * post's visible text (see `htmlText`), counted in Unicode code points so no emoji or other astral character is
 * split. The cut is exact — not moved to a word boundary — as the predecessor theme did; whitespace at the cut is
 * trimmed, so an excerpt is `length` characters unless the cut falls on a space. The ellipsis a screen adds after a
 * truncated excerpt is not counted.
 */
export function excerpt(html: string | null | undefined, length: number): Excerpt {
  const chars = Array.from(htmlText(html));
  const limit = Math.max(0, Math.floor(length));
  if (chars.length <= limit) return { text: chars.join(''), truncated: false };
  return { text: chars.slice(0, limit).join('').trimEnd(), truncated: true };
}

/**
 * A search snippet as text: the server cuts its summaries out of the page source, so Markdown pages show
 * their code fences (```js), table rules (| --- | :---: |), heading marks (## Title), inline code marks
 * (`Free`) and strong emphasis (**new**) raw. The marks are dropped, their text kept; whitespace collapses.
 * Marks inside words stay ("C#", "snake__case").
 */
export function snippetText(summary: string): string {
  return summary
    .replace(/(`{3,}|~{3,})[\w+#.-]*/g, ' ')
    .replace(/\|?(?:\s*:?-{3,}:?\s*\|)+(?:\s*:?-{3,}:?\s*)?/g, ' ')
    .replace(/(^|\s)#{1,6}(?=\s)/g, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/(^|[\s(])(\*\*|__)(?=\S)([^*_\n]*?\S)\2(?=$|[\s.,;:!?)])/g, '$1$3')
    .replace(/\s+/g, ' ')
    .trim();
}
