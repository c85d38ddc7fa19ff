// Whether the page is complete (the runtime's `complete` class on <html>), and waiting for it.
import { afterEach, describe, expect, it } from 'vitest';
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
});
