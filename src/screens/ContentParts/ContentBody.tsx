// A content body (page, docs, blog post, forum comment), as the adapter split it: server HTML through
// ServerHtml, Markdown through the Markdown component (its HTML is sanitised by ServerHtml too), legacy
// `brush:` code blocks through CodeBlock (text only, loaded and highlighted lazily). How a body is split:
// src/adapter/bodySegments.ts.
import { useMemo } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { BodySegment, ExpandedLabels } from '../../model/screenModel.ts';
import { LazyCodeBlock, LazyMarkdown } from './LazyCodeBlock.tsx';
import { codeLabels, taskLabels } from './labels.ts';

export interface ContentBodyProps {
  /** the body's parts (the adapter's `bodySegments`) */
  segments: readonly BodySegment[];
  /** the body is Markdown (the adapter's `markdown` flag for pages and docs) */
  markdown?: boolean;
  labels: ExpandedLabels;
  /** id prefix for the sanitised HTML (keeps server ids apart from the layout's and from other bodies) */
  idPrefix?: string;
  /** keep server forms in the body (default false: content bodies have no business posting forms) */
  allowForms?: boolean;
  className?: string;
}

export function ContentBody({
  segments,
  markdown = false,
  labels,
  idPrefix = 'content-',
  allowForms = false,
  className,
}: ContentBodyProps) {
  const code = useMemo(() => codeLabels(labels), [labels]);
  const tasks = useMemo(() => taskLabels(labels), [labels]);
  if (!segments.length) return null;
  return (
    <Stack space="lg" className={className} data-content-body={markdown ? 'markdown' : 'html'}>
      {segments.map((segment, i) => {
        if (segment.kind === 'code') {
          return <LazyCodeBlock key={i} code={segment.code} language={segment.language} labels={code} />;
        }
        if (segment.kind === 'markdown') {
          return (
            <LazyMarkdown
              key={i}
              markdown={segment.source}
              codeLabels={code}
              taskLabels={tasks}
              idPrefix={idPrefix}
              allowForms={allowForms}
            />
          );
        }
        return <ServerHtml key={i} html={segment.html} idPrefix={idPrefix} allowForms={allowForms} />;
      })}
    </Stack>
  );
}
