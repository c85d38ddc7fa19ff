import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyBoundary } from './index.ts';

describe('LazyBoundary', () => {
  it('shows the fallback and warns once when the lazy part cannot be loaded; the rest stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
      const onError = vi.fn();
      render(
        <div>
          <p>Page</p>
          <LazyBoundary fallback={<span>No switch</span>} warning="the switch could not be loaded." onError={onError}>
            <Suspense fallback={<span>Loading</span>}>
              <Missing />
            </Suspense>
          </LazyBoundary>
        </div>,
      );
      expect(await screen.findByText('No switch')).toBeTruthy();
      expect(screen.getByText('Page')).toBeTruthy();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls.filter((c) => String(c[0]).includes('the switch could not be loaded.'))).toHaveLength(1);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('renders its children when the part loads', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <span>Loaded part</span> }));
    render(
      <LazyBoundary fallback={<span>No part</span>} warning="x">
        <Suspense fallback={<span>Loading</span>}>
          <Part />
        </Suspense>
      </LazyBoundary>,
    );
    expect(await screen.findByText('Loaded part')).toBeTruthy();
    expect(screen.queryByText('No part')).toBeNull();
  });
});
