// NavList: a list of navigation links (primary, secondary, docs sidebar, footer) — nested items indented when
// vertical, in toggled sub-menus when horizontal; the active item marked.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './NavList.css.ts';
import { ChevronDownIcon } from '../private/icons.tsx';
import { useUniqueId } from '../UniqueId/index.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

export interface NavListItem {
  label: string;
  url: string;
  isActive: boolean;
  /** nested items (docs sidebar, local-menu sub lists); empty or absent when flat */
  children?: readonly NavListItem[];
  /** opt out of in-place loading for this link (`data-full-load`) */
  reloadDocument?: boolean;
  /**
   * what `isActive` means: `page` (default) — this link is the current page; `true` — the current page is
   * inside this section (e.g. "My Account" on a key page)
   */
  current?: 'page' | 'true';
}

export interface NavListLabels {
  /** accessible name of a horizontal item's sub-menu toggle, e.g. (label) => `${label} submenu` */
  submenu: (itemLabel: string) => string;
}

export interface NavListProps {
  items: readonly NavListItem[];
  orientation?: 'vertical' | 'horizontal';
  /** `header`: links in the header bar colours */
  surface?: 'default' | 'header';
  /** when given, the list is wrapped in `<nav aria-label={label}>`; omit it when the parent already is the nav */
  label?: string;
  /** class added to the current link (the portal setting `currentPageClass`) */
  currentClassName?: string;
  /** needed only for horizontal lists with nested items (their sub-menu toggles) */
  labels?: NavListLabels;
  className?: string;
}

function ItemLink({
  item,
  orientation,
  surface,
  currentClassName,
}: {
  item: NavListItem;
  orientation: 'vertical' | 'horizontal';
  surface: 'default' | 'header';
  currentClassName?: string;
}) {
  const absolute = useAbsoluteUrl();
  return (
    <a
      href={absolute(item.url)}
      aria-current={item.isActive ? (item.current ?? 'page') : undefined}
      data-full-load={item.reloadDocument ? '' : undefined}
      className={cx(styles.link({ orientation, surface, active: item.isActive }), item.isActive && currentClassName)}
    >
      {item.label}
    </a>
  );
}

/** A horizontal item with children: the link plus a disclosure button for its sub-menu. */
function SubmenuItem({
  item,
  surface,
  currentClassName,
  labels,
}: {
  item: NavListItem;
  surface: 'default' | 'header';
  currentClassName?: string;
  labels: NavListLabels;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useUniqueId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && rootRef.current && !rootRef.current.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keyboard and focus-leave handling delegated from the sub-menu item; its controls are real links and buttons
    <li ref={rootRef} className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className={styles.itemRow}>
        <ItemLink item={item} orientation="horizontal" surface={surface} currentClassName={currentClassName} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle({ surface })}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={labels.submenu(item.label)}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </div>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {(item.children ?? []).map((child, i) => (
          <li key={`${child.url}-${i}`}>
            <ItemLink item={child} orientation="vertical" surface="default" currentClassName={currentClassName} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function VerticalItems({
  items,
  surface,
  currentClassName,
  nestedLevel,
}: {
  items: readonly NavListItem[];
  surface: 'default' | 'header';
  currentClassName?: string;
  nestedLevel: number;
}) {
  return (
    <>
      {items.map((item, i) => (
        <li key={`${item.url}-${i}`}>
          <ItemLink item={item} orientation="vertical" surface={surface} currentClassName={currentClassName} />
          {item.children && item.children.length > 0 ? (
            <ul className={styles.nested} data-level={nestedLevel + 1}>
              <VerticalItems
                items={item.children}
                surface={surface}
                currentClassName={currentClassName}
                nestedLevel={nestedLevel + 1}
              />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}

/**
 * A list of navigation links (primary, secondary, docs sidebar, footer). The active item gets
 * `aria-current` and `currentClassName`. Vertical lists show nested items indented; horizontal lists show
 * them in a sub-menu opened by a labelled toggle (Escape or leaving it closes it).
 */
export function NavList({
  items,
  orientation = 'vertical',
  surface = 'default',
  label,
  currentClassName,
  labels,
  className,
}: NavListProps) {
  let content: ReactNode;
  if (orientation === 'vertical') {
    content = (
      <ul className={cx(styles.list({ orientation }), !label && className)}>
        <VerticalItems items={items} surface={surface} currentClassName={currentClassName} nestedLevel={0} />
      </ul>
    );
  } else {
    content = (
      <ul className={cx(styles.list({ orientation }), !label && className)}>
        {items.map((item, i) =>
          item.children && item.children.length > 0 && labels ? (
            <SubmenuItem
              key={`${item.url}-${i}`}
              item={item}
              surface={surface}
              currentClassName={currentClassName}
              labels={labels}
            />
          ) : (
            <li key={`${item.url}-${i}`} className={styles.item}>
              <ItemLink item={item} orientation="horizontal" surface={surface} currentClassName={currentClassName} />
              {item.children && item.children.length > 0 ? (
                // without sub-menu labels nothing is hidden: the children show as a nested list
                <ul className={styles.nested}>
                  <VerticalItems items={item.children} surface={surface} currentClassName={currentClassName} nestedLevel={1} />
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
    );
  }
  return label ? (
    <nav aria-label={label} className={className}>
      {content}
    </nav>
  ) : (
    content
  );
}
