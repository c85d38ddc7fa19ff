// The first load's `complete` (<html class="complete">, set by the runtime once the screen's first frame is
// painted). What only matters after it — the colour scheme switch, the confirm dialog's idle preload — waits
// for it, so its file (`later`) is not fetched, compiled and evaluated on the way to `complete` (issue 14).
// Outside the runtime (Storybook, unit tests: <html> is neither `loading` nor `rendering`) the page counts
// as complete at once. Once seen, it stays complete: an in-place load (`rendering` again) waits for nothing.

let seen = false;

/** Whether the page has reached `complete` (or is not loaded by the runtime at all). */
export function isPageComplete(doc: Document): boolean {
  if (seen) return true;
  const list = doc.documentElement.classList;
  if (list.contains('complete') || !(list.contains('loading') || list.contains('rendering'))) seen = true;
  return seen;
}

/** Resolves once the page is complete (at once when it already is, see isPageComplete). */
export function whenPageComplete(doc: Document): Promise<void> {
  if (isPageComplete(doc) || typeof MutationObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isPageComplete(doc)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
}

/** for tests: forget that `complete` was seen */
export function resetPageComplete(): void {
  seen = false;
}
