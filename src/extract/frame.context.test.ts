// Page context read from the frame: area and logo, signed-in state, the logout form the adapter posts,
// the user-nav links, the member action links, the editor's edit link, password length, notifications.
import { describe, expect, it } from 'vitest';
import { HOST, SIGNED_IN, SIGNED_OUT, doc, extract, type PageParts } from '../../test/extract/helpers.ts';
import { extractPage } from './index.ts';

const INFO = '<script type="text/javascript">var mashery_info = {"username": "jdoe"};</script>';

/** A page built from parts, with the frame element of the given id removed. */
function extractWithout(id: string, parts: PageParts, path = '/page/Test') {
  const d = doc(parts);
  d.getElementById(id)?.remove();
  return extractPage(d, HOST + path);
}

describe('area and logo', () => {
  it('the logo text names the area — the title is not consulted and no problem is noted', () => {
    const p = extract({ logo: 'Acme Developer Portal', title: 'Acme Developer Portal - Authentication' });
    expect(p.context.area).toBe('Acme Developer Portal');
    expect(p.problems.filter((x) => x.kind === 'area-from-title')).toEqual([]);
  });

  it('a logo image names the area by its alt text, without a problem', () => {
    const p = extract({ logo: '<img src="/files/acme.png" alt="Acme Developer Portal">', title: 'Acme Developer Portal - Docs' });
    expect(p.context.area).toBe('Acme Developer Portal');
    expect(p.problems.filter((x) => x.kind === 'area-from-title')).toEqual([]);
  });

  it('area from the title is noted as a problem saying whether the logo was empty or missing', () => {
    const empty = extract({ logo: ' ', title: 'Acme Portal - Docs' });
    expect(empty.context.area).toBe('Acme Portal');
    expect(empty.problems).toContainEqual({ kind: 'area-from-title', logo: 'empty' });
    const missing = extractWithout('branding-logo', { title: 'Acme Portal - Docs' });
    expect(missing.context.area).toBe('Acme Portal');
    expect(missing.problems).toContainEqual({ kind: 'area-from-title', logo: 'missing' });
  });

  it('a title that does not start with "AREA - " is the page title as a whole', () => {
    expect(extract({ logo: 'Acme Portal', title: 'Guides - Paging' }).context.pageTitle).toBe('Guides - Paging');
    expect(extract({ logo: 'Acme Portal', title: 'Authentication' }).context.pageTitle).toBe('Authentication');
  });

  it("the page's title is the head's: a title element in the content never names the page or the area", () => {
    const content = '<h1 class="first">Notes</h1><p>x</p><title>Hacked - Steered</title><svg><title>Icon - Steered</title></svg>';
    const withHead = extract({ logo: 'Acme Portal', title: 'Acme Portal - Notes', main: content });
    expect(withHead.context.pageTitle).toBe('Notes');
    const d = doc({ logo: ' ', main: content });
    d.head.querySelector('title')!.remove();
    const noHead = extractPage(d, `${HOST}/page/Notes`);
    expect(noHead.context.pageTitle).toBeNull();
    expect(noHead.context.area).toBe('');
    expect(JSON.stringify(noHead.context)).not.toContain('Steered');
  });

  it('the home URL comes from a link inside the logo when there is no onclick', () => {
    const p = extract({ logo: '<a href="https://developer.acme.example/">Acme Portal</a>' });
    expect(p.context.home).toBe('/');
    expect(p.context.area).toBe('Acme Portal');
  });

  it('a logo image whose src is dropped gives no logo, but its alt still names the area', () => {
    const p = extract({ logo: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Acme Portal">' });
    expect(p.context.logo).toBeNull();
    expect(p.context.area).toBe('Acme Portal');
  });
});

describe('signed-in state from the user nav and mashery_info', () => {
  const SIGN_OUT_ONLY = '<ul><li class="sign-out"><a href="/logout/logout">Sign Out</a></li></ul>';

  it('a username with no sign-in item signs the page in, even without li.account or a logout form', () => {
    const p = extract({ userNav: SIGN_OUT_ONLY, head: INFO });
    expect(p.context).toMatchObject({ loggedIn: true, username: 'jdoe', register: null, logout: null });
    expect(p.problems).not.toContainEqual({ kind: 'username-ignored' });
  });

  it('such a username also vouches for a logout form inside #main', () => {
    const form = '<form id="mashery-logout-form" method="post" action="/logout/logout?from=main"></form>';
    const p = extract({ userNav: SIGN_OUT_ONLY, head: INFO, main: `<h1 class="first">Docs</h1>${form}` });
    expect(p.context.logout?.action).toBe('/logout/logout?from=main');
  });

  it('a stale username beside a sign-in item is ignored (kept raw, noted as a problem)', () => {
    const p = extract({ userNav: SIGNED_OUT, head: INFO });
    expect(p.context).toMatchObject({ loggedIn: false, username: null, rawUsername: 'jdoe', register: '/member/register' });
    expect(p.context.login?.url).toBe('/login/login?r=%2Fdocs&h=ab12');
    expect(p.problems).toContainEqual({ kind: 'username-ignored' });
  });

  it('a signed-out page without a username notes nothing about usernames', () => {
    const p = extract({ userNav: SIGNED_OUT });
    expect(p.context.loggedIn).toBe(false);
    expect(p.problems).not.toContainEqual({ kind: 'username-ignored' });
  });

  it('a forced logout clears the stale username without noting it as ignored', () => {
    const p = extract({ body: 'page-logout', head: INFO, userNav: '<ul></ul>', main: '<h1 class="first">Signed out</h1>' });
    expect(p.contentType).toBe('logout');
    expect(p.context).toMatchObject({ loggedIn: false, username: null, rawUsername: 'jdoe' });
    expect(p.problems).not.toContainEqual({ kind: 'username-ignored' });
  });

  it('a sign-in link that carries the class itself (a.sign-in) gives the login URL', () => {
    const p = extract({ userNav: '<ul><li><a class="sign-in" href="/login/login?r=%2Fblog&amp;h=9f">Sign In</a></li></ul>' });
    expect(p.context.login).toEqual({ url: '/login/login?r=%2Fblog&h=9f', redirect: '/blog', hash: '9f' });
  });

  it('the register link is the user nav’s own; without one a signed-out page falls back to /member/register', () => {
    const own = extract({
      userNav:
        '<ul><li class="sign-in"><a href="/login/login">Sign In</a></li><li class="register"><a href="/member/register?r=%2Fdocs">Register</a></li></ul>',
    });
    expect(own.context.register).toBe('/member/register?r=%2Fdocs');
    const none = extract({ userNav: '<ul><li class="sign-in"><a href="/login/login">Sign In</a></li></ul>' });
    expect(none.context.register).toBe('/member/register');
    expect(extract({ userNav: SIGNED_IN }).context.register).toBeNull();
  });
});

describe('the logout form the adapter posts', () => {
  const form = (attrs: string, inner = '') => ({
    userNav: '<ul><li class="account"><a href="/member/edit">My Account</a></li></ul>',
    page: `<form id="mashery-logout-form" ${attrs}>${inner}</form>`,
  });

  it('fields are what a browser would post: named values, checked boxes only, no buttons or files', () => {
    const p = extract(
      form(
        'method="post" action="/logout/logout"',
        '<input type="hidden" name="token" value="a1b2c3">' +
          '<input name="plain" value="p">' +
          '<input type="hidden" name="empty">' +
          '<input type="checkbox" name="remember" value="1">' +
          '<input type="checkbox" name="everywhere" value="yes" checked>' +
          '<input type="radio" name="scope" value="this">' +
          '<input type="radio" name="scope" value="all" checked>' +
          '<textarea name="note">bye</textarea>' +
          '<input type="submit" name="op" value="Sign Out">' +
          '<input type="SUBMIT" name="op2" value="Sign Out">' +
          '<input type="button" name="cancel" value="Cancel">' +
          '<input type="reset" name="clear" value="Clear">' +
          '<input type="image" name="go" src="/files/go.png">' +
          '<input type="file" name="upload">',
      ),
    );
    expect(p.context.logout?.fields).toEqual([
      { name: 'token', value: 'a1b2c3' },
      { name: 'plain', value: 'p' },
      { name: 'empty', value: '' },
      { name: 'everywhere', value: 'yes' },
      { name: 'scope', value: 'all' },
      { name: 'note', value: 'bye' },
    ]);
  });

  it('the action is the form’s own, resolved; a missing, blank or dropped action posts to /logout/logout', () => {
    expect(extract(form('method="post" action="https://secure.example.net/logout?r=%2F"')).context.logout?.action).toBe(
      'https://secure.example.net/logout?r=%2F',
    );
    expect(extract(form('method="post"')).context.logout?.action).toBe('/logout/logout');
    expect(extract(form('method="post" action=" "')).context.logout?.action).toBe('/logout/logout');
    const dropped = extract(form('method="post" action="javascript:void(0)"'));
    expect(dropped.context.logout?.action).toBe('/logout/logout');
    expect(dropped.problems).toContainEqual({ kind: 'url-dropped', what: 'logout form action', scheme: 'javascript:' });
  });

  it('the method is get only when the form says get (any case, spaces around); otherwise post', () => {
    const method = (attrs: string) => extract(form(`${attrs} action="/logout/logout"`)).context.logout?.method;
    expect(method('method="get"')).toBe('get');
    expect(method('method=" GET "')).toBe('get');
    expect(method('method="POST"')).toBe('post');
    expect(method('')).toBe('post');
  });

  it('only a form element with the logout id counts', () => {
    const p = extract({
      userNav: '<ul></ul>',
      page: '<div id="mashery-logout-form"><a href="/logout/logout">Sign Out</a></div>',
    });
    expect(p.context.loggedIn).toBe(false);
    expect(p.context.logout).toBeNull();
  });

  it('a page without #main still reads the frame: the logout form, the user nav and the head scripts', () => {
    const d = doc({
      body: 'page-forum read',
      userNav: SIGNED_IN,
      head: '<script>mashery.globals.noMarkdown = true;</script>',
    });
    const main = d.getElementById('main')!;
    main.removeAttribute('id');
    main.removeAttribute('class');
    const p = extractPage(d, `${HOST}/forum/read/5`);
    expect(p.problems).toContainEqual({ kind: 'missing', what: '#main' });
    expect(p.context).toMatchObject({ loggedIn: true, account: '/member/edit', area: 'Acme Portal' });
    expect(p.context.logout?.fields).toEqual([{ name: 'token', value: 't0k' }]);
    expect(p.context.globals.noMarkdown).toBe(true);
  });
});

describe('a dropped URL in the frame is reported with the part it came from', () => {
  const JS = 'javascript:void(0)';
  it.each<[string, PageParts, (p: ReturnType<typeof extract>) => unknown]>([
    ['logo image', { logo: `<img src="${JS}" alt="Acme Portal">` }, (p) => p.context.logo],
    ['home link', { logoAttrs: `onclick="location='${JS}'"` }, (p) => p.context.home],
    ['sign-in link', { userNav: `<ul><li class="sign-in"><a href="${JS}">Sign In</a></li></ul>` }, (p) => p.context.login],
    [
      'dashboard link',
      { userNav: `${SIGNED_IN}<ul><li class="dashboard toggle"><a href="${JS}">Dashboard</a></li></ul>` },
      (p) => p.context.dashboard,
    ],
    ['account link', { userNav: `<ul><li class="account"><a href="${JS}">My Account</a></li></ul>` }, (p) => p.context.account],
    [
      'profile link',
      {
        body: 'page-member edit',
        main: `<div class="section-menu actions"><ul><li><a class="public-profile action" href="${JS}">Profile</a></li></ul></div>`,
      },
      (p) => p.context.userProfile,
    ],
    ['edit link', { page: `<a id="header-edit" href="${JS}">Edit</a>` }, (p) => p.context.edit],
  ])('%s', (what, parts, value) => {
    const p = extract(parts);
    expect(value(p)).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what, scheme: 'javascript:' });
  });

  it('register link: reported, and a signed-out page still falls back to /member/register', () => {
    const p = extract({ userNav: `<ul><li class="register"><a href="${JS}">Register</a></li></ul>` });
    expect(p.context.register).toBe('/member/register');
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'register link', scheme: 'javascript:' });
  });
});

describe('the editor’s edit link', () => {
  const EDIT = '/content/page/edit/12';

  it('#header-edit inside #page gives the link, whether it is the link or wraps it', () => {
    expect(extract({ page: `<a id="header-edit" href="${EDIT}">Edit this page</a>` }).context.edit).toBe(EDIT);
    expect(extract({ page: `<div id="header-edit"><a href="${EDIT}">Edit this page</a></div>` }).context.edit).toBe(EDIT);
  });

  it('#header-edit outside #page does not count', () => {
    expect(extract({ after: `<div id="header-edit"><a href="${EDIT}">Edit</a></div>` }).context.edit).toBeNull();
  });

  it('the heading’s a.edit wins over #header-edit; an h1 without .first counts too', () => {
    const heading = extract({
      main: '<h1 class="first">About <a class="edit" href="/content/page/edit/7">edit</a></h1>',
      page: `<div id="header-edit"><a href="${EDIT}">Edit</a></div>`,
    });
    expect(heading.context.edit).toBe('/content/page/edit/7');
    expect(extract({ main: '<h1>About <a class="edit" href="/content/page/edit/7">edit</a></h1>' }).context.edit).toBe(
      '/content/page/edit/7',
    );
  });

  it('no edit link anywhere: null', () => {
    expect(extract().context.edit).toBeNull();
  });
});

describe('member action links and the profile link', () => {
  const BLOCK = (items: string) => `<div class="section-menu actions"><ul>${items}</ul></div>`;

  it.each(['change-email', 'change-password', 'delete-self', 'public-profile'])(
    'a %s link in a plain .actions box (no .section-menu.actions) on another account page yields the settings',
    (c) => {
      const p = extract({
        body: 'page-member passwd',
        userNav: SIGNED_IN,
        main: `<h1 class="first">Password</h1><div class="actions"><a class="${c} action" href="/member/x">link</a></div>`,
      });
      expect(p.contentType).toBe('accountPassword');
      expect(p.context.accountSettings).not.toBeNull();
    },
  );

  it('either change link alone makes the kind full', () => {
    const only = (c: string, href: string) =>
      extract({
        body: 'page-member edit',
        userNav: SIGNED_IN,
        main: `<h1 class="first">My Account</h1>${BLOCK(`<li><a class="${c} action" href="${href}">x</a></li>`)}<form id="member-edit" method="post" action="/member/edit"></form>`,
      }).context.accountSettings;
    expect(only('change-email', '/member/email')).toEqual({
      changeEmail: '/member/email',
      changePassword: null,
      removeMembership: null,
      kind: 'full',
    });
    expect(only('change-password', '/member/passwd')?.kind).toBe('full');
  });

  it('the action class may sit on the list item of the actions block', () => {
    const p = extract({
      body: 'page-member edit',
      userNav: SIGNED_IN,
      main: `<h1 class="first">My Account</h1>${BLOCK('<li class="change-password"><a href="/member/passwd">Update password</a></li>')}<form id="member-edit" method="post" action="/member/edit"></form>`,
    });
    expect(p.context.accountSettings).toEqual({
      changeEmail: null,
      changePassword: '/member/passwd',
      removeMembership: null,
      kind: 'full',
    });
  });

  it('an actions block without member links on another page: settings known, kind platform', () => {
    const p = extract({
      body: 'page-member passwd',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Password</h1>${BLOCK('<li><a href="/member/edit">Back</a></li>')}`,
    });
    expect(p.contentType).toBe('accountPassword');
    expect(p.context.accountSettings).toEqual({
      changeEmail: null,
      changePassword: null,
      removeMembership: null,
      kind: 'platform',
    });
  });

  it('Manage Account without any actions block: platform; other pages without one: unknown (null)', () => {
    const manage = extract({
      body: 'page-member edit',
      userNav: SIGNED_IN,
      main: '<h1 class="first">My Account</h1><form id="member-edit" method="post" action="/member/edit"></form>',
    });
    expect(manage.contentType).toBe('accountManage');
    expect(manage.context.accountSettings).toEqual({
      changeEmail: null,
      changePassword: null,
      removeMembership: null,
      kind: 'platform',
    });
    const other = extract({ body: 'page-member passwd', userNav: SIGNED_IN, main: '<h1 class="first">Password</h1>' });
    expect(other.context.accountSettings).toBeNull();
  });

  it('an a.public-profile link outside the actions block is the user’s profile', () => {
    const p = extract({
      body: 'page-member edit',
      userNav: SIGNED_IN,
      main: '<h1 class="first">My Account</h1><p><a class="public-profile" href="/profile/profile/jdoe">Your public profile</a></p><form id="member-edit" method="post" action="/member/edit"></form>',
    });
    expect(p.context.userProfile).toBe('/profile/profile/jdoe');
  });
});

describe('member links only from the page’s own markup, never from a post or a comment', () => {
  // a comment or a post body is written by someone else: its links must not become the member's profile link
  // or account settings (the runtime caches both for the session)
  const HOSTILE =
    '<div class="section-menu actions"><ul><li><a class="public-profile action" href="https://evil.example/p">Profile</a></li>' +
    '<li><a class="change-email action" href="https://evil.example/mail">E-mail</a></li></ul></div>' +
    '<a class="public-profile" href="https://evil.example/p2">me</a><a class="delete-self" href="https://evil.example/rm">x</a>' +
    '<div class="actions"><a href="https://evil.example/profile/profile/mallory">mallory</a></div>';
  const FORUM = (comment: string) =>
    `<h1 class="first">Rate limits?</h1><div class="section"><div class="section-body"><p>Question</p></div></div>` +
    `<div class="comments"><div class="comment"><div class="comment-body">${comment}</div></div></div>`;

  it('a forum comment imitating the actions block and the profile link gives neither', () => {
    const p = extract({ body: 'page-forum read', userNav: SIGNED_IN, main: FORUM(HOSTILE) });
    expect(p.context.userProfile).toBeNull();
    expect(p.context.accountSettings).toBeNull();
  });

  it('a post body imitating them gives neither', () => {
    const p = extract({
      body: 'page-blog read',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Release notes</h1><div class="section"><div class="section-body">${HOSTILE}</div></div>`,
    });
    expect(p.context.userProfile).toBeNull();
    expect(p.context.accountSettings).toBeNull();
  });

  it('the account page’s own block wins over a copy in user content before it (a profile field)', () => {
    const p = extract({
      body: 'page-member edit',
      userNav: SIGNED_IN,
      main:
        `<h1 class="first">My Account</h1><div class="user-information">${HOSTILE}</div>` +
        '<div class="section-menu actions"><ul><li><a class="public-profile action" href="/profile/profile/jdoe">Your profile</a></li>' +
        '<li><a class="delete-self action" href="/member/remove">Delete account</a></li></ul></div>' +
        '<form id="member-edit" method="post" action="/member/edit"></form>',
    });
    expect(p.context.userProfile).toBe('/profile/profile/jdoe');
    expect(p.context.accountSettings).toEqual({
      changeEmail: null,
      changePassword: null,
      removeMembership: '/member/remove',
      kind: 'oidc',
    });
  });
});

describe('minimum password length and notifications', () => {
  const req = (items: string) =>
    extract({ body: 'page-member passwd', main: `<ul id="passwd_requirements">${items}</ul>` }).context.minPasswordLength;

  it('a number from 1 to 999 is the minimum length; 0 or 1000 and more are not, giving 8', () => {
    expect(req('<li>At least 1 character</li>')).toBe(1);
    expect(req('<li>At least 999 characters</li>')).toBe(999);
    expect(req('<li>At least 0 characters</li>')).toBe(8);
    expect(req('<li>At least 1000 characters</li>')).toBe(8);
  });

  it('register-sent: the sent text ending the first paragraph (address in the next one) keeps notifications on', () => {
    const p = extract({
      body: 'page-member register',
      main: '<h1 class="first">Registration Almost Complete</h1><p>We have sent a confirmation e-mail to you at this address:</p><p><strong>jdoe@acme.example</strong></p>',
    });
    expect(p.contentType).toBe('registerSent');
    expect(p.context.notifications).toBe(true);
  });
});
