import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, withSchemeSwitch } from './appearance.ts';
import { SCHEME_STORAGE_KEY } from './colorScheme.ts';
import { settings } from '../../test/adapter/factories.ts';

const themes = (...names: string[]) => ({ names, className: (n: string) => `portal-theme-${n}` });

afterEach(() => {
  document.documentElement.className = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('withSchemeSwitch: the reader’s colour scheme switch is off where it cannot work', () => {
  it.each([
    ['the build has a dark theme', settings(), themes('default', 'dark'), true],
    ['the configured theme is built', settings({ theme: 'brand' }), themes('default', 'brand', 'dark'), true],
    ['no built themes known', settings(), undefined, false],
    ['the build has no dark theme', settings(), themes('default', 'brand'), false],
    ['the configured theme is dark itself', settings({ theme: 'dark' }), themes('default', 'dark'), false],
    ['the configured theme is not built', settings({ theme: 'neon' }), themes('default', 'dark'), false],
  ])('%s', (_, given, built, on) => {
    expect(withSchemeSwitch(given, built).colorSchemeSwitch).toBe(on);
  });

  it('leaves the settings as they are when the switch was off already or stays on', () => {
    const off = settings({ colorSchemeSwitch: false });
    expect(withSchemeSwitch(off, undefined)).toBe(off);
    const on = settings();
    expect(withSchemeSwitch(on, themes('default', 'dark'))).toBe(on);
  });
});

describe('applyTheme', () => {
  it('with the switch on, hands back the controller, which puts the dark theme on the targets while the reader’s scheme is dark', () => {
    localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    const root = document.createElement('div');
    const scheme = applyTheme(window, document, settings(), themes('default', 'dark'), () => [document.documentElement, root]);
    expect(scheme?.get()).toBe('dark');
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(true);
    expect(root.classList.contains('portal-theme-dark')).toBe(true);
  });

  it('with the switch off, takes back the dark theme portal-head.js may have put on <html> and puts the configured one on', () => {
    document.documentElement.classList.add('portal-theme-dark');
    const root = document.createElement('div');
    const scheme = applyTheme(
      window,
      document,
      settings({ theme: 'brand', colorSchemeSwitch: false }),
      themes('default', 'brand', 'dark'),
      () => [document.documentElement, root],
    );
    expect(scheme).toBeNull();
    expect(document.documentElement.className).toBe('portal-theme-brand');
    expect(root.className).toBe('portal-theme-brand');
  });

  it('an unknown theme is ignored with a warning (the default theme stays)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = document.createElement('div');
    const scheme = applyTheme(
      window,
      document,
      settings({ theme: 'neon', colorSchemeSwitch: false }),
      themes('default', 'dark'),
      () => [document.documentElement, root],
    );
    expect(scheme).toBeNull();
    expect(root.className).toBe('');
    expect(warn).toHaveBeenCalledWith('[portal] theme: unknown theme "neon" (themes: default, dark); the default theme is used.');
  });
});
