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
