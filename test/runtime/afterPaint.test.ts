import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/runtime/yieldToMain.ts';

// A window whose animation frames and timers the test runs by hand.
function fakeWindow(withFrames: boolean, visibilityState: 'visible' | 'hidden' = 'visible') {
  const frames: (() => void)[] = [];
  const win = {
    document: { visibilityState },
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

  it('a visible page waits for its frame even when it comes late (a busy machine): not complete before the paint', async () => {
    vi.useFakeTimers();
    try {
      const { win, frames } = fakeWindow(true, 'visible');
      let done = false;
      void afterPaint(win).then(() => (done = true));
      // the frame 300 ms late: with the old 100 ms fallback the page was complete before it was painted
      await vi.advanceTimersByTimeAsync(300);
      expect(done).toBe(false);
      frames.shift()!();
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a visible page whose frame never comes is complete after 1 s; a hidden one after 100 ms', async () => {
    vi.useFakeTimers();
    try {
      const visible = fakeWindow(true, 'visible');
      const hidden = fakeWindow(true, 'hidden');
      let visibleDone = false;
      let hiddenDone = false;
      void afterPaint(visible.win).then(() => (visibleDone = true));
      void afterPaint(hidden.win).then(() => (hiddenDone = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(hiddenDone).toBe(true);
      expect(visibleDone).toBe(false);
      await vi.advanceTimersByTimeAsync(900);
      expect(visibleDone).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
