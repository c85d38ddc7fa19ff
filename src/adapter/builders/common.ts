// The builders of the common pages: prose, message and form pages (most content types). They are in the
// deploy bundle's entry (no group chunk to load); the other groups' builders are in builders/<group>.ts.
import { LOGOUT_FORM_ID } from '../layout.ts';
import { REMOVAL_CONFIRMED_HASH } from '../nav.ts';
import {
  confirm,
  form,
  group,
  heading,
  link,
  message,
  messageBody,
  requireRoles,
  richLabel,
  expandLabel,
  type Builders,
  type ScreenInput,
} from './helpers.ts';

/** The settings' Remove Membership dialog was confirmed on the way to this page (its hash, adapter/nav.ts). */
function removalConfirmed(url: string): boolean {
  try {
    return new URL(url, 'http://portal.invalid/').hash === `#${REMOVAL_CONFIRMED_HASH}`;
    // Stryker disable next-line BlockStatement: equivalent — undefined for false: the page is not confirmed either way
  } catch {
    return false;
  }
}

/** A prose page: heading and body (page, tos and fourOhFour; page and tos add the body's parts: prose.ts). */
export const proseScreen = (input: ScreenInput<'page' | 'tos' | 'fourOhFour'>) => {
  const c = input.content;
  const intro = richLabel(input, group(input.labels, input.page.contentType).main);
  const isLabelBody = Boolean(intro);
  return {
    // 'Unable to find this page' is the spec's wording (docs/adapter.md › Labels); the server's "Not Found" is only
    // its marker
    ...heading(input, c.heading, undefined, { fixed: input.page.contentType === 'fourOhFour' }),
    body: intro ?? (c.mainHtml ? { html: c.mainHtml } : null),
    markdown: !isLabelBody && input.markdown && input.page.contentType !== 'fourOhFour',
  };
};

/** The common pages: prose, message and form pages (most content types). */
export const commonBuilders = {
  fourOhFour: proseScreen,
  noAccess: (input) => {
    const n = input.labels.noAccess;
    const loggedIn = input.page.context.loggedIn;
    // the spec's heading and the sign-in/register hint, then the server's own message when it says more
    const content = {
      ...input.content,
      messages: [],
      errors: [],
      // Stryker disable next-line ArrayDeclaration: equivalent — messageBody does not read the links (the messages and errors decide what the body keeps)
      links: [],
    };
    const { body } = messageBody(input, content, undefined, true);
    return {
      ...heading(input, input.content.heading, undefined, { fixed: true }),
      body,
      markdown: false,
      signin: loggedIn ? null : link(expandLabel(input, n.signin), input.paths.signin),
      register: loggedIn ? null : link(expandLabel(input, n.register), input.paths.register),
    };
  },
  appRegister: (input) => form(input, input.content),
  appEdit: (input) => form(input, input.content),
  appAddAPIsSuccess: (input) => message(input, input.content),
  appAddAPIsError: (input) => message(input, input.content),
  appError: (input) => message(input, input.content),
  verifyAccount: (input) => message(input, input.content),
  resetPassword: (input) => form(input, input.content),
  resetPasswordSuccess: (input) => message(input, input.content),
  // 'Oops! There was a problem.' (the spec's wording) with the server's error list and message
  resetPasswordError: (input) => ({
    ...message(input, input.content),
    ...heading(input, input.content.heading, undefined, { fixed: true }),
  }),
  accountEmail: (input) => form(input, input.content),
  accountEmailSuccess: (input) => message(input, input.content),
  accountPassword: (input) => form(input, input.content),
  accountPasswordSuccess: (input) => message(input, input.content),
  registerResend: (input) => form(input, requireRoles(input.content, ['username', 'email'])),
  registerResendSuccess: (input) => message(input, input.content),
  memberRemove: (input) => {
    const m = input.labels.memberRemove;
    return {
      ...form(input, input.content),
      confirm: confirm(input, m, { title: 'popupTitle', message: 'popup', confirm: 'confirm', cancel: 'cancel' }),
      cancel: { label: expandLabel(input, m.cancel), url: input.paths.account ?? '/member/edit' },
      ...(removalConfirmed(input.url) ? { confirmed: true } : {}),
    };
  },
  memberRemoveSuccess: (input) => message(input, input.content),
  lostPassword: (input) => form(input, requireRoles(input.content, ['email', 'username'])),
  lostPasswordReset: (input) => message(input, input.content),
  lostUsername: (input) => form(input, requireRoles(input.content, ['email'])),
  lostUsernameReset: (input) => message(input, input.content),
  showSecret: (input) => message(input, input.content),
  showSecretSuccess: (input) => message(input, input.content),
  showSecretError: (input) => message(input, input.content),
  logout: (input) => message(input, input.content),
  // the spec's wording only: the server's body on this page is its sign-out message, which did not happen
  logoutFail: (input) => ({
    ...message(input, { ...input.content, mainHtml: null }, undefined, { fixed: true }),
    retry: { label: expandLabel(input, input.labels.logoutFail.retry), url: input.paths.logout ?? '/logout/logout' },
    logoutFormId: input.page.context.loggedIn && input.page.context.logout ? LOGOUT_FORM_ID : null,
  }),
  contact: (input) => form(input, input.content),
  contactSuccess: (input) => message(input, input.content),
} satisfies Partial<Builders>;
