// Code samples and Markdown runs in content bodies load their components (CodeBlock with its copy button
// and highlighter glue; Markdown, which renders its own code blocks) only when a body has them: most
// pages, posts and comments have neither, and the screens' first render stays smaller. Until a component
// arrives its text shows as plain, readable text (marked and highlight.js were lazy chunks already).
import { Suspense } from 'react';
import type { CodeBlockProps } from '../../components/CodeBlock/CodeBlock.tsx';
import type { MarkdownProps } from '../../components/Markdown/Markdown.tsx';
import * as codeCss from '../../components/CodeBlock/CodeBlock.css.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { decodeEntities } from '../../lib/decodeEntities.ts';
import * as styles from './ContentParts.css.ts';
import { CodeBlock, Markdown } from './partChunks.ts';

// rendered directly once their chunk is in (partChunks.ts, screens/lazyComponent.tsx)

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function LazyCodeBlock(props: CodeBlockProps) {
  const { languageLabel, copyable = true, wrap = false } = props;
  return (
    <Suspense
      fallback={
        // CodeBlock's box (label bar, paddings) with the plain code, busy: the page counts as shown
        // (html.complete) once the code block is in place, and nothing moves when it replaces this
        <div
          className={cx(codeCss.root, !languageLabel && copyable && codeCss.withSideActions, props.className)}
          aria-busy="true"
        >
          {languageLabel ? (
            <div className={codeCss.header}>
              <span className={codeCss.language}>{languageLabel}</span>
            </div>
          ) : copyable ? (
            <div className={codeCss.sideActions} />
          ) : null}
          <pre className={cx(codeCss.pre, wrap && codeCss.preWrap)}>
            <code className={codeCss.code}>{props.code.replace(/\r\n?/g, '\n').replace(/\n$/, '')}</code>
          </pre>
        </div>
      }
    >
      <CodeBlock {...props} />
    </Suspense>
  );
}

export function LazyMarkdown(props: MarkdownProps) {
  // the same placeholder as Markdown's own while marked loads: a source with markup goes through
  // ServerHtml, so tags never show as text ("<p>Build weather…</p>" flashed on the home page, and the raw
  // text's height made the page jump twice before it was complete — found by the layout matrix)
  const source = props.escaped ? decodeEntities(props.markdown) : props.markdown;
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          {source.includes('<') ? (
            <ServerHtml html={source} idPrefix={props.idPrefix} allowForms={props.allowForms ?? false} />
          ) : (
            <p className={styles.rawMarkdown}>{source}</p>
          )}
        </div>
      }
    >
      <Markdown {...props} />
    </Suspense>
  );
}
