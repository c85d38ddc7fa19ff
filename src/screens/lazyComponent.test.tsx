// lazyComponent (src/screens/lazyComponent.tsx): a lazy component whose chunk has arrived renders directly. With
// React's lazy() alone it suspended once even then, so its Suspense fallback rendered and was thrown away:
// a Markdown body was sanitised and inserted twice in one task (the bounded-work suite's 10,000-link page
// went over its 200 ms task budget). screenReady (screens/registry.ts) waits for a content screen's parts.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent.tsx';
import { screenReady } from './registry.ts';
import { contentPartsReady, Markdown } from './ContentParts/partChunks.ts';

function Body({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyComponent', () => {
  it('renders directly, without its fallback, once the chunk is loaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Body }));
    await Lazy.load();
    const fallback = vi.fn(() => <p>loading</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy text="the body" />
      </Suspense>,
    );
    // on the first commit, not after a suspension
    expect(screen.getByText('the body')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('suspends like lazy() while the chunk loads, then renders', async () => {
    let arrive!: (m: { default: typeof Body }) => void;
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Body }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy text="the body" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Body }));
    expect(await screen.findByText('the body')).toBeTruthy();
  });

  it('forgets a failed load: the next load tries again', async () => {
    let calls = 0;
    const Lazy = lazyComponent(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Body })));
    await expect(Lazy.load()).rejects.toThrow('offline');
    await expect(Lazy.load()).resolves.toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('screenReady and contentPartsReady', () => {
  it('a page whose body has Markdown: the Markdown component is loaded when screenReady resolves', async () => {
    const model = { screen: { bodySegments: [{ kind: 'markdown', source: '# Hi' }] } };
    await screenReady('page', model, 20_000); // (a long limit: the test runner transforms the modules on first import)
    // already settled: its continuation runs within a microtask (a pending import would take longer)
    let settled = false;
    void Markdown.load().then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it.each([
    ['keyActivity', 'the report', async () => (await import('./KeyActivity/KeyActivity.tsx')).ActivityReport],
    ['ioDocs', 'the console', async () => (await import('./IoDocs/IoDocs.tsx')).IoDocsConsole],
  ])('%s: %s chunk is loaded when screenReady resolves (no placeholder before it)', async (type, _part, part) => {
    await screenReady(type, { screen: {} }, 20_000);
    const lazyPart = await part();
    let settled = false;
    void lazyPart.load().then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('resolves at once for a body without Markdown or code, and for types without a registered screen', async () => {
    await expect(contentPartsReady({ screen: { bodySegments: [{ kind: 'html', html: '<p>x</p>' }] } })).resolves.toEqual([]);
    await expect(screenReady('noSuchType', {})).resolves.toBeUndefined();
  });
});
