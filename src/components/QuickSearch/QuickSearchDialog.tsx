// The quick-search dialog (lazy chunk, see QuickSearch.tsx): a Radix Dialog holding an ARIA 1.2 combobox —
// the search field (role=combobox, aria-activedescendant) controls a listbox of results. Typing searches
// after a short pause (latestSearch.ts: stale requests aborted, the latest answer wins); ↑/↓ move through
// the results, Enter opens the active one (or the full search page when none is active), Escape closes and
// focus returns to returnFocusTo() (QuickSearch: where the reader was, else the trigger). Result text is rendered as text nodes with <mark> around the query terms.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../private/cx.ts';
import { highlightTerms, splitQuery } from '../SearchResults/highlightTerms.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as css from './QuickSearchDialog.css.ts';
import { createLatestSearch, type LatestSearch, type QuickSearchState } from './latestSearch.ts';
import type { QuickSearchDialogProps } from './types.ts';
import { useUniqueId } from '../UniqueId/index.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightTerms(text, terms).map((segment, i) =>
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

export default function QuickSearchDialog({
  open,
  onOpenChange,
  search,
  onOpenResult,
  searchPageUrl,
  labels,
  themeClassName,
  returnFocusTo,
  delay = 150,
}: QuickSearchDialogProps) {
  const absolute = useAbsoluteUrl();
  const [text, setText] = useState('');
  const [state, setState] = useState<QuickSearchState>({ status: 'idle', query: '' });
  const [active, setActive] = useState(-1);
  const ids = useUniqueId();
  const listId = `${ids}-list`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const options = useRef<(HTMLLIElement | null)[]>([]);

  // the host may pass a new function on every render: the search state keeps one controller per dialog
  const searchFn = useRef(search);
  useEffect(() => {
    searchFn.current = search;
  }, [search]);
  const latest = useRef<LatestSearch | null>(null);
  useEffect(() => {
    const controller = createLatestSearch(
      (query, signal) => searchFn.current(query, signal),
      (next) => {
        setState(next);
        if (next.status === 'done') setActive(next.answer.hits.length ? 0 : -1);
        else if (next.status !== 'loading') setActive(-1);
      },
      delay,
    );
    latest.current = controller;
    return () => controller.dispose();
  }, [delay]);

  const hits = state.status === 'done' ? state.answer.hits : [];
  const terms = useMemo(() => splitQuery(state.query), [state.query]);

  useEffect(() => {
    if (active >= 0) options.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const go = (url: string) => {
    onOpenChange(false);
    onOpenResult(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : hits.length - 1) : (i + step + hits.length) % hits.length));
    } else if (event.key === 'Home' && hits.length && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && hits.length && event.ctrlKey) {
      event.preventDefault();
      setActive(hits.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = active >= 0 ? hits[active] : undefined;
      if (hit?.url) go(hit.url);
      else if (!hit && text.trim()) go(searchPageUrl(text.trim()));
    }
  };

  const count = (n: number) => (n === 1 ? labels.resultsOne : labels.results(n));
  let status = '';
  if (state.status === 'loading') status = labels.searching;
  else if (state.status === 'error') status = labels.error;
  else if (state.status === 'done')
    status = hits.length ? count(state.answer.total ?? hits.length) : labels.noResults(state.query);

  const query = text.trim();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClassName, css.overlay)} />
        <Dialog.Content
          className={cx(themeClassName, css.content)}
          aria-describedby={undefined}
          data-quick-search=""
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title className={visuallyHidden}>{labels.title}</Dialog.Title>
          <div className={cx(css.header, css.headerFocus)}>
            <span className={css.icon} aria-hidden="true">
              <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}>
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-3.5-3.5" />
              </svg>
            </span>
            <label htmlFor={`${ids}-input`} className={visuallyHidden}>
              {labels.field}
            </label>
            <input
              id={`${ids}-input`}
              className={css.input}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-activedescendant={active >= 0 && hits[active] ? optionId(active) : undefined}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={labels.placeholder}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                latest.current?.set(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
            <Dialog.Close className={css.close} aria-label={labels.close}>
              Esc
            </Dialog.Close>
          </div>
          <div className={css.body}>
            <ul id={listId} role="listbox" aria-label={labels.title} className={css.list} hidden={!hits.length}>
              {hits.map((hit, i) => (
                // the keyboard drives the options from the combobox (aria-activedescendant); the click is for pointers
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${i}-${hit.url ?? hit.title}`}
                  ref={(el) => {
                    options.current[i] = el;
                  }}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  aria-disabled={hit.url ? undefined : true}
                  className={css.option}
                  onMouseMove={() => setActive(i)}
                  onClick={() => hit.url && go(hit.url)}
                >
                  <span className={css.optionTitle}>
                    <Marked text={hit.title} terms={terms} />
                  </span>
                  {hit.summary ? (
                    <span className={css.optionSummary}>
                      <Marked text={hit.summary} terms={[...terms, ...(hit.matches ?? [])]} />
                    </span>
                  ) : null}
                  {hit.url ? (
                    <span className={css.optionUrl} data-quick-search-url="">
                      {hit.url}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {/* designed states; the same text is announced politely below */}
            {state.status === 'idle' ? (
              <p className={css.state}>{labels.hint}</p>
            ) : state.status === 'error' ? (
              <p className={cx(css.state, css.stateError)} data-quick-search-error="">
                {labels.error}
              </p>
            ) : state.status === 'done' && !hits.length ? (
              <p className={css.state} data-quick-search-empty="">
                {labels.noResults(state.query)}
              </p>
            ) : state.status === 'loading' && !hits.length ? (
              <p className={css.state} aria-hidden="true">
                {labels.searching}
              </p>
            ) : null}
          </div>
          <div className={css.footer}>
            <span aria-hidden="true">{labels.keys}</span>
            {query ? (
              <a
                className={css.allLink}
                href={absolute(searchPageUrl(query))}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  go(searchPageUrl(query));
                }}
              >
                {labels.allResults(query)}
              </a>
            ) : null}
          </div>
          <p role="status" aria-live="polite" className={visuallyHidden} data-quick-search-status="">
            {status}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
