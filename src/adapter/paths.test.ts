// Named paths (docs/adapter.md › Labels: named paths): the portal's fixed paths (spec › Fixed paths), replaced by
// the links the page itself provides, and their placeholder values `path.<name>`.
import { describe, expect, it } from 'vitest';
import { fixedPaths, homePath, namedPaths, pathValues } from './paths.ts';
import { context, signedIn } from '../../test/adapter/factories.ts';

const FIXED = {
  keys: '/apps/mykeys',
  apps: '/apps/myapps',
  account: '/member/edit',
  logout: '/logout/logout',
  signin: '/login/login',
  register: '/member/register',
  changeEmail: '/member/email',
  changePassword: '/member/passwd',
  removeMembership: '/member/remove',
  removeMember: '/member/remove?action=removeMember',
  search: '/search',
  docs: '/docs',
  ioDocs: '/io-docs',
  contact: '/contact',
  lostPassword: '/member/lost',
  lostUsername: '/member/lost-username',
  resendConfirmation: '/member/resend-confirmation',
};

describe('fixedPaths', () => {
  it("the spec's fixed portal paths", () => {
    expect(fixedPaths).toEqual(FIXED);
  });
});

describe('homePath', () => {
  it('/page under the alternate layout, / otherwise', () => {
    expect(homePath('alternate')).toBe('/page');
    expect(homePath('default')).toBe('/');
  });
});

describe('namedPaths', () => {
  it('a page that provides no links: the fixed paths, no dashboard, no profile', () => {
    const page = context({ login: null, register: null, account: null, logout: null, accountSettings: null });
    expect(namedPaths(page, { layout: 'default' })).toEqual({
      ...FIXED,
      home: '/',
      dashboard: null,
      viewProfile: null,
    });
  });

  it("the page's own links replace the fixed ones", () => {
    const page = signedIn({
      account: '/member/edit?tab=profile',
      dashboard: 'https://admin.example.net/control-center',
      userProfile: '/profile/profile/jdoe',
      logout: { action: '/logout/out', method: 'post', fields: [] },
      accountSettings: {
        changeEmail: '/member/email?x=1',
        changePassword: '/member/passwd?x=2',
        removeMembership: '/member/remove?x=3',
        kind: 'full',
      },
    });
    const p = namedPaths(page, { layout: 'alternate' });
    expect(p).toMatchObject({
      home: '/page',
      account: '/member/edit?tab=profile',
      dashboard: 'https://admin.example.net/control-center',
      logout: '/logout/out',
      changeEmail: '/member/email?x=1',
      changePassword: '/member/passwd?x=2',
      removeMembership: '/member/remove?x=3',
      viewProfile: '/profile/profile/jdoe',
    });
  });

  it('sign-in and register links from a signed-out page (sign-in possibly on another host)', () => {
    const page = context({
      login: { url: 'https://secure.example.net/login?r=%2F', redirect: '%2F', hash: null },
      register: '/member/register?r=%2Fdocs',
    });
    const p = namedPaths(page, { layout: 'default' });
    expect([p.signin, p.register]).toEqual(['https://secure.example.net/login?r=%2F', '/member/register?r=%2Fdocs']);
  });

  it('account-settings actions the page does not offer keep their fixed paths', () => {
    const page = signedIn({
      accountSettings: { changeEmail: null, changePassword: null, removeMembership: '/member/remove', kind: 'oidc' },
    });
    const p = namedPaths(page, { layout: 'default' });
    expect([p.changeEmail, p.changePassword, p.removeMembership]).toEqual(['/member/email', '/member/passwd', '/member/remove']);
  });
});

describe('pathValues', () => {
  it('one `path.<name>` value per named path', () => {
    expect(pathValues({ ...FIXED, home: '/', dashboard: null, viewProfile: '/profile/profile/jdoe' })).toEqual({
      'path.keys': '/apps/mykeys',
      'path.apps': '/apps/myapps',
      'path.account': '/member/edit',
      'path.logout': '/logout/logout',
      'path.signin': '/login/login',
      'path.register': '/member/register',
      'path.changeEmail': '/member/email',
      'path.changePassword': '/member/passwd',
      'path.removeMembership': '/member/remove',
      'path.removeMember': '/member/remove?action=removeMember',
      'path.search': '/search',
      'path.docs': '/docs',
      'path.ioDocs': '/io-docs',
      'path.contact': '/contact',
      'path.lostPassword': '/member/lost',
      'path.lostUsername': '/member/lost-username',
      'path.resendConfirmation': '/member/resend-confirmation',
      'path.home': '/',
      'path.dashboard': null,
      'path.viewProfile': '/profile/profile/jdoe',
    });
  });
});
