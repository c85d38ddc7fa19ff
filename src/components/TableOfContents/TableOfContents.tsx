import { useEffect, useMemo, useState } from 'react';
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
 * "On this page": the h2/h3 headings of a body as links to their ids, in a named `nav`. The section in
 * view is marked (`aria-current="location"`) by an IntersectionObserver over the listed headings (a band at
 * the top of the window; no scroll handler). Renders nothing with fewer than two entries.
 */
export function TableOfContents({ headings, label, headingLevel = 2, max = 60, className }: TableOfContentsProps) {
  const absolute = useAbsoluteUrl();
  const entries = useMemo(() => tocEntries(headings, { max }), [headings, max]);
  const [active, setActive] = useState<string | null>(null);
  const headingId = useUniqueId();
  const key = entries.map((e) => e.id).join('\n');

  useEffect(() => {
    if (entries.length < 2 || typeof IntersectionObserver === 'undefined') return;
    const order = new Map(entries.map((e, i) => [e.id, i]));
    const els = entries.map((e) => document.getElementById(e.id)).filter((el): el is HTMLElement => el !== null);
    const inBand = new Set<string>();
    const above = new Set<string>();
    const pick = (ids: Set<string>, last: boolean) => {
      let best: string | null = null;
      for (const id of ids) {
        const better = best === null || (last ? order.get(id)! > order.get(best)! : order.get(id)! < order.get(best)!);
        if (better) best = id;
      }
      return best;
    };
    const observer = new IntersectionObserver(
      (records) => {
        for (const r of records) {
          const id = r.target.id;
          if (r.isIntersecting) {
            inBand.add(id);
            above.delete(id);
          } else {
            inBand.delete(id);
            if (r.boundingClientRect.top < (r.rootBounds?.top ?? 0)) above.add(id);
            else above.delete(id);
          }
        }
        // the first heading in the band; none there: the section of the last heading above it
        setActive(pick(inBand, false) ?? pick(above, true));
      },
      // the band: the top third of the window
      { rootMargin: '0px 0px -66% 0px', threshold: 0 },
    );
    for (const el of els) observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the listed ids (key), not the array identity, decide re-observing
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
      onClick={() => setActive(e.id)}
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
