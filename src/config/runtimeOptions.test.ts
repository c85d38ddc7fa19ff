// The hand-written option checks (src/config/runtimeOptions.ts): every scalar key accepts exactly what
// its message says and rejects the rest with that key's one warning.
import { describe, expect, it } from 'vitest';
import { resolveSettings } from './settings.ts';

const warn = (key: string, expected: string, got: string) => `portalOptions.${key}: expected ${expected}, got ${got} (ignored)`;

describe('runtime option checks', () => {
  it('accepts a valid value for every scalar key', () => {
    const options = {
      logo: '<img src="/files/logo.png" alt="Acme">',
      markdown: false,
      currentPageClass: '-is_current-2',
      ajax: false,
      ajaxLoading: 'Loading…',
      responsive: false,
      favicon: true,
      faviconURL: '/files/icon.png',
      faviconSizes: '16x16 32x32  any',
      passwordStrength: false,
      mashtips: false,
      layout: 'alternate',
      theme: 'dark-2',
    } as const;
    const { settings, warnings } = resolveSettings(undefined, options);
    expect(warnings).toEqual([]);
    expect(settings).toMatchObject(options);
    expect(resolveSettings(undefined, { logo: null }).settings.logo).toBeNull();
  });

  it('rejects each wrong value with the key’s message and keeps the default', () => {
    const cases: [string, unknown, string, string][] = [
      ['markdown', 'true', 'true or false', '"true"'],
      ['responsive', 1, 'true or false', '1'],
      ['ajaxLoading', 5, 'a string', '5'],
      ['faviconURL', null, 'a string', 'null'],
      ['currentPageClass', '9lives', 'a single CSS class name', '"9lives"'],
      ['currentPageClass', ['a'], 'a single CSS class name', 'a list'],
      ['faviconSizes', '16x16,32x32', 'sizes like "16x16 32x32"', '"16x16,32x32"'],
      ['layout', 'Default', '"default" or "alternate"', '"Default"'],
      ['theme', 'Dark', 'a theme name like "dark"', '"Dark"'],
      ['theme', { name: 'dark' }, 'a theme name like "dark"', 'an object'],
      ['logo', undefined, 'an image URL, markup string or null', 'undefined'],
    ];
    for (const [key, value, expected, got] of cases) {
      const { settings, warnings } = resolveSettings(undefined, { [key]: value });
      expect(warnings, key).toEqual([warn(key, expected, got)]);
      expect(settings, key).toEqual(resolveSettings(undefined, undefined).settings);
    }
  });

  it('rejects a selector list with a non-string entry as a whole', () => {
    const { settings, warnings } = resolveSettings(undefined, { ajaxIgnore: ['.a', 3] });
    expect(settings.ajaxIgnore).toEqual([]);
    expect(warnings).toEqual([warn('ajaxIgnore', 'a CSS selector or a list of selectors', 'a list')]);
  });
});
