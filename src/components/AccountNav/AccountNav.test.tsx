import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AccountNav } from './index.ts';

describe('AccountNav', () => {
  it('is a named nav with the current section marked', () => {
    render(
      <AccountNav
        label="Account"
        items={[
          { label: 'Keys', url: '/apps/mykeys', isActive: true },
          { label: 'Apps', url: '/apps/myapps', isActive: false },
          { label: 'Account', url: '/member/edit', isActive: false },
        ]}
      />,
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
