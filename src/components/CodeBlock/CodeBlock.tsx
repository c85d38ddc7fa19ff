// CodeBlock: a code sample that renders plain at once and is coloured when the lazy highlighter arrives, with a
// copy button and a keyboard-scrollable code area.
import { createElement, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { CopyButton } from '../CopyButton/index.ts';
import { whenPageComplete } from '../../lib/pageComplete.ts';
import * as css from './CodeBlock.css.ts';
import type { CodeToken } from './highlighter.ts';

/**
 * The highlighter glue arrives with highlight.js (one file in the deploy build: the code of Markdown and of
 * code samples renders plain at once, the highlighting follows), not with the component. On the first load
 * that file is fetched only once the page is `complete` (lib/pageComplete.ts; issue 14: a docs page's first
 * visit in ≤ 8 requests): the plain code already sits in its final box (same font, size and padding), so
 * colouring it later moves nothing. Outside the runtime (Storybook, tests) and after `complete`, at once.
 */
const highlightCode = (code: string, language: string | null | undefined): Promise<CodeToken[] | null> =>
  whenPageComplete(document)
    .then(() => import('./highlighter.ts'))
    .then((m) => m.highlightCode(code, language));

export interface CodeBlockLabels {
  /** accessible name of the focusable, scrollable code area (a named group), e.g. "Code sample" */
  region: string;
  /** copy button text, e.g. "Copy code" */
  copy: string;
  /** announced after copying, e.g. "Copied" */
  copied: string;
  /** announced when only a selection was possible */
  selected?: string;
  failed?: string;
}

export interface CodeBlockProps {
  code: string;
  /** any name authors use (`js`, `jscript`, `C#`, `html`, `language-python`); unknown → plain code */
  language?: string | null;
  /** text of the language badge (e.g. "JavaScript"); without it no badge shows */
  languageLabel?: string;
  labels: CodeBlockLabels;
  /** show the copy button (default true) */
  copyable?: boolean;
  /** wrap long lines instead of scrolling sideways */
  wrap?: boolean;
  className?: string;
}

function renderTokens(tokens: readonly CodeToken[]): ReactNode[] {
  return tokens.map((token, i) =>
    typeof token === 'string'
      ? token
      : createElement('span', { key: i, className: token.className }, ...renderTokens(token.children)),
  );
}

/** The copy button's name: its text and the sample's first line, shortened (unique among a page's samples). */
export function copyName(copy: string, code: string): string {
  const first =
    code
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  if (!first) return copy;
  return `${copy}: ${first.length > 48 ? `${first.slice(0, 47)}…` : first}`;
}

/** Normalises line endings so the highlighted text matches the shown text exactly. */
function normalise(code: string): string {
  return code.replace(/\r\n?/g, '\n').replace(/\n$/, '');
}

/**
 * A code sample: the plain code renders at once; highlight.js (core + the one grammar) loads lazily and
 * the coloured version replaces it when ready. Unknown languages stay plain. The code region is
 * keyboard-focusable so long lines can be scrolled without a mouse.
 */
export function CodeBlock({ code, language, languageLabel, labels, copyable = true, wrap = false, className }: CodeBlockProps) {
  const text = useMemo(() => normalise(code), [code]);
  const [highlighted, setHighlighted] = useState<{
    text: string;
    language: string | null | undefined;
    tokens: CodeToken[];
  } | null>(null);
  const codeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let current = true;
    highlightCode(text, language).then((tokens) => {
      if (current) setHighlighted(tokens ? { text, language, tokens } : null);
    });
    return () => {
      current = false;
    };
  }, [text, language]);

  const tokens = highlighted && highlighted.text === text && highlighted.language === language ? highlighted.tokens : null;
  const copy = copyable ? (
    <CopyButton
      text={() => text}
      fallbackTarget={codeRef}
      labels={{
        copy: labels.copy,
        copied: labels.copied,
        selected: labels.selected,
        failed: labels.failed,
        // which sample: its first line ("Copy code: curl -X GET …"); every sample's button was "Copy code"
        name: copyName(labels.copy, text),
      }}
      hideLabel={!languageLabel}
    />
  ) : null;

  return (
    <div className={cx(css.root, !languageLabel && copy && css.withSideActions, className)} data-language={language ?? undefined}>
      {languageLabel ? (
        <div className={css.header}>
          <span className={css.language}>{languageLabel}</span>
          {copy}
        </div>
      ) : copy ? (
        <div className={css.sideActions}>{copy}</div>
      ) : null}
      <pre
        className={cx(css.pre, wrap && css.preWrap)}
        tabIndex={0}
        // A named group, not a region: a page with many samples would otherwise repeat one landmark name.
        role="group"
        aria-label={labels.region}
      >
        {/* keyed: the coloured code mounts new nodes. Preact would otherwise reuse the plain text node for the
            first token's neighbour, moving its text on screen after `complete` — a layout shift (docs pages,
            CLS 0.0012 in the bench). New nodes are insertions, not shifts. */}
        <code
          key={tokens ? 'highlighted' : 'plain'}
          ref={codeRef}
          className={css.code}
          data-highlighted={tokens ? '' : undefined}
        >
          {tokens ? renderTokens(tokens) : text}
        </code>
      </pre>
    </div>
  );
}
