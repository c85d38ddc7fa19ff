// Whether the page is complete (the runtime's `complete` class on <html>), and waiting for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageComplete, resetPageComplete, whenPageComplete } from './pageComplete.ts';

afterEach(() => {
  document.documentElement.className = '';
  resetPageComplete();
});

describe('pageComplete', () => {
  it('is complete outside the runtime, waits while <html> is loading or rendering, and stays complete', async () => {
    expect(isPageComplete(document)).toBe(true);
    resetPageComplete();
    document.documentElement.className = 'loading';
    expect(isPageComplete(document)).toBe(false);
    let resolved = false;
    const waiting = whenPageComplete(document).then(() => (resolved = true));
    document.documentElement.className = 'rendering';
    await Promise.resolve();
    expect(resolved).toBe(false);
    document.documentElement.className = 'complete';
    await waiting;
    expect(resolved).toBe(true);
    document.documentElement.className = 'rendering'; // an in-place load
    expect(isPageComplete(document)).toBe(true);
  });

  it('`complete` wins over `loading`; `rendering` alone waits', () => {
    document.documentElement.className = 'rendering';
    expect(isPageComplete(document)).toBe(false);
    document.documentElement.className = 'loading complete';
    expect(isPageComplete(document)).toBe(true);
  });

  it('whenPageComplete resolves at once when complete, or without MutationObserver', async () => {
    let resolved = false;
    void whenPageComplete(document).then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(true);
    resetPageComplete();
    document.documentElement.className = 'loading';
    vi.stubGlobal('MutationObserver', undefined);
    try {
      resolved = false;
      void whenPageComplete(document).then(() => (resolved = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(resolved).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
