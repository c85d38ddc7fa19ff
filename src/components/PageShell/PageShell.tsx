import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { Container } from '../Container/Container.tsx';
import * as styles from './PageShell.css.ts';
import { SkipLink } from './SkipLink.tsx';

export interface PageShellLabels {
  /** skip link text, e.g. "Skip to content" */
  skipLink: string;
  /** the small-screen menu toggle, e.g. "Menu" */
  menu: string;
  /** accessible names of the navigation landmarks */
  primaryNav: string;
  userNav: string;
  secondaryNav: string;
  /** name of the sidebar navigation (e.g. "In the Docs"); required when `sidebar` is given */
  sidebar?: string;
}

export interface PageShellProps {
  labels: PageShellLabels;
  /** logo / portal name (usually a link home) */
  logo?: ReactNode;
  /** the header search form */
  search?: ReactNode;
  /** region "user nav": sign in/register or My Account/Sign Out (a NavList without its own label) */
  userNav?: ReactNode;
  /** region "primary nav" (collapses behind the menu toggle on small screens) */
  primaryNav?: ReactNode;
  /** region "secondary nav" (footer links) */
  secondaryNav?: ReactNode;
  /** optional side navigation beside the main content (docs) */
  sidebar?: ReactNode;
  /** region "main" */
  main: ReactNode;
  /** regions "footer 1" and "footer 2" */
  footer1?: ReactNode;
  footer2?: ReactNode;
  /** id of the main element (skip-link target, focus target after in-place loads) */
  mainId?: string;
  /**
   * where the skip link leads (default: the main element) — e.g. the page's own heading, past a local
   * navigation at the top of the main area; the element must be focusable (tabindex -1)
   */
  skipTargetId?: string;
  className?: string;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
    </svg>
  );
}

/**
 * The page layout with the portal's regions as landmarks: a skip link, a banner with logo, search, user nav and
 * the primary nav (behind a menu toggle on small screens: `aria-expanded`/`aria-controls`, Escape closes and
 * returns focus to the toggle, choosing a link closes it), an optional sidebar, the main region (focusable,
 * target of the skip link), and a footer with the secondary nav and two footer regions.
 */
export function PageShell({
  labels,
  logo,
  search,
  userNav,
  primaryNav,
  secondaryNav,
  sidebar,
  main,
  footer1,
  footer2,
  mainId = 'main-content',
  skipTargetId,
  className,
}: PageShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = `primary-nav${useId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const onHeaderKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      event.preventDefault();
      close(true);
    }
  };
  // Choosing a link (in-place loading keeps this shell) closes the menu.
  const onNavClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) close(false);
  };

  const hasFooter = secondaryNav != null || footer1 != null || footer2 != null;

  return (
    <div className={cx(styles.shell, className)}>
      <SkipLink targetId={skipTargetId ?? mainId}>{labels.skipLink}</SkipLink>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the mobile menu from anywhere in the header (delegated; the controls are buttons and links) */}
      <header className={styles.header} onKeyDown={onHeaderKeyDown}>
        <Container className={styles.headerInner}>
          <div className={styles.brand}>{logo}</div>
          {search != null ? <div className={styles.search}>{search}</div> : null}
          {userNav != null ? (
            <nav aria-label={labels.userNav} className={styles.userNav}>
              {userNav}
            </nav>
          ) : null}
          {primaryNav != null ? (
            <>
              <button
                ref={toggleRef}
                type="button"
                className={styles.menuToggle}
                aria-expanded={menuOpen}
                aria-controls={navId}
                onClick={() => setMenuOpen((o) => !o)}
              >
                <MenuIcon open={menuOpen} />
                {labels.menu}
              </button>
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on a link inside the menu closes it (delegated; links are keyboard-activated already) */}
              <nav
                id={navId}
                aria-label={labels.primaryNav}
                className={styles.primaryNav}
                data-open={menuOpen}
                onClick={onNavClick}
              >
                {primaryNav}
              </nav>
            </>
          ) : null}
        </Container>
      </header>
      <Container className={cx(styles.body, sidebar != null && styles.withSidebar)}>
        {sidebar != null ? (
          <nav aria-label={labels.sidebar} className={styles.sidebar}>
            {sidebar}
          </nav>
        ) : null}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {main}
        </main>
      </Container>
      {hasFooter ? (
        <footer className={styles.footer}>
          <Container className={styles.footerInner}>
            {secondaryNav != null ? <nav aria-label={labels.secondaryNav}>{secondaryNav}</nav> : null}
            {footer1 != null || footer2 != null ? (
              <div className={styles.footerRow}>
                {footer1 != null ? <div>{footer1}</div> : null}
                {footer2 != null ? <div>{footer2}</div> : null}
              </div>
            ) : null}
          </Container>
        </footer>
      ) : null}
    </div>
  );
}
