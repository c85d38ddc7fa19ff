import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Pagination, pageWindow } from './index.ts';

const labels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  showing: ({ first, last, total }: { first: number; last: number; total: number }) => `Showing ${first} to ${last} of ${total}`,
};

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [6, 10, [1, 'gap', 5, 6, 7, 'gap', 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [99, 3, [1, 2, 3]],
    [1, 0, []],
  ] as const)('page %i of %i', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });

  it('keeps a constant number of slots once pages are left out', () => {
    for (let p = 1; p <= 40; p++) expect(pageWindow(p, 40)).toHaveLength(7);
    expect(pageWindow(20, 40, 2)).toEqual([1, 'gap', 18, 19, 20, 21, 22, 'gap', 40]);
  });
});

describe('Pagination', () => {
  const href = (p: number) => `/apps/mykeys?page=${p}&showKeys=true`;

  it('numbered: summary, page links, current page, previous/next hrefs', () => {
    render(
      <Pagination
        labels={labels}
        currentPage={3}
        pageCount={10}
        hrefForPage={href}
        range={{ first: 21, last: 30, total: 95 }}
        reloadDocument
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 21 to 30 of 95')).toBeTruthy();
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(href(2));
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(href(4));
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe(href(10));
    expect(
      within(nav)
        .getAllByRole('link')
        .every((a) => a.hasAttribute('data-full-load')),
    ).toBe(true);
  });

  it('first page: Previous is a disabled, unfocusable link without href', () => {
    render(<Pagination labels={labels} currentPage={1} pageCount={3} hrefForPage={href} />);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous.hasAttribute('href')).toBe(false);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('tabindex')).toBe(false);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(href(2));
  });

  it('sequential (search): only previous/next, last page disables Next', () => {
    render(
      <Pagination
        labels={labels}
        previousHref="/search?q=key&page=1"
        nextHref={null}
        range={{ first: 11, last: 14, total: 14 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/search?q=key&page=1');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: /Page/ })).toBeNull();
    expect(screen.getByText('Showing 11 to 14 of 14')).toBeTruthy();
  });

  it('a single page without a summary renders nothing', () => {
    const { container } = render(<Pagination labels={labels} currentPage={1} pageCount={1} hrefForPage={href} />);
    expect(container.innerHTML).toBe('');
  });
});
