import { describe, expect, it } from 'vitest';
import { adapt } from '../../src/adapter/index.ts';
import { isTemplateName, regionNames } from '../../src/model/templates.ts';
import { context, env, pageData, prose, settings, signedIn } from './factories.ts';

const nav = {
  primary: [
    { label: 'Docs & Guides', url: '/docs', isActive: true, children: [] },
    { label: 'Blog', url: '/blog', isActive: false, children: [] },
  ],
  secondary: [{ label: 'Terms', url: '/page/Terms', isActive: false, children: [] }],
};

describe('runtime HTML templates (portalOptions.templates)', () => {
  it('knows the six regions and every content type', () => {
    expect(regionNames).toEqual(['userNav', 'primaryNav', 'secondaryNav', 'main', 'footer1', 'footer2']);
    expect(isTemplateName('footer2')).toBe(true);
    expect(isTemplateName('accountKeys')).toBe(true);
    expect(isTemplateName('layout')).toBe(false);
  });

  it('region templates: nav items rendered as escaped HTML with the current-page class', () => {
    const m = adapt(
      pageData('page', { nav, context: context({ area: 'Acme & <Co>' }) }),
      settings({
        templates: {
          primaryNav: '<nav><a href="{{path.home}}">{{content.logo}}</a><ul>{{content.navItemsPrimary}}</ul></nav>',
          footer1: '<p>{{mashery.area}} since {{year}}</p>',
        },
      }),
      env('/docs'),
    );
    expect(m.layout.regionTemplates.primaryNav?.html).toBe(
      '<nav><a href="/">Acme &amp; &lt;Co&gt;</a><ul><li><a href="/docs" class="current-page" aria-current="page">Docs &amp; Guides</a></li><li><a href="/blog">Blog</a></li></ul></nav>',
    );
    expect(m.layout.regionTemplates.footer1?.html).toBe('<p>Acme &amp; &lt;Co&gt; since 2026</p>');
    expect(m.layout.regionTemplates).not.toHaveProperty('footer2');
  });

  it('null removes a region', () => {
    const m = adapt(pageData('page'), settings({ templates: { userNav: null } }), env('/'));
    expect(m.layout.regionTemplates).toEqual({ userNav: null });
  });

  it('user nav template: Sign Out is a self-contained logout form (no JS needed)', () => {
    const m = adapt(
      pageData('page', { context: signedIn() }),
      settings({ templates: { userNav: '<ul>{{content.navItemsUser}}</ul>' } }),
      env('/'),
    );
    expect(m.layout.regionTemplates.userNav?.html).toBe(
      '<ul><li><a href="/member/edit">My Account</a></li><li><form method="post" action="/logout/logout"><input type="hidden" name="token" value="a1b2c3"><button type="submit">Sign Out</button></form></li></ul>',
    );
  });

  it('search form and copyright fragments', () => {
    const m = adapt(
      pageData('page', { frame: { copyrightHtml: '&copy; Acme' } }),
      settings({ templates: { footer2: '{{content.copyright}}', primaryNav: '{{content.searchForm}}' } }),
      env('/'),
    );
    expect(m.layout.regionTemplates.footer2?.html).toBe('&copy; Acme');
    expect(m.layout.regionTemplates.primaryNav?.html).toContain('<form role="search" method="get" action="/search">');
    expect(m.layout.regionTemplates.primaryNav?.html).toContain('name="q"');
  });

  it('content-type templates: heading escaped, server body inserted as HTML (sanitised when rendered), unknown placeholders left', () => {
    const m = adapt(
      pageData('page', {
        content: prose({ heading: 'Pricing <script>', mainHtml: '<p>From $10 {{username}}</p>' }),
        context: context({ username: 'x' }),
      }),
      settings({
        templates: { page: '<article><h1>{{content.heading}}</h1>{{content.main}}<p>{{username}}</p>{{content.nope}}</article>' },
      }),
      env('/page/Pricing'),
    );
    expect(m.template?.html).toBe(
      '<article><h1>Pricing &lt;script&gt;</h1><p>From $10 {{username}}</p><p>x</p>{{content.nope}}</article>',
    );
  });

  it('a template for another content type does not apply', () => {
    expect(adapt(pageData('docs'), settings({ templates: { page: '<p>x</p>' } }), env('/docs')).template).toBeNull();
  });
});
