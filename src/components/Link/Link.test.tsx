import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Link } from './index.ts';

describe('Link', () => {
  it('is a plain anchor', () => {
    render(<Link href="/docs">Docs</Link>);
    const a = screen.getByRole('link', { name: 'Docs' });
    expect(a.getAttribute('href')).toBe('/docs');
    expect(a.hasAttribute('aria-current')).toBe(false);
    expect(a.hasAttribute('data-full-load')).toBe(false);
  });

  it('isCurrent sets aria-current=page and the configured class', () => {
    render(
      <Link href="/docs" isCurrent currentClassName="current-page">
        Docs
      </Link>,
    );
    const a = screen.getByRole('link', { name: 'Docs' });
    expect(a.getAttribute('aria-current')).toBe('page');
    expect(a.classList.contains('current-page')).toBe(true);
  });

  it('reloadDocument marks the link for a full load', () => {
    render(
      <Link href="/member/register" reloadDocument>
        Register
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Register' }).hasAttribute('data-full-load')).toBe(true);
  });

  it('new-window links get rel noopener noreferrer, keeping an existing rel', () => {
    render(
      <Link href="https://x.test" target="_blank" rel="external">
        X
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'X' }).getAttribute('rel')).toBe('external noopener noreferrer');
  });
});
