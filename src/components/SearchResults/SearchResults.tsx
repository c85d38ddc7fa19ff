// SearchResults: each result's title link, its summary with the query's terms marked (built as React nodes, never
// HTML) and its URL.
import { createElement, useMemo } from 'react';
import { cx } from '../private/cx.ts';
import { Link } from '../Link/index.ts';
import * as css from './SearchResults.css.ts';
import { highlightTerms, splitQuery } from './highlightTerms.ts';

export interface SearchResultItem {
  title: string;
  /** null when the server gave no link; the title is then plain text and no URL line shows */
  url: string | null;
  /** plain text; never HTML */
  summary: string;
}

export interface SearchResultsProps {
  results: readonly SearchResultItem[];
  /** the query as typed; split on whitespace and quotes into highlight terms */
  query?: string;
  /** extra terms to highlight (e.g. the words the server marked) */
  terms?: readonly string[];
  /** position of the first result in the whole result set (page 2 starts at 11) */
  start?: number;
  /** level of each result's title heading (default 2) */
  headingLevel?: 2 | 3 | 4;
  /** accessible name of the result list */
  label?: string;
  className?: string;
}

/** Text with every term wrapped in <mark>; built as React nodes, so the summary can never inject markup. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const segments = useMemo(() => highlightTerms(text, terms), [text, terms]);
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className={css.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** more results than this: the off-screen ones skip layout until scrolled near (css.longItem) */
export const LONG_LIST = 50;

/** Search results: title link, summary with the query terms highlighted, and the result's URL. */
export function SearchResults({
  results,
  query = '',
  terms = [],
  start = 1,
  headingLevel = 2,
  label,
  className,
}: SearchResultsProps) {
  const long = results.length > LONG_LIST;
  const allTerms = useMemo(() => [...splitQuery(query), ...terms.flatMap((t) => splitQuery(t))], [query, terms]);
  return (
    <ol className={cx(css.list, className)} start={start} aria-label={label}>
      {results.map((result, i) => (
        <li key={`${i}-${result.url ?? result.title}`} className={cx(css.item, long && css.longItem)}>
          {createElement(
            `h${headingLevel}`,
            { className: css.title },
            result.url ? (
              <Link href={result.url} underline="hover">
                {result.title}
              </Link>
            ) : (
              result.title
            ),
          )}
          {result.summary && (
            <p className={css.summary}>
              <Highlighted text={result.summary} terms={allTerms} />
            </p>
          )}
          {result.url && <p className={css.url}>{result.url}</p>}
        </li>
      ))}
    </ol>
  );
}
