import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applySchemeClasses,
  colorSchemeController,
  readSchemePreference,
  resolveScheme,
  SCHEME_STORAGE_KEY,
  writeSchemePreference,
} from './colorScheme.ts';

const classes = { light: null, dark: 'portal-theme-dark' };

/** A window with a controllable prefers-color-scheme and (optionally) a throwing localStorage. */
function fakeWindow({ dark = false, throwing = false } = {}) {
  const store = new Map<string, string>();
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.push(fn),
  };
  const boom = () => {
    throw new Error('SecurityError');
  };
  const win = {
    localStorage: throwing
      ? { getItem: boom, setItem: boom, removeItem: boom }
      : {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
    matchMedia: vi.fn(() => query),
  } as unknown as Window;
  const setSystemDark = (value: boolean) => {
    query.matches = value;
    for (const fn of listeners) fn({ matches: value });
  };
  return { win, store, setSystemDark };
}

afterEach(() => vi.restoreAllMocks());

describe('colour scheme preference', () => {
  it('persists light and dark, and "system" removes the entry', () => {
    const { win, store } = fakeWindow();
    expect(readSchemePreference(win)).toBe('system');
    expect(writeSchemePreference(win, 'dark')).toBe(true);
    expect(store.get(SCHEME_STORAGE_KEY)).toBe('dark');
    expect(readSchemePreference(win)).toBe('dark');
    writeSchemePreference(win, 'light');
    expect(readSchemePreference(win)).toBe('light');
    writeSchemePreference(win, 'system');
    expect(store.has(SCHEME_STORAGE_KEY)).toBe(false);
    expect(readSchemePreference(win)).toBe('system');
  });

  it('reads an unknown saved value as "system"', () => {
    const { win, store } = fakeWindow();
    store.set(SCHEME_STORAGE_KEY, 'purple');
    expect(readSchemePreference(win)).toBe('system');
  });

  it('storage that throws means "system", and a choice still applies to the page', () => {
    const { win } = fakeWindow({ throwing: true });
    expect(readSchemePreference(win)).toBe('system');
    expect(writeSchemePreference(win, 'dark')).toBe(false);
    const el = document.createElement('div');
    const service = colorSchemeController(win, classes, () => [el]);
    expect(() => service.set('dark')).not.toThrow();
    expect(service.get()).toBe('dark');
    expect(el.classList.contains('portal-theme-dark')).toBe(true);
  });

  it('resolves "system" from prefers-color-scheme', () => {
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
    expect(resolveScheme('dark', false)).toBe('dark');
  });

  it('applySchemeClasses swaps the two themes’ classes', () => {
    const el = document.createElement('div');
    applySchemeClasses([el, null], { light: 'portal-theme-brand', dark: 'portal-theme-dark' }, 'dark');
    expect([...el.classList]).toEqual(['portal-theme-dark']);
    applySchemeClasses([el], { light: 'portal-theme-brand', dark: 'portal-theme-dark' }, 'light');
    expect([...el.classList]).toEqual(['portal-theme-brand']);
  });
});

describe('colorSchemeController', () => {
  it('follows the system setting live while on "system", not after an explicit choice', () => {
    const { win, setSystemDark } = fakeWindow({ dark: false });
    const el = document.createElement('div');
    const service = colorSchemeController(win, classes, () => [el]);
    expect(service.scheme()).toBe('light');
    expect(el.classList.contains('portal-theme-dark')).toBe(false);
    setSystemDark(true);
    expect(service.scheme()).toBe('dark');
    expect(el.classList.contains('portal-theme-dark')).toBe(true);
    service.set('light');
    expect(el.classList.contains('portal-theme-dark')).toBe(false);
    setSystemDark(true);
    expect(el.classList.contains('portal-theme-dark')).toBe(false);
  });

  it('applies the saved preference at once and saves a new one', () => {
    const { win, store } = fakeWindow();
    store.set(SCHEME_STORAGE_KEY, 'dark');
    const el = document.createElement('div');
    const service = colorSchemeController(win, classes, () => [el]);
    expect(service.get()).toBe('dark');
    expect(el.classList.contains('portal-theme-dark')).toBe(true);
    service.set('system');
    expect(store.has(SCHEME_STORAGE_KEY)).toBe(false);
    expect(el.classList.contains('portal-theme-dark')).toBe(false);
  });
});
