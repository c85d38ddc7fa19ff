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

describe('an admin undoing what theme.config set', () => {
  it('takes the logo away with null and sets the layout back to "default", without a warning', () => {
    const { settings, warnings } = resolveSettings(
      { logo: '/files/logo.png', layout: 'alternate' },
      { logo: null, layout: 'default' },
    );
    expect(warnings).toEqual([]);
    expect(settings.logo).toBeNull();
    expect(settings.layout).toBe('default');
  });

  it('empties ajaxIgnore with null and ajaxIgnoreTypes with a list of known types, without a warning', () => {
    const { settings, warnings } = resolveSettings(
      { ajaxIgnore: ['.no-ajax'], ajaxIgnoreTypes: ['ioDocs', 'blogAll'] },
      { ajaxIgnore: null, ajaxIgnoreTypes: ['keyActivity'] },
    );
    expect(warnings).toEqual([]);
    expect(settings.ajaxIgnore).toEqual([]);
    expect(settings.ajaxIgnoreTypes).toEqual(['keyActivity']);
  });
});

describe('key rotation days', () => {
  it('accepts a whole number of days from 1 to 3650, or null (no policy)', () => {
    for (const days of [1, 90, 3650, null]) {
      const { settings, warnings } = resolveSettings(undefined, { keyRotationDays: days });
      expect(warnings, String(days)).toEqual([]);
      expect(settings.keyRotationDays, String(days)).toBe(days);
    }
  });

  it('rejects zero, more than ten years, fractions and numbers written as text', () => {
    const expected = 'a whole number of days from 1 to 3650, or null';
    for (const [days, got] of [
      [0, '0'],
      [-30, '-30'],
      [3651, '3651'],
      [1.5, '1.5'],
      ['90', '"90"'],
    ] as const) {
      const { settings, warnings } = resolveSettings(undefined, { keyRotationDays: days });
      expect(warnings, String(days)).toEqual([warn('keyRotationDays', expected, got)]);
      expect(settings.keyRotationDays, String(days)).toBeNull();
    }
  });
});

describe('class names, icon sizes and theme names', () => {
  it('accepts a one-letter class name and rejects one with a character a class cannot hold', () => {
    expect(resolveSettings(undefined, { currentPageClass: 'a' }).settings.currentPageClass).toBe('a');
    expect(resolveSettings(undefined, { currentPageClass: '_on' }).settings.currentPageClass).toBe('_on');
    for (const bad of ['active!', '.active', '--x', '-9']) {
      const { settings, warnings } = resolveSettings(undefined, { currentPageClass: bad });
      expect(warnings, bad).toEqual([warn('currentPageClass', 'a single CSS class name', JSON.stringify(bad))]);
      expect(settings.currentPageClass, bad).toBe('current-page');
    }
  });

  it('accepts one size or "any", and rejects words before or after the sizes', () => {
    expect(resolveSettings(undefined, { faviconSizes: 'any' }).settings.faviconSizes).toBe('any');
    expect(resolveSettings(undefined, { faviconSizes: '180x180' }).settings.faviconSizes).toBe('180x180');
    for (const bad of ['large 32x32', '32x32 large', '32x32px', 'x32', '']) {
      const { warnings } = resolveSettings(undefined, { faviconSizes: bad });
      expect(warnings, bad).toEqual([warn('faviconSizes', 'sizes like "16x16 32x32"', JSON.stringify(bad))]);
    }
  });

  it('accepts a lower-case theme name and rejects one with other characters', () => {
    expect(resolveSettings(undefined, { theme: 'b' }).settings.theme).toBe('b');
    for (const bad of ['dark!', '2dark', '-dark', 'dark theme']) {
      const { settings, warnings } = resolveSettings(undefined, { theme: bad });
      expect(warnings, bad).toEqual([warn('theme', 'a theme name like "dark"', JSON.stringify(bad))]);
      expect(settings.theme, bad).toBeUndefined();
    }
  });
});

describe('what a warning shows of the bad value', () => {
  it('shows a string of up to 40 characters whole and cuts a longer one at 40 with an ellipsis', () => {
    const forty = 'x'.repeat(40);
    expect(resolveSettings(undefined, { layout: forty }).warnings).toEqual([
      warn('layout', '"default" or "alternate"', `"${forty}"`),
    ]);
    expect(resolveSettings(undefined, { layout: `${forty}yz` }).warnings).toEqual([
      warn('layout', '"default" or "alternate"', `"${forty}…"`),
    ]);
  });

  it('names a function, an object, a list and null rather than printing them', () => {
    expect(resolveSettings(undefined, { ajax: () => true }).warnings).toEqual([warn('ajax', 'true or false', 'a function')]);
    expect(resolveSettings(undefined, { ajax: { on: true } }).warnings).toEqual([warn('ajax', 'true or false', 'an object')]);
    expect(resolveSettings(undefined, { ajax: [true] }).warnings).toEqual([warn('ajax', 'true or false', 'a list')]);
    expect(resolveSettings(undefined, { ajax: null }).warnings).toEqual([warn('ajax', 'true or false', 'null')]);
    expect(resolveSettings(undefined, { ajax: 0 }).warnings).toEqual([warn('ajax', 'true or false', '0')]);
  });
});

describe('options that are not settings', () => {
  it('explains each unsupported predecessor option in full', () => {
    const { settings, warnings } = resolveSettings(undefined, {
      loadCSS: ['/files/x.css'],
      loadJSHeader: ['/files/a.js'],
      loadJSFooter: ['/files/b.js'],
    });
    expect(warnings).toEqual([
      'portalOptions.loadCSS: not supported: add styles through the theme build or the Inline CSS field (ignored)',
      'portalOptions.loadJSHeader: not supported: scripts are not loaded by options (ignored)',
      'portalOptions.loadJSFooter: not supported: scripts are not loaded by options (ignored)',
    ]);
    expect(settings).toEqual(resolveSettings(undefined, undefined).settings);
  });

  it('calls names that every object inherits unknown options, without failing', () => {
    const { warnings } = resolveSettings(undefined, { toString: 'x', constructor: 1, hasOwnProperty: true });
    expect(warnings).toEqual([
      'portalOptions.toString: unknown option (ignored)',
      'portalOptions.constructor: unknown option (ignored)',
      'portalOptions.hasOwnProperty: unknown option (ignored)',
    ]);
  });
});

describe('lists and groups of the wrong shape', () => {
  it('rejects ajaxIgnoreTypes that is not a list, keeping the default', () => {
    const { settings, warnings } = resolveSettings(undefined, { ajaxIgnoreTypes: 'ioDocs' });
    expect(settings.ajaxIgnoreTypes).toEqual([]);
    expect(warnings).toEqual(['portalOptions.ajaxIgnoreTypes: expected a list of content types, got "ioDocs" (ignored)']);
  });

  it('keeps an earlier ajaxIgnoreTypes when a later source gives something else', () => {
    const { settings } = resolveSettings({ ajaxIgnoreTypes: ['ioDocs'] }, { ajaxIgnoreTypes: 'blog' });
    expect(settings.ajaxIgnoreTypes).toEqual(['ioDocs']);
    expect(resolveSettings({ ajaxIgnoreTypes: ['ioDocs'] }, { ajaxIgnoreTypes: [] }).settings.ajaxIgnoreTypes).toEqual([]);
  });

  it('rejects labels that are not an object, keeping the labels set before', () => {
    const { settings, warnings } = resolveSettings({ labels: { userNav: { signin: 'Log in' } } }, { labels: 'Sign in' });
    expect(settings.labels).toEqual({ userNav: { signin: 'Log in' } });
    expect(warnings).toEqual(['portalOptions.labels: expected an object of labels, got "Sign in" (ignored)']);
  });

  it("takes a page group's name only at the top of labels, and only strings inside it", () => {
    const { settings, warnings } = resolveSettings(undefined, {
      labels: { userNav: { accountKeys: { heading: 'x' } }, accountKeys: { heading: { text: 'Keys' }, noKeys: 'None' } },
    });
    expect((settings.labels as Record<string, unknown>).accountKeys).toEqual({ noKeys: 'None' });
    expect(warnings).toEqual([
      'portalOptions.labels.userNav.accountKeys: unknown label (ignored)',
      'portalOptions.labels.accountKeys.heading: expected a string, got an object (ignored)',
    ]);
  });
});
