// Debounced "latest wins" searching, without React: every new query aborts the request still running
// (AbortController) and a response that arrives for an older query is dropped, whatever the order in
// which the network answers. The dialog drives it; the unit tests drive it with fake timers.

import type { QuickSearchAnswer, QuickSearchFn } from './types.ts';

export type QuickSearchState =
  | { status: 'idle'; query: '' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; answer: QuickSearchAnswer }
  | { status: 'error'; query: string };

export interface LatestSearch {
  /** the user typed: searches `query` (trimmed) after the delay; an empty query goes idle at once */
  set(query: string): void;
  /** aborts whatever runs and stops reporting */
  dispose(): void;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'AbortError';
}

export function createLatestSearch(search: QuickSearchFn, onState: (state: QuickSearchState) => void, delay = 150): LatestSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  /** increases with every set(): only the answer of the newest one is reported */
  let generation = 0;
  let disposed = false;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  };

  return {
    set(raw) {
      if (disposed) return;
      const query = raw.trim();
      const mine = ++generation;
      cancel();
      if (!query) {
        onState({ status: 'idle', query: '' });
        return;
      }
      onState({ status: 'loading', query });
      timer = setTimeout(() => {
        timer = undefined;
        const own = new AbortController();
        controller = own;
        search(query, own.signal).then(
          (answer) => {
            if (disposed || mine !== generation || own.signal.aborted) return;
            controller = null;
            onState({ status: 'done', query, answer });
          },
          (error: unknown) => {
            if (disposed || mine !== generation || own.signal.aborted || isAbort(error)) return;
            controller = null;
            onState({ status: 'error', query });
          },
        );
      }, delay);
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
