// lazyModule / lazyRegistry (src/lib/lazyRegistry.ts): the one load-once helper behind the lazy extractor
// groups, builder modules and screens.
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, lazyRegistry } from './lazyRegistry.ts';

/** An import that fails the first `failures` times, then resolves to `value`. */
function flakyImport<T>(value: T, failures: number) {
  let calls = 0;
  return vi.fn(() => (++calls <= failures ? Promise.reject(new Error(`offline ${calls}`)) : Promise.resolve(value)));
}

describe('lazyModule', () => {
  it('imports once and shares the promise between callers', async () => {
    const importModule = vi.fn(() => Promise.resolve({ name: 'keys' }));
    const module = lazyModule(importModule);
    const first = module.load();
    expect(module.load()).toBe(first);
    module.preload();
    expect(await first).toEqual({ name: 'keys' });
    expect(await module.load()).toBe(await first);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call imports again', async () => {
    const importModule = flakyImport('loaded', 1);
    const module = lazyModule(importModule);
    await expect(module.load()).rejects.toThrow('offline 1');
    await expect(module.load()).resolves.toBe('loaded');
    await expect(module.load()).resolves.toBe('loaded');
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('preload never rejects; the failure surfaces at the next load, which retries', async () => {
    const importModule = flakyImport('loaded', 2);
    const module = lazyModule(importModule);
    expect(() => module.preload()).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    await expect(module.load()).rejects.toThrow('offline 2');
    await expect(module.load()).resolves.toBe('loaded');
    expect(importModule).toHaveBeenCalledTimes(3);
  });

  it('does not import before the first load or preload', () => {
    const importModule = vi.fn(() => Promise.resolve(1));
    lazyModule(importModule);
    expect(importModule).not.toHaveBeenCalled();
  });
});

describe('lazyRegistry', () => {
  it('keeps one lazy module per key', async () => {
    const keys = vi.fn(() => Promise.resolve({ table: 'keys' }));
    const apps = vi.fn(() => Promise.resolve({ table: 'apps' }));
    const registry = lazyRegistry({ keys, apps });
    expect(registry.load('keys')).toBe(registry.load('keys'));
    expect(await registry.load('apps')).toEqual({ table: 'apps' });
    registry.preload('keys');
    expect(keys).toHaveBeenCalledTimes(1);
    expect(apps).toHaveBeenCalledTimes(1);
  });

  it('a failed key is retried on its own; the others keep their modules', async () => {
    const keys = flakyImport('keys', 1);
    const apps = vi.fn(() => Promise.resolve('apps'));
    const registry = lazyRegistry({ keys, apps });
    const appsLoad = registry.load('apps');
    await expect(registry.load('keys')).rejects.toThrow('offline 1');
    await expect(registry.load('keys')).resolves.toBe('keys');
    expect(registry.load('apps')).toBe(appsLoad);
    expect(apps).toHaveBeenCalledTimes(1);
  });
});
