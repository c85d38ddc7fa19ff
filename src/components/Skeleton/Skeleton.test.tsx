import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingPlaceholder, Skeleton } from './index.ts';

describe('Skeleton / LoadingPlaceholder', () => {
  it('announces the label in a status and marks the shapes busy and hidden', () => {
    const { container } = render(<LoadingPlaceholder label="Loading…" layout="list" count={2} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy?.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(4);
  });

  it('a bare Skeleton is decorative', () => {
    const { container } = render(<Skeleton shape="block" width="50%" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
