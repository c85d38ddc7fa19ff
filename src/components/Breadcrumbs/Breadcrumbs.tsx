// Breadcrumbs: the trail to the current page as a `nav` with an ordered list, the last item the current page.
import * as styles from './Breadcrumbs.css.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

export interface BreadcrumbItem {
  label: string;
  /** null for an item without a link (the current page usually) */
  url: string | null;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** the nav landmark's name, e.g. "Breadcrumb" */
  label: string;
  className?: string;
}

function Separator() {
  return (
    <span className={styles.separator} aria-hidden="true">
      <svg
        viewBox="0 0 16 16"
        width="1em"
        height="1em"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 3l5 5-5 5" />
      </svg>
    </span>
  );
}

/** The trail to the current page: `nav` + ordered list; the last item is the current page. */
export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const absolute = useAbsoluteUrl();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.url ?? ''}-${i}`} className={styles.item}>
              {item.url !== null ? (
                <a
                  href={absolute(item.url)}
                  aria-current={last ? 'page' : undefined}
                  className={last ? styles.current : styles.link}
                >
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                  {item.label}
                </span>
              )}
              {last ? null : <Separator />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
