// AccountNav: tab-like links between account sections, a `nav` with `aria-current` on the current page (links to
// pages, not an ARIA tab widget).
import { cx } from '../private/cx.ts';
import * as styles from './AccountNav.css.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

export interface AccountNavItem {
  label: string;
  url: string;
  isActive: boolean;
  reloadDocument?: boolean;
}

export interface AccountNavProps {
  items: readonly AccountNavItem[];
  /** the nav landmark's name, e.g. "Account" */
  label: string;
  /** class added to the current link (the portal setting `currentPageClass`) */
  currentClassName?: string;
  className?: string;
}

/**
 * Tab-like navigation between account sections (Keys, Apps, Account, or the account-settings pages).
 * These are links to pages, so they are a `nav` with `aria-current`, not an ARIA tab widget.
 */
export function AccountNav({ items, label, currentClassName, className }: AccountNavProps) {
  const absolute = useAbsoluteUrl();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.url}-${i}`}>
            <a
              href={absolute(item.url)}
              aria-current={item.isActive ? 'page' : undefined}
              data-full-load={item.reloadDocument ? '' : undefined}
              className={cx(styles.tab({ active: item.isActive }), item.isActive && currentClassName)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
