// The frame's navigation lists (primary, account sub-navigation) and which inline scripts are trusted.
import { describe, expect, it } from 'vitest';
import { extract } from '../../test/extract/helpers.ts';

describe('navigation lists', () => {
  it('three levels nest as children: each item only under its own parent, never repeated', () => {
    const p = extract({
      local:
        '<ul><li><a href="/docs">Docs</a><ul><li><a href="/docs/read/Guides">Guides</a>' +
        '<ul><li class="active"><a href="/docs/read/Guides/Paging">Paging</a></li></ul></li></ul></li>' +
        '<li><a href="/blog">Blog</a></li></ul>',
    });
    expect(p.nav.primary).toEqual([
      {
        label: 'Docs',
        url: '/docs',
        isActive: false,
        children: [
          {
            label: 'Guides',
            url: '/docs/read/Guides',
            isActive: false,
            children: [{ label: 'Paging', url: '/docs/read/Guides/Paging', isActive: true, children: [] }],
          },
        ],
      },
      { label: 'Blog', url: '/blog', isActive: false, children: [] },
    ]);
  });

  it('a link-less group item is replaced by its sub-items, which do not take the group’s place with children', () => {
    const p = extract({
      local:
        '<ul><li><span>APIs</span><ul><li><a href="/io-docs">I/O Docs</a></li><li><a href="/docs">Docs</a></li></ul></li></ul>',
    });
    expect(p.nav.primary).toEqual([
      { label: 'I/O Docs', url: '/io-docs', isActive: false, children: [] },
      { label: 'Docs', url: '/docs', isActive: false, children: [] },
    ]);
  });

  it('a.active marks the current primary item as well as li.active', () => {
    const p = extract({ local: '<ul><li><a class="active" href="/docs">Docs</a></li><li><a href="/blog">Blog</a></li></ul>' });
    expect(p.nav.primary.map((i) => [i.label, i.isActive])).toEqual([
      ['Docs', true],
      ['Blog', false],
    ]);
  });

  it('account sub-navigation from a plain .navigation block when there is no .section-menu.navigation', () => {
    const p = extract({
      body: 'page-apps mykeys',
      main: '<h1 class="first">My Keys</h1><div class="navigation"><ul><li class="active"><a href="/apps/mykeys">Keys</a></li><li><a href="/apps/myapps">Applications</a></li></ul></div>',
    });
    expect(p.nav.account.map((i) => [i.url, i.isActive])).toEqual([
      ['/apps/mykeys', true],
      ['/apps/myapps', false],
    ]);
  });

  it('the .section-menu.navigation block wins over an earlier .navigation block in the page body', () => {
    const p = extract({
      body: 'page-apps mykeys',
      main:
        '<h1 class="first">My Keys</h1><div class="section-body"><div class="navigation"><ul><li><a href="/docs">Back to the docs</a></li></ul></div></div>' +
        '<div class="section-menu navigation"><ul><li class="active"><a href="/apps/mykeys">Keys</a></li></ul></div>',
    });
    expect(p.nav.account.map((i) => i.url)).toEqual(['/apps/mykeys']);
  });
});

describe('trusted scripts', () => {
  it.each([
    ['page-blog', '<div class="section"><h2><a href="/blog/read/1">Post</a></h2><div class="section-body"><p>x</p></div></div>'],
    ['page-search', '<div class="result"><a class="title" href="/docs">Docs</a></div>'],
    ['page-profile', '<h1 class="first">View Member jdoe</h1><dl><dt>Name</dt><dd>jdoe</dd></dl>'],
  ])('on %s pages a script inside #main is user content: no globals, not a frame script', (body, main) => {
    const p = extract({ body, main: `${main}<script>mashery.globals.noMarkdown = true; var leaked = 1;</script>` });
    expect(p.context.globals.noMarkdown).toBe(false);
    expect(p.frame.scripts.some((s) => s.includes('leaked'))).toBe(false);
  });

  it('an ES module script is trusted like a classic one', () => {
    const p = extract({ main: '<h1 class="first">x</h1><script type="module">mashery.globals.noHeading = true;</script>' });
    expect(p.context.globals.noHeading).toBe(true);
    expect(p.frame.scripts).toEqual(['mashery.globals.noHeading = true;']);
  });

  it('the type attribute is read as browsers do: surrounding spaces and case do not matter, blank means JavaScript', () => {
    const p = extract({
      head: '<script type=" Module ">mashery.globals.noMarkdown = true;</script><script type=" ">mashery.globals.noHeading = true;</script>',
    });
    expect(p.context.globals).toMatchObject({ noMarkdown: true, noHeading: true });
  });
});
