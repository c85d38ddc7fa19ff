import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusBadge, statusTone } from './index.ts';

describe('StatusBadge', () => {
  it.each([
    ['Active', 'positive'],
    ['approved', 'positive'],
    ['Waiting for approval', 'caution'],
    ['PENDING', 'caution'],
    ['Disabled', 'critical'],
    ['deleted', 'critical'],
    ['Expired', 'critical'],
    ['Inactive', 'critical'],
    ['Something else', 'neutral'],
    ['', 'neutral'],
    [null, 'neutral'],
  ])('statusTone(%s) → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows the server text unchanged and picks the tone from it', () => {
    render(<StatusBadge>waiting</StatusBadge>);
    const badge = screen.getByText('waiting');
    expect(badge.getAttribute('data-tone')).toBe('caution');
  });

  it('an explicit tone wins', () => {
    render(<StatusBadge tone="info">Active</StatusBadge>);
    expect(screen.getByText('Active').getAttribute('data-tone')).toBe('info');
  });
});
