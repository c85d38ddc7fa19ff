// Bounded work (issue #16 item 2): long steps of a render give the browser the main thread back between
// them, so input, painting and timers run and no task grows past what one step costs. Each yield also
// tells the head script's watchdog that the theme is still making progress (mashery.__portalProgress).

interface YieldingWindow {
  scheduler?: { yield?: () => Promise<void> };
  mashery?: { __portalProgress?: number };
  setTimeout: Window['setTimeout'];
}

/** Reports progress to the watchdog, then resolves in a later task (scheduler.yield where there is one). */
export function yieldToMain(win: Window): Promise<void> {
  const w = win as unknown as YieldingWindow;
  try {
    if (w.mashery) w.mashery.__portalProgress = Date.now();
  } catch {
    /* a frozen global: the watchdog keeps its first deadline */
  }
  const scheduler = w.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield.call(scheduler);
  return new Promise((resolve) => {
    w.setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the browser has painted what is in the DOM now (the task after the next animation frame),
 * or after a fallback where no frame comes. The first load marks the page `complete` only then: the frame
 * that replaces the loading placeholders with the screen is painted before `complete`, so its layout change
 * is part of loading, and a layout shift observed after `complete` is a real one.
 *
 * The fallback: 100 ms in a hidden tab (no frames come there), 1 s in a visible one (`fallbackMs` overrides
 * both). A visible page always gets its frame, but on a busy machine the frame can come later than 100 ms:
 * with a 100 ms fallback the page was `complete` before the screen was painted, and the frame after it
 * showed the whole render as a layout shift (the layout matrix's rare docs shift: the pager moved 516 px 113
 * ms after `complete` in 5 of 360 loads with two other pages loading beside it).
 */
export function afterPaint(win: Window, fallbackMs?: number): Promise<void> {
  let hidden = false;
  try {
    hidden = win.document?.visibilityState === 'hidden';
  } catch {
    /* no document: as visible */
  }
  const wait = fallbackMs ?? (hidden ? 100 : 1000);
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    win.setTimeout(finish, wait);
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => win.setTimeout(finish, 0));
  });
}
