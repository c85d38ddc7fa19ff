// Load-once access to lazily loaded modules (code-split chunks): the deploy bundle loads a page's content
// extractors, screen builders and screen on demand. One helper for every such registry, so they all behave
// the same: the first load() starts the import and every caller shares its promise; a failed load is
// forgotten, so a later call tries again (a flaky network, a deployment in progress); preload() starts a
// load early (while something else loads) and never rejects — the failure surfaces at the next load().

export interface LazyModule<T> {
  load(): Promise<T>;
  preload(): void;
}

export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  const load = (): Promise<T> =>
    (pending ??= importModule().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return { load, preload: () => void load().catch(() => {}) };
}

/** A lazyModule per key: `loaders` names how each module is imported (e.g. `keys: () => import('./keys.ts')`). */
export interface LazyRegistry<Modules> {
  load<K extends keyof Modules>(key: K): Promise<Modules[K]>;
  preload(key: keyof Modules): void;
}

export function lazyRegistry<Modules>(loaders: { [K in keyof Modules]: () => Promise<Modules[K]> }): LazyRegistry<Modules> {
  const modules = new Map<keyof Modules, LazyModule<unknown>>();
  const moduleOf = <K extends keyof Modules>(key: K): LazyModule<Modules[K]> => {
    let entry = modules.get(key) as LazyModule<Modules[K]> | undefined;
    if (!entry) {
      entry = lazyModule(loaders[key]);
      modules.set(key, entry);
    }
    return entry;
  };
  return { load: (key) => moduleOf(key).load(), preload: (key) => moduleOf(key).preload() };
}
