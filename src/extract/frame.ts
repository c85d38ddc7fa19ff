// The common frame of every page: context (area, title, user state, logout form, sign-in link,
// globals …), the navigation lists and the frame leftovers (copyright, inline scripts).

import {
  attr,
  hasClass,
  html,
  itemTexts,
  kids,
  norm,
  queryOne,
  queryOneOutside,
  queryAll,
  tag,
  text,
  USER_CONTENT,
} from './dom.ts';
import {
  frameById,
  hrefOf,
  linkLabel,
  resolveUrl,
  safe,
  urlKey,
  userNavOf,
  type ExtractionContext,
} from './extractionContext.ts';
import { parseGlobals, parseMasheryInfo } from './literals.ts';
import type {
  AccountSettingsLinks,
  ContentType,
  FrameData,
  HiddenField,
  LogoutForm,
  NavItem,
  PageContext,
  PageNav,
} from '../model/pageData.ts';

/**
 * Containers of user content on any page (comments, search results, profile fields, forum subjects and
 * descriptions, an application's name and description and a key block's values, code): never a source of
 * globals or page scripts, nor of the page's body or own parts.
 */
export const UNTRUSTED =
  'pre, code, textarea, noscript, .comment-body, ol.comments, .comments, .comment, .result, .user-information, .recent-activity, .topic .subject, .category .description, .application h2, .application h3, .application h4, .application dl, .key dl';
const USER_PAGES = ['page-forum', 'page-blog', 'page-search', 'page-profile'];
/**
 * Pages whose `.section-body` is the author's body (custom pages, docs): its scripts are the author's settings and
 * page scripts (reference 2.8), but the page's own parts — the member's links, the account navigation, the edit
 * link — are never read from it (a doc's own `class="navigation"` or `.actions` list is content).
 */
const AUTHOR_PAGES = ['page-page', 'page-docs'];

function isJs(s: Element): boolean {
  const t = (attr(s, 'type') ?? '').trim().toLowerCase();
  return !t || t === 'module' || /javascript|ecmascript/.test(t);
}

/** Inline (no src) JavaScript <script> elements that may carry settings, in document order. */
export function trustedScripts(context: ExtractionContext): Element[] {
  const userPage = USER_PAGES.some((c) => context.classes.has(c));
  return queryAll(context.doc, 'script').filter(
    (s) => !s.hasAttribute('src') && isJs(s) && !s.closest(UNTRUSTED) && !(userPage && context.main?.contains(s)),
  );
}

export function scriptTexts(context: ExtractionContext): string[] {
  return trustedScripts(context).map((s) => s.textContent ?? '');
}

// -------------------------------------------------------------------------------------------------
// Navigation lists

/** Top-level lists inside a container (lists not nested in another list of the container). */
function topLists(container: Element | null, exclude?: string): Element[] {
  return queryAll(container, 'ul, ol').filter((l) => {
    const outer = l.parentElement?.closest('ul, ol');
    return !(outer && container?.contains(outer)) && !(exclude && l.closest(exclude));
  });
}

/**
 * Items of a list: label/url from the item's own first link, children from its nested lists.
 * `active`: 'class' → li.active / a.active; otherwise the cleaned URL equals the page's.
 */
export function navItems(context: ExtractionContext, list: Element, active: 'class' | 'url'): NavItem[] {
  const items: NavItem[] = [];
  const here = urlKey(context.url, context.base);
  for (const li of kids(list, 'LI')) {
    const own = (e: Element) => e.parentElement?.closest('ul, ol') === list;
    const a = queryAll(li, 'a[href]').find(own);
    const children = queryAll(li, 'ul, ol')
      .filter(own)
      .flatMap((sub) => navItems(context, sub, active));
    const url = a ? resolveUrl(context, attr(a, 'href'), 'nav link') : null;
    if (!a || url === null) {
      items.push(...children);
      continue;
    }
    const isActive = active === 'class' ? hasClass(li, 'active') || hasClass(a, 'active') : urlKey(url, context.base) === here;
    items.push({ label: linkLabel(a), url, isActive, children });
  }
  return items;
}

export function navOf(
  context: ExtractionContext,
  container: Element | null,
  active: 'class' | 'url',
  exclude?: string,
): NavItem[] {
  return topLists(container, exclude).flatMap((l) => navItems(context, l, active));
}

export function extractNav(context: ExtractionContext): PageNav {
  // the page's own list: a forum comment's `.navigation` is not the account navigation
  const accountNav =
    ownElement(context, context.main, '.section-menu.navigation') ?? ownElement(context, context.main, '.navigation');
  return {
    primary: safe(context, 'nav.primary', () => navOf(context, frameById(context.doc, 'local', context.main), 'class'), []),
    secondary: safe(
      context,
      'nav.secondary',
      () => navOf(context, frameById(context.doc, 'footer', context.main), 'url', '#siteinfo'),
      [],
    ),
    account: safe(context, 'nav.account', () => navOf(context, accountNav, 'class'), []),
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

/**
 * The logout form (`form#mashery-logout-form`, "somewhere inside #page; position unknown").
 * A form with that id inside #main may be user content (a forum comment, a blog post) — taken for the
 * signed-in marker and the Sign Out action, it turned a signed-out page "signed in" and Sign Out posted to
 * the commenter's URL. So one outside #main wins; one inside #main counts only when the user nav's
 * cross-check agrees (`trustMain`: `li.account` present, or a username with no sign-in item).
 */
function logoutFormOf(context: ExtractionContext, trustMain: boolean): LogoutForm | null {
  const forms = queryAll(context.doc, '[id="mashery-logout-form"]').filter(
    (el) => tag(el) === 'FORM' && (!context.page || context.page.contains(el)),
  );
  const outside = forms.find((el) => !context.main?.contains(el));
  const f = outside ?? (trustMain ? forms[0] : undefined);
  if (!f) return null;
  const fields: HiddenField[] = [];
  for (const el of queryAll(f, 'input[name], select[name], textarea[name]')) {
    const type = (attr(el, 'type') ?? '').toLowerCase();
    if (['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !el.hasAttribute('checked')) continue;
    fields.push({ name: attr(el, 'name')!, value: tag(el) === 'TEXTAREA' ? (el.textContent ?? '') : (attr(el, 'value') ?? '') });
  }
  const raw = attr(f, 'action');
  return {
    action: (raw?.trim() ? resolveUrl(context, raw, 'logout form action') : null) ?? '/logout/logout',
    method: (attr(f, 'method') ?? '').trim().toLowerCase() === 'get' ? 'get' : 'post',
    fields,
  };
}

/**
 * Containers of user content on this page: the script containers (comments, results, profile fields, code)
 * everywhere, and on pages of posts, topics, results and profiles their posts and bodies too (`.section`,
 * USER_CONTENT); on custom and docs pages their body (`.section-body`, AUTHOR_PAGES). On the account pages a
 * `.section-body` holds the page's own form (the register page's password rules), so it counts there as the page's.
 */
export function userContentOf(context: Pick<ExtractionContext, 'classes'>): string {
  if (USER_PAGES.some((c) => context.classes.has(c))) return `${UNTRUSTED}, .section, ${USER_CONTENT}`;
  return AUTHOR_PAGES.some((c) => context.classes.has(c)) ? `${UNTRUSTED}, .section-body` : UNTRUSTED;
}

/**
 * The page's own element matching `selector` below `scope` — never one inside user content: a forum
 * comment's `<a class="public-profile" href="https://elsewhere">` must not become the member's profile link,
 * its `a.change-email` their account settings (both cached for the session), its `h1 a.edit` the editor's
 * edit link, its `#passwd_requirements` the password rule, its `h1.first` the page heading.
 */
export function ownElement(context: ExtractionContext, scope: ParentNode | null, selector: string): Element | null {
  return queryOneOutside(scope, selector, userContentOf(context));
}

function memberLink(context: ExtractionContext, selector: string): Element | null {
  return ownElement(context, context.main, selector);
}

/** Which member actions the page offers. On manage-account the block's absence means none. */
function accountSettingsOf(context: ExtractionContext, type: ContentType): AccountSettingsLinks | null {
  const link = (c: string) => memberLink(context, `.actions .${c}`) ?? memberLink(context, `a.${c}`);
  const found = ['change-email', 'change-password', 'delete-self', 'public-profile'].some((c) => link(c));
  const block = memberLink(context, '.section-menu.actions');
  if (!found && !block && type !== 'accountManage') return null;
  const changeEmail = hrefOf(context, link('change-email'));
  const changePassword = hrefOf(context, link('change-password'));
  const removeMembership = hrefOf(context, link('delete-self'));
  const kind = changeEmail || changePassword ? 'full' : removeMembership ? 'oidc' : 'platform';
  return { changeEmail, changePassword, removeMembership, kind };
}

function minPasswordLength(context: ExtractionContext): number {
  for (const t of itemTexts(ownElement(context, context.doc, '[id="passwd_requirements"]'))) {
    const m = /\d+/.exec(t);
    if (m) {
      const n = parseInt(m[0], 10);
      return n > 0 && n < 1000 ? n : 8;
    }
  }
  return 8;
}

const SENT = 'We have sent a confirmation e-mail to you at this address: ';

/** Notifications are off only on a register-sent page without the sent text and resend link. */
export function notificationsOn(context: ExtractionContext): boolean {
  const first = text(queryOne(context.main, 'p'));
  return first.startsWith(SENT.trim()) || !!queryOne(context.main, 'a[href*="/member/resend-confirmation"]');
}

export function extractContext(context: ExtractionContext, type: ContentType): PageContext {
  const doc = context.doc;
  const logo = frameById(doc, 'branding-logo', context.main);
  // the head's title only: a <title> in the body stays where the content put it (the parser does not move
  // it), and an SVG's <title> is a title element too — either named the page and its area when the head had none
  const title = norm(queryOne(doc.head, 'title')?.textContent);
  const img = queryOne(logo, 'img');
  let area = text(logo) || norm(attr(img, 'alt'));
  if (!area) {
    area = title.split(' - ')[0]?.trim() ?? '';
    context.problems.push({ kind: 'area-from-title', logo: logo ? 'empty' : 'missing' });
  }

  const homeRaw = /["']([^"']+)["']/.exec(attr(logo, 'onclick') ?? '')?.[1] ?? attr(queryOne(logo, 'a[href]'), 'href');
  const imgSrc = img ? resolveUrl(context, attr(img, 'src'), 'logo image') : null;

  const userNav = userNavOf(doc);
  const signIn = queryOne(userNav, '.sign-in');
  const signInHref = signIn ? (tag(signIn) === 'A' ? signIn : queryOne(signIn, 'a[href]')) : null;
  let login: PageContext['login'] = null;
  const loginUrl = signInHref ? resolveUrl(context, attr(signInHref, 'href'), 'sign-in link') : null;
  if (loginUrl) {
    const params = new URL(loginUrl, context.base).searchParams;
    login = { url: loginUrl, redirect: params.get('r'), hash: params.get('h') };
  }

  const scripts = scriptTexts(context);
  const info = parseMasheryInfo(scripts, context.problems);
  const globals: PageContext['globals'] = { noMarkdown: false, noHeading: false };
  parseGlobals(scripts, globals, context.problems);

  const account = queryOne(userNav, '.account');
  let username = info.username;
  const navSignedIn = !!account || (username !== null && !signIn);
  const logout = logoutFormOf(context, navSignedIn);
  let loggedIn = !!logout || navSignedIn;
  let isAdmin = !!queryOne(userNav, '.dashboard.toggle');
  let dashboard = hrefOf(context, queryOne(userNav, '.dashboard'), 'dashboard link');
  const forced = (type === 'logout' || type === 'memberRemoveSuccess') && !logout;
  if (forced) {
    loggedIn = false;
    isAdmin = false;
    dashboard = null;
  }
  if (!loggedIn && username !== null) {
    if (!forced) context.problems.push({ kind: 'username-ignored' });
    username = null;
  }

  return {
    url: context.url,
    area,
    title,
    pageTitle: titleParts(title, area),
    username,
    loggedIn,
    isAdmin,
    dashboard,
    logout: forced ? null : logout,
    login,
    register: hrefOf(context, queryOne(userNav, '.register'), 'register link') ?? (loggedIn ? null : '/member/register'),
    account: hrefOf(context, account, 'account link'),
    userProfile: hrefOf(
      context,
      memberLink(context, '.actions .public-profile') ??
        memberLink(context, 'a.public-profile') ??
        // a profile link's path contains /profile/profile/ — in the account actions only (a forum
        // post or a profile page links to other members' profiles)
        memberLink(context, '.actions a[href*="/profile/profile/"]'),
      'profile link',
    ),
    accountSettings: safe(context, 'accountSettings', () => accountSettingsOf(context, type), null),
    notifications: type === 'registerSent' ? notificationsOn(context) : true,
    minPasswordLength: minPasswordLength(context),
    globals,
    home: homeRaw ? resolveUrl(context, homeRaw, 'home link') : null,
    logo: img && imgSrc ? { src: imgSrc, alt: norm(attr(img, 'alt')) } : null,
    rawUsername: info.username,
    edit: hrefOf(context, editLinkOf(context), 'edit link'),
  };
}

/** The editor's edit link of the page (admins): in the main heading, else #header-edit (inside #page). */
function editLinkOf(context: ExtractionContext): Element | null {
  const inHeading = ownElement(context, context.main, 'h1.first a.edit') ?? ownElement(context, context.main, 'h1 a.edit');
  if (inHeading) return inHeading;
  const box = frameById(context.doc, 'header-edit', context.main);
  if (!box || (context.page && !context.page.contains(box))) return null;
  return tag(box) === 'A' ? box : queryOne(box, 'a[href]');
}

export function extractFrame(context: ExtractionContext): FrameData {
  return {
    copyrightHtml: html(frameById(context.doc, 'siteinfo', context.main)),
    scripts: trustedScripts(context)
      .filter((s) => !context.page || context.page.contains(s))
      .map((s) => s.textContent ?? ''),
  };
}
