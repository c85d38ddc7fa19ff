// Code samples and Markdown runs in content bodies load their components (CodeBlock with its copy button
// and highlighter glue; Markdown, which renders its own code blocks) only when a body has them: most
// pages, posts and comments have neither, and the screens' first render stays smaller. Until a component
// arrives its text shows as plain, readable text (marked and highlight.js were lazy chunks already).
import { lazy, Suspense } from 'react';
import type { CodeBlockProps } from '../../components/CodeBlock/CodeBlock.tsx';
import type { MarkdownProps } from '../../components/Markdown/Markdown.tsx';
import * as styles from './ContentParts.css.ts';

const CodeBlock = lazy(() => import('../../components/CodeBlock/CodeBlock.tsx').then((m) => ({ default: m.CodeBlock })));
const Markdown = lazy(() => import('../../components/Markdown/Markdown.tsx').then((m) => ({ default: m.Markdown })));

export function LazyCodeBlock(props: CodeBlockProps) {
  return (
    <Suspense
      fallback={
        <pre className={styles.plainCode}>
          <code>{props.code}</code>
        </pre>
      }
    >
      <CodeBlock {...props} />
    </Suspense>
  );
}

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <p className={styles.rawMarkdown}>{props.markdown}</p>
        </div>
      }
    >
      <Markdown {...props} />
    </Suspense>
  );
}
