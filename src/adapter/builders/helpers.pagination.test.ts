// Page links of the apps / keys lists (paginationModel): only when the page enables them, the current page
// kept within the pages there are, and the query the links carry (page, search, showKeys).
import { describe, expect, it } from 'vitest';
import type { PaginationData } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { paginationModel } from './helpers.ts';
import { env, pageData, screenInput, settings, signedIn } from '../../../test/adapter/factories.ts';

const inputAt = (path: string, s: Partial<Settings> = {}) =>
  screenInput(pageData('accountApps', { context: signedIn() }), settings(s), env(path));
const data = (p: Partial<PaginationData> = {}): PaginationData => ({
  enable_portal_pagination: true,
  no_of_pages: 3,
  current_page: 2,
  search: '',
  ...p,
});
const current = (p: Partial<PaginationData>) => paginationModel(inputAt('/apps/myapps'), data(p), 'Apps')?.currentPage;

describe('paginationModel', () => {
  it('pages, the current one marked, previous and next as full page loads', () => {
    expect(paginationModel(inputAt('/apps/myapps'), data(), 'Application pages')).toEqual({
      label: 'Application pages',
      currentPage: 2,
      pageCount: 3,
      pages: [
        { page: 1, url: '/apps/myapps?page=1', label: 'Page 1', isCurrent: false },
        { page: 2, url: '/apps/myapps?page=2', label: 'Page 2, current page', isCurrent: true },
        { page: 3, url: '/apps/myapps?page=3', label: 'Page 3', isCurrent: false },
      ],
      previous: { label: 'Previous', url: '/apps/myapps?page=1', reloadDocument: true },
      next: { label: 'Next', url: '/apps/myapps?page=3', reloadDocument: true },
    });
  });

  it('no previous on the first page, no next on the last', () => {
    const first = paginationModel(inputAt('/apps/myapps'), data({ current_page: 1 }), 'Apps');
    expect(first).toMatchObject({ currentPage: 1, previous: null, next: { url: '/apps/myapps?page=2' } });
    const last = paginationModel(inputAt('/apps/myapps'), data({ current_page: 3 }), 'Apps');
    expect(last).toMatchObject({ currentPage: 3, previous: { url: '/apps/myapps?page=2' }, next: null });
    expect(last?.pages.map((p) => p.isCurrent)).toEqual([false, false, true]);
  });

  it('null unless the page enables pagination and has more than one page', () => {
    expect(paginationModel(inputAt('/apps/myapps'), null, 'Apps')).toBeNull();
    expect(paginationModel(inputAt('/apps/myapps'), data({ enable_portal_pagination: false }), 'Apps')).toBeNull();
    expect(paginationModel(inputAt('/apps/myapps'), data({ no_of_pages: 1 }), 'Apps')).toBeNull();
    expect(paginationModel(inputAt('/apps/myapps'), data({ no_of_pages: 0 }), 'Apps')).toBeNull();
    expect(paginationModel(inputAt('/apps/myapps'), data({ no_of_pages: Number.NaN }), 'Apps')).toBeNull();
  });

  it('a fractional page count is cut to whole pages', () => {
    const m = paginationModel(inputAt('/apps/myapps'), data({ no_of_pages: 3.9, current_page: 3 }), 'Apps');
    expect(m).toMatchObject({ pageCount: 3, currentPage: 3, next: null });
    expect(m?.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const one = paginationModel(inputAt('/apps/myapps'), data({ no_of_pages: 1.5, current_page: 1 }), 'Apps');
    expect(one).toMatchObject({ pageCount: 1, currentPage: 1, previous: null, next: null });
    expect(one?.pages).toHaveLength(1);
  });

  it('the current page is kept within 1 … the page count', () => {
    expect(current({ current_page: 0 })).toBe(1);
    expect(current({ current_page: -2 })).toBe(1);
    expect(current({ current_page: Number.NaN })).toBe(1);
    expect(current({ current_page: 99 })).toBe(3);
    expect(current({ current_page: 2.7 })).toBe(2);
    expect(current({ current_page: 3 })).toBe(3);
  });

  it("the links keep the search and, when the URL has it, showKeys=true; not the URL's other parameters", () => {
    const m = paginationModel(inputAt('/apps/mykeys?showKeys=true&page=2&sort=x'), data({ search: 'storm' }), 'Keys');
    expect(m?.pages[0]?.url).toBe('/apps/mykeys?page=1&search=storm&showKeys=true');
    expect(m?.previous?.url).toBe('/apps/mykeys?page=1&search=storm&showKeys=true');
    expect(m?.next?.url).toBe('/apps/mykeys?page=3&search=storm&showKeys=true');
    expect(paginationModel(inputAt('/apps/mykeys?showKeys=false'), data(), 'Keys')?.pages[0]?.url).toBe('/apps/mykeys?page=1');
    expect(paginationModel(inputAt('/apps/mykeys?showKeys=TRUE'), data(), 'Keys')?.pages[0]?.url).toBe('/apps/mykeys?page=1');
    expect(paginationModel(inputAt('/apps/mykeys?showKeys=true'), data(), 'Keys')?.pages[0]?.url).toBe(
      '/apps/mykeys?page=1&showKeys=true',
    );
  });

  it('the labels follow their overrides, with the page number and the page values', () => {
    const pagination = { page: '#{{page}}', currentPage: '#{{page}} (here)', previous: 'Back on {{area}}', next: 'On' };
    const m = paginationModel(inputAt('/apps/myapps', { labels: { components: { pagination } } }), data(), 'Apps');
    expect(m?.pages.map((p) => p.label)).toEqual(['#1', '#2 (here)', '#3']);
    expect(m?.previous?.label).toBe('Back on Acme Developer Portal');
    expect(m?.next?.label).toBe('On');
  });
});
