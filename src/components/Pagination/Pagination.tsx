// Pagination: a `nav` with Previous/Next and, when the page count is known, a window of page-number links; every
// visible word comes from the labels.
import type { ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Pagination.css.ts';
import { pageWindow } from './pageWindow.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

export interface PaginationRange {
  first: number;
  last: number;
  total: number;
}

export interface PaginationLabels {
  /** the nav landmark's name, e.g. "Pagination" */
  nav: string;
  previous: string;
  next: string;
  /** accessible name of a page-number link, e.g. (n) => `Page ${n}` */
  page?: (page: number) => string;
  /** the summary line, e.g. ({first, last, total}) => `Showing ${first} to ${last} of ${total}` */
  showing?: (range: PaginationRange) => string;
}

interface Common {
  labels: PaginationLabels;
  /** "Showing X to Y of Z": shown when both `range` and `labels.showing` are given */
  range?: PaginationRange | null;
  /** pagination links do a full page load (`data-full-load`) — the portal's pagination does */
  reloadDocument?: boolean;
  /** how many page numbers either side of the current one (default 1) */
  siblings?: number;
  className?: string;
}

export interface NumberedPaginationProps extends Common {
  /** 1-based current page */
  currentPage: number;
  pageCount: number;
  /** the URL of a page (e.g. keeps the `search` and `showKeys` query parameters) */
  hrefForPage: (page: number) => string;
  previousHref?: never;
  nextHref?: never;
}

export interface SequentialPaginationProps extends Common {
  /** only previous/next links are known (search results): null disables that end */
  previousHref: string | null;
  nextHref: string | null;
  currentPage?: never;
  pageCount?: never;
  hrefForPage?: never;
}

export type PaginationProps = NumberedPaginationProps | SequentialPaginationProps;

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

function EndLink({
  href,
  direction,
  children,
  reloadDocument,
}: {
  href: string | null;
  direction: 'previous' | 'next';
  children: ReactNode;
  reloadDocument: boolean;
}) {
  const absolute = useAbsoluteUrl();
  const content =
    direction === 'previous' ? (
      <>
        <Arrow direction="previous" />
        {children}
      </>
    ) : (
      <>
        {children}
        <Arrow direction="next" />
      </>
    );
  if (href === null) {
    // a dead end: still announced (as a disabled link) so the position is clear, but not focusable
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a deliberately inert end link (aria-disabled), not a broken one
      <a role="link" aria-disabled="true" className={styles.control({ state: 'disabled' })}>
        {content}
      </a>
    );
  }
  return (
    <a
      href={absolute(href)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      data-full-load={reloadDocument ? '' : undefined}
      className={styles.control({ state: 'link' })}
    >
      {content}
    </a>
  );
}

/**
 * Page navigation: a `nav` landmark with Previous/Next and (when the page count is known) page-number links;
 * the current page has `aria-current="page"`. Every visible word comes from `labels`.
 */
export function Pagination(props: PaginationProps) {
  const { labels, range, reloadDocument = false, siblings = 1, className } = props;
  const absolute = useAbsoluteUrl();
  const numbered = typeof props.pageCount === 'number';
  let previousHref: string | null;
  let nextHref: string | null;
  let pages: ReactNode = null;

  if (numbered) {
    const { currentPage, pageCount, hrefForPage } = props as NumberedPaginationProps;
    const current = Math.min(Math.max(1, currentPage), Math.max(1, pageCount));
    previousHref = current > 1 ? hrefForPage(current - 1) : null;
    nextHref = current < pageCount ? hrefForPage(current + 1) : null;
    pages = pageWindow(current, pageCount, siblings).map((slot, i) =>
      slot === 'gap' ? (
        <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
          …
        </li>
      ) : (
        <li key={slot}>
          <a
            href={absolute(hrefForPage(slot))}
            aria-current={slot === current ? 'page' : undefined}
            aria-label={labels.page ? labels.page(slot) : undefined}
            data-full-load={reloadDocument ? '' : undefined}
            className={styles.control({ state: slot === current ? 'current' : 'link' })}
          >
            {slot}
          </a>
        </li>
      ),
    );
  } else {
    ({ previousHref, nextHref } = props as SequentialPaginationProps);
  }

  if (!numbered && previousHref === null && nextHref === null && !range) return null;
  if (numbered && (props as NumberedPaginationProps).pageCount <= 1 && !range) return null;

  const summary = range && labels.showing ? <p className={styles.summary}>{labels.showing(range)}</p> : null;
  const showControls = numbered ? (props as NumberedPaginationProps).pageCount > 1 : previousHref !== null || nextHref !== null;

  return (
    <nav aria-label={labels.nav} className={cx(styles.root, className)}>
      {summary}
      {showControls ? (
        <ul className={styles.list}>
          <li>
            <EndLink href={previousHref} direction="previous" reloadDocument={reloadDocument}>
              {labels.previous}
            </EndLink>
          </li>
          {pages}
          <li>
            <EndLink href={nextHref} direction="next" reloadDocument={reloadDocument}>
              {labels.next}
            </EndLink>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
