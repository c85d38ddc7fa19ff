// React glue: renders the App for a model into the app root and resolves once the screen is in the DOM.
// In the deploy bundle `react`/`react-dom` are preact/compat; only APIs both support are used here.
import { Component, createElement, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Renderer<M> {
  /** renders `model`; resolves after the commit (and once the screen's content is present) */
  render(model: M): Promise<void>;
  unmount(): void;
}

export interface RendererOptions<M> {
  /** the element that shows a model: the App with its other props (templates, services …) */
  app(model: M): ReactNode;
  /** a render error escaped the screens: the runtime falls back to the server page */
  onFatal(error: unknown): void;
  /** how long to wait for a lazily loaded screen to replace its fallback, in ms */
  settleTimeout?: number;
}

interface BoundaryProps {
  onError(error: unknown, info?: ErrorInfo): void;
  children?: ReactNode;
}

class FatalBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }
  override render(): ReactNode {
    return this.state.failed ? null : (this.props.children ?? null);
  }
}

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  useLayoutEffect(() => {
    onCommit();
  });
  return children ?? null;
}

/** How long a render waits for lazy parts (screen chunk, forms, console, charts) before the page counts as shown. */
export const SETTLE_TIMEOUT_MS = 8000;

// A form being posted in place is busy too (navigator.ts), but it is no lazy part: the answer page may keep
// the same form element, and waiting for it would hold that page until the settle timeout.
const BUSY = ':not(button):not(form)[aria-busy="true"], [data-screen-loading]';

/**
 * Resolves when `view` holds a rendered screen: an h1 or a main region, and nothing still loading — no
 * `aria-busy` placeholder (Skeleton, a lazy screen's or chart's fallback; busy buttons and forms being
 * posted do not count) and
 * no `[data-screen-loading]` — with `true`; or after `timeout` ms with `false` (a screen that never
 * settles still completes: the caller warns and goes on, the part keeps loading on its own). A lazy part
 * that FAILS does not keep its placeholder: its error reaches the screen boundary (the Generic screen) or
 * the renderer's (the server page), which settles the view.
 */
export function whenSettled(view: HTMLElement, timeout: number): Promise<boolean> {
  const ready = () => !!view.querySelector('h1, main, [role="main"]') && !view.querySelector(BUSY);
  if (typeof MutationObserver === 'undefined') return Promise.resolve(true);
  return new Promise((resolve) => {
    let finished = false;
    const done = (settled: boolean) => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve(settled);
    };
    const observer = new MutationObserver(() => {
      if (ready()) done(true);
    });
    observer.observe(view, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'data-screen-loading'],
    });
    const timer = setTimeout(() => done(ready()), timeout);
    // Preact renders a suspended screen's fallback in a later microtask, not in the commit that suspended:
    // right after that commit the view holds the layout (a main) and nothing busy — "ready" too early (focus
    // then missed the new heading). So the first look is a task later, when the fallback is in place.
    setTimeout(() => {
      if (ready()) done(true);
    }, 0);
  });
}

export function createRenderer<M>(view: HTMLElement, options: RendererOptions<M>): Renderer<M> {
  let root: Root | null = null;
  let boundaryKey = 0;
  let pending: { reject(error: Error): void } | null = null;
  const onError = (error: unknown) => {
    boundaryKey++; // the next render starts with a fresh boundary
    const waiting = pending;
    pending = null;
    if (waiting) waiting.reject(error instanceof Error ? error : new Error(String(error)));
    else options.onFatal(error);
  };
  return {
    render(model) {
      const timeout = options.settleTimeout ?? SETTLE_TIMEOUT_MS;
      root ??= createRoot(view);
      const current = root;
      return new Promise<void>((resolve, reject) => {
        const mine = { reject };
        pending = mine;
        const app = options.app(model);
        const tree = createElement(
          FatalBoundary,
          { key: boundaryKey, onError },
          createElement(Committed, {
            onCommit: () => {
              const settle = (settled: boolean) => {
                const latest = pending === mine;
                if (latest) pending = null;
                // (an older render resolves too: whoever awaits it checks whether it is still current)
                if (!settled && latest) {
                  const busy = view.querySelector(BUSY);
                  console.warn(
                    `[portal] the screen is still loading after ${timeout} ms; the page is shown as it is`,
                    busy?.outerHTML.slice(0, 120) ?? '(no heading or main yet)',
                  );
                }
                resolve();
              };
              whenSettled(view, timeout).then(settle, () => settle(true));
            },
            children: app,
          }),
        );
        try {
          current.render(tree);
        } catch (error) {
          onError(error);
        }
      });
    },
    unmount() {
      pending = null;
      try {
        root?.unmount();
      } catch {
        /* already gone */
      }
      root = null;
    },
  };
}
