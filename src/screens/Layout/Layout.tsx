// The layout shell: PageShell with the six regions (user nav, primary nav, secondary nav, main,
// footer 1, footer 2) from `model.layout`, each replaceable by a template — a runtime HTML string
// (portalOptions.templates, sanitised; null removes the region) or a React component from
// theme.config.ts (it receives the default rendering as `children`). Also: the hidden logout form,
// logo, header search and, on account pages, the account navigation (AccountArea.tsx) around the screen.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
// not through the folder's index: it re-exports the switch, which must stay in its lazy chunk
import { LazyBoundary } from '../../components/LazyBoundary/index.ts';
import { group as colorSchemeSwitchBox } from '../../components/ColorSchemeSwitch/ColorSchemeSwitch.css.ts';
import type { ColorSchemePreference } from '../../components/ColorSchemeSwitch/ColorSchemeSwitch.tsx';
import { Stack } from '../../components/Box/index.ts';
import { Link } from '../../components/Link/index.ts';
import { AccountArea } from './AccountArea.tsx';
import { Notice } from '../../components/Notice/index.ts';
import { PageShell } from '../../components/PageShell/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { RegionName, Templates } from '../../model/templates.ts';
import type { ScreenModel } from '../../model/screenModel.ts';
import * as styles from './Layout.css.ts';
import { usePortalServices } from '../services.ts';
import { Copyright, LogoutForm, Logo, Nav, SearchBox, UserNav } from './regions.tsx';
import { QuickSearchMount } from './QuickSearchMount.tsx';

export interface LayoutProps {
  model: ScreenModel;
  templates?: Templates;
  /** the screen */
  children?: ReactNode;
}

// the switch is in the `later` file, fetched once the page is complete (initial JS budget, and nothing of it
// on the way to `complete`); until then a box of its size holds its place
const ColorSchemeSwitch = lazy(() => import('../../components/ColorSchemeSwitch/ColorSchemeSwitch.tsx'));

/** undefined = "no region": PageShell leaves out the landmark entirely. */
type Region = ReactNode | undefined;

export function Layout({ model, templates, children }: LayoutProps) {
  const { layout } = model;
  // the reader's colour scheme: the runtime saves and applies it (services.colorScheme); without the
  // runtime (Storybook, tests) the switch keeps its own state
  const services = usePortalServices();
  const schemeService = services?.colorScheme;
  // with the runtime's search service the header's one search field is the server's form and the quick-search
  // trigger in one (QuickSearchMount); without it (Storybook, tests) the plain server form
  const [scheme, setScheme] = useState<ColorSchemePreference>(() => schemeService?.get() ?? 'system');
  const onScheme = (next: ColorSchemePreference) => {
    schemeService?.set(next);
    setScheme(next);
  };
  // the first load's `complete` (lib/pageComplete.ts): only then is the switch's file fetched
  const completeService = services?.pageComplete;
  const quickSearch = Boolean(services?.searchPage);
  const [pageComplete, setPageComplete] = useState(() => !completeService || completeService.done());
  const wantsSwitch = Boolean(layout.colorScheme);
  useEffect(() => {
    if (pageComplete || !wantsSwitch || !completeService) return;
    let live = true;
    void completeService.when().then(() => {
      if (live) setPageComplete(true);
    });
    return () => {
      live = false;
    };
  }, [pageComplete, wantsSwitch, completeService]);
  const schemeSwitch = (surface: 'header' | 'default') => {
    if (!layout.colorScheme) return undefined;
    const box = <span aria-hidden="true" className={colorSchemeSwitchBox({ surface })} />;
    if (!pageComplete) return box;
    return (
      // its file missing or failing: no switch (the scheme stays as saved), the page stays
      <LazyBoundary fallback={null} warning="the colour scheme switch could not be loaded.">
        <Suspense fallback={box}>
          <ColorSchemeSwitch labels={layout.colorScheme} value={scheme} onChange={onScheme} surface={surface} />
        </Suspense>
      </LazyBoundary>
    );
  };

  /** A region: runtime HTML template ▸ React template ▸ the default rendering. */
  const region = (name: RegionName, fallback: Region): Region => {
    if (Object.prototype.hasOwnProperty.call(layout.regionTemplates, name)) {
      const template = layout.regionTemplates[name];
      if (!template) return undefined;
      const onHeader = name === 'userNav' || name === 'primaryNav';
      return (
        <ServerHtml
          html={template.html}
          className={onHeader ? `${styles.template} ${styles.headerTemplate}` : styles.template}
          idPrefix={`${name}-`}
          data-region-template={name}
        />
      );
    }
    const Custom = templates?.regions?.[name];
    if (Custom)
      return (
        <Custom model={model} region={name}>
          {fallback}
        </Custom>
      );
    return fallback;
  };

  const accountPage = Boolean(layout.accountNav || layout.accountSettingsNav);

  const hasCopyright = Boolean(layout.serverCopyright || layout.copyrightLine);

  const userNav = region('userNav', layout.userNav.items.length ? <UserNav layout={layout} /> : undefined);
  const primaryNav = region(
    'primaryNav',
    layout.primaryNav.items.length ? (
      <Nav nav={layout.primaryNav} orientation="horizontal" surface="header" labelled={false} />
    ) : undefined,
  );
  // the menu panel (below the xl breakpoint): the search form (below lg, without quick search), then vertical lists of the primary nav and
  // the user nav — a template region keeps its own markup — then the scheme switch
  const hasTemplate = (name: RegionName) => Object.prototype.hasOwnProperty.call(layout.regionTemplates, name);
  const menuPrimary =
    hasTemplate('primaryNav') || templates?.regions?.primaryNav ? (
      primaryNav
    ) : layout.primaryNav.items.length ? (
      <Nav nav={layout.primaryNav} orientation="vertical" labelled={false} />
    ) : undefined;
  const menuUser =
    hasTemplate('userNav') || templates?.regions?.userNav ? (
      userNav
    ) : layout.userNav.items.length ? (
      <UserNav layout={layout} orientation="vertical" />
    ) : undefined;
  const menu = (
    <>
      {quickSearch ? null : (
        <div className={styles.menuSearch}>
          <SearchBox layout={layout} id="portal-menu-search-query" />
        </div>
      )}
      {menuPrimary != null ? (
        <nav aria-label={layout.primaryNav.label} className={styles.menuSection}>
          {menuPrimary}
        </nav>
      ) : null}
      {menuUser != null ? (
        <nav aria-label={layout.userNav.label} className={styles.menuSection}>
          {menuUser}
        </nav>
      ) : null}
      {layout.colorScheme ? <div className={styles.menuSection}>{schemeSwitch('default')}</div> : null}
    </>
  );

  return (
    <>
      <LogoutForm layout={layout} />
      <PageShell
        mainId={layout.mainId}
        // account pages: past the Keys / Apps / Account tabs to the page's h1, so the next Tab is its first action
        skipTargetId={accountPage ? layout.headingId : undefined}
        labels={{
          skipLink: layout.skipLinkLabel,
          menu: layout.menuLabels.toggle,
          menuClose: layout.menuLabels.close,
          userNav: layout.userNav.label,
          primaryNav: layout.primaryNav.label,
          secondaryNav: layout.secondaryNav.label,
        }}
        logo={<Logo layout={layout} />}
        search={
          quickSearch ? (
            <QuickSearchMount model={model} />
          ) : (
            <div className={styles.headerSearch}>
              <SearchBox layout={layout} />
            </div>
          )
        }
        userNav={userNav}
        primaryNav={primaryNav}
        schemeSwitch={schemeSwitch('header')}
        menu={menu}
        secondaryNav={region(
          'secondaryNav',
          layout.secondaryNav.items.length ? (
            <Nav nav={layout.secondaryNav} orientation="horizontal" labelled={false} />
          ) : undefined,
        )}
        main={region(
          'main',
          <Stack space="lg" data-layout={layout.variant}>
            {/* editors: the server's edit link (a.edit in the heading, #header-edit), never dropped */}
            {layout.editLink ? (
              <nav aria-label={layout.editLink.region} className={styles.pageTools} data-page-tools="">
                <Link href={layout.editLink.url} underline="hover">
                  {layout.editLink.label}
                </Link>
              </nav>
            ) : null}
            <AccountArea layout={layout}>
              {layout.contentCapped ? (
                <Notice tone="caution" role="status" data-portal-capped="">
                  {layout.contentCapped}
                </Notice>
              ) : null}
              {children}
            </AccountArea>
          </Stack>,
        )}
        footer1={region('footer1', undefined)}
        footer2={region('footer2', hasCopyright ? <Copyright layout={layout} /> : undefined)}
      />
    </>
  );
}
