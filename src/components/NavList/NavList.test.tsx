import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavList } from './NavList.tsx';
import * as styles from './NavList.css.ts';

const items = [
  {
    label: 'Documentation',
    url: '/docs',
    isActive: false,
    children: [
      { label: 'Guides', url: '/docs/read/Guides', isActive: false },
      { label: 'Reference', url: '/docs/read/Reference', isActive: false },
    ],
  },
  { label: 'Apps', url: '/apps/mykeys', isActive: false },
];
const labels = { submenu: (l: string) => `${l} submenu` };

/** the sub-menu list controlled by a toggle */
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('NavList sub-menu panel', () => {
  // (happy-dom applies no stylesheets: NavList.css.test.ts checks that [hidden] beats the panel's display)
  it('starts closed: the panel (panel class) carries hidden and its links are not reachable', () => {
    render(<NavList items={items} orientation="horizontal" surface="header" label="Main" labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Documentation submenu' });
    const panel = panelOf(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains(styles.panel)).toBe(true);
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Guides' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Apps' })).toBeTruthy();
  });

  it('mouse: the toggle opens it (displayed), a click elsewhere closes it, the next link stays reachable', async () => {
    const user = userEvent.setup();
    render(<NavList items={items} orientation="horizontal" surface="header" label="Main" labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Documentation submenu' });
    await user.click(toggle);
    const panel = panelOf(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Guides' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Apps' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Guides' })).toBeNull();
  });

  it('keyboard: Enter opens, Tab reaches the children, Escape closes and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<NavList items={items} orientation="horizontal" surface="header" label="Main" labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Documentation submenu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Guides' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(panelOf(toggle).hidden).toBe(true);
  });

  it('tabbing out of an open panel closes it', async () => {
    const user = userEvent.setup();
    render(<NavList items={items} orientation="horizontal" surface="header" label="Main" labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Documentation submenu' });
    await user.click(toggle);
    await user.tab(); // Guides
    await user.tab(); // Reference
    await user.tab(); // Apps: focus left the item
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Apps' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(toggle).hidden).toBe(true);
  });
});

const docs = [
  { label: 'Home', url: '/docs/read/Home', isActive: false, children: [] },
  {
    label: 'Guides',
    url: '/docs/read/Guides',
    isActive: false,
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
    expect(
      within(lists[1]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Auth', 'Errors']);
  });

  it('without a label it is just the list (the parent is the landmark)', () => {
    render(<NavList items={docs} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0);
  });

  it('section-level current and full-load links', () => {
    render(
      <NavList items={[{ label: 'My Account', url: '/member/edit', isActive: true, current: 'true', reloadDocument: true }]} />,
    );
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
