// The docs sidebar (reference 3.3 `docs`): #sub, else a `.sub` outside #main; its heading and items.
import { describe, expect, it } from 'vitest';
import { extractPage } from '../index.ts';
import { as, extract, html, HOST } from '../../../test/extract/helpers.ts';
import { parseHtml } from '../../../test/extract/parse.ts';

const SIDEBAR =
  '<h2>Docs Navigation</h2><ul><li><a href="/docs/read/Home">Home</a></li>' +
  '<li><a href="/docs/read/Guides">Guides</a><ul><li><a href="/docs/read/Guides/Paging">Paging</a></li></ul></li></ul>';
const ITEMS = [
  { label: 'Home', url: '/docs/read/Home', isActive: false, children: [] },
  {
    label: 'Guides',
    url: '/docs/read/Guides',
    isActive: false,
    children: [{ label: 'Paging', url: '/docs/read/Guides/Paging', isActive: true, children: [] }],
  },
];

describe('docs sidebar', () => {
  it('#sub: its h2 and its nested items, the current doc marked', () => {
    const c = as(extract({ body: 'page-docs', sub: SIDEBAR }, '/docs/read/Guides/Paging'), 'docs').content;
    expect(c.secondaryHeading).toBe('Docs Navigation');
    expect(c.secondary).toEqual(ITEMS);
  });

  it('a .sub without the id, outside #main', () => {
    const c = as(
      extract({ body: 'page-docs', page: `<div class="sub">${SIDEBAR}</div>` }, '/docs/read/Guides/Paging'),
      'docs',
    ).content;
    expect(c.secondaryHeading).toBe('Docs Navigation');
    expect(c.secondary).toEqual(ITEMS);
  });

  it('#sub without the class (the id is the strong part of the evidence)', () => {
    const c = as(
      extract({ body: 'page-docs', page: `<div id="sub">${SIDEBAR}</div>` }, '/docs/read/Guides/Paging'),
      'docs',
    ).content;
    expect(c.secondaryHeading).toBe('Docs Navigation');
    expect(c.secondary).toEqual(ITEMS);
  });

  it('a sidebar headed by an h3', () => {
    const c = as(
      extract(
        { body: 'page-docs', sub: SIDEBAR.replace('<h2>Docs Navigation</h2>', '<h3>Guides</h3>') },
        '/docs/read/Guides/Paging',
      ),
      'docs',
    ).content;
    expect(c.secondaryHeading).toBe('Guides');
    expect(c.secondary).toEqual(ITEMS);
  });

  it('a page without #main still has its .sub sidebar', () => {
    const page = html({ body: 'page-docs', page: `<div class="sub">${SIDEBAR}</div>` }).replace(
      '<div id="main" class="main"><h1 class="first">Title</h1></div>',
      '<div class="section"><div class="section-body"><p>Text</p></div></div>',
    );
    const p = as(extractPage(parseHtml(page), `${HOST}/docs/read/Guides/Paging`), 'docs');
    expect(p.content.secondary).toEqual(ITEMS);
    expect(p.content.secondaryHeading).toBe('Docs Navigation');
  });
});
