import { describe, expect, it } from 'vitest';
import { adapt } from './index.ts';
import { namedPaths } from './paths.ts';
import { context, env, pageData, prose, settings, signedIn } from '../../test/adapter/factories.ts';

describe('browser title (label template: page title, then area)', () => {
  it('uses the server page title and the area', () => {
    const m = adapt(
      pageData('docs', { context: context({ pageTitle: 'Authentication' }) }),
      settings(),
      env('/docs/read/Authentication'),
    );
    expect(m.layout.title).toBe('Authentication | Acme Developer Portal');
  });

  it('is just the area when there is no page title and no heading', () => {
    const m = adapt(
      pageData('page', { context: context({ pageTitle: null }), content: prose({ heading: null }) }),
      settings(),
      env('/'),
    );
    expect(m.layout.title).toBe('Acme Developer Portal');
  });

  it('falls back to the screen heading when the server title has no page part', () => {
    const m = adapt(pageData('accountKeys', { context: signedIn({ pageTitle: null }) }), settings(), env('/apps/mykeys'));
    // my keys shows its label heading, not the server's generic one (issue #13, break 6)
    expect(m.layout.title).toBe('My API Keys | Acme Developer Portal');
    const bare = adapt(
      pageData('accountKeys', { context: signedIn({ pageTitle: null }), content: { heading: null } }),
      settings(),
      env('/apps/mykeys'),
    );
    expect(bare.layout.title).toBe('My API Keys | Acme Developer Portal');
  });

  it("fallbackHeading (the hidden h1 of a page without a heading) is the page's own title, not the whole browser title", () => {
    const m = adapt(
      pageData('tos', { context: context({ pageTitle: 'TPS API terms' }), content: prose({ heading: null }) }),
      settings(),
      env('/apps/tos'),
    );
    expect(m.screen.heading).toBeNull();
    expect(m.layout.title).toBe('TPS API terms | Acme Developer Portal');
    expect(m.layout.fallbackHeading).toBe('TPS API terms');
    const bare = adapt(
      pageData('page', { context: context({ pageTitle: null }), content: prose({ heading: null }) }),
      settings(),
      env('/'),
    );
    expect(bare.layout.fallbackHeading).toBe('Acme Developer Portal');
  });

  it('follows an overridden template (predecessor spelling accepted)', () => {
    const s = settings({ labels: { title: '{{mashery.area}} · {{mashery.title}}', titleAreaOnly: 'Welcome to {{area}}' } });
    expect(adapt(pageData('page', { context: context({ pageTitle: 'Pricing' }) }), s, env('/page/Pricing')).layout.title).toBe(
      'Acme Developer Portal · Pricing',
    );
    expect(
      adapt(pageData('page', { context: context({ pageTitle: null }), content: prose({ heading: null }) }), s, env('/')).layout
        .title,
    ).toBe('Welcome to Acme Developer Portal');
  });

  it('is available to labels as {{title}}', () => {
    const s = settings({ labels: { layout: { pageLoaded: 'Now showing {{title}}' } } });
    expect(
      adapt(pageData('page', { context: context({ pageTitle: 'Pricing' }) }), s, env('/page/Pricing')).labels.layout.pageLoaded,
    ).toBe('Now showing Pricing');
  });
});

describe('html classes', () => {
  it.each([
    [context(), {}, ['logged-out']],
    [signedIn(), {}, ['logged-in']],
    [context(), { noHeading: true }, ['logged-out', 'no-heading']],
    [signedIn(), { noHeading: 'true' }, ['logged-in', 'no-heading']],
    [context(), { noHeading: false }, ['logged-out']],
    [context(), { noHeading: 'false' }, ['logged-out']],
    [context(), { noHeading: 0 }, ['logged-out']],
  ] as const)('%# → %j', (ctx, globals, classes) => {
    const m = adapt(pageData('page', { context: { ...ctx, globals } }), settings(), env('/page/x'));
    expect(m.layout.htmlClasses).toEqual(classes);
    expect(m.screen.headingHidden).toBe(classes.includes('no-heading' as never));
  });
});

describe('footer copyright', () => {
  const page = (secondary: { label: string; url: string }[], copyrightHtml: string | null = null) =>
    pageData('page', {
      nav: { secondary: secondary.map((s) => ({ ...s, isActive: false, children: [] })) },
      frame: { copyrightHtml },
    });

  it('alternate layout with an empty secondary nav: a copyright line with the current year', () => {
    const m = adapt(page([]), settings({ layout: 'alternate' }), env('/page'));
    expect(m.layout.copyrightLine).toBe('© 2026 Acme Developer Portal');
  });

  it('uses the year of `now`', () => {
    const m = adapt(page([]), settings({ layout: 'alternate' }), {
      url: 'https://developer.acme.example/page',
      now: new Date('2031-07-01T00:00:00Z'),
    });
    expect(m.layout.copyrightLine).toBe('© 2031 Acme Developer Portal');
  });

  it('no line when the footer has links, or under the default layout', () => {
    expect(
      adapt(page([{ label: 'Terms', url: '/page/Terms' }]), settings({ layout: 'alternate' }), env('/')).layout.copyrightLine,
    ).toBeNull();
    expect(adapt(page([]), settings(), env('/')).layout.copyrightLine).toBeNull();
  });

  it("keeps the portal's own copyright HTML (rendered through ServerHtml)", () => {
    expect(adapt(page([], '&copy; Acme Inc. <script>x()</script>'), settings(), env('/')).layout.serverCopyright).toEqual({
      html: '&copy; Acme Inc. <script>x()</script>',
    });
  });

  it('the line is a label', () => {
    const m = adapt(
      page([]),
      settings({ layout: 'alternate', labels: { layout: { copyright: 'Copyright {{year}} — {{area}}. All rights reserved.' } } }),
      env('/'),
    );
    expect(m.layout.copyrightLine).toBe('Copyright 2026 — Acme Developer Portal. All rights reserved.');
  });
});

describe('logo and home', () => {
  it('home is / by default and /page under the alternate layout', () => {
    expect(adapt(pageData('page'), settings(), env('/')).layout.home).toBe('/');
    expect(adapt(pageData('page'), settings({ layout: 'alternate' }), env('/')).layout.home).toBe('/page');
  });

  it('area name as text when no logo is configured', () => {
    expect(adapt(pageData('page'), settings(), env('/')).layout.logo).toEqual({
      kind: 'text',
      text: 'Acme Developer Portal',
      href: '/',
      label: 'Acme Developer Portal home',
    });
  });

  it("the portal's own logo image, else the settings logo (URL or markup)", () => {
    const own = adapt(
      pageData('page', { context: context({ logo: { src: '/files/acme.png', alt: '' } }) }),
      settings(),
      env('/'),
    );
    expect(own.layout.logo).toMatchObject({ kind: 'image', src: '/files/acme.png', alt: 'Acme Developer Portal' });
    expect(adapt(pageData('page'), settings({ logo: '/files/brand.svg' }), env('/')).layout.logo).toMatchObject({
      kind: 'image',
      src: '/files/brand.svg',
    });
    expect(
      adapt(pageData('page'), settings({ logo: '<img src="/files/x.png" alt="Acme">' }), env('/')).layout.logo,
    ).toMatchObject({ kind: 'html', html: '<img src="/files/x.png" alt="Acme">' });
    expect(adapt(pageData('page'), settings({ logo: 'javascript:alert(1)' }), env('/')).layout.logo.kind).toBe('text');
  });
});

describe('named paths', () => {
  it("fixed paths plus the page's own links", () => {
    const ctx = signedIn({
      dashboard: 'https://admin.example.net/',
      userProfile: '/profile/profile/jdoe',
      accountSettings: {
        changeEmail: '/member/email?x=1',
        changePassword: null,
        removeMembership: '/member/remove',
        kind: 'oidc',
      },
    });
    expect(namedPaths(ctx, { layout: 'default' })).toEqual({
      home: '/',
      keys: '/apps/mykeys',
      apps: '/apps/myapps',
      account: '/member/edit',
      dashboard: 'https://admin.example.net/',
      logout: '/logout/logout',
      signin: '/login/login',
      register: '/member/register',
      changeEmail: '/member/email?x=1',
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
      viewProfile: '/profile/profile/jdoe',
    });
  });

  it('sign-in comes from the page (absolute when on another host), logout from the form action', () => {
    const ctx = context({
      login: { url: 'https://secure.example.net/login?r=%2F', redirect: '%2F', hash: null },
      logout: { action: '/logout/out', method: 'post', fields: [] },
    });
    const p = namedPaths(ctx, { layout: 'alternate' });
    expect([p.signin, p.logout, p.home, p.dashboard, p.viewProfile]).toEqual([
      'https://secure.example.net/login?r=%2F',
      '/logout/out',
      '/page',
      null,
      null,
    ]);
  });

  it('are available to every label as {{path.*}}', () => {
    const m = adapt(
      pageData('showSecretError', { context: signedIn(), content: { mainHtml: null } }),
      settings(),
      env('/member/error'),
    );
    expect(m.screen.body?.html).toContain('href="/apps/mykeys"');
    expect(m.paths.keys).toBe('/apps/mykeys');
  });
});

describe('search box', () => {
  it('posts to /search with q, and carries the current query on search pages', () => {
    const m = adapt(
      pageData('search', {
        state: 'results',
        content: { meta: { first: 1, last: 1, total: 1, query: 'rain', previous: null, next: null } },
      }),
      settings(),
      env('/search?q=rain'),
    );
    expect(m.layout.search).toEqual({
      action: '/search',
      fieldName: 'q',
      query: 'rain',
      label: 'Search',
      placeholder: 'Search...',
      button: 'Search',
    });
    expect(adapt(pageData('page'), settings(), env('/')).layout.search.query).toBe('');
  });
});
