// Previous/next links of docs pages: derived from the docs navigation's order (depth first), none at the
// ends, none when the current page is not in the list; and what the docs builder hands the screen.
import { describe, expect, it } from 'vitest';
import { adapt } from './index.ts';
import { docsNeighbours } from './docsPager.ts';
import { markCurrent } from './nav.ts';
import type { NavItem } from '../model/pageData.ts';
import type { NavItemModel } from '../model/screenModel.ts';
import { env, pageData, settings } from '../../test/adapter/factories.ts';

const ORIGIN = 'https://developer.acme.example';
const item = (label: string, path: string, children: NavItem[] = []): NavItem => ({
  label,
  url: `/docs/read/${path}`,
  isActive: false,
  children,
});
const nav: NavItem[] = [
  item('Home', 'Home'),
  item('Authentication', 'Authentication'),
  item('Guides', 'Guides', [item('Paging', 'Guides/Paging'), item('Webhooks', 'Guides/Webhooks')]),
  item('SDKs', 'SDKs'),
];
const at = (path: string) => docsNeighbours(markCurrent(nav, `${ORIGIN}/docs/read/${path}`, false));
const labels = (n: ReturnType<typeof at>) => [n.previous?.label ?? null, n.next?.label ?? null];

describe('docsNeighbours', () => {
  it('the pages before and after, depth first (a section is followed by its pages)', () => {
    expect(labels(at('Authentication'))).toEqual(['Home', 'Guides']);
    expect(labels(at('Guides'))).toEqual(['Authentication', 'Paging']);
    expect(labels(at('Guides/Webhooks'))).toEqual(['Paging', 'SDKs']);
    expect(at('Guides/Paging').next).toEqual({ label: 'Webhooks', url: '/docs/read/Guides/Webhooks' });
  });
  it('no previous on the first page, no next on the last', () => {
    expect(labels(at('Home'))).toEqual([null, 'Authentication']);
    expect(labels(at('SDKs'))).toEqual(['Webhooks', null]);
  });
  it('neither when the current page is not in the navigation', () => {
    expect(at('Not_Listed')).toEqual({ previous: null, next: null });
    expect(docsNeighbours([])).toEqual({ previous: null, next: null });
  });
  it('a repeat of the current link (section and its overview child) is skipped', () => {
    const repeated = [item('A', 'A'), item('Guides', 'Guides', [item('Overview', 'Guides'), item('Paging', 'Guides/Paging')])];
    const n = docsNeighbours(markCurrent(repeated, `${ORIGIN}/docs/read/Guides`, false));
    expect(labels(n)).toEqual(['A', 'Paging']);
  });
  it('the link of a neighbour is its label and URL; null (not an empty link) at the ends', () => {
    expect(at('Home').previous).toBeNull();
    expect(at('SDKs').next).toBeNull();
    expect(at('Home').next).toEqual({ label: 'Authentication', url: '/docs/read/Authentication' });
  });
  it('an item with the current URL is skipped even when not marked current', () => {
    const model = (label: string, url: string, current?: 'page'): NavItemModel => ({
      label,
      url,
      isActive: current === 'page',
      children: [],
      ...(current ? { current } : {}),
    });
    const n = docsNeighbours([
      model('A', '/docs/read/A'),
      model('Guides', '/docs/read/Guides', 'page'),
      model('Overview', '/docs/read/Guides'),
      model('Paging', '/docs/read/Guides/Paging'),
    ]);
    expect(labels(n)).toEqual(['A', 'Paging']);
  });
  it('every item marked current is skipped, also under another URL of the same page (/docs and /docs/read/Home)', () => {
    const landing = [
      { label: 'Docs', url: '/docs', isActive: false, children: [] },
      item('Home', 'Home'),
      item('Authentication', 'Authentication'),
    ];
    const n = docsNeighbours(markCurrent(landing, `${ORIGIN}/docs/read/Home`, false));
    expect(labels(n)).toEqual([null, 'Authentication']);
    const back = docsNeighbours(markCurrent(landing, `${ORIGIN}/docs/read/Authentication`, false));
    expect(labels(back)).toEqual(['Home', null]);
  });
  it('/docs is the Home page (cleaned-URL comparison)', () => {
    expect(labels(docsNeighbours(markCurrent(nav, `${ORIGIN}/docs`, false)))).toEqual([null, 'Authentication']);
  });
});

describe('docs builder', () => {
  it('hands over the pager and the heading-anchor labels', () => {
    const m = adapt(pageData('docs', { content: { secondary: nav } }), settings(), env('/docs/read/Guides/Paging'));
    const s = m.screen as { pager: unknown; headings: unknown };
    expect(s.pager).toEqual({
      label: 'Previous and next page',
      previousLabel: 'Previous',
      nextLabel: 'Next',
      previous: { label: 'Guides', url: '/docs/read/Guides' },
      next: { label: 'Webhooks', url: '/docs/read/Guides/Webhooks' },
    });
    expect(s.headings).toEqual({
      toc: 'On this page',
      copyLink: ['Copy link to section ', { slot: 'heading' }],
      copied: 'Link copied',
      failed: 'Could not copy the link',
    });
  });
});
