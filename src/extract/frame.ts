// The common frame of every page (§2): context (area, title, user state, logout form, sign-in link,
// globals …), the navigation lists and the frame leftovers (copyright, inline scripts).

import { attr, hasClass, html, itemTexts, kids, norm, q, qa, tag, text } from './dom.ts';
import { hrefOf, linkLabel, resolveUrl, safe, urlKey, userNavOf, type X } from './ctx.ts';
import { parseGlobals, parseMasheryInfo } from './literals.ts';
import type { AccountSettingsLinks, ContentType, FrameData, HiddenField, LogoutForm, NavItem, PageContext, PageNav } from './types.ts';

/** Script containers whose text is user content: never a source of globals or page scripts (§2.8, §5.6). */
const UNTRUSTED = 'pre, code, textarea, noscript, .comment-body, ol.comments, .comments, .result, .user-information, .recent-activity';
const USER_PAGES = ['page-forum', 'page-blog', 'page-search', 'page-profile'];

function isJs(s: Element): boolean {
  const t = (attr(s, 'type') ?? '').trim().toLowerCase();
  return !t || t === 'module' || /javascript|ecmascript/.test(t);
}

/** Inline (no src) JavaScript <script> elements that may carry settings, in document order. */
export function trustedScripts(x: X): Element[] {
  const userPage = USER_PAGES.some((c) => x.classes.has(c));
  return qa(x.doc, 'script').filter(
    (s) => !s.hasAttribute('src') && isJs(s) && !s.closest(UNTRUSTED) && !(userPage && x.main?.contains(s)),
  );
}

export function scriptTexts(x: X): string[] {
  return trustedScripts(x).map((s) => s.textContent ?? '');
}

// -------------------------------------------------------------------------------------------------
// Navigation lists

/** Top-level lists inside a container (lists not nested in another list of the container). */
function topLists(container: Element | null, exclude?: string): Element[] {
  return qa(container, 'ul, ol').filter((l) => {
    const outer = l.parentElement?.closest('ul, ol');
    return !(outer && container?.contains(outer)) && !(exclude && l.closest(exclude));
  });
}

/**
 * Items of a list: label/url from the item's own first link, children from its nested lists.
 * `active`: 'class' → li.active / a.active; otherwise the cleaned URL equals the page's.
 */
export function navItems(x: X, list: Element, active: 'class' | 'url'): NavItem[] {
  const items: NavItem[] = [];
  const here = urlKey(x.url, x.base);
  for (const li of kids(list, 'LI')) {
    const own = (e: Element) => e.parentElement?.closest('ul, ol') === list;
    const a = qa(li, 'a[href]').find(own);
    const children = qa(li, 'ul, ol').filter(own).flatMap((sub) => navItems(x, sub, active));
    const url = a ? resolveUrl(x, attr(a, 'href'), 'nav link') : null;
    if (!a || url === null) {
      items.push(...children);
      continue;
    }
    const isActive = active === 'class' ? hasClass(li, 'active') || hasClass(a, 'active') : urlKey(url, x.base) === here;
    items.push({ label: linkLabel(a), url, isActive, children });
  }
  return items;
}

export function navOf(x: X, container: Element | null, active: 'class' | 'url', exclude?: string): NavItem[] {
  return topLists(container, exclude).flatMap((l) => navItems(x, l, active));
}

export function extractNav(x: X): PageNav {
  const accountNav = q(x.main, '.section-menu.navigation') ?? q(x.main, '.navigation');
  return {
    primary: safe(x, 'nav.primary', () => navOf(x, x.doc.getElementById('local'), 'class'), []),
    secondary: safe(x, 'nav.secondary', () => navOf(x, x.doc.getElementById('footer'), 'url', '#siteinfo'), []),
    account: safe(x, 'nav.account', () => navOf(x, accountNav, 'class'), []),
  };
}

// -------------------------------------------------------------------------------------------------
// Context

function titleParts(title: string, area: string): string | null {
  if (!title || title === area) return null;
  if (area && title.startsWith(`${area} - `)) return title.slice(area.length + 3).trim() || null;
  const i = title.indexOf(' - ');
  return i >= 0 && !area ? title.slice(i + 3).trim() || null : title;
}

function logoutFormOf(x: X): LogoutForm | null {
  const f = x.doc.getElementById('mashery-logout-form');
  if (!f || (x.page && !x.page.contains(f))) return null;
  const fields: HiddenField[] = [];
  for (const el of qa(f, 'input[name], select[name], textarea[name]')) {
    const type = (attr(el, 'type') ?? '').toLowerCase();
    if (['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !el.hasAttribute('checked')) continue;
    fields.push({ name: attr(el, 'name')!, value: tag(el) === 'TEXTAREA' ? (el.textContent ?? '') : (attr(el, 'value') ?? '') });
  }
  const raw = attr(f, 'action');
  return {
    action: (raw?.trim() ? resolveUrl(x, raw, 'logout form action') : null) ?? '/logout/logout',
    method: (attr(f, 'method') ?? '').trim().toLowerCase() === 'get' ? 'get' : 'post',
    fields,
  };
}

/** §4.8: which member actions the page offers. On manage-account the block's absence means none. */
function accountSettingsOf(x: X, type: ContentType): AccountSettingsLinks | null {
  const link = (c: string) => q(x.main, `.actions .${c}`) ?? q(x.main, `a.${c}`);
  const found = ['change-email', 'change-password', 'delete-self', 'public-profile'].some((c) => link(c));
  const block = q(x.main, '.section-menu.actions');
  if (!found && !block && type !== 'accountManage') return null;
  const changeEmail = hrefOf(x, link('change-email'));
  const changePassword = hrefOf(x, link('change-password'));
  const removeMembership = hrefOf(x, link('delete-self'));
  const kind = changeEmail || changePassword ? 'full' : removeMembership ? 'oidc' : 'platform';
  return { changeEmail, changePassword, removeMembership, kind };
}

function minPasswordLength(x: X): number {
  for (const t of itemTexts(q(x.doc, '#passwd_requirements'))) {
    const m = /\d+/.exec(t);
    if (m) {
      const n = parseInt(m[0], 10);
      return n > 0 && n < 1000 ? n : 8;
    }
  }
  return 8;
}

const SENT = 'We have sent a confirmation e-mail to you at this address: ';

/** §4.11: notifications are off only on a register-sent page without the sent text and resend link. */
export function notificationsOn(x: X): boolean {
  const first = text(q(x.main, 'p'));
  return first.startsWith(SENT.trim()) || !!q(x.main, 'a[href*="/member/resend-confirmation"]');
}

export function extractContext(x: X, type: ContentType): PageContext {
  const doc = x.doc;
  const logo = doc.getElementById('branding-logo');
  const title = norm(q(doc, 'title')?.textContent);
  const img = q(logo, 'img');
  let area = text(logo) || norm(attr(img, 'alt'));
  if (!area) {
    area = title.split(' - ')[0]?.trim() ?? '';
    if (logo) x.problems.push('#branding-logo is empty; area taken from the title');
    else x.problems.push('no #branding-logo; area taken from the title');
  }

  const homeRaw = /["']([^"']+)["']/.exec(attr(logo, 'onclick') ?? '')?.[1] ?? attr(q(logo, 'a[href]'), 'href');
  const imgSrc = img ? resolveUrl(x, attr(img, 'src'), 'logo image') : null;

  const userNav = userNavOf(doc);
  const signIn = q(userNav, '.sign-in');
  const signInHref = signIn ? (tag(signIn) === 'A' ? signIn : q(signIn, 'a[href]')) : null;
  let login: PageContext['login'] = null;
  const loginUrl = signInHref ? resolveUrl(x, attr(signInHref, 'href'), 'sign-in link') : null;
  if (loginUrl) {
    const params = new URL(loginUrl, x.base).searchParams;
    login = { url: loginUrl, redirect: params.get('r'), hash: params.get('h') };
  }

  const scripts = scriptTexts(x);
  const info = parseMasheryInfo(scripts, x.problems);
  const globals: PageContext['globals'] = { noMarkdown: false, noHeading: false };
  parseGlobals(scripts, globals, x.problems);

  const logout = logoutFormOf(x);
  const account = q(userNav, '.account');
  let username = info.username;
  let loggedIn = !!logout || !!account || (username !== null && !signIn);
  let isAdmin = !!q(userNav, '.dashboard.toggle');
  let dashboard = hrefOf(x, q(userNav, '.dashboard'), 'dashboard link');
  const forced = (type === 'logout' || type === 'memberRemoveSuccess') && !logout;
  if (forced) {
    loggedIn = false;
    isAdmin = false;
    dashboard = null;
  }
  if (!loggedIn && username !== null) {
    if (!forced) x.problems.push('mashery_info names a user but the page is signed out; username ignored');
    username = null;
  }

  return {
    url: x.url,
    area,
    title,
    pageTitle: titleParts(title, area),
    username,
    loggedIn,
    isAdmin,
    dashboard,
    logout: forced ? null : logout,
    login,
    register: hrefOf(x, q(userNav, '.register'), 'register link') ?? (loggedIn ? null : '/member/register'),
    account: hrefOf(x, account, 'account link'),
    userProfile: hrefOf(x, q(x.main, '.actions .public-profile') ?? q(x.main, 'a.public-profile'), 'profile link'),
    accountSettings: safe(x, 'accountSettings', () => accountSettingsOf(x, type), null),
    notifications: type === 'registerSent' ? notificationsOn(x) : true,
    minPasswordLength: minPasswordLength(x),
    globals,
    home: homeRaw ? resolveUrl(x, homeRaw, 'home link') : null,
    logo: img && imgSrc ? { src: imgSrc, alt: norm(attr(img, 'alt')) } : null,
    rawUsername: info.username,
  };
}

export function extractFrame(x: X): FrameData {
  return {
    copyrightHtml: html(x.doc.getElementById('siteinfo')),
    scripts: trustedScripts(x).filter((s) => !x.page || x.page.contains(s)).map((s) => s.textContent ?? ''),
  };
}
