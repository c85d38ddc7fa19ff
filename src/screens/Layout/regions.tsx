// The default content of the layout regions, each from the layout model alone.
import { Inline, Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Link, useAbsoluteUrl } from '../../components/Link/index.ts';
import { NavList, type NavListItem } from '../../components/NavList/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { Text } from '../../components/Text/index.ts';
import { TextInput } from '../../components/TextInput/index.ts';
import { visuallyHidden } from '../../components/VisuallyHidden/index.ts';
import type { LayoutModel, NavItemModel, NavModel } from '../../model/screenModel.ts';
import * as styles from './Layout.css.ts';

/** NavList items from nav models; `toggleLabel`s are looked up by item label for sub-menu toggles. */
export function navItems(items: readonly NavItemModel[]): NavListItem[] {
  return items.map((item) => ({
    label: item.label,
    url: item.url,
    isActive: item.isActive,
    current: item.current,
    children: navItems(item.children),
  }));
}

function toggleLabels(items: readonly NavItemModel[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.toggleLabel) into.set(item.label, item.toggleLabel);
    toggleLabels(item.children, into);
  }
  return into;
}

export function Nav({
  nav,
  orientation,
  surface,
  labelled = true,
}: {
  nav: NavModel;
  orientation: 'horizontal' | 'vertical';
  surface?: 'default' | 'header';
  labelled?: boolean;
}) {
  if (!nav.items.length) return null;
  const toggles = toggleLabels(nav.items);
  return (
    <NavList
      items={navItems(nav.items)}
      orientation={orientation}
      surface={surface}
      label={labelled ? nav.label : undefined}
      currentClassName={nav.currentClassName}
      labels={{ submenu: (label) => toggles.get(label) ?? label }}
    />
  );
}

/**
 * Sign In / Register, or My Account / Dashboard / Sign Out (a submit button for the hidden logout form):
 * a row in the header, a vertical list in the menu panel.
 */
export function UserNav({
  layout,
  orientation = 'horizontal',
}: {
  layout: LayoutModel;
  orientation?: 'horizontal' | 'vertical';
}) {
  const { items } = layout.userNav;
  if (!items.length) return null;
  const vertical = orientation === 'vertical';
  return (
    <Inline
      as="ul"
      space={vertical ? 'xs' : 'md'}
      className={vertical ? styles.userNavVertical : styles.userNavRow}
      data-orientation={orientation}
    >
      {items.map((item) => (
        <li key={item.id}>
          {item.kind === 'logout' ? (
            item.formId ? (
              <button type="submit" form={item.formId} className={vertical ? styles.signOutVertical : styles.signOut}>
                {item.label}
              </button>
            ) : (
              <Link href={item.url} tone="inherit" underline="hover" reloadDocument>
                {item.label}
              </Link>
            )
          ) : (
            <Link
              href={item.url}
              tone="inherit"
              underline="hover"
              // My Account is current on every page of the account area (a section), not only on its own page
              isCurrent={item.isActive && item.id !== 'account'}
              currentClassName={layout.currentPageClass}
              aria-current={item.isActive && item.id === 'account' ? 'true' : undefined}
              className={item.isActive && item.id === 'account' ? layout.currentPageClass : undefined}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </Inline>
  );
}

/** The portal's logout form, hidden: Sign Out submits it natively (no JS needed), with the server's fields. */
export function LogoutForm({ layout }: { layout: LayoutModel }) {
  const absolute = useAbsoluteUrl();
  const form = layout.logoutForm;
  if (!form) return null;
  return (
    <form id={form.id} method={form.method} action={absolute(form.action)} hidden>
      {form.fields.map((f, i) => (
        <input key={`${f.name}-${i}`} type="hidden" name={f.name} value={f.value} />
      ))}
    </form>
  );
}

/** A URL without its origin and trailing slash, for telling whether two header links go to the same place. */
function destination(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i, '').replace(/\/+(?=[?#]|$)/, '') || '/';
}

/**
 * The logo leaves the Tab order when a top-level primary nav item goes to the same page (typically "Home"):
 * one Tab stop per destination in the header (issue 13, break 7: Tab stops before the first action). It
 * stays a link for the pointer and in a screen reader's list of links.
 */
export function logoTabIndex(layout: LayoutModel): -1 | undefined {
  const home = destination(layout.logo.href);
  return layout.primaryNav.items.some((item) => destination(item.url) === home) ? -1 : undefined;
}

export function Logo({ layout }: { layout: LayoutModel }) {
  const { logo } = layout;
  const tabIndex = logoTabIndex(layout);
  const href = useAbsoluteUrl()(logo.href);
  if (logo.kind === 'image') {
    return (
      <a href={href} className={styles.logo} aria-label={logo.alt ? undefined : logo.label} tabIndex={tabIndex}>
        <img src={logo.src} alt={logo.alt || ''} className={styles.logoImage} />
      </a>
    );
  }
  if (logo.kind === 'html') {
    return (
      <a href={href} className={styles.logo} aria-label={logo.label} tabIndex={tabIndex}>
        <ServerHtml html={logo.html} as="span" prose={false} allowForms={false} idPrefix="logo-" aria-hidden="true" />
      </a>
    );
  }
  return (
    <a href={href} className={styles.logo} tabIndex={tabIndex}>
      {logo.text}
    </a>
  );
}

/**
 * The query field and its Search button: one style wherever a search form is (the header, the search
 * page), so a page never shows two different Search buttons.
 */
export function SearchFields({
  id,
  name,
  query,
  placeholder,
  button,
  className,
}: {
  id: string;
  name: string;
  query: string;
  placeholder: string;
  button: string;
  className?: string;
}) {
  return (
    <Inline space="xs" alignY="center" wrap={false} className={className}>
      <TextInput
        id={id}
        type="search"
        name={name}
        defaultValue={query}
        placeholder={placeholder}
        className={styles.searchInput}
      />
      <Button type="submit" tone="brand" data-search-button="">
        {button}
      </Button>
    </Inline>
  );
}

export function SearchBox({ layout, id = 'portal-search-query' }: { layout: LayoutModel; id?: string }) {
  const s = layout.search;
  const absolute = useAbsoluteUrl();
  return (
    <form role="search" method="get" action={absolute(s.action)} className={styles.search} aria-label={s.label}>
      <label htmlFor={id} className={visuallyHidden}>
        {s.label}
      </label>
      <SearchFields id={id} name={s.fieldName} query={s.query} placeholder={s.placeholder} button={s.button} />
    </form>
  );
}

/** footer2 by default: the portal's copyright HTML, or the alternate layout's year line. */
export function Copyright({ layout }: { layout: LayoutModel }) {
  if (!layout.serverCopyright && !layout.copyrightLine) return null;
  return (
    <Stack space="xs">
      {layout.serverCopyright ? (
        <ServerHtml html={layout.serverCopyright.html} prose={false} allowForms={false} idPrefix="copyright-" />
      ) : null}
      {layout.copyrightLine ? (
        <Text size="sm" tone="muted">
          {layout.copyrightLine}
        </Text>
      ) : null}
    </Stack>
  );
}
