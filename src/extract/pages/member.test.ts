// Member pages beyond the generic form / message extraction (reference 3.8 `register`, `registerSent`, `join`,
// `joinSuccess`, `accountManage`; 3.9 `signin`; 4.4 signin states; 4.11 the notifications flag).
import { describe, expect, it } from 'vitest';
import { extractors } from './member.ts';
import { createExtractionContext } from '../extractionContext.ts';
import { as, doc, extract, HOST } from '../../../test/extract/helpers.ts';

const section = (body: string) => `<div class="section"><div class="section-body">${body}</div></div>`;

// ---------------------------------------------------------------------------------------------
// register / join: the form and the terms paragraph

const DESCR = '<div class="descr"><p>Letters and digits only.</p></div>';
const REGISTER_FORM =
  '<form id="member-register" method="post" action="/member/register" enctype="multipart/form-data"><ul>' +
  `<li><label class="require" for="members-handle">Username</label><input class="require" id="members-handle" name="members[handle]">${DESCR}</li>` +
  '<li><input type="submit" value="Register"></li></ul></form>';
/** "Already a member?" — a sign-in form the page shows before the registration form */
const SIGNIN_FIRST =
  '<form id="quick-signin" method="post" action="/login/login"><input name="handle"><input type="password" name="passwd"></form>';

function registerPage(main: string) {
  return as(
    extract({ body: 'page-member register', main: `<h1 class="first">Register</h1>${main}` }, '/member/register'),
    'register',
  );
}

describe('register: the terms paragraph', () => {
  it('the p that links to the terms, not a field’s help paragraph before it', () => {
    const terms = '<p>By registering you accept the <a href="/page/Terms_of_Use">terms of use</a>.</p>';
    expect(registerPage(section(REGISTER_FORM + terms)).content.termsHtml).toBe(
      'By registering you accept the <a href="/page/Terms_of_Use">terms of use</a>.',
    );
  });

  it('the p that starts with the server’s certify sentence, even without links', () => {
    const terms = '<p>By clicking the "Register" button, I certify that I have read and agree to the Terms of Service.</p>';
    expect(registerPage(section(REGISTER_FORM + terms)).content.termsHtml).toBe(
      'By clicking the "Register" button, I certify that I have read and agree to the Terms of Service.',
    );
  });

  it('no terms paragraph: null', () => {
    expect(registerPage(section(REGISTER_FORM)).content.termsHtml).toBeNull();
  });
});

describe('register / join: the form is the member form, not another form before it', () => {
  it('register: form#member-register', () => {
    const c = registerPage(section(SIGNIN_FIRST + REGISTER_FORM)).content;
    expect(c.form).toMatchObject({ id: 'member-register', action: '/member/register' });
  });

  it('join: form#member-edit', () => {
    const join =
      '<form id="member-edit" method="post" action="/member/confirm"><legend>Additional Information</legend><ul>' +
      '<li><label for="members-uri">Web site</label><input id="members-uri" name="members[uri]"></li></ul></form>';
    const c = as(
      extract(
        { body: 'page-member confirm', main: `<h1 class="first">Join</h1>${section(SIGNIN_FIRST + join)}` },
        '/member/confirm',
      ),
      'join',
    ).content;
    expect(c.form).toMatchObject({ id: 'member-edit', action: '/member/confirm', legend: 'Additional Information' });
  });

  it('manage account: form#member-edit, not another form of #myaccount before it', () => {
    const main =
      '<h1 class="first">My Account</h1><div id="myaccount">' +
      '<form id="member-avatar" method="post" action="/member/avatar" enctype="multipart/form-data"><input type="file" name="avatar"></form>' +
      '<form id="member-edit" method="post" action="/member/edit"><legend>Account Information</legend><ul>' +
      '<li><label for="members-uri">Web site</label><input id="members-uri" name="members[uri]"></li></ul></form></div>';
    const c = as(extract({ body: 'page-member edit', main }, '/member/edit'), 'accountManage').content;
    expect(c.form).toMatchObject({ id: 'member-edit', action: '/member/edit', legend: 'Account Information' });
  });
});

// ---------------------------------------------------------------------------------------------
// registerSent: the e-mail address

function sentPage(body: string) {
  return as(
    extract(
      { body: 'page-member register', main: `<h1 class="first">Registration Almost Complete</h1>${section(body)}` },
      '/member/register',
    ),
    'registerSent',
  );
}

describe('registration sent: the address', () => {
  it('the text after the server’s sentence (trailing full stop dropped), not a support address further down', () => {
    const c = sentPage(
      '<p>We have sent a confirmation e-mail to you at this address: jdoe+api@example.com.</p>' +
        '<p>Questions? Write to <a href="mailto:support@acme.example">support@acme.example</a>.</p>',
    ).content;
    expect(c.email).toBe('jdoe+api@example.com');
    expect(c.notifications).toBe(true);
  });

  it('reworded: the first mailto link, not an address in the text before it', () => {
    const c = sentPage(
      '<p>You will receive an e-mail from noreply@acme.example at <a href="mailto:jdoe@example.com">jdoe@example.com</a>.</p>',
    ).content;
    expect(c.email).toBe('jdoe@example.com');
  });

  it('reworded without a link: the first address in the text, without the sentence’s full stop', () => {
    expect(
      sentPage('<p>A confirmation e-mail was sent to jdoe.smith@mail.example.com. Follow its link to finish.</p>').content.email,
    ).toBe('jdoe.smith@mail.example.com');
  });

  it('awaiting approval (notifications off): no address, no resend link', () => {
    const c = sentPage(
      '<p>Your registration is awaiting approval by an administrator. You will be notified when your account is ready.</p>',
    ).content;
    expect(c).toMatchObject({ email: null, notifications: false, resendUrl: null });
  });

  it('a resend link with a script URL is dropped and reported as the resend link', () => {
    const p = sentPage(
      '<p>We have sent a confirmation e-mail to you at this address: jdoe@example.com</p>' +
        '<p><a href="javascript:go(\'/member/resend-confirmation\')">Send it again</a></p>',
    );
    expect(p.content.resendUrl).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'resend link', scheme: 'javascript:' });
  });
});

// ---------------------------------------------------------------------------------------------
// joinSuccess: the username

function joined(main: string) {
  return as(
    extract({ body: 'page-member confirm', main: `<h1 class="first">Registration Successful</h1>${main}` }, '/member/confirm'),
    'joinSuccess',
  ).content.username;
}

describe('join success: the username', () => {
  it.each([
    ['the strong of the server sentence', section('<p>You have successfully registered as <strong>jdoe</strong>.</p>')],
    [
      'the sentence’s strong, not a strong in a paragraph before it',
      section('<p><strong>Welcome!</strong></p><p>You have successfully registered as <strong>jdoe</strong>.</p>'),
    ],
    [
      'the strong even when more text follows',
      section('<p>You have successfully registered as <strong>jdoe</strong>. Welcome aboard!</p>'),
    ],
    ['no .section-body: the paragraphs of #main', '<p>You have successfully registered as <strong>jdoe</strong>.</p>'],
    ['reworded: the strong of a paragraph', section('<p>Welcome, <strong>jdoe</strong>! Your account is ready.</p>')],
  ])('%s', (_, main) => {
    expect(joined(main)).toBe('jdoe');
  });

  it('the sentence without a strong: the text after it, without the full stop', () => {
    expect(joined(section('<p>You have successfully registered as j.doe.</p>'))).toBe('j.doe');
  });

  it('a reworded paragraph whose strong is empty: no username (not a slice of the text)', () => {
    expect(joined(section('<p>Welcome to the Acme developer portal, <strong></strong>! Your account is ready.</p>'))).toBeNull();
  });

  it('no sentence, no strong: no username', () => {
    expect(joined(section('<p>Your account is ready. Sign in to continue.</p>'))).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// signin: which form, SSO link, moved link

const MEMBER_FORM =
  '<form method="post" action="https://secure.example.net/login/developer.acme.example/"><ul>' +
  '<li><label class="require" for="handle">Username</label><input id="handle" name="handle"></li>' +
  '<li><label class="require" for="passwd">Password</label><input type="password" id="passwd" name="passwd"></li>' +
  '<li><input type="submit" id="process-login" value="Sign In"></li></ul></form>';
const SSO_FORM = '<form method="post" action="/login/sso"><button type="submit">Use company login</button></form>';

function signinPage(main: string, body = 'page-login login', path = '/login/login') {
  return as(extract({ body, main }, path), 'signin');
}

describe('sign in: the member form, not the single-sign-on form before it', () => {
  it.each([
    [
      '#signin without the class',
      `<div class="signin_member_mashery"><div class="options">${SSO_FORM}</div><div id="signin">${MEMBER_FORM}</div></div>`,
    ],
    [
      '.signin without the id',
      `<div class="signin_member_mashery"><div class="options">${SSO_FORM}</div><div class="signin">${MEMBER_FORM}</div></div>`,
    ],
    [
      'neither: the form of .signin_member_mashery',
      `<div class="sign-in-method">${SSO_FORM}</div><div class="signin_member_mashery"><div class="login-box">${MEMBER_FORM}</div></div>`,
    ],
  ])('%s', (_, main) => {
    const c = signinPage(`<h2 class="signin">Sign In</h2>${main}`).content;
    expect(c.state).toBe('normal');
    expect(c.form?.action).toBe('https://secure.example.net/login/developer.acme.example/');
  });

  it('a detection without a state is the normal sign-in page', () => {
    const page = doc({ body: 'page-login login', main: `<div class="signin" id="signin">${MEMBER_FORM}</div>` });
    const c = extractors.signin(createExtractionContext(page, `${HOST}/login/login`), {
      contentType: 'signin',
      state: null,
      isPortalPage: true,
    });
    expect(c.state).toBe('normal');
    expect(c.form?.action).toBe('https://secure.example.net/login/developer.acme.example/');
  });

  it('an SSO link with a script URL is dropped and reported as the sign-in method link', () => {
    const p = signinPage(
      `<div class="signin" id="signin">${MEMBER_FORM}</div><div class="options"><div class="sign-in-method"><a href="javascript:sso()">Use company login</a></div></div>`,
    );
    expect(p.content.sso).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'sign-in method link', scheme: 'javascript:' });
  });
});

describe('sign in moved: the new location', () => {
  it('without a .section-body: the first link of #main', () => {
    const c = signinPage(
      '<h1 class="first">Your sign-in has moved</h1><p>Your account now signs in through the cloud platform. <a href="https://cloud.example.net/login?portal=acme">Continue</a></p>',
      'page-login moved',
      '/login/moved',
    ).content;
    expect(c).toMatchObject({ state: 'moved', movedTo: 'https://cloud.example.net/login?portal=acme', form: null });
  });

  it('a moved link with a script URL is dropped and reported as the moved link', () => {
    const p = signinPage(
      `<h1 class="first">Your sign-in has moved</h1>${section('<p><a href="javascript:go()">Continue</a></p>')}`,
      'page-login moved',
      '/login/moved',
    );
    expect(p.content.movedTo).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'moved link', scheme: 'javascript:' });
  });
});

// ---------------------------------------------------------------------------------------------
// accountManage: the form without its id, the user profile link

describe('manage account', () => {
  const EDIT =
    '<div id="myaccount"><form id="member-edit" method="post" action="/member/edit"><legend>Account Information</legend><ul>' +
    '<li><label for="members-uri">Web site</label><input id="members-uri" name="members[uri]"></li></ul></form></div>';
  const manage = (main: string) =>
    as(extract({ body: 'page-member edit', main: `<h1 class="first">My Account</h1>${main}` }, '/member/edit'), 'accountManage');

  it('a form without the member-edit id: the one in #myaccount, not another form before it', () => {
    const c = manage(
      '<form id="newsletter" method="post" action="/newsletter"><input name="email"></form>' +
        '<div id="myaccount"><form method="post" action="/member/edit"><ul><li><label for="members-uri">Web site</label><input id="members-uri" name="members[uri]"></li></ul></form></div>',
    ).content;
    expect(c.form?.action).toBe('/member/edit');
  });

  it('the profile link of the action menu, also when the class sits on its li', () => {
    const c = manage(
      '<div class="section-menu actions"><ul><li class="change-email"><a href="/member/email">Update e-mail</a></li>' +
        `<li class="public-profile"><a href="/profile/profile/jdoe">Your profile</a></li></ul></div>${EDIT}`,
    ).content;
    expect(c.userProfile).toBe('/profile/profile/jdoe');
  });

  it('a public-profile link outside an action menu', () => {
    expect(
      manage(`<p><a class="public-profile" href="/profile/profile/jdoe">Your public profile</a></p>${EDIT}`).content.userProfile,
    ).toBe('/profile/profile/jdoe');
  });

  it('a profile link with a script URL is dropped and reported once, as the profile link', () => {
    const p = manage(
      `<div class="section-menu actions"><ul><li><a class="public-profile action" href="javascript:show()">Your profile</a></li></ul></div>${EDIT}`,
    );
    expect(p.content.userProfile).toBeNull();
    // reported once (the frame reads the same link for the session's profile link)
    expect(p.problems.filter((q) => q.kind === 'url-dropped')).toEqual([
      { kind: 'url-dropped', what: 'profile link', scheme: 'javascript:' },
    ]);
  });
});
