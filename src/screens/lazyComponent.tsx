// React's lazy() that does not suspend when it need not. A component whose chunk has already arrived when it
// mounts renders directly — lazy() alone suspends once even then (its promise settles a microtask later), so
// the Suspense fallback renders, is thrown away and the real component renders in its place: everything under
// the boundary twice before `complete`. For a Markdown body that meant sanitising and inserting its HTML twice
// (the fallback shows the source through ServerHtml): two sanitiser runs of ~75 ms in one task on a custom page
// with 1,000 links. Used by the screen registry (screens) and content bodies (CodeBlock, Markdown).
//
// The choice is made once per mount, so a later render never swaps the component (which would remount it and
// lose what was typed). One promise for `preload()`, React's load and `isLoaded()` (lazyModule): a failed load
// is forgotten, so the next render tries again.
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyModule } from '../lib/lazyRegistry.ts';

export type Preloadable = {
  /** starts loading the chunk (never rejects) */
  preload(): void;
  /** loads the chunk: resolves once the component would render directly (rejects when it fails to load) */
  load(): Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are contravariant: any component's props must fit here
export function lazyComponent<T extends ComponentType<any>>(
  importComponent: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & Preloadable {
  let loaded: T | null = null;
  const chunk = lazyModule(() =>
    importComponent().then((m) => {
      loaded = m.default;
      return m;
    }),
  );
  const Lazy = lazy(chunk.load);
  function Direct(props: object) {
    const [Component] = useState(() => loaded);
    return createElement((Component ?? Lazy) as ComponentType<object>, props);
  }
  const component = Direct as unknown as LazyExoticComponent<T> & Preloadable;
  component.preload = chunk.preload;
  component.load = chunk.load;
  return component;
}
