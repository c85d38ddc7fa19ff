// Page-type detection (docs/extraction.md › Detection order): body class tokens first (on <body> only, whole tokens),
// then element presence scoped to #main, and the exact server strings only as tie-breakers.

import { classes, COMMENTS, insidePostOrComment, queryAllOutside, queryOne, queryOneOutside, queryAll, text } from './dom.ts';
import { mainOf, userNavOf } from './extractionContext.ts';
import { userContentOf } from './frame.ts';
import type { ContentType, ContentState, Detection } from '../model/pageData.ts';

type Result = [ContentType, ContentState?];

/** The main form of a page: the first form in #main that is not a search, logout or date-range form. */
/**
 * The page's form in #main: not the search or logout form, not a report's date selector, and never a form
 * inside a comment (user content) or inside `alsoOutside` (e.g. a blog post's body).
 */
export function mainForm(main: Element | null, alsoOutside?: string): Element | null {
  const outside = alsoOutside ? `${COMMENTS}, ${alsoOutside}` : COMMENTS;
  return (
    queryAllOutside(main, 'form', outside).find(
      (f) => !f.matches('.search-form, #mashery-logout-form') && !f.closest('#date_selector, .g-recaptcha'),
    ) ?? null
  );
}

export function detect(doc: Document, opts: { url?: string; status?: number } = {}): Detection {
  let isPortalPage = false;
  try {
    isPortalPage = !!doc.getElementById('page');
    const [contentType, state] = classify(doc, opts);
    return { contentType, state: state ?? null, isPortalPage };
  } catch {
    return { contentType: 'fourOhFour', state: null, isPortalPage };
  }
}

function pathOf(url: string | undefined): string {
  try {
    return url ? new URL(url).pathname : '';
  } catch {
    return '';
  }
}

function classify(doc: Document, opts: { url?: string; status?: number }): Result {
  const bodyClasses = classes(doc.body);
  const has = (name: string) => bodyClasses.has(name);
  const main = mainOf(doc);
  const inMain = (sel: string) => !!queryOne(main, sel);
  // the page's own heading: a comment's <h1 class="first">Not Found</h1> does not make a topic a 404 page
  const userContent = userContentOf({ classes: bodyClasses });
  const heading = text(queryOneOutside(main, 'h1.first', userContent) ?? queryOneOutside(main, 'h1', userContent));
  const form = mainForm(main);
  const path = pathOf(opts.url);

  // 1–2: errors and access, before any section class
  if (has('not-found') || opts.status === 404 || heading.endsWith('Not Found')) return ['fourOhFour'];
  if (has('please-login') || has('permission-denied')) return ['noAccess'];
  // 3–5
  if (has('page-page')) return ['page'];
  if (has('page-docs')) return ['docs'];
  if (has('page-ioDocs')) return ['ioDocs'];
  // 6
  if (has('page-forum')) {
    if (has('topics')) return ['forumTopics'];
    if (has('topic-add')) return ['forumAddTopic'];
    if (has('read')) return ['forumSingle'];
    if (has('recent')) return ['forumRecent'];
    return ['forumAll'];
  }
  // 7: /blog may lack `browse` — decide by paging and the number of post sections. Only the page's own
  // structure counts: a post body or a comment (user content)
  // may hold `div.section > h2 > a` or a `#paging` of its own, which made a single post a post list and
  // dropped its comments.
  if (has('page-blog')) {
    const own = (el: Element) => !insidePostOrComment(el, main);
    const posts = queryAll(main, '.section').filter((s) => own(s) && queryOne(s, 'h2 a')).length;
    const paging = queryAll(main, '#paging').some(own);
    const listPath = /^\/blog(?:\/browse(?:\/.*)?)?\/?$/.test(path);
    return [has('browse') || paging || posts >= 2 || listPath ? 'blogAll' : 'blogSingle'];
  }
  // 8
  if (has('page-apps')) {
    if (has('mykeys')) return ['accountKeys'];
    if (has('myapps')) return ['accountApps'];
    if (has('view-keys')) return ['viewKeys'];
    if (has('tos')) return ['tos'];
    if (has('register')) return [doc.getElementById('application-edit') ? 'appRegister' : 'appRegisterSuccess'];
    if (has('edit')) return ['appEdit'];
    if (has('select')) {
      // the page's form: not one the developer typed into the application's description
      if (queryOneOutside(main, '.section-body form', '.application')) return ['appAddAPIs'];
      return [mainForm(main, '.application') && heading !== 'New Keys Issued' ? 'appAddAPIs' : 'appAddAPIsSuccess'];
    }
    if (has('delete')) return ['appDelete'];
    if (has('error')) return [inMain('a[href*="/apps/select"]') ? 'appAddAPIsError' : 'appError'];
    return ['fourOhFour'];
  }
  // 9
  if (has('page-key')) {
    if (has('regenerate-secret') || path.includes('regenerateSecret')) return ['keySecret'];
    if (has('delete-key')) return ['keyDelete'];
    if (has('key-activity')) return ['keyActivity'];
    return ['fourOhFour'];
  }
  // 10
  if (has('page-member')) return [member(has, main, heading, form)];
  if (has('page-profile')) return ['profile'];
  // 12
  if (has('page-login')) {
    if (has('failed')) return ['signin', 'failed'];
    if (has('moved')) return ['signin', 'moved'];
    return ['signin', form || queryOne(doc, '#signin form') ? 'normal' : 'failed'];
  }
  // 13
  if (has('page-search')) {
    // a result quoting a page that holds a .no-result is still a result
    if (queryOneOutside(main, '.no-result', '.result')) return ['search', 'noResults'];
    return ['search', inMain('.result') ? 'results' : 'blank'];
  }
  // 14
  if (has('page-logout')) return [queryOne(userNavOf(doc), '.account') ? 'logoutFail' : 'logout'];
  // 15
  if (has('page-contact')) return [form ? 'contact' : 'contactSuccess'];
  // 16
  return ['fourOhFour'];
}

/** The page-member sub-order (docs/extraction.md › Detection order). */
function member(has: (c: string) => boolean, main: Element | null, heading: string, form: Element | null): ContentType {
  const account = queryOne(main, '#myaccount');
  const success = !!queryOne(account ?? main, '.success');
  const firstH2 = text(queryOne(main, 'h2'));
  const sent = firstH2.includes('E-mail Sent');

  if (has('verify-email')) return 'verifyAccount';
  if (has('reset')) return success ? 'resetPasswordSuccess' : 'resetPassword';
  if (has('error')) {
    if (queryOne(main, '#errors')) return 'resetPasswordError';
    return queryOne(main, 'a[href*="/apps/mykeys"]') ? 'showSecretError' : 'resetPasswordError';
  }
  if (has('email')) return success ? 'accountEmailSuccess' : 'accountEmail';
  if (has('passwd')) return success ? 'accountPasswordSuccess' : 'accountPassword';
  if (has('register')) {
    if (queryOne(main, 'form#member-register') || main?.ownerDocument.getElementById('member-register')) return 'register';
    return form && !heading.includes('Registration Almost Complete') ? 'register' : 'registerSent';
  }
  if (has('resend-confirmation')) return queryOne(main, '.success') ? 'registerResendSuccess' : 'registerResend';
  if (has('remove')) {
    const removed = text(queryOne(main, '.section-body') ?? main).includes('You have been removed!');
    return form && !removed ? 'memberRemove' : 'memberRemoveSuccess';
  }
  if (has('lost')) return queryOne(main, '#lost form') || (form && !sent) ? 'lostPassword' : 'lostPasswordReset';
  if (has('lost-username')) return queryOne(main, '#lost form') || (form && !sent) ? 'lostUsername' : 'lostUsernameReset';
  if (has('join') || has('confirm')) {
    if (queryOne(main, 'form#member-edit')) return 'join';
    return form && !heading.includes('Registration Successful') ? 'join' : 'joinSuccess';
  }
  if (has('request-display-key-info')) return 'showSecret';
  if (has('reset-key-info')) return 'showSecretSuccess';
  return queryOne(main, 'form#member-edit') || (has('edit') && form) ? 'accountManage' : 'fourOhFour';
}
