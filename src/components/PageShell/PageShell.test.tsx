import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageShell } from './index.ts';
import { NavList } from '../NavList/index.ts';

const labels = {
  skipLink: 'Skip to content',
  menu: 'Menu',
  primaryNav: 'Main',
  userNav: 'User',
  secondaryNav: 'Footer',
  sidebar: 'In the Docs',
};
const primary = [
  { label: 'Docs', url: '/docs', isActive: true },
  { label: 'Blog', url: '/blog', isActive: false },
];

function renderShell(extra: Partial<Parameters<typeof PageShell>[0]> = {}) {
  return render(
    <PageShell
      labels={labels}
      logo={<a href="/">Example Developer Portal</a>}
      userNav={
        <NavList items={[{ label: 'Sign In', url: '/login', isActive: false }]} orientation="horizontal" surface="header" />
      }
      primaryNav={<NavList items={primary} orientation="horizontal" surface="header" />}
      secondaryNav={<NavList items={[{ label: 'Terms', url: '/page/terms', isActive: false }]} orientation="horizontal" />}
      main={<h1>Welcome</h1>}
      footer1={<p>© 2026 Example</p>}
      footer2={<p>Powered by the portal</p>}
      {...extra}
    />,
  );
}

describe('PageShell', () => {
  it('has the landmarks with names from labels', () => {
    renderShell();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'User' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 Example');
  });

  it('the skip link is the first focusable element and targets main', async () => {
    const user = userEvent.setup();
    renderShell({ mainId: 'content' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('content');
    expect(main.tabIndex).toBe(-1);
  });

  it('the menu button opens the side sheet by keyboard; Escape closes it', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    toggle.focus();
    await user.keyboard('{Enter}');
    // the first open loads the sheet's module (and compiles its own MenuSheet.css.ts here): more than a second on a busy machine
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(sheet.id);
    expect(within(sheet).getByRole('link', { name: 'Blog' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(sheet.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('choosing a link in the menu closes it', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    sheet.addEventListener('click', (e) => e.preventDefault());
    await user.click(within(sheet).getByRole('link', { name: 'Blog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('sidebar is a named navigation beside main; optional regions can be left out', () => {
    render(<PageShell labels={labels} main={<p>Body</p>} sidebar={<NavList items={primary} />} />);
    expect(screen.getByRole('navigation', { name: 'In the Docs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
