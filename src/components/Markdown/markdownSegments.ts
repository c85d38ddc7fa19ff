// The lazy markdown chunk: marked (GFM) turns text into segments — runs of HTML (still unsanitised;
// Markdown renders them through ServerHtml, the kit's one sanitiser) and top-level fenced/indented code
// blocks, which Markdown renders with CodeBlock so they get highlighting and a copy button.
import { Marked, type Token, type TokensList } from 'marked';

export type MarkdownSegment = { kind: 'html'; html: string } | { kind: 'code'; code: string; language: string | null };

export interface TaskMarkers {
  /** screen-reader text before a done / an open task item, e.g. "Done:" / "To do:" */
  done: string;
  open: string;
  /** class names for the visual marker and the visually hidden text (from Markdown.css.ts) */
  markClass: string;
  doneClass: string;
  hiddenClass: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * GFM task lists without form controls: marked would emit `<input type="checkbox" disabled>`, which the
 * sanitiser drops when forms are off. A styled marker plus visually hidden state text replaces it.
 */
function createMarked(tasks: TaskMarkers | undefined): Marked {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  if (tasks) {
    marked.use({
      renderer: {
        checkbox({ checked }) {
          const mark = `<span class="${escapeHtml(`${tasks.markClass}${checked ? ` ${tasks.doneClass}` : ''}`)}" aria-hidden="true">${checked ? '\u2713' : ''}</span>`;
          return `${mark}<span class="${escapeHtml(tasks.hiddenClass)}">${escapeHtml(checked ? tasks.done : tasks.open)} </span>`;
        },
      },
    });
  }
  return marked;
}

export function toSegments(markdown: string, tasks?: TaskMarkers): MarkdownSegment[] {
  const marked = createMarked(tasks);
  const tokens = marked.lexer(markdown);
  const segments: MarkdownSegment[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length === 0) return;
    // Reference-style links ([text][ref]) are resolved from the whole document's link map.
    const list = Object.assign(run, { links: tokens.links }) as TokensList;
    const html = marked.parser(list);
    if (html.trim()) segments.push({ kind: 'html', html });
    run = [];
  };
  for (const token of tokens) {
    if (token.type === 'code') {
      flush();
      const language = typeof token.lang === 'string' ? (token.lang.trim().split(/\s+/)[0] ?? '') : '';
      segments.push({ kind: 'code', code: token.text, language: language || null });
    } else {
      run.push(token);
    }
  }
  flush();
  return segments;
}
