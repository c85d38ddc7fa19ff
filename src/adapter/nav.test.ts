import { describe, expect, it } from 'vitest';
import { contentTypes, type ContentType } from '../model/contentTypes.ts';
import type { NavItem } from '../model/pageData.ts';
import { adapt } from './index.ts';
import { cleanUrl, sameUrl } from './urls.ts';
import { admin, context, env, pageData, settings, signedIn } from '../../test/adapter/factories.ts';

const accountPageTypes: ContentType[] = [
  'tos',
  'accountKeys',
  'accountApps',
  'viewKeys',
  'appRegister',
  'appRegisterSuccess',
  'appEdit',
  'appAddAPIs',
  'appAddAPIsSuccess',
  'appAddAPIsError',
  'appDelete',
  'appError',
  'keyDelete',
  'keyActivity',
  'keySecret',
  'verifyAccount',
  'resetPassword',
  'resetPasswordSuccess',
  'resetPasswordError',
  'accountManage',
  'accountEmail',
  'accountEmailSuccess',
  'accountPassword',
  'accountPasswordSuccess',
  'register',
  'registerSent',
  'registerResend',
  'registerResendSuccess',
  'join',
  'joinSuccess',
  'memberRemove',
  'memberRemoveSuccess',
  'lostPassword',
  'lostPasswordReset',
  'lostUsername',
  'lostUsernameReset',
  'showSecret',
  'showSecretSuccess',
  'showSecretError',
];

const item = (label: string, url: string, isActive = false, children: NavItem[] = []): NavItem => ({
  label,
  url,
  isActive,
  children,
});

describe('user nav', () => {
  it("signed out: Sign In (the page's link) and Register", () => {
    const m = adapt(pageData('page'), settings(), env('/page/About'));
    expect(m.layout.userNav.items).toEqual([
      { id: 'signin', kind: 'link', label: 'Sign In', url: '/login/login?r=%2F&h=ab12', isActive: false },
      { id: 'register', kind: 'link', label: 'Register', url: '/member/register', isActive: false },
    ]);
    expect(m.layout.logoutForm).toBeNull();
  });

  it('signed out: keeps an absolute sign-in URL on another host, and marks the current item', () => {
    const ctx = context({ login: { url: 'https://secure.example.net/login/acme?r=%2Fdocs', redirect: '%2Fdocs', hash: null } });
    const m = adapt(pageData('signin', { context: ctx }), settings(), env('/login/login'));
    expect(m.layout.userNav.items[0]).toMatchObject({
      id: 'signin',
      url: 'https://secure.example.net/login/acme?r=%2Fdocs',
      isActive: true,
    });
    const r = adapt(pageData('register', { context: context({ register: null }) }), settings(), env('/member/register'));
    expect(r.layout.userNav.items[1]).toMatchObject({ id: 'register', url: '/member/register', isActive: true });
  });

  it('signed-in member: My Account and Sign Out (a submit button for the hidden logout form); no Dashboard', () => {
    const m = adapt(pageData('page', { context: signedIn({ dashboard: '/dash' }) }), settings(), env('/page/About'));
    expect(m.layout.userNav.items.map((i) => i.id)).toEqual(['account', 'signout']);
    expect(m.layout.userNav.items[1]).toEqual({
      id: 'signout',
      kind: 'logout',
      label: 'Sign Out',
      formId: 'portal-logout-form',
      url: '/logout/logout',
      isActive: false,
    });
    expect(m.layout.logoutForm).toEqual({
      id: 'portal-logout-form',
      action: '/logout/logout',
      method: 'post',
      fields: [{ name: 'token', value: 'a1b2c3' }],
    });
  });

  it('administrator: My Account, Dashboard (its admin-console link), Sign Out', () => {
    const m = adapt(pageData('docs', { context: admin() }), settings(), env('/docs/read/Home'));
    expect(m.layout.userNav.items.map((i) => [i.id, i.label, i.url])).toEqual([
      ['account', 'My Account', '/member/edit'],
      ['dashboard', 'Dashboard', 'https://admin.example.net/control-center'],
      ['signout', 'Sign Out', '/logout/logout'],
    ]);
  });

  it('signed in without a logout form: Sign Out falls back to the logout path', () => {
    const m = adapt(pageData('page', { context: signedIn({ logout: null }) }), settings(), env('/'));
    expect(m.layout.userNav.items[1]).toMatchObject({ kind: 'logout', formId: null, url: '/logout/logout' });
    expect(m.layout.logoutForm).toBeNull();
  });

  it.each(contentTypes.map((t) => [t, accountPageTypes.includes(t)] as const))(
    'My Account current on %s: %s',
    (type, current) => {
      const m = adapt(pageData(type, { context: signedIn() }), settings(), env('/x'));
      expect(m.layout.userNav.items.find((i) => i.id === 'account')?.isActive).toBe(current);
    },
  );
});

describe('account nav (Keys, Apps, Account)', () => {
  const expected: Partial<Record<ContentType, string>> = {
    accountKeys: 'Keys',
    keyDelete: 'Keys',
    keyActivity: 'Keys',
    keySecret: 'Keys',
    showSecret: 'Keys',
    showSecretSuccess: 'Keys',
    showSecretError: 'Keys',
    accountApps: 'Apps',
    viewKeys: 'Apps',
    appRegister: 'Apps',
    appEdit: 'Apps',
    appDelete: 'Apps',
    appAddAPIs: 'Apps',
    tos: 'Apps',
    appError: 'Apps',
    accountManage: 'Account',
    accountEmail: 'Account',
    accountPassword: 'Account',
    memberRemove: 'Account',
    verifyAccount: 'Account',
  };

  it.each(contentTypes.map((t) => [t] as const))('on %s', (type) => {
    const m = adapt(pageData(type, { context: signedIn() }), settings(), env('/x'));
    if (!accountPageTypes.includes(type)) {
      expect(m.layout.accountNav).toBeNull();
      return;
    }
    expect(m.layout.accountNav?.items.map((i) => [i.label, i.url])).toEqual([
      ['Keys', '/apps/mykeys'],
      ['Apps', '/apps/myapps'],
      ['Account', '/member/edit'],
    ]);
    const active = m.layout.accountNav?.items.filter((i) => i.isActive).map((i) => i.label) ?? [];
    if (expected[type]) expect(active).toEqual([expected[type]]);
    else expect(active.length).toBeLessThanOrEqual(1);
  });

  it("keeps every other link of the server's account navigation after Keys / Apps / Account (issue 35)", () => {
    const account: NavItem[] = [
      { label: 'Keys', url: '/apps/mykeys', isActive: true, children: [] },
      { label: 'Apps', url: '/apps/myapps', isActive: false, children: [] },
      {
        label: 'Billing',
        url: '/page/billing',
        isActive: false,
        children: [{ label: 'Invoices', url: '/page/invoices', isActive: false, children: [] }],
      },
    ];
    const m = adapt(pageData('accountKeys', { context: signedIn(), nav: { account } }), settings(), env('/apps/mykeys'));
    expect(m.layout.accountNav?.items.map((i) => [i.label, i.url])).toEqual([
      ['Keys', '/apps/mykeys'],
      ['Apps', '/apps/myapps'],
      ['Account', '/member/edit'],
      ['Billing', '/page/billing'],
      ['Invoices', '/page/invoices'],
    ]);
  });

  it('is absent for signed-out visitors', () => {
    expect(adapt(pageData('accountKeys'), settings(), env('/apps/mykeys')).layout.accountNav).toBeNull();
  });
});

describe('account-settings nav', () => {
  const full = {
    changeEmail: '/member/email',
    changePassword: '/member/passwd',
    removeMembership: '/member/remove',
    kind: 'full' as const,
  };

  it('full user: account information, change email, change password (current marked); removal a danger action', () => {
    const m = adapt(pageData('accountEmail', { context: signedIn({ accountSettings: full }) }), settings(), env('/member/email'));
    expect(m.layout.accountSettingsNav?.items.map((i) => [i.label, i.url, i.isActive])).toEqual([
      ['Account Information', '/member/edit', false],
      ['Change Email', '/member/email', true],
      ['Change Password', '/member/passwd', false],
    ]);
    expect(m.layout.accountSettingsNav?.label).toBe('Account settings');
    // Remove Membership is not a list item (issue 35 item 5): a danger action that asks, then opens the page
    expect(m.layout.removeMembership).toEqual({
      label: 'Remove Membership',
      url: '/member/remove',
      confirmUrl: '/member/remove#confirmed',
      confirm: {
        title: 'Remove your membership?',
        message: 'Please confirm that you wish to permanently disable your membership with this service.',
        confirmLabel: 'Remove Membership',
        cancelLabel: 'Cancel',
      },
    });
  });

  it('OIDC user: only remove membership (beside the account page)', () => {
    const ctx = signedIn({
      accountSettings: { changeEmail: null, changePassword: null, removeMembership: '/member/remove', kind: 'oidc' },
    });
    const m = adapt(pageData('accountManage', { context: ctx }), settings(), env('/member/edit'));
    expect(m.layout.accountSettingsNav?.items.map((i) => [i.url, i.isActive])).toEqual([['/member/edit', true]]);
    expect(m.layout.removeMembership?.url).toBe('/member/remove');
  });

  it('the removal page itself offers no second Remove Membership; reached confirmed, it asks no more', () => {
    const m = adapt(
      pageData('memberRemove', { context: signedIn({ accountSettings: full }) }),
      settings(),
      env('/member/remove'),
    );
    expect(m.layout.removeMembership).toBeNull();
    expect(m.layout.accountSettingsNav?.items.map((i) => i.label)).toEqual([
      'Account Information',
      'Change Email',
      'Change Password',
    ]);
    const asked = adapt(pageData('memberRemove', { context: signedIn() }), settings(), env('/member/remove'));
    const confirmed = adapt(pageData('memberRemove', { context: signedIn() }), settings(), env('/member/remove#confirmed'));
    expect(asked.contentType === 'memberRemove' && asked.screen.confirmed).toBeFalsy();
    expect(confirmed.contentType === 'memberRemove' && confirmed.screen.confirmed).toBe(true);
  });

  it('platform user: nothing', () => {
    const ctx = signedIn({
      accountSettings: { changeEmail: null, changePassword: null, removeMembership: null, kind: 'platform' },
    });
    expect(
      adapt(pageData('accountManage', { context: ctx }), settings(), env('/member/edit')).layout.accountSettingsNav,
    ).toBeNull();
  });

  it('unknown (block absent, nothing cached): the full set with the fixed paths', () => {
    const m = adapt(pageData('accountPassword', { context: signedIn() }), settings(), env('/member/passwd'));
    expect(m.layout.accountSettingsNav?.items.map((i) => [i.url, i.isActive])).toEqual([
      ['/member/edit', false],
      ['/member/email', false],
      ['/member/passwd', true],
    ]);
    expect(m.layout.removeMembership?.url).toBe('/member/remove');
  });

  it.each(
    contentTypes
      .filter(
        (t) =>
          ![
            'accountManage',
            'accountEmail',
            'accountEmailSuccess',
            'accountPassword',
            'accountPasswordSuccess',
            'memberRemove',
          ].includes(t),
      )
      .map((t) => [t]),
  )('absent on %s', (type) =>
    expect(
      adapt(pageData(type, { context: signedIn({ accountSettings: full }) }), settings(), env('/x')).layout.accountSettingsNav,
    ).toBeNull(),
  );

  it('public profile link when known', () => {
    const m = adapt(
      pageData('accountManage', { context: signedIn({ userProfile: '/profile/profile/jdoe' }) }),
      settings(),
      env('/member/edit'),
    );
    expect(m.layout.userProfile).toEqual({ label: 'View My Public Profile', url: '/profile/profile/jdoe' });
    expect(
      adapt(pageData('accountManage', { context: signedIn() }), settings(), env('/member/edit')).layout.userProfile,
    ).toBeNull();
  });
});

describe('primary and secondary navs', () => {
  const primary = [
    item('Docs', '/docs', true, [item('Getting Started', '/docs/read/Getting_Started')]),
    item('Blog', '/blog'),
    item('API', 'https://developer.acme.example/io-docs'),
  ];
  const secondary = [item('Terms', '/page/Terms'), item('Contact Us', '/contact/')];

  it("keep the server's active mark on the primary nav and add the current page by URL", () => {
    const m = adapt(pageData('ioDocs', { nav: { primary, secondary } }), settings(), env('/io-docs'));
    expect(m.layout.primaryNav.items.map((i) => [i.label, i.isActive])).toEqual([
      ['Docs', true],
      ['Blog', false],
      ['API', true],
    ]);
    expect(m.layout.primaryNav.items[0]?.children).toEqual([
      { label: 'Getting Started', url: '/docs/read/Getting_Started', isActive: false, children: [] },
    ]);
    expect(m.layout.primaryNav.currentClassName).toBe('current-page');
    expect(m.layout.primaryNav.label).toBe('Main');
  });

  it("compute the secondary nav's current item by cleaned URL, ignoring a stale server mark", () => {
    const stale = [item('Terms', '/page/Terms', true), item('Contact Us', '/contact/')];
    const m = adapt(
      pageData('contact', { nav: { secondary: stale } }),
      settings({ currentPageClass: 'is-here' }),
      env('/contact#form'),
    );
    expect(m.layout.secondaryNav.items.map((i) => i.isActive)).toEqual([false, true]);
    expect(m.layout.secondaryNav.currentClassName).toBe('is-here');
  });

  it('drop items without a label or URL', () => {
    const m = adapt(pageData('page', { nav: { primary: [item('', '/x'), item('Ok', '/ok')] } }), settings(), env('/'));
    expect(m.layout.primaryNav.items.map((i) => i.label)).toEqual(['Ok']);
  });
});

describe('docs side navigation', () => {
  const sidebar = [
    item('Home', '/docs/read/Home'),
    item('Guides', '/docs/read/Guides', false, [
      item('Paging', '/docs/read/Guides/Paging'),
      item('Errors', 'https://developer.acme.example/docs/read/Guides/Errors'),
    ]),
  ];
  const docs = (path: string) => adapt(pageData('docs', { path, content: { secondary: sidebar } }), settings(), env(path));

  it('is headed "In the Docs"', () => {
    expect(docs('/docs/read/Home').screen.nav.heading).toBe('In the Docs');
  });

  it.each([
    ['/docs/read/Guides/Paging', 'Paging'],
    ['/docs/read/guides/paging/', 'Paging'],
    ['/docs/read/Guides/Paging#limits', 'Paging'],
    ['/docs/read/Guides/Errors?x=1', 'Errors'],
    ['/docs/read/Guides/Errors', 'Errors'],
    ['/docs', 'Home'],
    ['/docs/Home', 'Home'],
    ['/docs/read/Home', 'Home'],
    ['/docs/read/Guides/Pag%69ng', 'Paging'],
  ])('%s → current %s', (path, current) => {
    const flat = docs(path).screen.nav.items.flatMap((i) => [i, ...i.children]);
    expect(flat.filter((i) => i.isActive).map((i) => i.label)).toEqual(current ? [current] : []);
  });
});

describe('cleanUrl', () => {
  it('normalises trailing slash, hash, case, query order, encoding and the docs landing page', () => {
    const base = 'https://developer.acme.example/docs/read/Home';
    expect(sameUrl('/Docs/Read/X/', 'https://developer.acme.example/docs/read/x#y', base)).toBe(true);
    expect(sameUrl('/search?q=a&page=2', '/search?page=2&q=a', base)).toBe(true);
    expect(sameUrl('/search?q=a', '/search?q=b', base)).toBe(false);
    expect(sameUrl('/search?q=a', '/search?q=b', base, { ignoreQuery: true })).toBe(true);
    expect(sameUrl('/docs', '/docs/read/Home', base)).toBe(true);
    expect(sameUrl('/docs', 'https://other.example/docs', base)).toBe(false);
    expect(sameUrl('/a%zz', '/a%zz', base)).toBe(true);
    expect(cleanUrl('javascript:alert(1)', base)).toBeNull();
    expect(sameUrl('Api_terms', '/docs/read/Api_terms', base)).toBe(true);
  });
});

describe('navs: the page’s own links, section marks, settings pages', () => {
  it('user nav: the register, account and logout links the page gives; the dashboard is a plain link, never current', () => {
    const out = adapt(pageData('page', { context: context({ register: '/member/register?r=%2Fdocs' }) }), settings(), env('/'));
    expect(out.layout.userNav.items[1]).toMatchObject({ kind: 'link', url: '/member/register?r=%2Fdocs' });
    const logout = { action: '/logout/logout?r=%2F', method: 'post' as const, fields: [] };
    const m = adapt(
      pageData('accountKeys', { context: admin({ account: '/member/profile/edit', logout }) }),
      settings(),
      env('/apps/mykeys'),
    );
    expect(m.layout.userNav.items.map((i) => [i.id, i.kind, i.url, i.isActive])).toEqual([
      ['account', 'link', '/member/profile/edit', true],
      ['dashboard', 'link', 'https://admin.example.net/control-center', false],
      ['signout', 'logout', '/logout/logout?r=%2F', false],
    ]);
  });

  it("account nav: a server link is current when it is the page; the server's own active mark is not trusted", () => {
    const account: NavItem[] = [
      { label: 'Billing', url: '/page/billing', isActive: true, children: [] },
      { label: 'Usage', url: '/apps/usage', isActive: false, children: [] },
    ];
    const m = adapt(pageData('accountApps', { context: signedIn(), nav: { account } }), settings(), env('/apps/usage'));
    expect(m.layout.accountNav?.items.slice(3).map((i) => [i.label, i.isActive])).toEqual([
      ['Billing', false],
      ['Usage', true],
    ]);
  });

  it('settings nav: the success pages mark their settings page; items have no children', () => {
    const email = adapt(pageData('accountEmailSuccess', { context: signedIn() }), settings(), env('/member/email'));
    expect(email.layout.accountSettingsNav?.items).toEqual([
      { label: 'Account Information', url: '/member/edit', isActive: false, children: [] },
      { label: 'Change Email', url: '/member/email', isActive: true, children: [] },
      { label: 'Change Password', url: '/member/passwd', isActive: false, children: [] },
    ]);
    const password = adapt(pageData('accountPasswordSuccess', { context: signedIn() }), settings(), env('/member/passwd'));
    expect(password.layout.accountSettingsNav?.items.map((i) => i.isActive)).toEqual([false, false, true]);
  });

  it('remove membership: none for platform users; the removal link’s own fragment is replaced; its own cancel label', () => {
    const platform = signedIn({
      accountSettings: { changeEmail: null, changePassword: null, removeMembership: '/member/remove', kind: 'platform' },
    });
    expect(
      adapt(pageData('accountManage', { context: platform }), settings(), env('/member/edit')).layout.removeMembership,
    ).toBeNull();
    const oidc = signedIn({
      accountSettings: { changeEmail: null, changePassword: null, removeMembership: '/member/remove#top', kind: 'oidc' },
    });
    const s = settings({ labels: { memberRemove: { cancel: 'Keep my membership' } } });
    const m = adapt(pageData('accountManage', { context: oidc }), s, env('/member/edit')).layout.removeMembership;
    expect(m?.url).toBe('/member/remove#top');
    expect(m?.confirmUrl).toBe('/member/remove#confirmed');
    expect(m?.confirm.cancelLabel).toBe('Keep my membership');
  });

  it('primary nav: a parent of the current page is its section (current "true"), with a submenu toggle label', () => {
    const primary: NavItem[] = [
      {
        label: 'Docs',
        url: '/docs',
        isActive: false,
        children: [{ label: 'Keys', url: '/docs/read/Keys', isActive: false, children: [] }],
      },
    ];
    const [docs] = adapt(pageData('page', { nav: { primary } }), settings(), env('/docs/read/Keys')).layout.primaryNav.items;
    expect(docs).toMatchObject({ isActive: true, current: 'true', toggleLabel: 'Docs submenu' });
    expect(docs?.children[0]).toMatchObject({ isActive: true, current: 'page' });
  });
});
