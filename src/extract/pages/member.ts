// Member pages and sign-in beyond the generic form/message extraction.

import { html, queryOne, queryAll, text } from '../dom.ts';
import { hrefOf, linkOf, linksIn, type ExtractionContext } from '../extractionContext.ts';
import { notificationsOn } from '../frame.ts';
import { bodies, formContent, message } from './common.ts';
import type {
  AccountManageContent,
  JoinSuccessContent,
  Link,
  RegisterContent,
  RegisterSentContent,
  SigninContent,
  SigninState,
} from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

const SENT = 'We have sent a confirmation e-mail to you at this address:';
const JOINED = 'You have successfully registered as';

/** The terms paragraph: a #main p linking to terms, or starting with the server's certify sentence. */
function termsHtml(context: ExtractionContext): string | null {
  const p = queryAll(context.main, 'p').find((e) => queryOne(e, 'a[href*="terms" i]') || text(e).startsWith('By clicking the'));
  return p ? html(p) : null;
}

export function register(context: ExtractionContext, ...selectors: string[]): RegisterContent {
  return { ...formContent(context, ...selectors), termsHtml: termsHtml(context) };
}

export function registerSent(context: ExtractionContext): RegisterSentContent {
  const first = queryOne(context.main, 'p');
  const t = text(first);
  let email: string | null = null;
  if (t.startsWith(SENT))
    email =
      t
        .slice(SENT.length)
        .trim()
        .replace(/[.,;]$/, '') || null;
  else {
    const mail = queryAll(context.main, 'a[href^="mailto:" i]')[0];
    email = mail ? text(mail) || null : (/[^\s<>()"]+@[^\s<>()"]+[^\s<>()".,;]/.exec(text(context.main))?.[0] ?? null);
  }
  return {
    ...message(context),
    email,
    notifications: notificationsOn(context),
    resendUrl: hrefOf(context, queryOne(context.main, 'a[href*="/member/resend-confirmation"]'), 'resend link'),
  };
}

export function joinSuccess(context: ExtractionContext): JoinSuccessContent {
  const ps = queryAll(bodies(context)[0] ?? context.main, 'p');
  const p = ps.find((e) => text(e).startsWith(JOINED)) ?? ps.find((e) => queryOne(e, 'strong, b'));
  let username = text(queryOne(p ?? null, 'strong, b')) || null;
  if (!username && p) {
    const t = text(p);
    if (t.startsWith(JOINED)) username = t.slice(JOINED.length).trim().replace(/\.$/, '') || null;
  }
  return { ...message(context), username };
}

export function accountManage(context: ExtractionContext): AccountManageContent {
  return {
    ...formContent(context, 'form#member-edit', '#myaccount form'),
    userProfile: hrefOf(
      context,
      queryOne(context.main, '.actions .public-profile') ?? queryOne(context.main, 'a.public-profile'),
      'profile link',
    ),
  };
}

export function signin(context: ExtractionContext, state: SigninState): SigninContent {
  const base =
    state === 'normal'
      ? formContent(context, '#signin form', '.signin form', '.signin_member_mashery form')
      : { ...message(context), form: null };
  const recovery: Link[] = linksIn(context, context.main).filter((l) => /\/member\/lost/.test(l.url));
  const firstBody = bodies(context)[0] ?? context.main;
  return {
    ...base,
    state,
    sso: linkOf(context, queryOne(context.main, '.sign-in-method'), 'sign-in method link'),
    recovery,
    movedTo: state === 'moved' ? hrefOf(context, firstBody ? queryOne(firstBody, 'a[href]') : null, 'moved link') : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

export const extractors: ExtractorTable<'member'> = {
  accountManage,
  register: (context) => register(context, 'form#member-register'),
  registerSent,
  join: (context) => register(context, 'form#member-edit'),
  joinSuccess,
  signin: (context, detection) => signin(context, (detection.state as SigninState | null) ?? 'normal'),
};
