// Markdown: renders markdown through the lazy marked chunk (markdownSegments.ts); its HTML goes through
// ServerHtml, its top-level code blocks through CodeBlock; the source shows until marked arrives.
import { useEffect, useMemo, useState } from 'react';
import { cx } from '../private/cx.ts';
import { CodeBlock, type CodeBlockLabels } from '../CodeBlock/index.ts';
import { ServerHtml } from '../ServerHtml/index.ts';
import { visuallyHidden } from '../VisuallyHidden/index.ts';
import * as css from './Markdown.css.ts';
import { decodeEntities } from '../../lib/decodeEntities.ts';
import type { MarkdownSegment } from './markdownSegments.ts';
import type * as MarkdownSegmentsModule from './markdownSegments.ts';

export interface MarkdownProps {
  /** markdown source (GitHub flavour); may contain HTML, which is sanitised */
  markdown: string;
  /** the source is HTML-escaped (as the portal's editor stores it): decode `&gt;` etc. first, as text */
  escaped?: boolean;
  /** labels for the code blocks' accessible name and copy button */
  codeLabels: CodeBlockLabels;
  /** screen-reader state text for GFM task-list items, e.g. `{ done: 'Done:', open: 'To do:' }` */
  taskLabels: { done: string; open: string };
  /** badge text for a fence's language (e.g. js → "JavaScript"); no badge when it returns undefined */
  codeLanguageLabel?: (language: string) => string | undefined;
  /** id prefix for the sanitised HTML (see ServerHtml) */
  idPrefix?: string;
  /** keep forms in inline HTML (default false: markdown content has no business posting forms) */
  allowForms?: boolean;
  className?: string;
}

let chunk: Promise<typeof MarkdownSegmentsModule> | null = null;
/** Starts loading marked (idempotent); call on idle on pages that will render markdown. */
export function preloadMarkdown() {
  chunk ??= import('./markdownSegments.ts');
  return chunk;
}

/**
 * Renders markdown. `marked` is a lazy chunk: until it arrives the source shows as plain text (through
 * ServerHtml when it carries markup, so tags never show as text). The HTML
 * that marked produces goes through ServerHtml (the kit's one sanitiser); top-level code blocks are
 * rendered with CodeBlock instead (highlighted, copyable). Code blocks nested in lists or quotes stay
 * sanitised `<pre><code>` without highlighting.
 */
export function Markdown({
  markdown,
  escaped = false,
  codeLabels,
  taskLabels,
  codeLanguageLabel,
  idPrefix,
  allowForms = false,
  className,
}: MarkdownProps) {
  const source = useMemo(() => (escaped ? decodeEntities(markdown) : markdown), [markdown, escaped]);
  const [rendered, setRendered] = useState<{ source: string; segments: MarkdownSegment[] } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new source resets the failure flag before the lazy marked chunk answers
    setFailed(false);
    preloadMarkdown()
      .then((m) => {
        if (!current) return;
        const tasks = { ...taskLabels, markClass: css.taskMark, doneClass: css.taskDone, hiddenClass: visuallyHidden };
        setRendered({ source, segments: m.toSegments(source, tasks) });
      })
      .catch((error: unknown) => {
        chunk = null; // allow a retry on the next render
        console.warn('Markdown could not be rendered; showing the text as is.', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label strings, not the object identity, decide a re-render
  }, [source, taskLabels.done, taskLabels.open]);

  const segments = rendered?.source === source ? rendered.segments : null;

  return (
    <div className={cx(css.root, className)} aria-busy={segments || failed ? undefined : true}>
      {segments === null ? (
        // Until marked arrives: markdown typed into the portal's editor comes wrapped in server HTML, so a
        // source with markup goes through ServerHtml (never literal "<p>" text); plain markdown shows as text.
        source.includes('<') ? (
          <ServerHtml html={source} idPrefix={idPrefix} allowForms={allowForms} />
        ) : (
          <p className={css.raw}>{source}</p>
        )
      ) : (
        segments.map((segment, i) =>
          segment.kind === 'code' ? (
            <CodeBlock
              key={i}
              code={segment.code}
              language={segment.language}
              languageLabel={segment.language ? codeLanguageLabel?.(segment.language) : undefined}
              labels={codeLabels}
            />
          ) : (
            <ServerHtml key={i} html={segment.html} idPrefix={idPrefix} allowForms={allowForms} />
          ),
        )
      )}
    </div>
  );
}
