// The common pages (src/adapter/builders/common.ts): prose pages (404 and, with their body parts in prose.ts,
// page and tos), no access, the member forms whose fields the spec requires, membership removal and its
// confirmation, the password-reset error and the failed sign-out.
import { describe, expect, it } from 'vitest';
import type { ContentType, FormField } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { commonBuilders, proseScreen } from './common.ts';
import {
  context,
  env,
  field,
  formContent,
  formModel,
  messageContent,
  NOW,
  pageData,
  prose,
  settings,
  signedIn,
  screenInput,
} from '../../../test/adapter/factories.ts';

describe('fourOhFour', () => {
  it("the spec's heading and text, never Markdown", () => {
    const m = adapt(pageData('fourOhFour', { content: prose({ heading: 'Not Found' }) }), settings(), env('/nope'));
    expect(m.screen.heading).toBe('Unable to find this page');
    expect(m.screen.body).toEqual({
      html: `<p>We're unable to find this page. Sorry! Please check the URL, or <a href="/contact">contact us</a> to report a broken link.</p>`,
    });
    expect(m.screen.markdown).toBe(false);
  });

  it("with its text emptied: the server's body, still not Markdown; none without one", () => {
    const s = settings({ labels: { fourOhFour: { main: ' ' } } });
    const m = adapt(pageData('fourOhFour', { content: prose({ mainHtml: '<p>Gone</p>' }) }), s, env('/nope'));
    expect([m.screen.body, m.screen.markdown]).toEqual([{ html: '<p>Gone</p>' }, false]);
    expect(adapt(pageData('fourOhFour', { content: prose({ mainHtml: null }) }), s, env('/nope')).screen.body).toBeNull();
  });
});

describe('page and tos (proseScreen)', () => {
  it("the server's heading and body, Markdown as the setting says", () => {
    for (const type of ['page', 'tos'] as const) {
      const m = adapt(pageData(type), settings(), env('/page/x'));
      expect([m.screen.heading, m.screen.body, m.screen.markdown], type).toEqual([
        'Server heading',
        { html: '<p>Server body</p>' },
        true,
      ]);
      expect(adapt(pageData(type), settings({ markdown: false }), env('/page/x')).screen.markdown).toBe(false);
    }
  });

  it('a label body (a labels table with a `main` for the page) replaces the server body and is never Markdown', () => {
    // the en labels have no page.main, and settings cannot add a label the table lacks: a table that has one
    const input = screenInput(pageData('page'), settings(), env('/page/x'));
    const labels = { ...input.labels, page: { heading: '', main: '<p>Ours, {{area}}</p>' } };
    const screen = proseScreen({ ...input, labels });
    expect([screen.body, screen.markdown]).toEqual([{ html: '<p>Ours, Acme Developer Portal</p>' }, false]);
  });

  it("a default label heading (a labels table with one for the page) gives way to the server's; 404 keeps its own", () => {
    const input = screenInput(pageData('page', { content: prose({ heading: 'Server heading' }) }), settings(), env('/page/x'));
    const page = { heading: 'Page', main: '' };
    expect(proseScreen({ ...input, labels: { ...input.labels, page }, defaults: { ...input.defaults, page } }).heading).toBe(
      'Server heading',
    );
    const notFound = screenInput(pageData('fourOhFour', { content: prose({ heading: 'Not Found' }) }), settings(), env('/x'));
    expect(proseScreen(notFound).heading).toBe('Unable to find this page');
  });

  it('no body without one', () => {
    expect(adapt(pageData('page', { content: prose({ mainHtml: null }) }), settings(), env('/page/x')).screen.body).toBeNull();
  });
});

describe('noAccess', () => {
  it("the spec's heading and hint, then the server's message as it is, never Markdown", () => {
    const m = adapt(
      pageData('noAccess', {
        content: {
          ...messageContent({ heading: 'Forbidden', mainHtml: '<ul class="success"><li>Saved</li></ul><p>Members only.</p>' }),
          messages: ['Saved'],
          errors: ['Nope'],
        } as never,
      }),
      settings(),
      env('/page/secret'),
    );
    expect(m.screen.heading).toBe("You don't have access to this content");
    expect(m.screen.body).toEqual({
      html:
        `<p>If you're not signed in yet, try <a href="/login/login?r=%2F&amp;h=ab12">signing in</a> or <a href="/member/register">registering for an account</a>.</p>\n` +
        '<ul class="success"><li>Saved</li></ul><p>Members only.</p>',
    });
    expect(m.screen.markdown).toBe(false);
  });

  it('sign-in and register links for visitors, with their labels', () => {
    const s = settings({ labels: { noAccess: { signin: 'Log in', register: 'Join' } } });
    const m = adapt(pageData('noAccess'), s, env('/page/secret'));
    expect([m.screen.signin, m.screen.register]).toEqual([
      { label: 'Log in', url: '/login/login?r=%2F&h=ab12' },
      { label: 'Join', url: '/member/register' },
    ]);
    const member = adapt(pageData('noAccess', { context: signedIn() }), s, env('/page/secret'));
    expect([member.screen.signin, member.screen.register]).toEqual([null, null]);
  });
});

describe('the member forms the spec gives required fields', () => {
  const fields: FormField[] = [
    field({ name: 'email', role: 'email' }),
    field({ name: 'username', role: 'username' }),
    field({ name: 'note', role: null }),
    field({ name: 'pw', role: 'newPassword', required: true }),
  ];
  const required = (type: ContentType) =>
    (
      adapt(pageData(type, { content: formContent({ form: formModel({ fields }) }) as never }), settings(), env('/member/x'))
        .screen as { form: { fields: FormField[] } | null }
    ).form?.fields.map((f) => [f.name, f.required]);

  it('lost password: e-mail and username; lost username: e-mail; resend confirmation: both', () => {
    const both = [
      ['email', true],
      ['username', true],
      ['note', false],
      ['pw', true],
    ];
    expect(required('lostPassword')).toEqual(both);
    expect(required('registerResend')).toEqual(both);
    expect(required('lostUsername')).toEqual([
      ['email', true],
      ['username', false],
      ['note', false],
      ['pw', true],
    ]);
    // other forms keep the server's marks
    expect(required('contact')).toEqual([
      ['email', false],
      ['username', false],
      ['note', false],
      ['pw', true],
    ]);
  });
});

describe('memberRemove', () => {
  const remove = (url: string, s: Partial<Settings> = {}) =>
    adapt(pageData('memberRemove', { context: signedIn({ account: '/member/profile' }) }), settings(s), { url, now: NOW }).screen;

  it("the dialog, and Cancel back to the account page (the page's own link)", () => {
    const s = remove('https://developer.acme.example/member/remove');
    expect(s.confirm).toEqual({
      title: 'Remove your membership?',
      message: 'Please confirm that you wish to permanently disable your membership with this service.',
      confirmLabel: 'Remove Membership',
      cancelLabel: 'Cancel',
    });
    expect(s.cancel).toEqual({ label: 'Cancel', url: '/member/profile' });
    expect(s).not.toHaveProperty('confirmed');
  });

  it('the dialog follows the labels', () => {
    const s = remove('https://developer.acme.example/member/remove', {
      labels: { memberRemove: { popupTitle: 'Leave?', popup: 'Really leave {{area}}?', confirm: 'Leave', cancel: 'Stay' } },
    });
    expect(s.confirm).toEqual({
      title: 'Leave?',
      message: 'Really leave Acme Developer Portal?',
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    });
    expect(s.cancel).toEqual({ label: 'Stay', url: '/member/profile' });
  });

  it("confirmed when the page was reached through the settings' dialog (its hash), and only then", () => {
    expect(remove('https://developer.acme.example/member/remove#confirmed').confirmed).toBe(true);
    expect(remove('/member/remove#confirmed').confirmed).toBe(true);
    expect(remove('https://developer.acme.example/member/remove#confirmed-not')).not.toHaveProperty('confirmed');
    expect(remove('https://developer.acme.example/member/remove?confirmed')).not.toHaveProperty('confirmed');
  });

  it('a page URL that cannot be read is not confirmed', () => {
    const input = screenInput(pageData('memberRemove', { context: signedIn() }), settings(), env('/member/remove'));
    expect(commonBuilders.memberRemove({ ...input, url: 'http://[bad#confirmed' })).not.toHaveProperty('confirmed');
  });

  it('Cancel goes to /member/edit without a named account path', () => {
    const input = screenInput(pageData('memberRemove', { context: signedIn() }), settings(), env('/member/remove'));
    expect(commonBuilders.memberRemove({ ...input, paths: { ...input.paths, account: null } }).cancel).toEqual({
      label: 'Cancel',
      url: '/member/edit',
    });
  });
});

describe('resetPasswordError', () => {
  it("the spec's heading over the server's, with the server's errors and message", () => {
    const m = adapt(
      pageData('resetPasswordError', {
        content: messageContent({ heading: 'Error', mainHtml: '<p>The link has expired.</p>', errors: ['Expired'] }),
      }),
      settings(),
      env('/member/reset'),
    );
    expect(m.screen).toMatchObject({
      heading: 'Oops! There was a problem.',
      body: { html: '<p>The link has expired.</p>' },
      errors: ['Expired'],
    });
  });
});

describe('logoutFail', () => {
  it("the spec's text, not the server's sign-out message; a retry link; the logout form when signed in", () => {
    const m = adapt(
      pageData('logoutFail', {
        context: signedIn(),
        content: messageContent({
          mainHtml: '<p>You have signed out.</p>',
          errors: ['Session expired'],
          messages: ['Noted'],
          links: [{ label: 'Home', url: '/' }],
        }),
      }),
      settings(),
      env('/logout/logout'),
    );
    expect(m.screen).toMatchObject({
      heading: 'Sign Out Failed',
      body: { html: '<p>Your attempt to sign out failed.</p>' },
      retry: { label: 'Please try again.', url: '/logout/logout' },
      logoutFormId: 'portal-logout-form',
      errors: ['Session expired'],
      messages: ['Noted'],
      links: [{ label: 'Home', url: '/' }],
    });
  });

  it('no logout form for a visitor, or a signed-in page without one', () => {
    expect(adapt(pageData('logoutFail'), settings(), env('/logout/logout')).screen.logoutFormId).toBeNull();
    const noForm = adapt(pageData('logoutFail', { context: signedIn({ logout: null }) }), settings(), env('/logout/logout'));
    expect(noForm.screen.logoutFormId).toBeNull();
    const visitorWithForm = context({ logout: { action: '/logout/logout', method: 'post', fields: [] } });
    expect(
      adapt(pageData('logoutFail', { context: visitorWithForm }), settings(), env('/logout/logout')).screen.logoutFormId,
    ).toBeNull();
  });

  it("retry goes to the page's logout action, else /logout/logout", () => {
    const own = signedIn({ logout: { action: '/logout/now', method: 'post', fields: [] } });
    expect(adapt(pageData('logoutFail', { context: own }), settings(), env('/logout/now')).screen.retry).toEqual({
      label: 'Please try again.',
      url: '/logout/now',
    });
    const input = screenInput(pageData('logoutFail'), settings(), env('/logout/logout'));
    expect(commonBuilders.logoutFail({ ...input, paths: { ...input.paths, logout: null } }).retry).toEqual({
      label: 'Please try again.',
      url: '/logout/logout',
    });
  });
});
