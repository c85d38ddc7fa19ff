// Page-type detection (server-markup.md §3.0): body class tokens first (on <body> only, whole tokens),
// then element presence scoped to #main, and the exact server strings only as tie-breakers.

import { classes, q, qa, text } from './dom.ts';
import { mainOf, userNavOf } from './ctx.ts';
import type { ContentType, ContentState, Detection } from './types.ts';

type Result = [ContentType, ContentState?];

/** The main form of a page: the first form in #main that is not a search, logout or date-range form. */
export function mainForm(main: Element | null): Element | null {
  return qa(main, 'form').find((f) => !f.matches('.search-form, #mashery-logout-form') && !f.closest('#date_selector, .g-recaptcha')) ?? null;
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
  const B = classes(doc.body);
  const has = (c: string) => B.has(c);
  const main = mainOf(doc);
  const inMain = (sel: string) => !!q(main, sel);
  const H1 = text(q(main, 'h1.first') ?? q(main, 'h1'));
  const form = mainForm(main);
  const path = pathOf(opts.url);

  // 1–2: errors and access, before any section class
  if (has('not-found') || opts.status === 404 || H1.endsWith('Not Found')) return ['fourOhFour'];
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
  // 7: /blog may lack `browse` — decide by paging and the number of post sections
  if (has('page-blog')) {
    const posts = qa(main, '.section').filter((s) => q(s, 'h2 a')).length;
    const listPath = /^\/blog(?:\/browse(?:\/.*)?)?\/?$/.test(path);
    return [has('browse') || inMain('#paging') || posts >= 2 || listPath ? 'blogAll' : 'blogSingle'];
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
      if (inMain('.section-body form')) return ['appAddAPIs'];
      return [form && H1 !== 'New Keys Issued' ? 'appAddAPIs' : 'appAddAPIsSuccess'];
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
  if (has('page-member')) return [member(has, main, H1, form)];
  if (has('page-profile')) return ['profile'];
  // 12
  if (has('page-login')) {
    if (has('failed')) return ['signin', 'failed'];
    if (has('moved')) return ['signin', 'moved'];
    return ['signin', form || q(doc, '#signin form') ? 'normal' : 'failed'];
  }
  // 13
  if (has('page-search')) {
    if (inMain('.no-result')) return ['search', 'noResults'];
    return ['search', inMain('.result') ? 'results' : 'blank'];
  }
  // 14
  if (has('page-logout')) return [q(userNavOf(doc), '.account') ? 'logoutFail' : 'logout'];
  // 15
  if (has('page-contact')) return [form ? 'contact' : 'contactSuccess'];
  // 16
  return ['fourOhFour'];
}

/** §3.0.1 — the page-member sub-order. */
function member(has: (c: string) => boolean, main: Element | null, H1: string, form: Element | null): ContentType {
  const account = q(main, '#myaccount');
  const success = !!q(account ?? main, '.success');
  const firstH2 = text(q(main, 'h2'));
  const sent = firstH2.includes('E-mail Sent');

  if (has('verify-email')) return 'verifyAccount';
  if (has('reset')) return success ? 'resetPasswordSuccess' : 'resetPassword';
  if (has('error')) {
    if (q(main, '#errors')) return 'resetPasswordError';
    return q(main, 'a[href*="/apps/mykeys"]') ? 'showSecretError' : 'resetPasswordError';
  }
  if (has('email')) return success ? 'accountEmailSuccess' : 'accountEmail';
  if (has('passwd')) return success ? 'accountPasswordSuccess' : 'accountPassword';
  if (has('register')) {
    if (q(main, 'form#member-register') || main?.ownerDocument.getElementById('member-register')) return 'register';
    return form && !H1.includes('Registration Almost Complete') ? 'register' : 'registerSent';
  }
  if (has('resend-confirmation')) return q(main, '.success') ? 'registerResendSuccess' : 'registerResend';
  if (has('remove')) {
    const removed = text(q(main, '.section-body') ?? main).includes('You have been removed!');
    return form && !removed ? 'memberRemove' : 'memberRemoveSuccess';
  }
  if (has('lost')) return q(main, '#lost form') || (form && !sent) ? 'lostPassword' : 'lostPasswordReset';
  if (has('lost-username')) return q(main, '#lost form') || (form && !sent) ? 'lostUsername' : 'lostUsernameReset';
  if (has('join') || has('confirm')) {
    if (q(main, 'form#member-edit')) return 'join';
    return form && !H1.includes('Registration Successful') ? 'join' : 'joinSuccess';
  }
  if (has('request-display-key-info')) return 'showSecret';
  if (has('reset-key-info')) return 'showSecretSuccess';
  return q(main, 'form#member-edit') || (has('edit') && form) ? 'accountManage' : 'fourOhFour';
}
