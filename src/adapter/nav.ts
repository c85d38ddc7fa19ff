// Navigation models (docs/adapter.md › Navigation rules): user nav, account nav, account-settings nav, primary,
// secondary, docs.
import type { ContentType, NavItem, PageContext } from '../model/pageData.ts';
import type { Labels } from '../model/labels.ts';
import { expandText, type PlaceholderValues } from './labels.ts';
import { sameUrl } from './urls.ts';
import type { NamedPaths, NavItemModel, NavModel, RemoveMembershipModel, UserNavItem } from '../model/screenModel.ts';

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
      {
        id: 'signin',
        kind: 'link',
        label: t(labels.signin),
        // Stryker disable next-line StringLiteral: equivalent — the paths come from namedPaths, which always sets signin (the fixed path when the page gives none)
        url: paths.signin ?? '/login/login',
        isActive: type === 'signin',
      },
      {
        id: 'register',
        kind: 'link',
        label: t(labels.register),
        // Stryker disable next-line StringLiteral: equivalent — the paths come from namedPaths, which always sets register (the fixed path when the page gives none)
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
      // Stryker disable next-line StringLiteral: equivalent — the paths come from namedPaths, which always sets account (the fixed path when the page gives none)
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
    // Stryker disable next-line StringLiteral: equivalent — the paths come from namedPaths, which always sets logout (the fixed path when the page gives none)
    url: paths.logout ?? '/logout/logout',
    isActive: false,
  });
  return items;
}

/**
 * Keys / Apps / Account for a signed-in user on account pages; null elsewhere. Every other link the server's
 * own account navigation (`.section-menu.navigation`) offers follows them, so none is dropped (issue 35).
 */
export function accountNav(
  context: PageContext,
  type: ContentType,
  paths: NamedPaths,
  labels: Labels['accountNav'],
  name: string,
  currentClassName: string,
  values: PlaceholderValues,
  // Stryker disable next-line ArrayDeclaration: equivalent — the one caller (buildLayout) passes the page's account navigation
  server: readonly NavItem[] = [],
  // Stryker disable next-line StringLiteral: equivalent — the one caller (buildLayout) passes the page URL
  pageUrl = '',
): NavModel | null {
  if (!context.loggedIn || !isAccountPage(type)) return null;
  const t = (s: string) => expandText(s, values);
  const item = (label: string, url: string | null, isActive: boolean): NavItemModel[] =>
    url ? [{ label: t(label), url, isActive, children: [] }] : [];
  const items = [
    ...item(labels.keys, paths.keys, keysSection.includes(type)),
    ...item(labels.apps, paths.apps, appsSection.includes(type)),
    ...item(labels.account, paths.account, memberTypes.includes(type) && !keysSection.includes(type)),
  ];
  // Stryker disable next-line StringLiteral: equivalent — the one caller (buildLayout) passes the page URL, never empty
  const base = pageUrl || 'http://portal.invalid/';
  const extras = markCurrent(
    // Stryker disable next-line ArrayDeclaration: equivalent — markCurrent drops entries without a label and URL (the placeholder string has neither), and the extras' children are dropped anyway
    server.flatMap((s) => [s, ...(s.children ?? [])]).map((s) => ({ ...s, children: [] })),
    base,
    false,
  );
  for (const extra of extras) if (!items.some((i) => sameUrl(i.url, extra.url, base))) items.push(extra);
  return { label: name, heading: null, currentClassName, items };
}

/**
 * The account settings pages as a secondary list (issue 35): account information, change email, change
 * password. The server tells which it offers: OIDC users only remove membership (the list keeps the
 * account page); platform users nothing (→ null). When the page does not say (block absent, nothing cached
 * by the runtime), the full set shows. Removing membership is not in the list: it is a danger action
 * (`removeMembershipAction`).
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
  const push = (label: string, url: string | null, isActive: boolean) => {
    // Stryker disable next-line ConditionalExpression: equivalent — namedPaths always sets account, changeEmail and changePassword (fixed paths when the page gives none)
    if (url) items.push({ label: t(label), url, isActive, children: [] });
  };
  push(labels.accountInfo, paths.account, type === 'accountManage');
  if (kind === 'full') {
    push(labels.changeEmail, paths.changeEmail, type === 'accountEmail' || type === 'accountEmailSuccess');
    push(labels.changePassword, paths.changePassword, type === 'accountPassword' || type === 'accountPasswordSuccess');
  }
  return items.length ? { label: name, heading: null, currentClassName, items } : null;
}

/** The hash the settings' Remove Membership dialog adds to the removal page once confirmed: that page then asks no more. */
export const REMOVAL_CONFIRMED_HASH = 'confirmed';

/**
 * Remove membership as a danger action beside the settings list (issue 35): a button that asks first (the
 * removal page's own question) and then opens the removal page, which asks no more. Null where the settings
 * list is not shown, on the removal page itself, and when the server offers no removal.
 */
export function removeMembershipAction(
  context: PageContext,
  type: ContentType,
  paths: NamedPaths,
  labels: Labels,
  values: PlaceholderValues,
): RemoveMembershipModel | null {
  if (!context.loggedIn || !accountSettingsTypes.includes(type) || type === 'memberRemove') return null;
  // Stryker disable next-line StringLiteral: equivalent — the fallback is only compared with 'platform'
  if ((context.accountSettings?.kind ?? 'full') === 'platform' || !paths.removeMembership) return null;
  const t = (s: string) => expandText(s, values);
  const m = labels.memberRemove;
  const c = labels.components.confirmDialog;
  let confirmUrl = paths.removeMembership;
  const hash = confirmUrl.indexOf('#');
  if (hash >= 0) confirmUrl = confirmUrl.slice(0, hash);
  return {
    label: t(labels.accountNav.removeMembership),
    url: paths.removeMembership,
    confirmUrl: `${confirmUrl}#${REMOVAL_CONFIRMED_HASH}`,
    confirm: {
      // Stryker disable next-line StringLiteral: equivalent — the default labels define memberRemove.popupTitle, and an override replaces a string with a string only (mergeLabels)
      title: t(m.popupTitle ?? ''),
      // Stryker disable next-line StringLiteral: equivalent — the default labels define memberRemove.popup, and an override replaces a string with a string only (mergeLabels)
      message: t(m.popup ?? ''),
      confirmLabel: t(m.confirm ?? c.confirm),
      cancelLabel: t(m.cancel ?? c.cancel),
    },
  };
}

/**
 * Server nav items with isActive = the item is the current page (cleaned URLs, query ignored; an item
 * with a query of its own must match it too), or — with `trustServer` — the server marked it (li.active)
 * or one of its children is current; those section marks get `current: 'true'` instead of 'page'.
 */
export function markCurrent(
  items: NavItem[],
  pageUrl: string,
  // Stryker disable next-line BooleanLiteral: equivalent — every caller passes trustServer
  trustServer = true,
  toggleLabel?: (label: string) => string,
): NavItemModel[] {
  return items
    .filter((item) => item.label && item.url)
    .map((item) => {
      // Stryker disable next-line ArrayDeclaration: equivalent — markCurrent drops entries without a label and URL (the placeholder string has neither)
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
