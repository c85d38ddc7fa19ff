// Navigation models (spec §2): user nav, account nav, account-settings nav, primary, secondary, docs.
import type { ContentType, NavItem, PageContext } from '../model/pageData.ts';
import type { Labels } from '../model/labels.ts';
import { expandText, type PlaceholderValues } from './labels.ts';
import { sameUrl } from './urls.ts';
import type { NamedPaths, NavItemModel, NavModel, UserNavItem } from '../model/screenModel.ts';

/** Apps area (page-apps): terms, keys, apps and their flows. */
export const appTypes: readonly ContentType[] = [
  'tos',
  'accountKeys',
  'accountApps',
  'viewKeys',
  'appRegister',
  'appRegisterSuccess',
  'appEdit',
  'appAddAPIs',
  'appAddAPIsSuccess',
  'appAddAPIsError',
  'appDelete',
  'appError',
];
/** Key pages (page-key). */
export const keyTypes: readonly ContentType[] = ['keyDelete', 'keyActivity', 'keySecret'];
/** Member pages (page-member). */
export const memberTypes: readonly ContentType[] = [
  'verifyAccount',
  'resetPassword',
  'resetPasswordSuccess',
  'resetPasswordError',
  'accountManage',
  'accountEmail',
  'accountEmailSuccess',
  'accountPassword',
  'accountPasswordSuccess',
  'register',
  'registerSent',
  'registerResend',
  'registerResendSuccess',
  'join',
  'joinSuccess',
  'memberRemove',
  'memberRemoveSuccess',
  'lostPassword',
  'lostPasswordReset',
  'lostUsername',
  'lostUsernameReset',
  'showSecret',
  'showSecretSuccess',
  'showSecretError',
];
/** Pages where the account-settings actions belong. */
export const accountSettingsTypes: readonly ContentType[] = [
  'accountManage',
  'accountEmail',
  'accountEmailSuccess',
  'accountPassword',
  'accountPasswordSuccess',
  'memberRemove',
];

/** "Any account, key, app or member page" — where My Account is current and the account nav shows. */
export function isAccountPage(type: ContentType): boolean {
  return appTypes.includes(type) || keyTypes.includes(type) || memberTypes.includes(type);
}

const keysSection: readonly ContentType[] = ['accountKeys', 'showSecret', 'showSecretSuccess', 'showSecretError', ...keyTypes];
const appsSection: readonly ContentType[] = appTypes.filter((t) => t !== 'accountKeys');

export function userNav(
  context: PageContext,
  type: ContentType,
  paths: NamedPaths,
  labels: Labels['userNav'],
  logoutFormId: string | null,
  values: PlaceholderValues,
): UserNavItem[] {
  const t = (s: string) => expandText(s, values);
  if (!context.loggedIn) {
    return [
      { id: 'signin', kind: 'link', label: t(labels.signin), url: paths.signin ?? '/login/login', isActive: type === 'signin' },
      {
        id: 'register',
        kind: 'link',
        label: t(labels.register),
        url: paths.register ?? '/member/register',
        isActive: type === 'register',
      },
    ];
  }
  const items: UserNavItem[] = [
    {
      id: 'account',
      kind: 'link',
      label: t(labels.account),
      url: paths.account ?? '/member/edit',
      isActive: isAccountPage(type),
    },
  ];
  if (context.isAdmin && paths.dashboard) {
    items.push({ id: 'dashboard', kind: 'link', label: t(labels.dashboard), url: paths.dashboard, isActive: false });
  }
  items.push({
    id: 'signout',
    kind: 'logout',
    label: t(labels.signout),
    formId: logoutFormId,
    url: paths.logout ?? '/logout/logout',
    isActive: false,
  });
  return items;
}

/** Keys / Apps / Account for a signed-in user on account pages; null elsewhere. */
export function accountNav(
  context: PageContext,
  type: ContentType,
  paths: NamedPaths,
  labels: Labels['accountNav'],
  name: string,
  currentClassName: string,
  values: PlaceholderValues,
): NavModel | null {
  if (!context.loggedIn || !isAccountPage(type)) return null;
  const t = (s: string) => expandText(s, values);
  const item = (label: string, url: string | null, isActive: boolean): NavItemModel[] =>
    url ? [{ label: t(label), url, isActive, children: [] }] : [];
  return {
    label: name,
    heading: null,
    currentClassName,
    items: [
      ...item(labels.keys, paths.keys, keysSection.includes(type)),
      ...item(labels.apps, paths.apps, appsSection.includes(type)),
      ...item(labels.account, paths.account, memberTypes.includes(type) && !keysSection.includes(type)),
    ],
  };
}

/**
 * Change email / change password / remove membership on account-settings pages. The server tells which
 * actions it offers (§4.8): OIDC users only remove membership; platform users nothing (→ null). When
 * the page does not say (block absent, nothing cached by the runtime), the full set shows.
 */
export function accountSettingsNav(
  context: PageContext,
  type: ContentType,
  paths: NamedPaths,
  labels: Labels['accountNav'],
  name: string,
  currentClassName: string,
  values: PlaceholderValues,
): NavModel | null {
  if (!context.loggedIn || !accountSettingsTypes.includes(type)) return null;
  const kind = context.accountSettings?.kind ?? 'full';
  if (kind === 'platform') return null;
  const t = (s: string) => expandText(s, values);
  const items: NavItemModel[] = [];
  if (kind === 'full') {
    if (paths.changeEmail)
      items.push({
        label: t(labels.changeEmail),
        url: paths.changeEmail,
        isActive: type === 'accountEmail' || type === 'accountEmailSuccess',
        children: [],
      });
    if (paths.changePassword)
      items.push({
        label: t(labels.changePassword),
        url: paths.changePassword,
        isActive: type === 'accountPassword' || type === 'accountPasswordSuccess',
        children: [],
      });
  }
  if (paths.removeMembership)
    items.push({
      label: t(labels.removeMembership),
      url: paths.removeMembership,
      isActive: type === 'memberRemove',
      children: [],
    });
  return items.length ? { label: name, heading: null, currentClassName, items } : null;
}

/**
 * Server nav items with isActive = the item is the current page (cleaned URLs, query ignored; an item
 * with a query of its own must match it too), or — with `trustServer` — the server marked it (li.active)
 * or one of its children is current; those section marks get `current: 'true'` instead of 'page'.
 */
export function markCurrent(
  items: NavItem[],
  pageUrl: string,
  trustServer = true,
  toggleLabel?: (label: string) => string,
): NavItemModel[] {
  return items
    .filter((item) => item.label && item.url)
    .map((item) => {
      const children = markCurrent(item.children ?? [], pageUrl, trustServer, toggleLabel);
      const isPage = sameUrl(item.url, pageUrl, pageUrl, { ignoreQuery: !item.url.includes('?') });
      const isSection = trustServer && (item.isActive || children.some((c) => c.isActive));
      const model: NavItemModel = { label: item.label, url: item.url, isActive: isPage || isSection, children };
      if (model.isActive) model.current = isPage ? 'page' : 'true';
      if (children.length && toggleLabel) model.toggleLabel = toggleLabel(item.label);
      return model;
    });
}

export function navModel(label: string, heading: string | null, items: NavItemModel[], currentClassName: string): NavModel {
  return { label, heading, items, currentClassName };
}
