import { describe, expect, it } from 'vitest';
import { HOST, SIGNED_IN, SIGNED_OUT, as, extract } from '../../test/extract/helpers.ts';
import { extractPage } from './index.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { resolveUrl, urlKey } from './extractionContext.ts';
import type { Problem } from '../model/pageData.ts';

describe('area and title', () => {
  it('area is the trimmed, entity-decoded text of #branding-logo; the page title strips the known prefix', () => {
    const p = extract({ logo: '\n  Acme &amp; Co  ', title: 'Acme &amp; Co - Guides - Paging' });
    expect(p.context.area).toBe('Acme & Co');
    expect(p.context.title).toBe('Acme & Co - Guides - Paging');
    expect(p.context.pageTitle).toBe('Guides - Paging');
  });

  it('a logo image gives area from alt, and the logo src resolved', () => {
    const p = extract({ logo: '<img src="/files/logo.png" alt="Acme Portal">' });
    expect(p.context.area).toBe('Acme Portal');
    expect(p.context.logo).toEqual({ src: '/files/logo.png', alt: 'Acme Portal' });
  });

  it('without a logo, area comes from the title; a title that is just AREA has no page part', () => {
    expect(extract({ logo: '', title: 'Acme Portal - Docs' }).context).toMatchObject({ area: 'Acme Portal', pageTitle: 'Docs' });
    expect(extract({ title: 'Acme Portal' }).context.pageTitle).toBeNull();
  });

  it('reads the home URL from the onclick attribute of #branding-logo', () => {
    expect(
      extract({ logoAttrs: 'onclick="window.location.href=&quot;https://developer.acme.example/&quot;"' }).context.home,
    ).toBe('/');
    expect(extract({ logoAttrs: `onclick="location='https://www.acme.example/home'"` }).context.home).toBe(
      'https://www.acme.example/home',
    );
    expect(extract({ logoAttrs: 'onclick="location=&quot;javascript:alert(1)&quot;"' }).context.home).toBeNull();
    expect(extract().context.home).toBeNull();
  });
});

describe('signed-in state', () => {
  const INFO = '<script type="text/javascript">var mashery_info = {"username": "jdoe"};</script>';

  it('member: logout form, account link, username from mashery_info', () => {
    const p = extract({ userNav: SIGNED_IN, head: INFO });
    expect(p.context).toMatchObject({
      loggedIn: true,
      username: 'jdoe',
      isAdmin: false,
      dashboard: null,
      account: '/member/edit',
    });
    expect(p.context.logout).toEqual({ action: '/logout/logout', method: 'post', fields: [{ name: 'token', value: 't0k' }] });
    expect(p.context.login).toBeNull();
  });

  it('administrator only with li.dashboard.toggle; li.dashboard alone is not admin', () => {
    const admin = extract({
      userNav: `${SIGNED_IN}<ul><li class="dashboard toggle"><a href="https://admin.example.net/cc">Dashboard</a></li></ul>`,
    });
    expect(admin.context).toMatchObject({ isAdmin: true, dashboard: 'https://admin.example.net/cc' });
    const member = extract({ userNav: `${SIGNED_IN}<ul><li class="dashboard"><a href="/dash">Dashboard</a></li></ul>` });
    expect(member.context).toMatchObject({ isAdmin: false, dashboard: '/dash' });
  });

  it('signed out: sign-in URL with r and h, register link, mashery_info null / {} / absent', () => {
    for (const head of ['', '<script>var mashery_info = null;</script>', '<script>var mashery_info = {};</script>']) {
      const p = extract({ userNav: SIGNED_OUT, head });
      expect(p.context).toMatchObject({ loggedIn: false, username: null, logout: null, register: '/member/register' });
      expect(p.context.login).toEqual({ url: '/login/login?r=%2Fdocs&h=ab12', redirect: '/docs', hash: 'ab12' });
    }
  });

  it('keeps a sign-in link on another host absolute', () => {
    const p = extract({
      userNav:
        '<ul><li class="sign-in"><a href="https://secure.example.net/login/login?r=https%3A%2F%2Fdeveloper.acme.example%2Fdocs&amp;h=1">In</a></li></ul>',
    });
    expect(p.context.login).toEqual({
      url: 'https://secure.example.net/login/login?r=https%3A%2F%2Fdeveloper.acme.example%2Fdocs&h=1',
      redirect: 'https://developer.acme.example/docs',
      hash: '1',
    });
  });

  it('the logout form counts only inside #page, and may sit anywhere in it', () => {
    const form =
      '<form id="mashery-logout-form" method="post" action="/logout/logout"><input type="hidden" name="t" value="1"></form>';
    expect(extract({ userNav: '<ul></ul>', page: form }).context.loggedIn).toBe(true);
    expect(extract({ userNav: '<ul></ul>', after: form }).context.loggedIn).toBe(false);
  });

  it('a logout form in user content (#main: a comment, a post) neither signs the page in nor becomes Sign Out', () => {
    const fake =
      '<form id="mashery-logout-form" method="post" action="https://evil.example/steal"><input type="hidden" name="token" value="spoof"></form>';
    const comment = `<div class="section"><h2>Topic</h2></div><ol class="comments"><li class="comment"><div class="comment-body">${fake}</div></li></ol>`;
    const signedOut = extract({ body: 'page-forum read', userNav: SIGNED_OUT, main: comment });
    expect(signedOut.context.loggedIn).toBe(false);
    expect(signedOut.context.logout).toBeNull();
    // signed in (li.account in the user nav): the real form outside #main is the one used, wherever the fake is
    const real = '<form id="mashery-logout-form" method="post" action="/logout/logout"></form>';
    const both = extract({ body: 'page-forum read', userNav: SIGNED_IN, main: comment, page: real });
    expect(both.context.loggedIn).toBe(true);
    expect(both.context.logout?.action).toBe('/logout/logout');
    // a form inside #main still counts when the user nav agrees (position unknown)
    const inMain = extract({ body: 'page-forum read', userNav: SIGNED_IN, main: real });
    expect(inMain.context.logout?.action).toBe('/logout/logout');
  });

  it('reads a form attribute even when an input is named "action" (trap 16)', () => {
    const p = extract({
      userNav: '<ul></ul>',
      page: '<form id="mashery-logout-form" method="post" action="/logout/logout"><input type="hidden" name="action" value="x"></form>',
    });
    expect(p.context.logout?.action).toBe('/logout/logout');
    expect(p.context.logout?.fields).toEqual([{ name: 'action', value: 'x' }]);
  });

  it('forces signed-out state on logout and memberRemoveSuccess pages without a logout form', () => {
    const stale = '<script>var mashery_info = {"username": "jdoe"};</script>';
    const nav = '<ul><li class="dashboard toggle"><a href="/dash">D</a></li></ul>';
    const logout = extract({ body: 'page-logout', head: stale, userNav: nav, main: '<h1 class="first">Bye</h1>' });
    expect(logout.contentType).toBe('logout');
    expect(logout.context).toMatchObject({
      loggedIn: false,
      username: null,
      isAdmin: false,
      dashboard: null,
      logout: null,
      rawUsername: 'jdoe',
    });
    const removed = extract({
      body: 'page-member remove',
      head: stale,
      userNav: `<ul><li class="account"><a href="/member/edit">x</a></li></ul>${nav}`,
      main: '<div class="section-body"><p>You have been removed!</p></div>',
    });
    expect(removed.contentType).toBe('memberRemoveSuccess');
    expect(removed.context).toMatchObject({ loggedIn: false, username: null, isAdmin: false, dashboard: null, logout: null });
  });

  it('a logout or memberRemoveSuccess page that still has a logout form stays signed in (spec: forced only without one)', () => {
    const form = '<form id="mashery-logout-form" method="post" action="/logout/logout"></form>';
    const INFO_NAV = '<ul><li class="dashboard toggle"><a href="/dash">D</a></li></ul>';
    const logout = extract({ body: 'page-logout', head: INFO, userNav: INFO_NAV, page: form });
    expect(logout.contentType).toBe('logout');
    expect(logout.context).toMatchObject({ loggedIn: true, username: 'jdoe', isAdmin: true, dashboard: '/dash' });
    expect(logout.context.logout?.action).toBe('/logout/logout');
    const removed = extract({
      body: 'page-member remove',
      head: INFO,
      userNav: SIGNED_IN,
      main: '<div class="section-body"><p>You have been removed!</p></div>',
    });
    expect(removed.contentType).toBe('memberRemoveSuccess');
    expect(removed.context).toMatchObject({ loggedIn: true, username: 'jdoe' });
    expect(removed.context.logout?.action).toBe('/logout/logout');
  });

  it('does not force logout on logoutFail', () => {
    const p = extract({ body: 'page-logout', head: INFO, userNav: SIGNED_IN });
    expect(p.contentType).toBe('logoutFail');
    expect(p.context).toMatchObject({ loggedIn: true, username: 'jdoe' });
  });

  it('finds the user links in #header when there is no #user-nav wrapper', () => {
    const p = extractPage(
      parseHtml(
        '<body class="page-logout"><div id="page"><div id="header"><ul><li class="account"><a href="/member/edit">me</a></li></ul></div><div id="main"></div></div></body>',
      ),
      `${HOST}/logout/logout`,
    );
    expect(p.contentType).toBe('logoutFail');
    expect(p.context).toMatchObject({ loggedIn: true, account: '/member/edit' });
  });

  it('reads mashery_info from a script after #page, in the body', () => {
    expect(extract({ userNav: SIGNED_IN, after: INFO }).context.username).toBe('jdoe');
  });
});

describe('globals: only inline scripts, never user content', () => {
  it('reads head and page-body scripts; later wins', () => {
    const p = extract({
      head: '<script>mashery.globals.noMarkdown = true; mashery.globals.w = 1;</script>',
      main: '<h1 class="first">x</h1><div class="section-body"><script>mashery.globals.w = 2; mashery.globals["noHeading"] = true;</script></div>',
    });
    expect(p.context.globals).toEqual({ noMarkdown: true, noHeading: true, w: 2 });
  });

  it('defaults noMarkdown and noHeading to false', () => {
    expect(extract().context.globals).toEqual({ noMarkdown: false, noHeading: false });
  });

  it('ignores src scripts, non-JS scripts, text, pre/code, attributes, and scripts in forum/blog bodies', () => {
    const p = extract({
      body: 'page-forum read',
      head: '<script src="/files/x.js">mashery.globals.a = 1;</script><script type="text/template">mashery.globals.b = 1;</script>',
      main:
        '<h1 class="first">T</h1><p>mashery.globals.c = 1;</p><pre>mashery.globals.d = 1;</pre><code><script>mashery.globals.e = 1;</script></code>' +
        '<div data-x="mashery.globals.f = 1;"></div><ol class="comments"><li><div class="comment-body"><script>mashery.globals.g = 1;</script></div></li></ol>' +
        '<script>mashery.globals.h = 1;</script>',
    });
    expect(p.context.globals).toEqual({ noMarkdown: false, noHeading: false });
  });

  it('records a global-not-literal problem for a function value and keeps the rest', () => {
    const p = extract({ head: '<script>mashery.globals.fn = function () {}; mashery.globals.ok = 1;</script>' });
    expect(p.context.globals.ok).toBe(1);
    expect(p.context.globals).not.toHaveProperty('fn');
    expect(p.problems).toContainEqual({ kind: 'global-not-literal', name: 'fn' });
  });

  it('keeps inline scripts of #page (not outside it) as frame scripts', () => {
    const p = extract({
      main: '<h1 class="first">x</h1><script>var inside = 1;</script>',
      after: '<script>var outside = 1;</script>',
    });
    expect(p.frame.scripts).toEqual(['var inside = 1;']);
  });
});

describe('navigation', () => {
  it('primary nav keeps nested lists and takes isActive from li.active at any level', () => {
    const p = extract({
      local:
        '<div class="wrap"><ul><li><a href="/docs">Docs</a><ul><li class="active"><a href="/docs/read/A">A</a></li></ul></li><li><a href="https://other.example/x">Other</a></li></ul></div>',
    });
    expect(p.nav.primary).toEqual([
      {
        label: 'Docs',
        url: '/docs',
        isActive: false,
        children: [{ label: 'A', url: '/docs/read/A', isActive: true, children: [] }],
      },
      { label: 'Other', url: 'https://other.example/x', isActive: false, children: [] },
    ]);
  });

  it('drops javascript: items and hoists the children of link-less items', () => {
    const p = extract({
      local:
        '<ul><li><a href="javascript:alert(1)">Bad</a></li><li><span>Group</span><ul><li><a href="/x">X</a></li></ul></li></ul>',
    });
    expect(p.nav.primary.map((i) => i.label)).toEqual(['X']);
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'nav link', scheme: 'javascript:' });
  });

  it('footer nav: isActive by cleaned URL; bare hrefs resolve against the page path; #siteinfo lists are not nav', () => {
    const p = extract(
      {
        footer:
          '<ul><li class="first"><a href="/CONTACT/">Contact</a></li><li><a href="Api_terms_of_use">Terms</a></li></ul><div id="siteinfo"><ul><li><a href="/x">x</a></li></ul></div>',
      },
      '/contact',
    );
    expect(p.nav.secondary).toEqual([
      { label: 'Contact', url: '/CONTACT/', isActive: true, children: [] },
      { label: 'Terms', url: '/Api_terms_of_use', isActive: false, children: [] },
    ]);
    expect(extract({ footer: '<ul><li><a href="Api_terms_of_use">T</a></li></ul>' }, '/page/About').nav.secondary[0]?.url).toBe(
      '/page/Api_terms_of_use',
    );
    expect(extract({ footer: '<div id="siteinfo">&copy; Acme</div>' }).nav.secondary).toEqual([]);
  });

  it('docs sidebar isActive compares cleaned URLs: slash, hash, case, query order, /docs landing', () => {
    const sub =
      '<h2>Docs Navigation</h2><ul><li><a href="/docs/read/Home">Home</a></li><li><a href="/docs/read/guides/paging/#x">Paging</a>' +
      '<ul><li><a href="/docs/read/Q?b=2&amp;a=1">Q</a></li></ul></li></ul>';
    const at = (path: string) => as(extract({ body: 'page-docs', sub }, path), 'docs').content.secondary;
    expect(at('/docs')[0]?.isActive).toBe(true);
    expect(at('/docs/Home')[0]?.isActive).toBe(true);
    expect(at('/docs/read/Guides/Paging')[1]?.isActive).toBe(true);
    expect(at('/docs/read/Q?a=1&b=2')[1]?.children[0]?.isActive).toBe(true);
    expect(at('/docs/read/Other').some((i) => i.isActive)).toBe(false);
    expect(as(extract({ body: 'page-docs', sub }, '/docs'), 'docs').content.secondaryHeading).toBe('Docs Navigation');
  });

  it('account sub-navigation from .section-menu.navigation with .active', () => {
    const p = extract({
      body: 'page-apps mykeys',
      main: '<div class="section-menu navigation"><ul><li class="active"><a href="/apps/mykeys">Keys</a></li><li><a href="/apps/myapps">Apps</a></li></ul></div>',
    });
    expect(p.nav.account.map((i) => [i.label, i.isActive])).toEqual([
      ['Keys', true],
      ['Apps', false],
    ]);
  });
});

describe('the URL rule (trap 8)', () => {
  const context = { base: new URL(`${HOST}/docs/read/Guides`), problems: [] as Problem[] };
  it.each([
    ['/docs', '/docs'],
    [`${HOST}/docs?a=1#b`, '/docs?a=1#b'],
    ['https://other.example/x', 'https://other.example/x'],
    ['//cdn.example/x.png', 'https://cdn.example/x.png'],
    ['Api_terms_of_use', '/docs/read/Api_terms_of_use'],
    ['  /padded  ', '/padded'],
    ['', '/docs/read/Guides'],
  ])('%s → %s', (raw, out) => {
    expect(resolveUrl(context, raw)).toBe(out);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.c', 'http://[bad'])(
    'drops %s with a problem',
    (raw) => {
      const fresh = { base: context.base, problems: [] as Problem[] };
      expect(resolveUrl(fresh, raw)).toBeNull();
      expect(fresh.problems).toHaveLength(1);
      expect(fresh.problems[0]?.kind).toMatch(/^url-(dropped|malformed)$/);
    },
  );

  it('urlKey tolerates malformed percent-encoding', () => {
    expect(urlKey('/docs/%E0%A4%A', HOST)).toBe('developer.acme.example/docs/%e0%a4%a');
    expect(urlKey('javascript:x', HOST)).toBeNull();
  });
});

describe('other context values', () => {
  it('user profile link and account settings kind from the member action links', () => {
    const links = (l: string) =>
      `<h1 class="first">My Account</h1><div class="section-menu actions"><ul>${l}</ul></div><form id="member-edit" method="post" action="/member/edit"></form>`;
    const all = extract({
      body: 'page-member edit',
      userNav: SIGNED_IN,
      main: links(
        '<li><a class="change-email action" href="/member/email">E</a></li><li><a class="change-password action" href="/member/passwd">P</a></li><li><a class="public-profile action" href="/profile/profile/jdoe">Me</a></li><li><a class="delete-self action" href="/member/remove">R</a></li>',
      ),
    });
    expect(all.context.userProfile).toBe('/profile/profile/jdoe');
    // found by its /profile/profile/ path when the class is missing, in the actions area only
    const byPath = extract({
      body: 'page-member edit',
      userNav: SIGNED_IN,
      main: links('<li><a class="action" href="/profile/profile/jdoe">My public profile</a></li>'),
    });
    expect(byPath.context.userProfile).toBe('/profile/profile/jdoe');
    const inContent = extract({
      body: 'page-forum read',
      userNav: SIGNED_IN,
      main: '<div class="section-body"><p>Ask <a href="/profile/profile/admin">admin</a></p></div>',
    });
    expect(inContent.context.userProfile).toBeNull();
    expect(all.context.accountSettings).toEqual({
      changeEmail: '/member/email',
      changePassword: '/member/passwd',
      removeMembership: '/member/remove',
      kind: 'full',
    });
    const oidc = extract({
      body: 'page-member edit',
      main: links('<li><a class="delete-self action" href="/member/remove">R</a></li>'),
    });
    expect(oidc.context.accountSettings?.kind).toBe('oidc');
    const platform = extract({ body: 'page-member edit', main: links('') });
    expect(platform.context.accountSettings?.kind).toBe('platform');
    expect(extract({ body: 'page-page' }).context.accountSettings).toBeNull();
  });

  it('minimum password length from the requirement item with digits; default 8', () => {
    const req = (items: string) =>
      extract({ body: 'page-member passwd', main: `<ul id="passwd_requirements">${items}</ul>` }).context.minPasswordLength;
    expect(req('<li>letter</li><li>number</li><li>At least 12 characters</li>')).toBe(12);
    expect(req('<li>letters</li><li>digits</li><li>symbols</li><li>At least 10 characters</li>')).toBe(10);
    expect(req('<li>letter</li><li>long enough</li>')).toBe(8);
    expect(extract().context.minPasswordLength).toBe(8);
  });

  it('notifications default on; off on a register-sent page without the sent text or resend link', () => {
    expect(extract().context.notifications).toBe(true);
    const sent = (main: string) =>
      extract({ body: 'page-member register', main: `<h1 class="first">Registration Almost Complete</h1>${main}` }).context
        .notifications;
    expect(sent('<p>We have sent a confirmation e-mail to you at this address: a@b.c</p>')).toBe(true);
    expect(sent('<p>Pending.</p><a href="/member/resend-confirmation">again</a>')).toBe(true);
    expect(sent('<p>Your registration is awaiting approval.</p>')).toBe(false);
  });

  it('contentId is the page path; the copyright HTML is kept raw', () => {
    const p = extract({ footer: '<div id="siteinfo">&copy; <b>Acme</b></div>' }, '/page/About?x=1#y');
    expect(p.contentId).toBe('/page/About');
    expect(p.frame.copyrightHtml).toBe('© <b>Acme</b>');
  });
});

describe('frame ids repeated by user content (a comment comes before the footer)', () => {
  const comment = (html: string) =>
    `<h1 class="first">Topic</h1><ol class="comments"><li class="comment"><div class="comment-body">${html}</div></li></ol>`;
  const spoof =
    '<div id="footer"><ul><li><a href="https://evil.example/privacy">Privacy Policy</a></li></ul></div>' +
    '<div id="siteinfo">© Evil Corp</div><div id="local"><ul><li><a href="https://evil.example/docs">Docs</a></li></ul></div>' +
    '<div id="user-nav"><ul><li class="account"><a href="/member/edit">My Account</a></li></ul></div>';

  it('the footer links and the copyright are the frame’s, not a comment’s', () => {
    const p = extract({
      body: 'page-forum read',
      main: comment(spoof),
      footer: '<ul><li class="first"><a href="/page/Terms">Terms</a></li></ul><div id="siteinfo">© Acme</div>',
    });
    expect(p.nav.secondary.map((i) => i.url)).toEqual(['/page/Terms']);
    expect(p.frame.copyrightHtml).toContain('Acme');
    expect(p.nav.primary.map((i) => i.url)).toEqual(['/docs']);
  });

  it('a frame without #user-nav, #local or #siteinfo: a comment’s cannot stand in for them', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Acme Portal - Topic</title></head><body class="page-forum read"><div id="page">' +
      '<div id="header"><div id="branding-logo">Acme Portal</div><ul><li class="sign-in"><a href="/login/login">Sign In</a></li></ul></div>' +
      `<div id="content"><div id="main" class="main">${comment(spoof)}</div></div></div></body></html>`;
    const p = extractPage(parseHtml(page), `${HOST}/forum/read/5`);
    expect(p.context.loggedIn).toBe(false);
    expect(p.nav.primary).toEqual([]);
    expect(p.nav.secondary).toEqual([]);
    expect(p.frame.copyrightHtml).toBeNull();
  });
});
