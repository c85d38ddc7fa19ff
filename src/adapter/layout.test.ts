import { describe, expect, it } from 'vitest';
import { adapt } from './index.ts';
import { browserTitle, buildLayout, expandTemplate } from './layout.ts';
import { namedPaths } from './paths.ts';
import { defaultLabels } from '../labels/en.ts';
import type { PageData } from '../model/pageData.ts';
import { ORIGIN, context, env, pageData, prose, settings, signedIn } from '../../test/adapter/factories.ts';

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

describe('layout: the labels of the frame, page tools, the pending profile line, long pages', () => {
  it('menu and colour-scheme labels; no colour-scheme switch when it is turned off', () => {
    const m = adapt(pageData('page'), settings(), env('/'));
    expect(m.layout.menuLabels).toEqual({ toggle: 'Menu', close: 'Close menu' });
    expect(m.layout.colorScheme).toEqual({ label: 'Color scheme', light: 'Light', dark: 'Dark', system: 'System' });
    expect(adapt(pageData('page'), settings({ colorSchemeSwitch: false }), env('/')).layout.colorScheme).toBeNull();
  });

  it("the page's edit link (admins) in the page tools", () => {
    const m = adapt(pageData('page', { context: signedIn({ edit: '/content/edit/page/42' }) }), settings(), env('/'));
    expect(m.layout.editLink).toEqual({ label: 'Edit this page', url: '/content/edit/page/42', region: 'Page tools' });
    expect(adapt(pageData('page'), settings(), env('/')).layout.editLink).toBeNull();
  });

  it('the profile line is kept free while the signed-in member’s profile link is fetched', () => {
    const build = (ctx: ReturnType<typeof context>, profilePending: boolean) =>
      adapt(pageData('page', { context: ctx }), settings(), { ...env('/'), profilePending }).layout;
    expect(build(signedIn(), true).userProfilePending).toBe(true);
    expect(build(signedIn(), false)).not.toHaveProperty('userProfilePending');
    expect(build(context(), true)).not.toHaveProperty('userProfilePending');
    const known = build(signedIn({ userProfile: '/profile/jdoe' }), true);
    expect(known).not.toHaveProperty('userProfilePending');
    expect(known.userProfile).toEqual({ label: expect.any(String), url: '/profile/jdoe' });
  });

  it('the long-page notice only when the extraction capped the content', () => {
    const capped = { kind: 'content-capped' } as unknown as PageData['problems'][number];
    const other = { kind: 'adapter-failed', contentType: 'page', message: 'x' } as PageData['problems'][number];
    const notice = (problems: PageData['problems']) =>
      adapt(pageData('page', { problems }), settings(), env('/')).layout.contentCapped;
    expect(notice([])).toBeNull();
    expect(notice([other])).toBeNull();
    expect(notice([other, capped])).toMatch(/^This page is very long/);
  });

  it('titles and the fallback heading are trimmed; a blank page title is none', () => {
    const labels = { title: '{{title}} | {{area}}', titleAreaOnly: '{{area}}' };
    expect(browserTitle(labels, '  Authentication \n', { area: 'Acme' })).toBe('Authentication | Acme');
    expect(browserTitle(labels, '   ', { area: 'Acme' })).toBe('Acme');
    const m = adapt(
      pageData('page', { context: context({ pageTitle: null, area: ' Acme Portal ' }), content: prose({ heading: null }) }),
      settings(),
      env('/'),
    );
    expect(m.layout.fallbackHeading).toBe('Acme Portal');
    const layout = buildLayout({
      page: pageData('page'),
      settings: settings(),
      labels: defaultLabels,
      values: { area: 'Acme Developer Portal' },
      paths: namedPaths(context(), settings()),
      url: `${ORIGIN}/`,
      pageTitle: '  Pricing ',
      noHeading: false,
    });
    expect(layout.fallbackHeading).toBe('Pricing');
  });

  it('a settings logo is read trimmed', () => {
    expect(adapt(pageData('page'), settings({ logo: '  <svg role="img"></svg>\n' }), env('/')).layout.logo).toMatchObject({
      kind: 'html',
      html: '<svg role="img"></svg>',
    });
  });
});

describe('region templates: the HTML fragments', () => {
  const region = (page: PageData, template: string, s: Partial<Parameters<typeof settings>[0]> = {}) =>
    adapt(page, settings({ ...s, templates: { footer1: template } }), env('/docs/read/Keys')).layout.regionTemplates.footer1
      ?.html;

  it('nested nav items as nested lists', () => {
    const nav = {
      primary: [
        {
          label: 'Docs',
          url: '/docs',
          isActive: false,
          children: [{ label: 'Keys', url: '/docs/read/Keys', isActive: false, children: [] }],
        },
      ],
    };
    const items = adapt(pageData('page', { nav }), settings(), env('/docs/read/Keys')).layout.primaryNav.items;
    expect(items.map((i) => i.toggleLabel)).toEqual(['Docs submenu']);
    expect(region(pageData('page', { nav }), '{{content.navItemsPrimary}}')).toBe(
      '<li><a href="/docs" class="current-page" aria-current="page">Docs</a><ul><li><a href="/docs/read/Keys" class="current-page" aria-current="page">Keys</a></li></ul></li>',
    );
  });

  it("the user nav: every field of the logout form, the current page's item marked, a link when there is no logout form", () => {
    const logout = {
      action: '/logout/logout',
      method: 'post' as const,
      fields: [
        { name: 'token', value: 'a1' },
        { name: 'r', value: '/' },
      ],
    };
    const page = pageData('accountManage', { context: signedIn({ logout }) });
    expect(region(page, '{{content.navItemsUser}}')).toBe(
      '<li><a href="/member/edit" class="current-page" aria-current="page">My Account</a></li>' +
        '<li><form method="post" action="/logout/logout"><input type="hidden" name="token" value="a1"><input type="hidden" name="r" value="/"><button type="submit">Sign Out</button></form></li>',
    );
    expect(region(pageData('page', { context: signedIn({ logout: null }) }), '{{content.navItemsUser}}')).toBe(
      '<li><a href="/member/edit">My Account</a></li><li><a href="/logout/logout">Sign Out</a></li>',
    );
  });

  it('an image logo, the search button, no copyright line', () => {
    expect(region(pageData('page'), '{{content.logo}}', { logo: '/files/brand.svg' })).toBe(
      '<img src="/files/brand.svg" alt="Acme Developer Portal">',
    );
    expect(region(pageData('page'), '{{content.searchForm}}')).toMatch(/<button type="submit">Search<\/button><\/form>$/);
    expect(region(pageData('page'), '[{{content.copyright}}]')).toBe('[]');
  });

  it('a placeholder without a value (null or undefined) is empty', () => {
    expect(expandTemplate('[{{username}}|{{x}}]', { username: null, x: undefined }, {})).toEqual({ html: '[|]' });
  });
});
