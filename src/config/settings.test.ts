import { describe, expect, it } from 'vitest';
import { defaultSettings, resolveSettings } from './settings.ts';

describe('defaultSettings', () => {
  it('has the spec defaults', () => {
    expect(defaultSettings).toMatchObject({
      logo: null,
      markdown: true,
      currentPageClass: 'current-page',
      ajax: true,
      ajaxIgnore: [],
      ajaxLoading: 'Loading...',
      responsive: true,
      favicon: false,
      faviconURL: '/files/favicon.ico',
      faviconSizes: '16x16 32x32',
      passwordStrength: true,
      mashtips: true,
      layout: 'default',
      colorSchemeSwitch: true,
      keyRotationDays: null,
    });
  });

  it('gives an unconfigured portal the colour-scheme switch and no key-rotation policy (no "Rotation due" badge)', () => {
    const { settings } = resolveSettings(undefined, undefined);
    expect(settings.colorSchemeSwitch).toBe(true);
    expect(settings.keyRotationDays).toBeNull();
    expect(resolveSettings(undefined, { colorSchemeSwitch: false }).settings.colorSchemeSwitch).toBe(false);
  });
});

describe('resolveSettings', () => {
  it('returns the defaults with no warnings when nothing is configured', () => {
    expect(resolveSettings(undefined, undefined)).toEqual({ settings: defaultSettings, warnings: [] });
    expect(resolveSettings({}, null).warnings).toEqual([]);
  });

  it('merges defaults ← theme.config ← portalOptions (runtime wins)', () => {
    const { settings, warnings } = resolveSettings(
      { ajax: false, favicon: true, layout: 'alternate', currentPageClass: 'is-current' },
      { ajax: true, faviconSizes: '32x32' },
    );
    expect(warnings).toEqual([]);
    expect(settings).toMatchObject({
      ajax: true,
      favicon: true,
      faviconSizes: '32x32',
      layout: 'alternate',
      currentPageClass: 'is-current',
      mashtips: true,
    });
  });

  it('merges labels deep across both sources', () => {
    const { settings, warnings } = resolveSettings(
      { labels: { accountKeys: { heading: 'Keys (brand)', noKeys: 'None yet' } } },
      { labels: { accountKeys: { heading: 'Keys (admin)' }, userNav: { signin: 'Log in' } } },
    );
    expect(warnings).toEqual([]);
    expect(settings.labels).toEqual({
      accountKeys: { heading: 'Keys (admin)', noKeys: 'None yet' },
      userNav: { signin: 'Log in' },
    });
  });

  it('merges templates per key; null removes a region', () => {
    const { settings } = resolveSettings(
      { templates: { footer1: '<p>brand</p>', page: '<h1>{{content.heading}}</h1>' } },
      { templates: { footer1: null, userNav: '<ul>{{content.navItemsUser}}</ul>' } },
    );
    expect(settings.templates).toEqual({
      footer1: null,
      page: '<h1>{{content.heading}}</h1>',
      userNav: '<ul>{{content.navItemsUser}}</ul>',
    });
  });

  it('ignores each bad runtime entry with exactly one warning naming the key, keeping the good ones', () => {
    const { settings, warnings } = resolveSettings(undefined, {
      ajax: 'yes',
      markdown: false,
      layout: 'sideways',
      currentPageClass: 'current page',
      faviconSizes: 'big',
      logo: 42,
      mystery: 1,
    });
    expect(settings.markdown).toBe(false);
    expect(settings.ajax).toBe(true);
    expect(settings.layout).toBe('default');
    expect(settings.currentPageClass).toBe('current-page');
    expect(settings.faviconSizes).toBe('16x16 32x32');
    expect(settings.logo).toBeNull();
    expect(warnings).toHaveLength(6);
    expect(warnings).toEqual([
      'portalOptions.ajax: expected true or false, got "yes" (ignored)',
      'portalOptions.layout: expected "default" or "alternate", got "sideways" (ignored)',
      'portalOptions.currentPageClass: expected a single CSS class name, got "current page" (ignored)',
      'portalOptions.faviconSizes: expected sizes like "16x16 32x32", got "big" (ignored)',
      'portalOptions.logo: expected an image URL, markup string or null, got 42 (ignored)',
      'portalOptions.mystery: unknown option (ignored)',
    ]);
  });

  it('names the source of a bad build-time entry', () => {
    const { warnings } = resolveSettings({ mashtips: 'on' } as never, undefined);
    expect(warnings).toEqual(['theme.config settings.mashtips: expected true or false, got "on" (ignored)']);
  });

  it('rejects a runtime value that is not an object with one warning', () => {
    const { settings, warnings } = resolveSettings(undefined, 'ajax=false');
    expect(settings).toEqual(defaultSettings);
    expect(warnings).toEqual(['portalOptions: expected an object of options, got "ajax=false" (ignored)']);
  });

  // the keys of a content or account page's group are checked when its part of the defaults has loaded
  // (src/labels/defaults.ts; adapter/lazy.ts warns then, src/labels/defaults.test.ts): here by name and type
  it('skips unknown and non-string labels one by one, keeping the valid ones', () => {
    const { settings, warnings } = resolveSettings(undefined, {
      labels: {
        accountKeys: { emtpy: 'typo', heading: 'My keys', noKeys: 7 },
        nonsense: { heading: 'x' },
        userNav: 'Sign In',
        search: { noResults: 'Nothing for "{{query}}".', nope: 'x' },
      },
    });
    expect(settings.labels).toEqual({
      accountKeys: { emtpy: 'typo', heading: 'My keys' },
      search: { noResults: 'Nothing for "{{query}}".' },
    });
    expect(warnings).toEqual([
      'portalOptions.labels.accountKeys.noKeys: expected a string, got 7 (ignored)',
      'portalOptions.labels.nonsense: unknown label (ignored)',
      'portalOptions.labels.userNav: expected a group of labels, got "Sign In" (ignored)',
      'portalOptions.labels.search.nope: unknown label (ignored)',
    ]);
  });

  it('accepts the predecessor label groups (nested by screen) as they were', () => {
    const predecessor = {
      labels: {
        accountApps: { heading: 'My Apps', noApps: "You don't have any apps yet." },
        userNav: { signin: 'Sign In', register: 'Register', account: 'My Account', dashboard: 'Dashboard', signout: 'Sign Out' },
        accountNav: { keys: 'Keys', apps: 'Applications', account: 'Manage Account' },
        search: { meta: 'Showing {{content.first}} to {{content.last}} of {{content.total}} results for "{{content.query}}"' },
        fourOhFour: { heading: 'Unable to find this page', main: '<p>Sorry!</p>' },
        title: '{{mashery.title}} | {{mashery.area}}',
      },
    };
    const { warnings } = resolveSettings(undefined, predecessor);
    expect(warnings).toEqual([]);
  });

  it('rejects function templates and unknown template names, keeping strings', () => {
    const { settings, warnings } = resolveSettings(undefined, {
      templates: { page: () => '<p>x</p>', layout: '<div>{{layout.main}}</div>', footer2: '<p>ok</p>', docs: 3 },
    });
    expect(settings.templates).toEqual({ footer2: '<p>ok</p>' });
    expect(warnings).toEqual([
      'portalOptions.templates.page: functions are not supported, use an HTML string (ignored)',
      'portalOptions.templates.layout: unknown template (expected a region or content type name) (ignored)',
      'portalOptions.templates.docs: expected an HTML string or null, got 3 (ignored)',
    ]);
  });

  it('accepts ajaxIgnore as the predecessor selector string or as a list', () => {
    expect(resolveSettings(undefined, { ajaxIgnore: '.no-ajax, #special a' }).settings.ajaxIgnore).toEqual([
      '.no-ajax, #special a',
    ]);
    expect(resolveSettings(undefined, { ajaxIgnore: ['.a', ' ', '.b '] }).settings.ajaxIgnore).toEqual(['.a', '.b']);
    expect(resolveSettings(undefined, { ajaxIgnore: null }).settings.ajaxIgnore).toEqual([]);
    const bad = resolveSettings(undefined, { ajaxIgnore: 5 });
    expect(bad.settings.ajaxIgnore).toEqual([]);
    expect(bad.warnings).toEqual(['portalOptions.ajaxIgnore: expected a CSS selector or a list of selectors, got 5 (ignored)']);
  });

  it('keeps known ajaxIgnoreTypes and warns once about the unknown ones', () => {
    const { settings, warnings } = resolveSettings(undefined, { ajaxIgnoreTypes: ['ioDocs', 'wiki', 'keyActivity', 7] });
    expect(settings.ajaxIgnoreTypes).toEqual(['ioDocs', 'keyActivity']);
    expect(warnings).toEqual(['portalOptions.ajaxIgnoreTypes: unknown content type "wiki", 7 (those entries ignored)']);
  });

  it('explains the predecessor options it does not support', () => {
    const { warnings } = resolveSettings(undefined, { loadCSS: ['/files/x.css'], loadJSFooter: [] });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^portalOptions\.loadCSS: not supported/);
  });

  it('does not share mutable state between calls', () => {
    const a = resolveSettings(undefined, { labels: { userNav: { signin: 'A' } }, templates: { footer1: 'x' } });
    const b = resolveSettings(undefined, undefined);
    expect(a.settings.labels).not.toEqual(b.settings.labels);
    expect(b.settings.templates).toEqual({});
    expect(defaultSettings.labels).toEqual({});
    expect(defaultSettings.templates).toEqual({});
  });

  it('never throws on hostile input', () => {
    const hostile = JSON.parse(
      '{"labels": {"__proto__": {"polluted": "yes"}, "constructor": {"x": "y"}}, "__proto__": {"ajax": false}, "templates": []}',
    );
    let result: ReturnType<typeof resolveSettings> | undefined;
    expect(() => {
      result = resolveSettings(undefined, hostile);
    }).not.toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result?.settings.ajax).toBe(true);
    expect(result?.warnings).toContain('portalOptions.labels.__proto__: unknown label (ignored)');
    expect(result?.warnings).toContain('portalOptions.templates: expected an object of templates, got a list (ignored)');
  });
});
