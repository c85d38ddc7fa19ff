import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../src/model/contentTypes.ts';
import type { Key, PageData } from '../../src/model/pageData.ts';
import { adapt } from '../../src/adapter/index.ts';
import { searchTerms, serverBody } from '../../src/adapter/builders/helpers.ts';
import { context, env, field, formContent, formModel, messageContent, pageData, prose, settings, signedIn } from './factories.ts';

const key = (p: Partial<Key> = {}): Key => ({
  application: 'Storm Tracker',
  key: 'k3y0000aaaa1111',
  secret: null,
  status: 'active',
  created: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
  limits: [{ label: 'Calls per second', value: '2' }],
  report: '/key/key-activity/k3y0000aaaa1111',
  delete: '/key/delete-key/k3y0000aaaa1111',
  ...p,
});

describe('every content type', () => {
  it.each(contentTypes.map((t) => [t]))('%s: builds a model without problems, with the screen and layout filled', (type) => {
    const m = adapt(pageData(type, { context: signedIn() }), settings(), env('/x'));
    expect(m.contentType).toBe(type);
    expect(m.degraded).toBe(false);
    expect(m.problems).toEqual([]);
    expect(m.layout.headingId).toBe('portal-heading');
    expect(m.layout.mainId).toBe('portal-main');
    expect(m.template).toBeNull();
    const json = JSON.stringify(m.screen);
    expect(json).not.toMatch(/"undefined"|"null"|\{\{(area|username|path\.)/);
  });

  it('a screen whose data is broken degrades to the generic fields instead of throwing', () => {
    const broken = pageData('accountKeys', { context: signedIn() }) as PageData<'accountKeys'>;
    (broken.content as { plans: unknown }).plans = null;
    const m = adapt(broken, settings(), env('/apps/mykeys'));
    expect(m.degraded).toBe(true);
    expect(m.problems.at(-1)).toMatchObject({ kind: 'adapter-failed', contentType: 'accountKeys' });
    expect(m.screen).toMatchObject({ heading: 'Server heading', body: { html: '<p>Server body</p>' }, messages: [], errors: [] });
    expect(m.layout.title).toBe('Home | Acme Developer Portal');
  });
});

describe('headings', () => {
  it('an overridden label heading > the server heading > the default label heading', () => {
    // the server's own heading (the admin edits it in the portal) wins over the default label
    expect(adapt(pageData('appRegister', { context: signedIn() }), settings(), env('/apps/register')).screen.heading).toBe(
      'Server heading',
    );
    expect(adapt(pageData('page'), settings(), env('/page/x')).screen.heading).toBe('Server heading');
    // no server heading: the default label
    const none = pageData('appRegister', { context: signedIn(), content: { heading: null } });
    expect(adapt(none, settings(), env('/apps/register')).screen.heading).toBe('Register an Application');
    // an explicit override wins over the server
    const s = settings({ labels: { appRegister: { heading: 'Your application' } } });
    expect(adapt(pageData('appRegister', { context: signedIn() }), s, env('/apps/register')).screen.heading).toBe(
      'Your application',
    );
    // an override set to '' shows the server's heading, and no label when the server has none
    const empty = settings({ labels: { appRegister: { heading: '' } } });
    expect(adapt(pageData('appRegister', { context: signedIn() }), empty, env('/apps/register')).screen.heading).toBe(
      'Server heading',
    );
    expect(adapt(none, empty, env('/apps/register')).screen.heading).toBeNull();
    // an override equal to the default is no override
    const same = settings({ labels: { appRegister: { heading: 'Register an Application' } } });
    expect(adapt(pageData('appRegister', { context: signedIn() }), same, env('/apps/register')).screen.heading).toBe(
      'Server heading',
    );
    // pages under the account tabs: the server's heading ('My Account' on all of them) says nothing of the
    // page, so the label names it and the server's stays as the subtitle (issue #13, break 6)
    const section = adapt(pageData('accountEmail', { context: signedIn() }), settings(), env('/member/email')).screen;
    expect(section).toMatchObject({ heading: 'Change Email', subtitle: 'Server heading' });
  });

  it("the spec's error catalogue keeps its headings (404, no access, password reset error, sign-out failed)", () => {
    const h = (type: 'fourOhFour' | 'noAccess' | 'resetPasswordError' | 'logoutFail') =>
      adapt(pageData(type, { context: signedIn() }), settings(), env('/x')).screen.heading;
    expect([h('fourOhFour'), h('noAccess'), h('resetPasswordError'), h('logoutFail')]).toEqual([
      'Unable to find this page',
      "You don't have access to this content",
      'Oops! There was a problem.',
      'Sign Out Failed',
    ]);
  });

  it('no heading at all → null (never an empty heading)', () => {
    expect(adapt(pageData('page', { content: prose({ heading: '  ' }) }), settings(), env('/page/x')).screen.heading).toBeNull();
  });
});

describe('prose pages (page, docs, tos, 404, no access)', () => {
  it('markdown follows the setting and the noMarkdown global', () => {
    expect(adapt(pageData('page'), settings(), env('/page/x')).screen.markdown).toBe(true);
    expect(adapt(pageData('docs'), settings({ markdown: false }), env('/docs')).screen.markdown).toBe(false);
    expect(
      adapt(pageData('page', { context: context({ globals: { noMarkdown: true } }) }), settings(), env('/page/x')).screen
        .markdown,
    ).toBe(false);
    expect(adapt(pageData('tos'), settings(), env('/apps/tos')).screen.markdown).toBe(true);
  });

  it("404 shows the spec wording, not the server's", () => {
    const m = adapt(
      pageData('fourOhFour', { content: prose({ heading: 'Not Found', mainHtml: '<p>nope</p>' }) }),
      settings(),
      env('/nope'),
    );
    expect(m.screen.heading).toBe('Unable to find this page');
    expect(m.screen.body?.html).toContain('href="/contact"');
    expect(m.screen.markdown).toBe(false);
  });

  it('no access offers sign-in and register links to visitors only', () => {
    const out = adapt(pageData('noAccess'), settings(), env('/page/secret'));
    expect(out.screen.heading).toBe("You don't have access to this content");
    expect(out.screen.signin).toEqual({ label: 'Sign In', url: '/login/login?r=%2F&h=ab12' });
    expect(out.screen.register).toEqual({ label: 'Register', url: '/member/register' });
    const member = adapt(pageData('noAccess', { context: signedIn() }), settings(), env('/page/secret'));
    expect([member.screen.signin, member.screen.register]).toEqual([null, null]);
  });
});

describe('message and form pages', () => {
  it("message pages: the server's message > the default label main (only when the page has no message); server lists stay", () => {
    const server = adapt(
      pageData('contactSuccess', { content: messageContent({ mainHtml: '<p>Ticket #4411 was opened for you.</p>' }) }),
      settings(),
      env('/contact'),
    );
    expect(server.screen).toMatchObject({
      heading: 'Server heading',
      bodySource: 'server',
      body: { html: '<p>Ticket #4411 was opened for you.</p>' },
    });
    // no message of its own: the default label text
    const bare = adapt(
      pageData('contactSuccess', { content: messageContent({ heading: null, mainHtml: null }) }),
      settings(),
      env('/contact'),
    );
    expect(bare.screen).toMatchObject({
      heading: 'Thanks for your submission!',
      bodySource: 'labels',
      body: { html: '<p>Your message will be forwarded to the appropriate group.</p>' },
    });
    // a success list is the page's message: no default text beside it
    const listed = adapt(
      pageData('contactSuccess', {
        content: messageContent({ mainHtml: '<ul class="success"><li>Sent.</li></ul>', messages: ['Sent.'] }),
      }),
      settings(),
      env('/contact'),
    );
    expect(listed.screen).toMatchObject({ body: null, bodySource: null, messages: ['Sent.'] });
  });

  it('message pages: an overridden label main replaces the server body; server lists stay', () => {
    const s = settings({ labels: { contactSuccess: { main: '<p>We answer within a day.</p>' } } });
    const m = adapt(pageData('contactSuccess', { content: messageContent({ messages: ['Sent.'] }) }), s, env('/contact'));
    expect(m.screen).toMatchObject({
      bodySource: 'labels',
      body: { html: '<p>We answer within a day.</p>' },
      messages: ['Sent.'],
    });
  });

  it('message pages: a body that is only the follow-up links is no message (the links are listed; the default text shows)', () => {
    const m = adapt(
      pageData('logout', {
        content: messageContent({
          heading: 'You are signed out',
          mainHtml: '<ul><li><a href="/">Home</a></li><li><a href="/login">Sign in again</a></li></ul>',
          links: [
            { label: 'Home', url: '/' },
            { label: 'Sign in again', url: '/login' },
          ],
        }),
      }),
      settings(),
      env('/logout/logout'),
    );
    expect(m.screen).toMatchObject({
      heading: 'You are signed out',
      bodySource: 'labels',
      links: [
        { label: 'Home', url: '/' },
        { label: 'Sign in again', url: '/login' },
      ],
    });
    expect(m.screen.body?.html).toContain('successfully signed out');
  });

  it('an empty label main keeps the server body and links', () => {
    const m = adapt(
      pageData('appError', {
        content: messageContent({
          links: [
            { label: 'Back', url: '/apps/myapps' },
            { label: '', url: '/x' },
          ],
        }),
      }),
      settings(),
      env('/apps/error'),
    );
    expect(m.screen).toMatchObject({
      bodySource: 'server',
      body: { html: '<p>Server body</p>' },
      links: [{ label: 'Back', url: '/apps/myapps' }],
    });
  });

  it("the server's success / error lists are shown once (as notices), not again inside the body", () => {
    const errorsOnly = '<div id="errors"><ul class="failure"><li>Expired.</li></ul></div>';
    expect(serverBody({ mainHtml: errorsOnly, messages: [], errors: ['Expired.'] })).toBeNull();
    expect(
      serverBody({
        mainHtml: '<ul class="failure"><li>No plan.</li></ul>\n<p><a href="/apps/select/88">Back</a></p>',
        messages: [],
        errors: ['No plan.'],
      }),
    ).toEqual({ html: '<p><a href="/apps/select/88">Back</a></p>' });
    expect(
      serverBody({ mainHtml: "<ul class='success big'><li>Saved.</li></ul><p>Thanks</p>", messages: ['Saved.'], errors: [] }),
    ).toEqual({ html: '<p>Thanks</p>' });
    // no lists extracted: the body stays whole (an ordinary list is content)
    expect(serverBody({ mainHtml: '<ul class="failure"><li>x</li></ul>', messages: [], errors: [] })).toEqual({
      html: '<ul class="failure"><li>x</li></ul>',
    });
    expect(serverBody({ mainHtml: '<ul><li>Item</li></ul>', messages: ['Saved.'], errors: [] })).toEqual({
      html: '<ul><li>Item</li></ul>',
    });
    expect(serverBody({ mainHtml: '<p><img src="/x.png" alt=""></p>', messages: [], errors: [] })).not.toBeNull();
    expect(serverBody({ mainHtml: '  <p> </p> ', messages: [], errors: [] })).toBeNull();
    const m = adapt(
      pageData('resetPasswordError', { content: messageContent({ mainHtml: errorsOnly, errors: ['Expired.'] }) }),
      settings(),
      env('/member/error'),
    );
    expect([m.screen.heading, m.screen.body, m.screen.errors]).toEqual(['Oops! There was a problem.', null, ['Expired.']]);
  });

  it("the browser title follows a label heading shown instead of the server's", () => {
    const s = settings({ labels: { accountEmailSuccess: { heading: 'E-mail changed' } } });
    const m = adapt(
      pageData('accountEmailSuccess', { context: signedIn({ pageTitle: 'Change E-mail' }) }),
      s,
      env('/member/email'),
    );
    expect(m.layout.title).toBe('E-mail changed | Acme Developer Portal');
    const server = adapt(
      pageData('accountEmailSuccess', { context: signedIn({ pageTitle: 'Change E-mail' }) }),
      settings(),
      env('/member/email'),
    );
    // an account-section page shows its label heading (issue #13, break 6): the title follows it
    expect(server.layout.title).toBe('Email Successfully Changed | Acme Developer Portal');
  });

  it("form pages: the server's content outside the form is kept (intro, plan table); the default intro only without it", () => {
    const table =
      '<table><tr><td>Plan</td></tr><tr><td>TPS Gold</td></tr></table>\n<form id="application-edit" action="/apps/register"><input name="x" value="</form><p>not outside</p>"></form><p>Fields marked * are required.</p>';
    const withTable = adapt(
      pageData('appRegister', { context: signedIn(), content: { mainHtml: table } }),
      settings(),
      env('/apps/register'),
    );
    expect(withTable.screen.form?.action).toBe('/form');
    expect(withTable.screen.bodySource).toBe('server');
    expect(withTable.screen.body?.html).toContain('TPS Gold');
    expect(withTable.screen.body?.html).toContain('Fields marked * are required.');
    expect(withTable.screen.body?.html).not.toMatch(/<form|not outside/);
    // only the form (and status lists): the default intro
    const onlyForm = adapt(
      pageData('appRegister', {
        context: signedIn(),
        content: {
          mainHtml: '<ul class="failure"><li>Bad.</li></ul><form action="/f"><input name="a"></form>',
          errors: ['Bad.'],
        },
      }),
      settings(),
      env('/apps/register'),
    );
    expect(onlyForm.screen.bodySource).toBe('labels');
    expect(onlyForm.screen.body?.html).toContain('Get a key and register your application');
    // an overridden intro comes first, the server's content stays
    const s = settings({ labels: { appRegister: { main: '<p>Tell us about your app.</p>' } } });
    const both = adapt(pageData('appRegister', { context: signedIn(), content: { mainHtml: table } }), s, env('/apps/register'));
    expect(both.screen.bodySource).toBe('both');
    expect(both.screen.body?.html).toMatch(/^<p>Tell us about your app.<\/p>[\s\S]*TPS Gold/);
    // the same words twice are shown once
    const same = adapt(
      pageData('appRegister', { context: signedIn(), content: { mainHtml: '<p>Tell us about your app!</p><form></form>' } }),
      s,
      env('/apps/register'),
    );
    expect(same.screen.body).toEqual({ html: '<p>Tell us about your app!</p>' });
    // no intro label and nothing around the form
    const noIntro = adapt(
      pageData('appEdit', { context: signedIn(), content: { mainHtml: '<form></form>' } }),
      settings(),
      env('/apps/edit/1'),
    );
    expect([noIntro.screen.body, noIntro.screen.bodySource]).toEqual([null, null]);
    const noForm = adapt(pageData('appEdit', { context: signedIn(), content: { form: null } }), settings(), env('/apps/edit/1'));
    expect(noForm.screen.body).toEqual({ html: '<p>Server body</p>' });
  });

  it('form pages: what the screen renders from its model is not repeated (app summary, key block, terms)', () => {
    const summary =
      '<div class="application"><h3>Storm Tracker</h3><div><p>nested</p></div></div><p>Pick the APIs to add.</p><form></form>';
    const add = adapt(
      pageData('appAddAPIs', { context: signedIn(), content: { mainHtml: summary } }),
      settings(),
      env('/apps/select/1'),
    );
    expect(add.screen.body).toEqual({ html: '<p>Pick the APIs to add.</p>' });
    const del = adapt(
      pageData('keyDelete', {
        context: signedIn(),
        content: { mainHtml: '<h2>Maps API</h2><div class="key"><dl><dt>Key</dt><dd>k</dd></dl></div><form></form>' },
      }),
      settings(),
      env('/key/delete-key/k'),
    );
    // the default question ('Are you sure …?') is not repeated: the page asks once, with `confirm` (issue #13)
    expect(del.screen.body).toBeNull();
    const terms = 'By clicking the "Register" button, I agree to the <a href="/terms">Terms</a>';
    const reg = adapt(
      pageData('register', { content: { mainHtml: `<form></form><p>${terms}</p>`, termsHtml: terms } }),
      settings(),
      env('/member/register'),
    );
    expect(reg.screen.bodySource).toBe('labels');
    expect(reg.screen.terms).toEqual({ html: terms });
  });

  it('form-level errors are not repeated outside the form', () => {
    const m = adapt(
      pageData('appRegister', {
        context: signedIn(),
        content: formContent({
          errors: ['Please correct the noted errors.', 'Session expired.'],
          form: formModel({ errors: ['Please correct the noted errors.'] }),
        }),
      }),
      settings(),
      env('/apps/register'),
    );
    expect(m.screen.errors).toEqual(['Session expired.']);
    expect(m.screen.form?.errors).toEqual(['Please correct the noted errors.']);
  });

  it('a new-password field brings the password policy (server texts, site minimum, setting)', () => {
    const f = formModel({
      fields: [
        field({ name: 'passwd_new', type: 'password', role: 'newPassword' }),
        field({ name: 'passwd_again', type: 'password', role: 'confirmPassword' }),
      ],
      passwordRequirements: ['Contains a letter', 'Contains a number', 'At least 12 characters'],
    });
    const m = adapt(
      pageData('accountPassword', { context: signedIn({ minPasswordLength: 12 }), content: formContent({ form: f }) }),
      settings(),
      env('/member/passwd'),
    );
    expect(m.screen.passwordPolicy).toMatchObject({ enabled: true, minLength: 12, confirmLabel: 'Both passwords match' });
    expect(m.screen.passwordPolicy?.rules.map((r) => r.id)).toEqual(['letter', 'digit', 'length', 'classes']);
    const off = adapt(
      pageData('resetPassword', { content: formContent({ form: { ...f, passwordRequirements: null } }) }),
      settings({ passwordStrength: false }),
      env('/member/reset'),
    );
    expect(off.screen.passwordPolicy).toMatchObject({ enabled: false, minLength: 8 });
    expect(off.screen.passwordPolicy?.rules[0]).toEqual({ id: 'length', label: 'At least 8 characters' });
    expect(adapt(pageData('contact'), settings(), env('/contact')).screen.passwordPolicy).toBeNull();
  });
});

describe('accountKeys', () => {
  const plans = [
    { name: 'Weather API — Basic plan', keys: [key(), key({ key: 'k2', secret: 's3cr3t', report: null })], emptyMessage: null },
    { name: 'Maps API', keys: [], emptyMessage: null },
    { name: 'Geo API', keys: [], emptyMessage: 'No keys for this API.' },
    { name: null, keys: [key({ application: null })], emptyMessage: null },
  ];
  const m = adapt(
    pageData('accountKeys', {
      context: signedIn(),
      path: '/apps/mykeys',
      content: { plans, newKey: '/apps/register', showShowKeys: true, showKeysUrl: '/apps/mykeys?showKeys=true' },
    }),
    settings(),
    env('/apps/mykeys'),
  );

  it('groups keys by plan, with per-key actions only where the server offers them', () => {
    expect(m.screen.plans.map((p) => [p.heading, p.keys.length])).toEqual([
      ['Weather API — Basic plan', 2],
      ['Maps API', 0],
      ['Geo API', 0],
      ['Other Keys', 1],
    ]);
    const [first, second] = m.screen.plans[0]!.keys;
    expect(first).toMatchObject({
      key: 'k3y0000aaaa1111',
      secret: null,
      status: 'active',
      created: { dateTime: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
    });
    expect(first?.report).toEqual({
      label: 'View Report',
      url: '/key/key-activity/k3y0000aaaa1111',
      ariaLabel: 'View Report: Storm Tracker k3y0000aaaa1111',
    });
    expect(first?.delete?.label).toBe('Delete This Key');
    expect(second).toMatchObject({ secret: 's3cr3t', report: null });
  });

  it('expands "Get a Key for {{plan}}" per plan without keys; server empty text wins', () => {
    expect(m.screen.plans[1]).toMatchObject({
      empty: 'You have not been issued keys for this API.',
      getKey: { label: 'Get a Key for Maps API', url: '/apps/register' },
    });
    expect(m.screen.plans[2]).toMatchObject({ empty: 'No keys for this API.', getKey: { label: 'Get a Key for Geo API' } });
    expect(m.screen.plans[0]?.getKey).toBeNull();
  });

  it('show/hide keys and the new-key link', () => {
    expect(m.screen.showKeys).toEqual({ label: 'Show Keys & Secrets', url: '/apps/mykeys?showKeys=true' });
    expect(m.screen.hideKeys).toBeNull();
    expect(m.screen.masked).toBe(true);
    expect(m.screen.getKeys).toEqual({ label: 'Get API Keys', url: '/apps/register' });
    expect(m.screen.empty).toBeNull();
  });

  it('revealSecrets: only where the user asked to see the secrets (?showKeys=true, a page offering only Hide, the secret-reveal page)', () => {
    expect(m.screen.revealSecrets).toBe(false);
    const reveal = (url: string, content = {}) =>
      adapt(pageData('accountKeys', { context: signedIn(), content }), settings(), env(url)).screen.revealSecrets;
    expect(reveal('/apps/mykeys?showKeys=true')).toBe(true);
    expect(reveal('/apps/mykeys?showKeys=false')).toBe(false);
    expect(reveal('/apps/mykeys', { showHideKeys: true, showShowKeys: false })).toBe(true);
    expect(reveal('/apps/mykeys')).toBe(false);
    expect(
      adapt(pageData('keySecret', { context: signedIn() }), settings(), env('/key/regenerateSecret/k')).screen.revealSecrets,
    ).toBe(true);
  });

  it('no plans: "You don\'t have any keys yet."; no new-key link → no Get API Keys', () => {
    const e = adapt(pageData('accountKeys', { context: signedIn() }), settings(), env('/apps/mykeys'));
    expect([e.screen.empty, e.screen.getKeys, e.screen.pagination]).toEqual(["You don't have any keys yet.", null, null]);
  });

  it('pagination only when the page enables it: page, search and showKeys kept, full loads', () => {
    const p = adapt(
      pageData('accountKeys', {
        context: signedIn(),
        content: { pagination: { enable_portal_pagination: true, no_of_pages: 3, current_page: 2, search: 'storm-tracker' } },
      }),
      settings(),
      env('/apps/mykeys?showKeys=true&page=2'),
    );
    expect(p.screen.pagination).toMatchObject({ currentPage: 2, pageCount: 3, label: 'Key pages' });
    expect(p.screen.pagination?.pages.map((x) => [x.url, x.isCurrent, x.label])).toEqual([
      ['/apps/mykeys?page=1&search=storm-tracker&showKeys=true', false, 'Page 1'],
      ['/apps/mykeys?page=2&search=storm-tracker&showKeys=true', true, 'Page 2, current page'],
      ['/apps/mykeys?page=3&search=storm-tracker&showKeys=true', false, 'Page 3'],
    ]);
    expect(p.screen.pagination?.previous).toEqual({
      label: 'Previous',
      url: '/apps/mykeys?page=1&search=storm-tracker&showKeys=true',
      reloadDocument: true,
    });
    const off = adapt(
      pageData('accountKeys', {
        context: signedIn(),
        content: { pagination: { enable_portal_pagination: false, no_of_pages: 3, current_page: 1, search: '' } },
      }),
      settings(),
      env('/apps/mykeys'),
    );
    expect(off.screen.pagination).toBeNull();
  });
});

describe('accountApps and viewKeys', () => {
  const app = {
    application: 'Storm <b>Tracker</b>',
    created: { value: '2017-08-21', text: null },
    apis: [
      { api: 'Weather API', key: 'k1' },
      { api: 'Maps API', key: '' },
    ],
    edit: '/apps/edit/88',
    delete: '/apps/delete/88',
    add: null,
    viewKeys: '/apps/view-keys/88',
  };

  it('apps with their APIs, keys and the actions the server offers', () => {
    const m = adapt(
      pageData('accountApps', { context: signedIn(), content: { applications: [app], createApp: '/apps/register' } }),
      settings(),
      env('/apps/myapps'),
    );
    const a = m.screen.apps[0]!;
    expect(a).toMatchObject({
      name: 'Storm <b>Tracker</b>',
      created: { dateTime: '2017-08-21', text: '2017-08-21' },
      apis: [
        { api: 'Weather API', key: 'k1' },
        { api: 'Maps API', key: null },
      ],
      addApis: null,
    });
    expect(a.edit).toEqual({ label: 'Edit', url: '/apps/edit/88', ariaLabel: 'Edit: Storm <b>Tracker</b>' });
    expect(a.viewKeys?.label).toBe('View Keys');
    expect(m.screen.createApp).toEqual({ label: 'Create a New App', url: '/apps/register' });
    expect(m.screen.empty).toBeNull();
  });

  it('empty states', () => {
    expect(adapt(pageData('accountApps', { context: signedIn() }), settings(), env('/apps/myapps')).screen.empty).toBe(
      "You don't have any apps yet.",
    );
    expect(adapt(pageData('viewKeys', { context: signedIn() }), settings(), env('/apps/view-keys')).screen.empty).toBe(
      "You don't have any keys.",
    );
  });
});

describe('confirm dialogs', () => {
  it('delete app: names the application', () => {
    const m = adapt(
      pageData('appDelete', {
        context: signedIn(),
        content: {
          summary: {
            application: 'Storm Tracker',
            created: null,
            api: 'Weather API',
            key: 'k1',
            apis: [{ api: 'Weather API', key: 'k1' }],
          },
        },
      }),
      settings(),
      env('/apps/delete/88'),
    );
    expect(m.screen.confirm).toEqual({
      title: 'Delete Storm Tracker?',
      message: 'Are you really sure you want to delete this application?',
      confirmLabel: 'Delete Application',
      cancelLabel: 'Cancel',
    });
    expect(m.screen.summary).toMatchObject({ application: 'Storm Tracker', api: 'Weather API', key: 'k1' });
  });

  it('delete key and remove membership', () => {
    expect(
      adapt(pageData('keyDelete', { context: signedIn() }), settings(), env('/key/delete-key/k')).screen.confirm.message,
    ).toBe('Are you really sure you want to delete this key?');
    const r = adapt(pageData('memberRemove', { context: signedIn() }), settings(), env('/member/remove'));
    expect(r.screen.confirm).toEqual({
      title: 'Remove your membership?',
      message: 'Please confirm that you wish to permanently disable your membership with this service.',
      confirmLabel: 'Remove Membership',
      cancelLabel: 'Cancel',
    });
    expect(r.screen.cancel).toEqual({ label: 'Cancel', url: '/member/edit' });
    expect(r.screen.heading).toBe('Server heading');
    const bare = adapt(
      pageData('memberRemove', { context: signedIn(), content: { heading: null } }),
      settings(),
      env('/member/remove'),
    );
    expect(bare.screen.heading).toBe('Remove Membership from Acme Developer Portal');
  });
});

describe('search', () => {
  const results = [
    {
      url: '/docs/read/Forecast',
      title: 'Forecast API',
      summary: 'The forecast endpoint returns rain data.',
      matches: ['forecast', 'Rain'],
    },
  ];

  it('results: heading with the query, counts, previous/next', () => {
    const m = adapt(
      pageData('search', {
        state: 'results',
        content: {
          results,
          meta: {
            first: 11,
            last: 20,
            total: 42,
            query: 'forecast & "heavy rain"',
            previous: '/search?q=forecast&page=1',
            next: '/search?q=forecast&page=3',
          },
        },
      }),
      settings(),
      env('/search?q=forecast'),
    );
    expect(m.screen.heading).toBe('Search Results for "forecast & "heavy rain""');
    expect(m.screen.meta).toBe('Showing 11 to 20 of 42 results');
    expect(m.screen.terms).toEqual(['forecast', 'heavy rain', 'Rain']);
    expect(m.screen.first).toBe(11);
    expect(m.screen.previous).toEqual({ label: 'Previous', url: '/search?q=forecast&page=1' });
    expect(m.screen.next).toEqual({ label: 'Next', url: '/search?q=forecast&page=3' });
    expect(m.screen.noResults).toBeNull();
  });

  it('no results: the spec message with the query (as text, never markup)', () => {
    const m = adapt(
      pageData('search', {
        state: 'noResults',
        content: { meta: { first: null, last: null, total: null, query: '<b>zzz</b>', previous: null, next: null } },
      }),
      settings(),
      env('/search?q=zzz'),
    );
    expect(m.screen.noResults).toBe('Your search for "<b>zzz</b>" returned no results.');
    expect(m.screen.meta).toBeNull();
    expect(m.screen.first).toBeNull();
  });

  it('blank: a search form under "Search"', () => {
    const m = adapt(pageData('search'), settings(), env('/search'));
    expect([m.screen.heading, m.screen.state, m.screen.form.action, m.screen.form.fieldName]).toEqual([
      'Search',
      'blank',
      '/search',
      'q',
    ]);
  });

  it('searchTerms splits on whitespace and quotes and de-duplicates case-insensitively', () => {
    expect(searchTerms(`rate 'per second' Rate  "x"`, ['RATE', 'limit'])).toEqual(['rate', 'per second', 'x', 'limit']);
    expect(searchTerms('', [])).toEqual([]);
  });

  it('searchTerms drops terms without a letter or digit (they are not searched, and would mark every "&")', () => {
    expect(searchTerms('forecast & rain - *', [])).toEqual(['forecast', 'rain']);
    expect(searchTerms('"&"', ['&amp;', 'Ünïcode', '42'])).toEqual(['&amp;', 'Ünïcode', '42']);
  });
});

describe('sign-in states', () => {
  it('failed: "Login Failed" with the spec text and a way back', () => {
    const m = adapt(
      pageData('signin', { state: 'failed', content: { state: 'failed', form: null } }),
      settings(),
      env('/login/failed'),
    );
    expect(m.screen.heading).toBe('Login Failed');
    expect(m.screen.body?.html).toContain('This probably isn&#39;t your fault.');
    expect(m.screen.retry).toEqual({ label: 'Try again', url: '/login/login?r=%2F&h=ab12' });
    expect(m.screen.form).toBeNull();
  });

  it('moved: heading and body from the server, with its link', () => {
    const m = adapt(
      pageData('signin', {
        state: 'moved',
        content: {
          state: 'moved',
          form: null,
          heading: 'Your sign-in has moved',
          mainHtml: '<p>Moved.</p>',
          movedTo: 'https://cloud.example.net/login',
        },
      }),
      settings(),
      env('/login/moved'),
    );
    expect([m.screen.heading, m.screen.body?.html, m.screen.moved?.url]).toEqual([
      'Your sign-in has moved',
      '<p>Moved.</p>',
      'https://cloud.example.net/login',
    ]);
  });

  it("normal: the form, recovery links (server's or fixed) and register", () => {
    const m = adapt(pageData('signin', { content: { heading: null } }), settings(), env('/login/login'));
    expect(m.screen.heading).toBe('Sign In');
    // the sign-in page's surroundings are rendered from the model: only the label intro above the form
    expect(m.screen.body?.html).toBe('<p>Sign in to Acme Developer Portal.</p>');
    expect(m.screen.recovery.map((l) => l.url)).toEqual(['/member/lost', '/member/lost-username']);
    expect(m.screen.register?.url).toBe('/member/register');
    const sso = adapt(
      pageData('signin', {
        content: {
          sso: { label: 'Use company login', url: '/login/sso' },
          recovery: [{ label: 'password', url: '/member/lost/' }],
        },
      }),
      settings(),
      env('/login/login'),
    );
    expect(sso.screen.sso).toEqual({ label: 'Use company login', url: '/login/sso' });
    expect(sso.screen.recovery).toEqual([{ label: 'Forgot your password?', url: '/member/lost/' }]);
  });

  it("normal: recovery links keep their target; lost password / username get the labels' full wording, others keep the server's", () => {
    const m = adapt(
      pageData('signin', {
        content: {
          recovery: [
            { label: 'password', url: '/member/lost/' },
            { label: 'username', url: 'https://developer.acme.example/member/lost-username' },
            { label: 'Help', url: '/page/Help' },
          ],
        },
      }),
      settings(),
      env('/login/login'),
    );
    expect(m.screen.recovery).toEqual([
      { label: 'Forgot your password?', url: '/member/lost/' },
      { label: 'Forgot your username?', url: 'https://developer.acme.example/member/lost-username' },
      { label: 'Help', url: '/page/Help' },
    ]);
  });
});

describe('registration pages', () => {
  it('registerSent, notifications on: the address and a resend link', () => {
    const m = adapt(
      pageData('registerSent', { content: { heading: null, mainHtml: null } }),
      settings(),
      env('/member/register'),
    );
    expect(m.screen).toMatchObject({
      heading: 'Registration Almost Complete',
      sent: 'We have sent a confirmation email to you at jdoe@example.com.',
      resend: { label: 'Resend the confirmation email', url: '/member/resend-confirmation' },
      pending: null,
      body: null,
    });
  });

  it("registerSent: the server's message replaces the default texts; the resend link only when the message has none", () => {
    const own =
      '<p>We have sent a confirmation e-mail to you at this address: jdoe@example.com</p><p>Not received? <a href="/member/resend-confirmation">Send it again</a>.</p>';
    const m = adapt(pageData('registerSent', { content: { mainHtml: own } }), settings(), env('/member/register'));
    expect(m.screen).toMatchObject({
      body: { html: own },
      sent: null,
      instructions: null,
      resendPrompt: null,
      resend: null,
      pending: null,
      email: 'jdoe@example.com',
    });
    const plain = adapt(
      pageData('registerSent', { content: { mainHtml: '<p>Check your inbox.</p>' } }),
      settings(),
      env('/member/register'),
    );
    expect(plain.screen).toMatchObject({
      body: { html: '<p>Check your inbox.</p>' },
      sent: null,
      resend: { url: '/member/resend-confirmation' },
    });
    // the admin's texts win over the server's
    const s = settings({ labels: { registerSent: { sent: 'Mail is on its way to {{email}}.' } } });
    expect(adapt(pageData('registerSent', { content: { mainHtml: own } }), s, env('/member/register')).screen).toMatchObject({
      body: null,
      sent: 'Mail is on its way to jdoe@example.com.',
    });
  });

  it("registerSent, notifications off: pending approval (the server's words when it has them), no resend link", () => {
    const m = adapt(
      pageData('registerSent', { content: { notifications: false, email: null, resendUrl: null, mainHtml: null } }),
      settings(),
      env('/member/register'),
    );
    expect(m.screen).toMatchObject({ sent: null, resend: null, notifications: false, body: null });
    expect(m.screen.pending).toMatch(/awaiting approval/);
    const own = adapt(
      pageData('registerSent', {
        content: {
          notifications: false,
          email: null,
          resendUrl: null,
          mainHtml: '<p>Your registration is awaiting approval by an administrator.</p>',
        },
      }),
      settings(),
      env('/member/register'),
    );
    expect(own.screen).toMatchObject({
      pending: null,
      resend: null,
      body: { html: '<p>Your registration is awaiting approval by an administrator.</p>' },
    });
  });

  it('joinSuccess shows the registered username (the default text when the server has no message)', () => {
    const m = adapt(
      pageData('joinSuccess', { content: { username: 'amy', heading: null, mainHtml: null } }),
      settings(),
      env('/member/join'),
    );
    expect(m.screen.heading).toBe('Registration Successful');
    expect(m.screen.body?.html).toContain('<strong>amy</strong>');
    const own = adapt(
      pageData('joinSuccess', {
        content: { username: 'amy', mainHtml: '<p>You have successfully registered as <strong>amy</strong>.</p>' },
      }),
      settings(),
      env('/member/join'),
    );
    expect(own.screen.body?.html).toBe('<p>You have successfully registered as <strong>amy</strong>.</p>');
  });
});

describe('blog, forum, profile', () => {
  it('blog list: per-post Read more with an accessible name, 250-character excerpts, path pagination in place', () => {
    const post = {
      title: 'Launching v2',
      url: '/blog/read/Launching_v2',
      author: 'amy',
      authorUrl: '/profile/profile/amy',
      contentHtml: '<p>Version 2</p>',
      published: { value: '2017-09-21T10:00:00Z', text: 'September 21, 2017' },
      edit: null,
      commentCount: '2 comments',
    };
    const m = adapt(
      pageData('blogAll', {
        content: {
          posts: [post, { ...post, title: null, contentHtml: null }],
          pagination: [{ label: 'Older posts', url: '/blog/browse/2' }],
          rss: '/blog/rss',
        },
      }),
      settings(),
      env('/blog'),
    );
    expect(m.screen.posts).toHaveLength(1);
    expect(m.screen.posts[0]?.readMore).toEqual({
      label: 'Read more',
      url: '/blog/read/Launching_v2',
      ariaLabel: 'Read more: Launching v2',
    });
    expect(m.screen.posts[0]?.author).toEqual({ label: 'amy', url: '/profile/profile/amy' });
    expect(m.screen.excerptLength).toBe(250);
    expect(m.screen.pagination).toEqual([{ label: 'Older posts', url: '/blog/browse/2', reloadDocument: false }]);
    // query pagination (page, search, showKeys) stays a full page load
    const q = adapt(
      pageData('blogAll', { content: { posts: [post], pagination: [{ label: 'Next', url: '/blog?page=2' }], rss: null } }),
      settings(),
      env('/blog'),
    );
    expect(q.screen.pagination).toEqual([{ label: 'Next', url: '/blog?page=2', reloadDocument: true }]);
    expect(m.screen.rss).toEqual({ label: 'RSS Feed', url: '/blog/rss' });
  });

  it('single post: Edit Post only when allowed', () => {
    const base = {
      title: 'Launching v2',
      url: null,
      author: 'amy',
      authorUrl: null,
      contentHtml: '<p>x</p>',
      published: null,
      edit: null,
      commentCount: null,
    };
    const m = adapt(pageData('blogSingle', { content: { post: base } }), settings(), env('/blog/read/Launching_v2'));
    expect(m.screen.post?.edit).toBeNull();
    expect(m.screen.post?.url).toBe('/blog/read/Launching_v2');
    expect(m.screen.heading).toBe('Launching v2');
    const editor = adapt(
      pageData('blogSingle', { content: { post: { ...base, edit: '/r/blog/edit/1' } } }),
      settings(),
      env('/blog/read/x'),
    );
    expect(editor.screen.post?.edit).toEqual({ label: 'Edit Post', url: '/r/blog/edit/1' });
  });

  it('profile: name heading, admin link label per name, safe links only', () => {
    const m = adapt(
      pageData('profile', {
        context: signedIn(),
        content: {
          name: 'jdoe',
          admin: 'https://admin.example.net/r/member/4411',
          website: null,
          blog: 'https://jdoe.example.net/blog',
          registered: { value: '2015-03-02', text: 'March 2, 2015' },
        },
      }),
      settings(),
      env('/profile/profile/jdoe'),
    );
    expect(m.screen.heading).toBe('jdoe');
    expect(m.screen.admin).toEqual({
      label: 'View administrative profile for jdoe',
      url: 'https://admin.example.net/r/member/4411',
    });
    expect(m.screen.website).toBeNull();
    expect(m.screen.blog).toEqual({ label: 'https://jdoe.example.net/blog', url: 'https://jdoe.example.net/blog' });
    const withSite = adapt(
      pageData('profile', { content: { name: 'amy', website: 'http://amy.example.org/', blog: null } }),
      settings(),
      env('/profile/profile/amy'),
    );
    expect(withSite.screen.website).toEqual({ label: 'http://amy.example.org/', url: 'http://amy.example.org/' });
    expect(withSite.screen.blog).toBeNull();
  });

  it('forum topics: empty message (server text first), new-topic link', () => {
    const m = adapt(
      pageData('forumTopics', {
        content: { emptyMessage: 'Be the first!', createTopic: '/forum/topic-add/General', category: 'General' },
      }),
      settings(),
      env('/forum/topics/General'),
    );
    expect(m.screen.empty).toBe('Be the first!');
    expect(m.screen.createTopic).toEqual({ label: 'New Topic', url: '/forum/topic-add/General' });
  });
});

describe('logout failed', () => {
  it('retry link, and the logout form when the page has one', () => {
    const m = adapt(pageData('logoutFail', { context: signedIn() }), settings(), env('/logout/logout'));
    expect(m.screen.retry).toEqual({ label: 'Please try again.', url: '/logout/logout' });
    expect(m.screen.logoutFormId).toBe('portal-logout-form');
    expect(adapt(pageData('logoutFail'), settings(), env('/logout/logout')).screen.logoutFormId).toBeNull();
  });
});
