// The member pages (src/adapter/builders/member.ts): register and join (their terms rendered once),
// registerSent (the server's message or the default texts, the resend link), joinSuccess, and sign-in in
// its three states (normal, failed, moved) with its recovery, single-sign-on and register links.
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../model/settings.ts';
import type { RegisterSentContent, SigninContent } from '../../model/pageData.ts';
import { adapt } from '../index.ts';
import { memberBuilders } from './member.ts';
import { context, env, formContent, pageData, settings, signedIn, screenInput } from '../../../test/adapter/factories.ts';

const TERMS = 'I accept the <a href="/page/terms">terms of use</a>.';

describe('register and join: the terms paragraph is rendered from termsHtml, not again in the body', () => {
  const content = (mainHtml: string | null, termsHtml: string | null) => ({ ...formContent({ mainHtml }), termsHtml });

  it('register: the body keeps the rest, without the emptied paragraphs; the terms and the sign-in link', () => {
    const m = adapt(
      pageData('register', {
        content: content(`<p>Welcome.</p>\n<P class="terms"> ${TERMS} </P><p> </p><form action="/x"></form>`, TERMS),
      }),
      settings(),
      env('/member/register'),
    );
    expect(m.degraded).toBe(false);
    expect([m.screen.body, m.screen.bodySource]).toEqual([{ html: '<p>Welcome.</p>' }, 'server']);
    expect(m.screen.terms).toEqual({ html: TERMS });
    expect(m.screen.signin).toEqual({ label: 'Sign In', url: '/login/login?r=%2F&h=ab12' });
  });

  it('a body that was only the terms leaves the default intro', () => {
    const m = adapt(
      pageData('register', { content: content(`<p>${TERMS}</p><form action="/x"></form>`, TERMS) }),
      settings(),
      env('/member/register'),
    );
    expect([m.screen.body, m.screen.bodySource]).toEqual([
      { html: '<p>Register a new account to access Acme Developer Portal.</p>' },
      'labels',
    ]);
  });

  it('without terms the body stays whole and there are no terms', () => {
    const m = adapt(
      pageData('register', { content: content('<p>Welcome.</p><p></p><form action="/x"></form>', null) }),
      settings(),
      env('/member/register'),
    );
    expect([m.screen.body, m.screen.terms]).toEqual([{ html: '<p>Welcome.</p><p></p>' }, null]);
  });

  it('join: the same, and no sign-in link (the user has an account and is signed in)', () => {
    const m = adapt(
      pageData('join', { context: signedIn(), content: content(`<p>More about you.</p><p>${TERMS}</p><form></form>`, TERMS) }),
      settings(),
      env('/member/join'),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.body).toEqual({ html: '<p>More about you.</p>' });
    expect(m.screen.terms).toEqual({ html: TERMS });
    expect(m.screen.signin).toBeNull();
    const bare = adapt(pageData('join', { context: signedIn() }), settings(), env('/member/join'));
    expect(bare.screen.terms).toBeNull();
  });

  it('a page without a body of its own shows the default intro', () => {
    const m = adapt(pageData('join', { context: signedIn(), content: content(null, TERMS) }), settings(), env('/member/join'));
    expect([m.screen.body?.html, m.screen.bodySource]).toEqual([
      "<p>Since you already have an account you don't have to register again, but we would like to know a little more about you. Please fill out the additional information below.</p>",
      'labels',
    ]);
  });
});

describe('registerSent', () => {
  const sent = (content: Partial<RegisterSentContent>, s: Partial<Settings> = {}, notifications = true) =>
    adapt(pageData('registerSent', { content, context: context({ notifications }) }), settings(s), env('/member/register'))
      .screen;
  const SERVER = '<p>Check your inbox at jdoe@example.com.</p>';

  it('the default texts without a server message: the address, instructions, the prompt and the resend link', () => {
    expect(sent({ mainHtml: null, resendUrl: '/member/resend-confirmation?u=jdoe' })).toMatchObject({
      body: null,
      bodySource: null,
      email: 'jdoe@example.com',
      notifications: true,
      sent: 'We have sent a confirmation email to you at jdoe@example.com.',
      instructions: 'Please click on the link in that email to confirm your account.',
      resendPrompt: 'If you do not receive an email within the next hour, you can ask for another one.',
      resend: { label: 'Resend the confirmation email', url: '/member/resend-confirmation?u=jdoe' },
      pending: null,
    });
  });

  it('without an address: the sentence without it; without a resend URL: the named path', () => {
    expect(sent({ mainHtml: null, email: '  ', resendUrl: null })).toMatchObject({
      email: null,
      sent: 'We have sent a confirmation email to you.',
      resend: { label: 'Resend the confirmation email', url: '/member/resend-confirmation' },
    });
  });

  it("the server's message replaces the default texts (its body from the server)", () => {
    expect(sent({ mainHtml: SERVER })).toMatchObject({
      body: { html: SERVER },
      bodySource: 'server',
      sent: null,
      instructions: null,
      resendPrompt: null,
      resend: { url: '/member/resend-confirmation' },
      pending: null,
    });
  });

  it('a resend link in the message (any case) is the only one', () => {
    const own = '<p>No mail? <a href="/MEMBER/Resend-Confirmation">Send again</a></p>';
    expect(sent({ mainHtml: own })).toMatchObject({ body: { html: own }, resend: null });
  });

  it("any of the four texts changed by the admin wins over the server's message", () => {
    for (const key of ['sent', 'sentNoAddress', 'instructions', 'resendPrompt']) {
      const screen = sent({ mainHtml: SERVER }, { labels: { registerSent: { [key]: 'Changed.' } } });
      expect(screen.body, key).toBeNull();
      expect(screen.bodySource, key).toBeNull();
      expect(screen.instructions, key).toBe(
        key === 'instructions' ? 'Changed.' : 'Please click on the link in that email to confirm your account.',
      );
    }
    // the pending text is not theirs: the server's message stays
    expect(sent({ mainHtml: SERVER }, { labels: { registerSent: { pending: 'Wait.' } } }).body).toEqual({ html: SERVER });
  });

  it('notifications off (the page or the site): the pending text, no resend link, no sent texts', () => {
    for (const [page, site] of [
      [false, true],
      [true, false],
    ] as const) {
      expect(sent({ mainHtml: null, notifications: page }, {}, site)).toMatchObject({
        notifications: false,
        sent: null,
        instructions: null,
        resendPrompt: null,
        resend: null,
        pending: 'Your registration is awaiting approval. You will receive an email once your account has been approved.',
      });
    }
  });

  it("notifications off: the server's message replaces the pending text unless the admin changed that one", () => {
    const off = { mainHtml: SERVER, notifications: false };
    expect(sent(off)).toMatchObject({ body: { html: SERVER }, bodySource: 'server', pending: null, resend: null });
    expect(sent(off, { labels: { registerSent: { pending: 'Wait for us.' } } })).toMatchObject({
      body: null,
      bodySource: null,
      pending: 'Wait for us.',
    });
    expect(sent(off, { labels: { registerSent: { sent: 'Changed.' } } })).toMatchObject({
      body: { html: SERVER },
      pending: null,
    });
  });
});

describe('joinSuccess', () => {
  it("the page's username, else the signed-in user's", () => {
    const body = (username: string | null) =>
      adapt(
        pageData('joinSuccess', { context: signedIn({ username: 'jdoe' }), content: { username, mainHtml: null } }),
        settings(),
        env('/member/join'),
      ).screen.body?.html ?? '';
    expect(body(' amy ')).toContain('registered as <strong>amy</strong>.');
    expect(body(null)).toContain('registered as <strong>jdoe</strong>.');
    expect(body('  ')).toContain('registered as <strong>jdoe</strong>.');
  });
});

describe('signin', () => {
  const signin = (content: Partial<SigninContent>, options: { loggedIn?: boolean; s?: Partial<Settings> } = {}) => {
    const m = adapt(
      pageData('signin', { content, state: content.state ?? 'normal', context: options.loggedIn ? signedIn() : context() }),
      settings(options.s),
      env('/login/login'),
    );
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it("normal: the label intro only (the page's surroundings come from the model), the form, no moved or retry link", () => {
    const s = signin({ mainHtml: '<p>Welcome back</p><div class="register">Register</div><form></form>' });
    expect([s.body, s.bodySource]).toEqual([{ html: '<p>Sign in to Acme Developer Portal.</p>' }, 'labels']);
    expect(s).toMatchObject({ state: 'normal', moved: null, retry: null, form: { action: '/form' } });
  });

  it('normal with the label intro emptied: no body at all (null), whatever the server page holds', () => {
    const s = signin({ mainHtml: '<p>Welcome back</p><form></form>' }, { s: { labels: { signin: { main: '' } } } });
    expect(s.body).toBeNull();
    expect(s.bodySource).toBeNull();
  });

  it("recovery: the server's links (label and URL only) with the labels' wording for the known targets", () => {
    const s = signin({
      recovery: [
        { label: 'password', url: '/Member/Lost//' },
        { label: 'username', url: '/member/lost-username?x=1' },
        { label: 'user name', url: '/portal/member/lost-username' },
        { label: 'lost and found', url: '/member/lostfound' },
        { label: '', url: '/member/lost' },
      ],
    });
    expect(s.recovery).toStrictEqual([
      { label: 'Forgot your password?', url: '/Member/Lost//' },
      { label: 'Forgot your username?', url: '/member/lost-username?x=1' },
      { label: 'Forgot your username?', url: '/portal/member/lost-username' },
      { label: 'lost and found', url: '/member/lostfound' },
    ]);
  });

  it('recovery without server links: the named paths, those that are set', () => {
    expect(signin({ recovery: [] }).recovery).toEqual([
      { label: 'Forgot your password?', url: '/member/lost' },
      { label: 'Forgot your username?', url: '/member/lost-username' },
    ]);
    const input = screenInput(pageData('signin'), settings(), env('/login/login'));
    const screen = memberBuilders.signin({ ...input, paths: { ...input.paths, lostPassword: null } });
    expect(screen.recovery).toEqual([{ label: 'Forgot your username?', url: '/member/lost-username' }]);
  });

  it("single sign-on: the server's label, else the label's; none without the link", () => {
    expect(signin({ sso: { label: ' Company login ', url: '/login/sso' } }).sso).toEqual({
      label: 'Company login',
      url: '/login/sso',
    });
    expect(signin({ sso: { label: ' ', url: '/login/sso' } }).sso).toEqual({
      label: 'Sign in with your company account',
      url: '/login/sso',
    });
    expect(signin({ sso: null }).sso).toBeNull();
  });

  it('register only for visitors', () => {
    expect(signin({}).register).toEqual({ label: 'Register', url: '/member/register' });
    expect(signin({}, { loggedIn: true }).register).toBeNull();
  });

  it('failed: the spec heading and text, no form, a way back; the server message only when it says more', () => {
    const own =
      '<p>We were unable to log you in at this time. This probably isn&#39;t your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.</p>';
    const alone = signin({ state: 'failed', mainHtml: null, heading: 'Server says' });
    expect(alone).toMatchObject({
      state: 'failed',
      heading: 'Login Failed',
      body: { html: own },
      bodySource: 'labels',
      form: null,
      passwordPolicy: null,
      moved: null,
      retry: { label: 'Try again', url: '/login/login?r=%2F&h=ab12' },
    });
    const more = signin({ state: 'failed', mainHtml: '<p>Your account is locked.</p>' });
    expect([more.body, more.bodySource]).toEqual([{ html: `${own}\n<p>Your account is locked.</p>` }, 'both']);
  });

  it("failed: the server's heading when the label heading is emptied", () => {
    expect(signin({ state: 'failed', heading: ' Denied ' }, { s: { labels: { signin: { failedHeading: ' ' } } } }).heading).toBe(
      'Denied',
    );
  });

  it("moved: the server's heading and body (else the label heading, no body) and the link on", () => {
    const s = signin({ state: 'moved', heading: ' Moved ', mainHtml: '<p>Gone.</p>', movedTo: 'https://sso.example.net/' });
    expect(s).toMatchObject({
      state: 'moved',
      heading: 'Moved',
      body: { html: '<p>Gone.</p>' },
      bodySource: 'server',
      form: null,
      passwordPolicy: null,
      moved: { label: 'Continue to sign in', url: 'https://sso.example.net/' },
      retry: null,
    });
    const bare = signin({ state: 'moved', heading: null, mainHtml: null, movedTo: null });
    expect(bare).toMatchObject({ heading: 'Sign In', body: null, bodySource: null, moved: null });
  });
});
