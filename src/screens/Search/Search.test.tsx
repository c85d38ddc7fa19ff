// Search: term highlighting (several terms, case-insensitive, no markup from the query), counts, result
// numbering, Previous/Next links, the no-results message and the blank form.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Search } from './Search.tsx';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

const show = (file: string) => render(<Search model={modelOf(file, 'search')} />);
const marks = (el: HTMLElement) => Array.from(el.querySelectorAll('mark')).map((m) => m.textContent);

describe('search results', () => {
  it('highlights every query term in every summary, case-insensitively (forecast & rain)', () => {
    show('search.first.html');
    const list = screen.getByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'Forecast API' })).toBeTruthy();
    expect(marks(items[0]!)).toEqual(['forecast', 'rain']);
    // 'Rain' in capitals is a match for 'rain'; the '&' of the query is not highlighted
    expect(marks(items[1]!)).toEqual(['Rain']);
    expect(list.querySelectorAll('mark')).toHaveLength(3);
    expect(screen.getByText('Showing 1 to 2 of 12 results')).toBeTruthy();
  });

  it('numbers the list from the first result of the page and offers Previous and Next', () => {
    show('search.results.html');
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(list.getAttribute('start')).toBe('51');
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 51 to 100 of 1234 results')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toMatch(/page=1\b/);
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/page=3\b/);
  });

  it('on the first page Previous is a disabled link; on the last page Next is', () => {
    show('search.first.html');
    let nav = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Previous' }).hasAttribute('href')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/search?q=forecast+%26+rain&page=2');
    document.body.innerHTML = '';
    show('search.last.html');
    nav = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a quoted query highlights its words; result URLs are shown as text', () => {
    show('search.variant.html');
    const list = screen.getByRole('list', { name: 'Search results' });
    const all = marks(list).map((m) => m?.toLowerCase());
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(['rate', 'limit', 'rate limit']).toContain(m);
  });
});

describe('search without results and blank search', () => {
  it('says the query returned no results, with a hostile query shown as text (nothing parsed or run)', () => {
    const { container } = show('search.noResults.html');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      'Your search for "<img src=x onerror="window.__xss=(window.__xss||0)+1"> & {{constructor}} "quoted"" returned no results.',
    );
    expect(container.querySelector('img, mark')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    // the query stays in the search box, as its value
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toContain('<img src=x');
    // no result list: the only list is the way on (pages from the docs navigation, issue 35 item 4)
    const lists = screen.queryAllByRole('list');
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((list) => !list.closest('[data-way-on]'))).toEqual([]);
  });

  it('blank: the heading "Search" and an empty form that submits q to /search', () => {
    const { container } = show('search.blank.html');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect([box.name, box.value]).toEqual(['q', '']);
    const form = container.querySelector('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/search', 'get']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
