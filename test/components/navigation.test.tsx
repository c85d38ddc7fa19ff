import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavList } from '../../src/components/NavList/index.ts';
import { AccountNav } from '../../src/components/AccountNav/index.ts';
import { Pagination, pageWindow } from '../../src/components/Pagination/index.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs/index.ts';
import { ButtonGroup } from '../../src/components/ButtonGroup/index.ts';
import { Button } from '../../src/components/Button/index.ts';

const docs = [
  { label: 'Home', url: '/docs/read/Home', isActive: false, children: [] },
  {
    label: 'Guides', url: '/docs/read/Guides', isActive: false,
    children: [
      { label: 'Auth', url: '/docs/read/Guides/Auth', isActive: true, children: [] },
      { label: 'Errors', url: '/docs/read/Guides/Errors', isActive: false, children: [] },
    ],
  },
];

describe('NavList', () => {
  it('vertical: nav landmark, nested list, aria-current and current class on the active link only', () => {
    render(<NavList items={docs} label="In the Docs" currentClassName="current-page" />);
    const nav = screen.getByRole('navigation', { name: 'In the Docs' });
    const lists = within(nav).getAllByRole('list');
    expect(lists).toHaveLength(2);
    const auth = within(nav).getByRole('link', { name: 'Auth' });
    expect(auth.getAttribute('aria-current')).toBe('page');
    expect(auth.classList.contains('current-page')).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Guides' }).hasAttribute('aria-current')).toBe(false);
    expect(within(lists[1]!).getAllByRole('link').map((a) => a.textContent)).toEqual(['Auth', 'Errors']);
  });

  it('without a label it is just the list (the parent is the landmark)', () => {
    render(<NavList items={docs} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0);
  });

  it('section-level current and full-load links', () => {
    render(<NavList items={[{ label: 'My Account', url: '/member/edit', isActive: true, current: 'true', reloadDocument: true }]} />);
    const link = screen.getByRole('link', { name: 'My Account' });
    expect(link.getAttribute('aria-current')).toBe('true');
    expect(link.hasAttribute('data-full-load')).toBe(true);
  });

  it('horizontal with labels: sub-menu toggle opens, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<NavList items={docs} orientation="horizontal" label="Main" labels={{ submenu: (l) => `${l} submenu` }} />);
    const toggle = screen.getByRole('button', { name: 'Guides submenu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Auth' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const auth = screen.getByRole('link', { name: 'Auth' });
    await user.tab();
    expect(document.activeElement).toBe(auth);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('horizontal without labels shows the children instead of hiding them', () => {
    render(<NavList items={docs} orientation="horizontal" />);
    expect(screen.getByRole('link', { name: 'Auth' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AccountNav', () => {
  it('is a named nav with the current section marked', () => {
    render(
      <AccountNav label="Account" items={[
        { label: 'Keys', url: '/apps/mykeys', isActive: true },
        { label: 'Apps', url: '/apps/myapps', isActive: false },
        { label: 'Account', url: '/member/edit', isActive: false },
      ]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Keys' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Apps' }).hasAttribute('aria-current')).toBe(false);
  });

  it('renders nothing without items (e.g. platform users have no settings nav)', () => {
    const { container } = render(<AccountNav label="Account settings" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

const labels = { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}`, showing: ({ first, last, total }: { first: number; last: number; total: number }) => `Showing ${first} to ${last} of ${total}` };

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
    render(<Pagination labels={labels} currentPage={3} pageCount={10} hrefForPage={href} range={{ first: 21, last: 30, total: 95 }} reloadDocument />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 21 to 30 of 95')).toBeTruthy();
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(href(2));
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(href(4));
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe(href(10));
    expect(within(nav).getAllByRole('link').every((a) => a.hasAttribute('data-full-load'))).toBe(true);
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
    render(<Pagination labels={labels} previousHref="/search?q=key&page=1" nextHref={null} range={{ first: 11, last: 14, total: 14 }} />);
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

describe('Breadcrumbs', () => {
  it('nav + ordered list, last item current', () => {
    render(<Breadcrumbs label="Breadcrumb" items={[{ label: 'Forum', url: '/forum' }, { label: 'General', url: '/forum/general' }, { label: 'Rate limits?', url: null }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Forum', 'General']);
    expect(within(nav).getByText('Rate limits?').getAttribute('aria-current')).toBe('page');
  });
});

describe('ButtonGroup', () => {
  it('is a named group when labelled', () => {
    render(<ButtonGroup label="Key actions"><Button>View Report</Button><Button tone="critical">Delete This Key</Button></ButtonGroup>);
    expect(within(screen.getByRole('group', { name: 'Key actions' })).getAllByRole('button')).toHaveLength(2);
  });
});
