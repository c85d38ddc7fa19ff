import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRenderer, whenSettled } from './renderer.tsx';

function mountPoint(): HTMLElement {
  const view = document.createElement('div');
  document.body.appendChild(view);
  return view;
}

describe('renderer: lazy parts', () => {
  it('a lazy part that fails does not leave its placeholder: the render rejects (the runtime shows the server page)', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = mountPoint();
    const Part = lazy(() => Promise.reject(new Error('chunk failed to load')));
    function Screen() {
      return (
        <main>
          <h1>Forum</h1>
          <Suspense fallback={<div aria-busy="true">Loading…</div>}>
            <Part />
          </Suspense>
        </main>
      );
    }
    const onFatal = vi.fn();
    const r = createRenderer<object>(view, { app: () => <Screen />, onFatal, settleTimeout: 5000 });
    const started = Date.now();
    const outcome = await r.render({}).then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    // failed long before the settle timeout, either as the render's rejection or (already shown) onFatal
    expect(Date.now() - started).toBeLessThan(4000);
    expect(outcome === 'chunk failed to load' || onFatal.mock.calls.length === 1).toBe(true);
    r.unmount();
    view.remove();
    err.mockRestore();
  });

  it('a part that never settles: the render still resolves after the timeout, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = mountPoint();
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    function Screen() {
      return (
        <main>
          <h1>Key activity</h1>
          <Suspense fallback={<div aria-busy="true">Loading report…</div>}>
            <Never />
          </Suspense>
        </main>
      );
    }
    const r = createRenderer<object>(view, { app: () => <Screen />, onFatal: vi.fn(), settleTimeout: 80 });
    await r.render({});
    expect(view.querySelector('h1')!.textContent).toBe('Key activity');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('still loading after 80 ms'), expect.stringContaining('aria-busy'));
    r.unmount();
    view.remove();
    warn.mockRestore();
  });

  it('whenSettled tells whether the view settled (true) or the time ran out (false)', async () => {
    const view = mountPoint();
    view.innerHTML = '<main><h1>x</h1></main>';
    expect(await whenSettled(view, 1000)).toBe(true);
    view.innerHTML = '<main><div aria-busy="true"></div></main>';
    expect(await whenSettled(view, 30)).toBe(false);
    view.remove();
  });
});
