// A content body (page, docs, blog post, forum comment): server HTML through ServerHtml, Markdown through
// the Markdown component (its HTML is sanitised by ServerHtml too), legacy `brush:` code blocks through
// CodeBlock (text only, loaded and highlighted lazily). How the body is split: bodySegments.ts.
import { useMemo } from 'react';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { ExpandedLabels, RichText } from '../../adapter/types.ts';
import { segmentBody } from './bodySegments.ts';
import { LazyCodeBlock, LazyMarkdown } from './LazyCodeBlock.tsx';
import { codeLabels, taskLabels } from './labels.ts';
import * as styles from './ContentParts.css.ts';

export interface ContentBodyProps {
  body: RichText | null;
  /** render as Markdown (the adapter's `markdown` flag for pages and docs) */
  markdown?: boolean;
  labels: ExpandedLabels;
  /** id prefix for the sanitised HTML (keeps server ids apart from the layout's and from other bodies) */
  idPrefix?: string;
  /** keep server forms in the body (default false: content bodies have no business posting forms) */
  allowForms?: boolean;
  /** the page's h1 text: a first body heading repeating it is dropped (body h1s are always demoted) */
  pageHeading?: string | null;
  className?: string;
}

export function ContentBody({ body, markdown = false, labels, idPrefix = 'content-', allowForms = false, pageHeading, className }: ContentBodyProps) {
  const segments = useMemo(() => segmentBody(body?.html, { markdown, pageHeading }), [body?.html, markdown, pageHeading]);
  const code = useMemo(() => codeLabels(labels), [labels]);
  const tasks = useMemo(() => taskLabels(labels), [labels]);
  if (!segments.length) return null;
  return (
    <div className={[styles.body, className].filter(Boolean).join(' ')} data-content-body={markdown ? 'markdown' : 'html'}>
      {segments.map((segment, i) => {
        if (segment.kind === 'code') {
          return <LazyCodeBlock key={i} code={segment.code} language={segment.language} labels={code} />;
        }
        if (segment.kind === 'markdown') {
          return <LazyMarkdown key={i} markdown={segment.source} codeLabels={code} taskLabels={tasks} idPrefix={idPrefix} allowForms={allowForms} />;
        }
        return <ServerHtml key={i} html={segment.html} idPrefix={idPrefix} allowForms={allowForms} />;
      })}
    </div>
  );
}
