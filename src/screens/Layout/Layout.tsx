// The layout shell: the six regions (user nav, primary nav, secondary nav, main, footer 1, footer 2)
// from `model.layout`, each replaceable by a template — a runtime HTML string (portalOptions.templates,
// sanitised; null removes the region) or a React component from theme.config.ts (which receives the
// default rendering as `children`). Also: the skip link, the hidden logout form, logo, header search,
// the responsive menu toggle, and the account navigation on account pages.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AccountNav } from '../../components/AccountNav/index.ts';
import { Button } from '../../components/Button/index.ts';
import { cx } from '../../components/Box/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { RegionName, Templates } from '../../adapter/templates.ts';
import type { ScreenModel } from '../../adapter/types.ts';
import * as styles from './Layout.css.ts';
import { Copyright, LogoutForm, Logo, Nav, SearchBox, UserNav } from './regions.tsx';

export interface LayoutProps {
  model: ScreenModel;
  templates?: Templates;
  /** the screen */
  children?: ReactNode;
}

const navRegions = new Set<RegionName>(['userNav', 'primaryNav', 'secondaryNav']);

function MenuIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

export function Layout({ model, templates, children }: LayoutProps) {
  const { layout } = model;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // a new page (in-place load) starts with the menu closed
  useEffect(() => setMenuOpen(false), [model.url]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      event.stopPropagation();
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  const navLabels: Partial<Record<RegionName, string>> = {
    userNav: layout.userNav.label,
    primaryNav: layout.primaryNav.label,
    secondaryNav: layout.secondaryNav.label,
  };

  /** A region: runtime HTML template ▸ React template ▸ the default rendering. */
  const region = (name: RegionName, fallback: ReactNode): ReactNode => {
    if (Object.prototype.hasOwnProperty.call(layout.regionTemplates, name)) {
      const template = layout.regionTemplates[name];
      if (!template) return null;
      const html = <ServerHtml html={template.html} className={styles.template} idPrefix={`${name}-`} data-region-template={name} />;
      return navRegions.has(name) ? <nav aria-label={navLabels[name]}>{html}</nav> : html;
    }
    const Custom = templates?.regions?.[name];
    if (Custom) return <Custom model={model} region={name}>{fallback}</Custom>;
    return fallback;
  };

  const userNav = region(
    'userNav',
    layout.userNav.items.length ? (
      <nav aria-label={layout.userNav.label}>
        <UserNav layout={layout} />
      </nav>
    ) : null,
  );
  const primaryNav = region('primaryNav', <Nav nav={layout.primaryNav} orientation="horizontal" surface="header" />);
  const secondaryNav = region('secondaryNav', <Nav nav={layout.secondaryNav} orientation="horizontal" />);
  const footer1 = region('footer1', null);
  const footer2 = region('footer2', <Copyright layout={layout} />);
  const accountNavs = layout.accountNav || layout.accountSettingsNav ? (
    <div className={styles.accountNavs}>
      {layout.accountNav ? (
        <AccountNav items={layout.accountNav.items} label={layout.accountNav.label} currentClassName={layout.accountNav.currentClassName} />
      ) : null}
      {layout.accountSettingsNav ? (
        <AccountNav items={layout.accountSettingsNav.items} label={layout.accountSettingsNav.label} currentClassName={layout.accountSettingsNav.currentClassName} />
      ) : null}
    </div>
  ) : null;
  const main = region(
    'main',
    <div className={styles.mainInner}>
      {accountNavs}
      {children}
    </div>,
  );
  const footerContent = [footer1, secondaryNav, footer2].some((node) => node !== null && node !== undefined && node !== false);

  return (
    <div className={styles.shell} data-layout={layout.variant}>
      <a href={`#${layout.mainId}`} className={styles.skipLink}>{layout.skipLinkLabel}</a>
      <LogoutForm layout={layout} />
      <header className={styles.header}>
        {userNav ? (
          <div className={styles.userBar}>
            <div className={cx(styles.container, styles.userBarInner)}>{userNav}</div>
          </div>
        ) : null}
        <div className={cx(styles.container, styles.masthead)} onKeyDown={closeOnEscape}>
          <Logo layout={layout} />
          <Button
            ref={toggleRef}
            type="button"
            variant="ghost"
            size="sm"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            icon={<MenuIcon />}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? layout.menuLabels.close : layout.menuLabels.toggle}
          </Button>
          <div id={menuId} className={cx(styles.menu, menuOpen && styles.menuOpen)}>
            {primaryNav}
            <SearchBox layout={layout} />
          </div>
        </div>
      </header>
      <main id={layout.mainId} tabIndex={-1} className={styles.main}>
        <div className={styles.container}>{main}</div>
      </main>
      {footerContent ? (
        <footer className={styles.footer}>
          <div className={cx(styles.container, styles.footerInner)}>
            {footer1}
            {secondaryNav}
            {footer2}
          </div>
        </footer>
      ) : null}
    </div>
  );
}
