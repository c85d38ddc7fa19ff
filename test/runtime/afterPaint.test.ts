import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/runtime/yieldToMain.ts';

// A window whose animation frames and timers the test runs by hand.
function fakeWindow(withFrames: boolean) {
  const frames: (() => void)[] = [];
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: withFrames ? (fn: () => void) => frames.push(fn) : undefined,
  };
  return { win: win as unknown as Window, frames };
}

describe('afterPaint (the first load is complete only once its screen is painted)', () => {
  it('waits for the next animation frame, then a task', async () => {
    vi.useFakeTimers();
    try {
      const { win, frames } = fakeWindow(true);
      let done = false;
      void afterPaint(win, 1000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(50);
      expect(done).toBe(false); // no frame yet: not painted
      frames.shift()!();
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for ever where no frame comes (a hidden tab, no requestAnimationFrame)', async () => {
    vi.useFakeTimers();
    try {
      const { win } = fakeWindow(false);
      let done = false;
      void afterPaint(win, 100).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
