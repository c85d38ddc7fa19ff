// TableOfContents: "On this page" — a body's h2/h3 headings as links in a named `nav`, the current section marked
// as the reader scrolls.
import { useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../private/cx.ts';
import { tocEntries, type AnchoredHeading } from '../../lib/headingIds.ts';
import * as css from './TableOfContents.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

export interface TableOfContentsProps {
  /** the body's headings with their ids (HeadingAnchors' `onChange`) */
  headings: readonly AnchoredHeading[];
  /** visible heading and landmark name, e.g. "On this page" */
  label: string;
  /** heading level of the visible heading (default 2) */
  headingLevel?: 2 | 3;
  /** at most this many entries (default 60; more headings: top level only, cut) */
  max?: number;
  className?: string;
}

/**
 * "On this page": the h2/h3 headings of a body as links to their ids, in a named `nav`. The current section
 * is marked (`aria-current="location"`): the last heading above a line near the top of the window (a
 * quarter down). The last sections are often too short to reach that line, so once the page is scrolled to
 * its bottom the clicked entry wins (when its heading is in view), else the last heading in view. Read on
 * scroll and resize, at most once a frame (passive listeners, a few dozen rectangle reads). Renders nothing
 * with fewer than two entries.
 */
export function TableOfContents({ headings, label, headingLevel = 2, max = 60, className }: TableOfContentsProps) {
  const absolute = useAbsoluteUrl();
  const entries = useMemo(() => tocEntries(headings, { max }), [headings, max]);
  const [active, setActive] = useState<string | null>(null);
  const clicked = useRef<string | null>(null);
  const headingId = useUniqueId();
  const key = entries.map((e) => e.id).join('\n');

  useEffect(() => {
    if (entries.length < 2) return;
    const ids = entries.map((e) => e.id);
    let frame = 0;
    const update = () => {
      frame = 0;
      const view = window.innerHeight;
      const line = view / 4;
      let current: string | null = null;
      let firstInView: string | null = null;
      let lastInView: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        const { top } = el.getBoundingClientRect();
        if (top <= line) current = id;
        if (top >= 0 && top < view) {
          firstInView ??= id;
          lastInView = id;
        }
      }
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.scrollY + view >= root.scrollHeight - 2;
      if (atBottom) {
        const pick = clicked.current;
        const el = pick ? document.getElementById(pick) : null;
        const top = el?.getBoundingClientRect().top;
        current = top !== undefined && top >= 0 && top < view ? pick : (lastInView ?? current);
      }
      setActive(current ?? firstInView);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // a scroll the reader makes (wheel, touch, keys) ends what a click chose
    const forget = () => {
      clicked.current = null;
    };
    const passive = { passive: true } as const;
    window.addEventListener('scroll', schedule, passive);
    window.addEventListener('resize', schedule, passive);
    window.addEventListener('wheel', forget, passive);
    window.addEventListener('touchmove', forget, passive);
    window.addEventListener('keydown', forget, passive);
    schedule();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('wheel', forget);
      window.removeEventListener('touchmove', forget);
      window.removeEventListener('keydown', forget);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the listed ids (key), not the array identity, decide re-reading
  }, [key]);

  if (entries.length < 2) return null;
  const Heading = `h${headingLevel}` as const;
  const items: { entry: (typeof entries)[number]; children: typeof entries }[] = [];
  for (const entry of entries) {
    if (entry.depth > 0 && items.length) items[items.length - 1]!.children.push(entry);
    else items.push({ entry, children: [] });
  }
  const link = (e: (typeof entries)[number]) => (
    <a
      href={absolute(`#${e.id}`)}
      className={cx(css.link, e.depth > 0 && css.sub)}
      aria-current={active === e.id ? 'location' : undefined}
      onClick={() => {
        clicked.current = e.id;
        setActive(e.id);
      }}
    >
      {e.text}
    </a>
  );
  return (
    <nav aria-labelledby={headingId} className={cx(css.root, className)}>
      <Heading id={headingId} className={css.heading}>
        {label}
      </Heading>
      <ol className={css.list}>
        {items.map(({ entry, children }) => (
          <li key={entry.id}>
            {link(entry)}
            {children.length ? (
              <ol className={css.nested}>
                {children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default TableOfContents;
