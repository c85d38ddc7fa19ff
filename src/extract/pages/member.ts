// Member pages (§3.8) and sign-in (§3.9, §4.4) beyond the generic form/message extraction.

import { html, q, qa, text } from '../dom.ts';
import { hrefOf, linkOf, linksIn, type X } from '../ctx.ts';
import { notificationsOn } from '../frame.ts';
import { bodies, formContent, message } from './common.ts';
import type {
  AccountManageContent, JoinSuccessContent, Link, RegisterContent, RegisterSentContent, SigninContent, SigninState,
} from '../types.ts';

const SENT = 'We have sent a confirmation e-mail to you at this address:';
const JOINED = 'You have successfully registered as';

/** The terms paragraph: a #main p linking to terms, or starting with the server's certify sentence. */
function termsHtml(x: X): string | null {
  const p = qa(x.main, 'p').find((e) => q(e, 'a[href*="terms" i]') || text(e).startsWith('By clicking the'));
  return p ? html(p) : null;
}

export function register(x: X, ...selectors: string[]): RegisterContent {
  return { ...formContent(x, ...selectors), termsHtml: termsHtml(x) };
}

export function registerSent(x: X): RegisterSentContent {
  const first = q(x.main, 'p');
  const t = text(first);
  let email: string | null = null;
  if (t.startsWith(SENT)) email = t.slice(SENT.length).trim().replace(/[.,;]$/, '') || null;
  else {
    const mail = qa(x.main, 'a[href^="mailto:" i]')[0];
    email = mail ? text(mail) || null : /[^\s<>()"]+@[^\s<>()"]+[^\s<>()".,;]/.exec(text(x.main))?.[0] ?? null;
  }
  return {
    ...message(x),
    email,
    notifications: notificationsOn(x),
    resendUrl: hrefOf(x, q(x.main, 'a[href*="/member/resend-confirmation"]'), 'resend link'),
  };
}

export function joinSuccess(x: X): JoinSuccessContent {
  const ps = qa(bodies(x)[0] ?? x.main, 'p');
  const p = ps.find((e) => text(e).startsWith(JOINED)) ?? ps.find((e) => q(e, 'strong, b'));
  let username = text(q(p ?? null, 'strong, b')) || null;
  if (!username && p) {
    const t = text(p);
    if (t.startsWith(JOINED)) username = t.slice(JOINED.length).trim().replace(/\.$/, '') || null;
  }
  return { ...message(x), username };
}

export function accountManage(x: X): AccountManageContent {
  return {
    ...formContent(x, 'form#member-edit', '#myaccount form'),
    userProfile: hrefOf(x, q(x.main, '.actions .public-profile') ?? q(x.main, 'a.public-profile'), 'profile link'),
  };
}

export function signin(x: X, state: SigninState): SigninContent {
  const base = state === 'normal'
    ? formContent(x, '#signin form', '.signin form', '.signin_member_mashery form')
    : { ...message(x), form: null };
  const recovery: Link[] = linksIn(x, x.main).filter((l) => /\/member\/lost/.test(l.url));
  const firstBody = bodies(x)[0] ?? x.main;
  return {
    ...base,
    state,
    sso: linkOf(x, q(x.main, '.sign-in-method'), 'sign-in method link'),
    recovery,
    movedTo: state === 'moved' ? hrefOf(x, firstBody ? q(firstBody, 'a[href]') : null, 'moved link') : null,
  };
}
