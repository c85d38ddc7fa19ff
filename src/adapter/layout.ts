// The layout model: title, html classes, logo, the six regions' data and their runtime templates.
import type { ContentType, PageData } from '../model/pageData.ts';
import type { Settings } from '../model/settings.ts';
import type { Labels } from '../model/labels.ts';
import { escapeHtml, expandText, replacePlaceholders, type PlaceholderValues } from './labels.ts';
import { accountNav, accountSettingsNav, markCurrent, navModel, removeMembershipAction, userNav } from './nav.ts';
import { isSafeUrl } from './urls.ts';
import { regionNames, type RegionName } from '../model/templateNames.ts';
import type { LayoutModel, LogoModel, NamedPaths, NavItemModel, RichText, UserNavItem } from '../model/screenModel.ts';

export const MAIN_ID = 'portal-main';
export const HEADING_ID = 'portal-heading';
export const LOGOUT_FORM_ID = 'portal-logout-form';

/** Browser title: label template with the page title, or the area alone when there is no page title. */
export function browserTitle(
  labels: Pick<Labels, 'title' | 'titleAreaOnly'>,
  pageTitle: string | null,
  values: PlaceholderValues,
): string {
  const title = pageTitle?.trim();
  return title ? expandText(labels.title, { ...values, title }) : expandText(labels.titleAreaOnly, values);
}

export function htmlClasses(loggedIn: boolean, noHeading: boolean): string[] {
  return [loggedIn ? 'logged-in' : 'logged-out', ...(noHeading ? ['no-heading'] : [])];
}

function logoModel(settings: Settings, page: PageData, home: string, label: string): LogoModel {
  const area = page.context.area;
  const custom = settings.logo?.trim();
  if (custom) {
    if (custom.startsWith('<')) return { kind: 'html', html: custom, href: home, label };
    if (isSafeUrl(custom)) return { kind: 'image', src: custom, alt: area, href: home, label };
  }
  const own = page.context.logo;
  if (own?.src) return { kind: 'image', src: own.src, alt: own.alt || area, href: home, label };
  return { kind: 'text', text: area, href: home, label };
}

// --- HTML fragments for runtime region templates (predecessor placeholders {{content.navItems…}}) -----

const attr = (v: string) => escapeHtml(v);

function navItemsHtml(items: NavItemModel[], currentClass: string): string {
  return items
    .map((item) => {
      const current = item.isActive ? ` class="${attr(currentClass)}" aria-current="page"` : '';
      const children = item.children.length ? `<ul>${navItemsHtml(item.children, currentClass)}</ul>` : '';
      return `<li><a href="${attr(item.url)}"${current}>${escapeHtml(item.label)}</a>${children}</li>`;
    })
    .join('');
}

function userNavItemsHtml(items: UserNavItem[], layout: Pick<LayoutModel, 'logoutForm' | 'currentPageClass'>): string {
  return items
    .map((item) => {
      if (item.kind === 'logout') {
        const form = layout.logoutForm;
        // a self-contained form: works without JS and without the `form` attribute surviving sanitising
        if (form) {
          const hidden = form.fields.map((f) => `<input type="hidden" name="${attr(f.name)}" value="${attr(f.value)}">`).join('');
          return `<li><form method="${form.method}" action="${attr(form.action)}">${hidden}<button type="submit">${escapeHtml(item.label)}</button></form></li>`;
        }
        return `<li><a href="${attr(item.url)}">${escapeHtml(item.label)}</a></li>`;
      }
      const current = item.isActive ? ` class="${attr(layout.currentPageClass)}" aria-current="page"` : '';
      return `<li><a href="${attr(item.url)}"${current}>${escapeHtml(item.label)}</a></li>`;
    })
    .join('');
}

function logoHtml(logo: LogoModel): string {
  if (logo.kind === 'html') return logo.html;
  if (logo.kind === 'image') return `<img src="${attr(logo.src)}" alt="${attr(logo.alt)}">`;
  return escapeHtml(logo.text);
}

/** Values available to region templates, besides the page's global placeholders. */
function regionTemplateValues(layout: Omit<LayoutModel, 'regionTemplates'>): Record<string, string> {
  const s = layout.search;
  return {
    navItemsUser: userNavItemsHtml(layout.userNav.items, layout),
    navItemsPrimary: navItemsHtml(layout.primaryNav.items, layout.currentPageClass),
    navItemsSecondary: navItemsHtml(layout.secondaryNav.items, layout.currentPageClass),
    navItemsAccount: navItemsHtml(layout.accountNav?.items ?? [], layout.currentPageClass),
    logo: logoHtml(layout.logo),
    menuToggle: escapeHtml(layout.menuLabels.toggle),
    searchForm:
      `<form role="search" method="get" action="${attr(s.action)}"><label for="portal-template-search">${escapeHtml(s.label)}</label>` +
      `<input type="search" id="portal-template-search" name="${attr(s.fieldName)}" value="${attr(s.query)}" placeholder="${attr(s.placeholder)}">` +
      `<button type="submit">${escapeHtml(s.button)}</button></form>`,
    copyright: layout.serverCopyright?.html ?? escapeHtml(layout.copyrightLine ?? ''),
  };
}

/**
 * Expands a runtime HTML template. `html` values (fragments built here, already escaped) are inserted
 * as they are; every other placeholder value is HTML-escaped.
 */
export function expandTemplate(template: string, values: PlaceholderValues, html: Readonly<Record<string, string>>): RichText {
  return {
    html: replacePlaceholders(template, (name) => {
      if (Object.prototype.hasOwnProperty.call(html, name)) return html[name];
      if (!Object.prototype.hasOwnProperty.call(values, name)) return undefined;
      const value = values[name];
      return value === null || value === undefined ? '' : escapeHtml(String(value));
    }),
  };
}

export interface LayoutInput {
  page: PageData;
  settings: Settings;
  labels: Labels;
  values: PlaceholderValues;
  paths: NamedPaths;
  url: string;
  pageTitle: string | null;
  noHeading: boolean;
  /** the profile link is being fetched (AdaptEnv.profilePending) */
  profilePending?: boolean;
}

export function buildLayout({
  page,
  settings,
  labels,
  values,
  paths,
  url,
  pageTitle,
  noHeading,
  profilePending,
}: LayoutInput): LayoutModel {
  const { context, nav, frame } = page;
  const type: ContentType = page.contentType;
  const t = (s: string) => expandText(s, values);
  const currentPageClass = settings.currentPageClass;
  // Stryker disable next-line StringLiteral: equivalent — the paths come from namedPaths, which always sets home
  const home = paths.home ?? '/';
  const logoutForm =
    context.loggedIn && context.logout
      ? { id: LOGOUT_FORM_ID, action: context.logout.action, method: context.logout.method, fields: context.logout.fields }
      : null;
  const submenu = (label: string) => expandText(labels.components.navList.submenu, { ...values, label });
  const secondaryItems = markCurrent(nav.secondary, url, false, submenu);
  const variant = settings.layout;
  const base: Omit<LayoutModel, 'regionTemplates'> = {
    variant,
    title: browserTitle(labels, pageTitle, values),
    fallbackHeading: pageTitle?.trim() || context.area.trim() || browserTitle(labels, pageTitle, values),
    htmlClasses: htmlClasses(context.loggedIn, noHeading),
    area: context.area,
    loggedIn: context.loggedIn,
    isAdmin: context.isAdmin,
    username: context.username,
    home,
    logo: logoModel(settings, page, home, t(labels.layout.home)),
    mainId: MAIN_ID,
    headingId: HEADING_ID,
    skipLinkLabel: t(labels.layout.skipLink),
    menuLabels: { toggle: t(labels.primaryNav.toggle), close: t(labels.primaryNav.close) },
    colorScheme: settings.colorSchemeSwitch
      ? {
          label: t(labels.colorScheme.label),
          light: t(labels.colorScheme.light),
          dark: t(labels.colorScheme.dark),
          system: t(labels.colorScheme.system),
        }
      : null,
    userNav: {
      label: t(labels.layout.userNav),
      items: userNav(context, type, paths, labels.userNav, logoutForm?.id ?? null, values),
    },
    primaryNav: navModel(t(labels.layout.primaryNav), null, markCurrent(nav.primary, url, true, submenu), currentPageClass),
    secondaryNav: navModel(t(labels.layout.secondaryNav), null, secondaryItems, currentPageClass),
    accountNav: accountNav(
      context,
      type,
      paths,
      labels.accountNav,
      t(labels.layout.accountNav),
      currentPageClass,
      values,
      nav.account,
      url,
    ),
    accountSettingsNav: accountSettingsNav(
      context,
      type,
      paths,
      labels.accountNav,
      t(labels.layout.accountSettingsNav),
      currentPageClass,
      values,
    ),
    removeMembership: removeMembershipAction(context, type, paths, labels, values),
    userProfile:
      context.loggedIn && context.userProfile ? { label: t(labels.accountNav.viewProfile), url: context.userProfile } : null,
    editLink: context.edit ? { label: t(labels.layout.editPage), url: context.edit, region: t(labels.layout.pageTools) } : null,
    ...(profilePending && context.loggedIn && !context.userProfile ? { userProfilePending: true } : {}),
    search: {
      // Stryker disable next-line LogicalOperator,StringLiteral: equivalent — the paths come from namedPaths, which always sets search to /search
      action: paths.search ?? '/search',
      fieldName: 'q',
      query: page.contentType === 'search' ? page.content.meta.query : '',
      label: t(labels.search.label),
      placeholder: t(labels.search.placeholder),
      button: t(labels.search.button),
    },
    logoutForm,
    serverCopyright: frame.copyrightHtml ? { html: frame.copyrightHtml } : null,
    copyrightLine: variant === 'alternate' && secondaryItems.length === 0 ? t(labels.layout.copyright) : null,
    currentPageClass,
    contentCapped: page.problems.some((p) => p.kind === 'content-capped') ? t(labels.layout.contentCapped) : null,
  };
  const regionTemplates: Partial<Record<RegionName, RichText | null>> = {};
  const html = regionTemplateValues(base);
  for (const region of regionNames) {
    if (!Object.prototype.hasOwnProperty.call(settings.templates, region)) continue;
    const template = settings.templates[region];
    regionTemplates[region] =
      template === null ||
      // Stryker disable next-line ConditionalExpression: equivalent — settings.templates holds strings and null only (the Settings type; runtimeOptions' mergeTemplates drops anything else)
      template === undefined
        ? null
        : expandTemplate(template, values, html);
  }
  return { ...base, regionTemplates };
}
