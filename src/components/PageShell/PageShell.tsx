// PageShell: the page layout with the portal's regions as landmarks — skip link, sticky header, an optional
// sidebar, main and footer; below `xl` the navigation moves into a lazily loaded menu panel.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { Container } from '../Container/Container.tsx';
import type * as MenuSheetModule from './MenuSheet.tsx';
import * as styles from './PageShell.css.ts';
import { SkipLink } from './SkipLink.tsx';
import { useUniqueId } from '../UniqueId/index.ts';

export interface PageShellLabels {
  /** skip link text, e.g. "Skip to content" */
  skipLink: string;
  /** the small-screen menu button and its panel's title, e.g. "Menu" */
  menu: string;
  /** the menu panel's close button, e.g. "Close menu" (default: `menu`) */
  menuClose?: string;
  /** accessible names of the navigation landmarks */
  primaryNav: string;
  userNav: string;
  secondaryNav: string;
  /** name of the sidebar navigation (e.g. "In the Docs"); required when `sidebar` is given */
  sidebar?: string;
}

let sheetModule: Promise<typeof MenuSheetModule> | null = null;
/** Starts loading the menu panel's chunk (idempotent): on the menu button's hover/focus and on open. */
export function preloadMenuSheet() {
  sheetModule ??= import('./MenuSheet.tsx');
  return sheetModule;
}
const LazyMenuSheet = lazy(() => preloadMenuSheet());

export interface PageShellProps {
  labels: PageShellLabels;
  /** logo / portal name (usually a link home) */
  logo?: ReactNode;
  /** the header search form */
  search?: ReactNode;
  /** region "user nav": sign in/register or My Account/Sign Out (a NavList without its own label) */
  userNav?: ReactNode;
  /** region "primary nav" (in the header on wide screens, in the menu panel below) */
  primaryNav?: ReactNode;
  /** the reader's colour scheme switch (in the header on wide screens, in the menu panel below) */
  schemeSwitch?: ReactNode;
  /**
   * The menu panel's content (vertical lists of the primary nav and the user nav, the switch…); default:
   * the search, primary nav, user nav and scheme switch as given for the header.
   */
  menu?: ReactNode;
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

function MenuIcon() {
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
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}

/**
 * The page layout with the portal's regions as landmarks: a skip link; a full-bleed, one-row, sticky banner
 * with the logo, the primary nav, search, the colour scheme switch and the user nav (below the `xl`
 * breakpoint the navigation and the switch move into a menu panel: a Radix Dialog side sheet, opened by a
 * menu button — focus trapped, Escape closes it and returns focus to the button, choosing a link closes it;
 * from `xl` there is no menu button); an optional
 * sidebar, the main region (focusable, target of the skip link), and a footer with the secondary nav and
 * two footer regions.
 */
export function PageShell({
  labels,
  logo,
  search,
  userNav,
  primaryNav,
  schemeSwitch,
  menu,
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
  const sheetId = `menu-panel${useUniqueId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasMenu = primaryNav != null || userNav != null || schemeSwitch != null;
  const menuContent = menu ?? [primaryNav, userNav, schemeSwitch];

  const hasFooter = secondaryNav != null || footer1 != null || footer2 != null;

  return (
    <div className={cx(styles.shell, className)}>
      <SkipLink targetId={skipTargetId ?? mainId}>{labels.skipLink}</SkipLink>
      <header className={styles.header}>
        <Container width="full" className={styles.headerInner}>
          <div className={styles.brand}>{logo}</div>
          {primaryNav != null ? (
            <nav aria-label={labels.primaryNav} className={styles.primaryNav}>
              {primaryNav}
            </nav>
          ) : null}
          {search != null ? <div className={styles.search}>{search}</div> : null}
          {schemeSwitch != null ? <div className={styles.schemeSwitch}>{schemeSwitch}</div> : null}
          {userNav != null ? (
            <nav aria-label={labels.userNav} className={styles.userNav}>
              {userNav}
            </nav>
          ) : null}
          {hasMenu ? (
            <button
              ref={toggleRef}
              type="button"
              className={styles.menuToggle}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? sheetId : undefined}
              onPointerEnter={() => void preloadMenuSheet()}
              onFocus={() => void preloadMenuSheet()}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
              <span className={styles.menuToggleLabel}>{labels.menu}</span>
            </button>
          ) : null}
        </Container>
      </header>
      {menuOpen ? (
        <Suspense fallback={null}>
          <LazyMenuSheet
            open={menuOpen}
            onOpenChange={(open) => {
              setMenuOpen(open);
              // the sheet unmounts with `menuOpen` (no Radix Trigger), so focus goes back to the menu button here
              // (after the unmount: Radix's focus scope restores its own idea of focus while unmounting)
              if (!open) setTimeout(() => toggleRef.current?.focus(), 0);
            }}
            id={sheetId}
            title={labels.menu}
            closeLabel={labels.menuClose ?? labels.menu}
          >
            {menuContent}
          </LazyMenuSheet>
        </Suspense>
      ) : null}
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
            {secondaryNav != null ? (
              <nav aria-label={labels.secondaryNav} className={styles.footerNav}>
                {secondaryNav}
              </nav>
            ) : null}
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
