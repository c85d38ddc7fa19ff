// The pure half of `npm start`'s live preview (src/config/themePreview.ts) and the "did you mean" helper
// (src/config/suggest.ts). The served files and the browser side: test/browser/portal-preview.ts.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './suggest.ts';
import { previewCss, previewOptions, previewOptionsScript, rebuildKey } from './themePreview.ts';
import { checkThemeConfig } from './checkThemeConfig.ts';
import { defaultLabels } from '../labels/en.ts';
import { tokenSources } from '../theme/tokenSources.ts';
import type { ThemeConfig } from './defineTheme.ts';
import { defaultSettings } from './settings.ts';
import type { BuildResult } from '../theme/buildTokens.ts';

const built = (config: ThemeConfig) => {
  const { problems, result } = checkThemeConfig(config, tokenSources);
  expect(problems).toEqual([]);
  return result!;
};

describe('did you mean', () => {
  it('counts an adjacent swap as one edit and ignores case', () => {
    expect(editDistance('emtpy', 'empty')).toBe(1);
    expect(editDistance('skiplink', 'skipLink')).toBe(0);
    expect(editDistance('brand', 'brand')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    // a swap is only a swap when both letters trade places: "ax" → "ya" is two edits, so no suggestion
    expect(editDistance('ax', 'ya')).toBe(2);
    expect(closest('ax', ['ya'])).toEqual([]);
  });

  it('offers only the nearest keys, and nothing when none is close', () => {
    expect(closest('brnad', ['brand', 'neutral', 'info'])).toEqual(['brand']);
    expect(closest('footer9', ['footer1', 'footer2', 'header'])).toEqual(['footer1', 'footer2']);
    expect(closest('bogus', ['ajax', 'logo', 'theme'])).toEqual([]);
    expect(didYouMean('drak', ['default', 'dark', 'brand'])).toBe(' — did you mean "dark"?');
    expect(didYouMean('x', ['default'])).toBe('');
  });

  it('allows more edits for a longer key, and never offers the key itself', () => {
    // ten letters: up to three edits ("acountKyes" is two from "accountKeys")
    expect(closest('acountKyes', ['accountKeys', 'viewKeys'])).toEqual(['accountKeys']);
    // the same key in other case is offered, the key exactly as typed is not
    expect(closest('skiplink', ['skipLink', 'skiplink'])).toEqual(['skipLink']);
  });

  it('offers a key containing the input, or contained in it, only for 3+ letters and a length within 4', () => {
    expect(closest('nav', ['userNav'])).toEqual(['userNav']);
    expect(closest('skipLinkText', ['skipLink', 'userNav'])).toEqual(['skipLink']);
    expect(closest('in', ['info', 'link'])).toEqual([]);
    expect(closest('nav', ['primaryNav'])).toEqual([]);
  });

  it('names at most three (or max) equally near keys, the last after "or"', () => {
    expect(closest('x9', ['x4', 'x3', 'x2', 'x1'])).toEqual(['x1', 'x2', 'x3']);
    expect(closest('x9', ['x4', 'x3', 'x2', 'x1'], 1)).toEqual(['x1']);
    expect(didYouMean('footer9', ['footer1', 'footer2', 'footer3'])).toBe(' — did you mean "footer1", "footer2" or "footer3"?');
  });
});

describe('live preview', () => {
  it('writes every theme variable, the :root theme first, and follows token overrides', () => {
    const css = previewCss(built({ tokens: { color: { brand: { 700: '#0b6e4f' } } } }), 'default');
    expect(css.indexOf(':root, .portal-theme-default {')).toBeGreaterThan(0);
    expect(css.indexOf(':root')).toBeLessThan(css.indexOf('.portal-theme-dark {'));
    expect(css).toContain('--portal-color-brand-700: #0b6e4f;');
    expect(css).toMatch(/\.portal-theme-dark \{\n {2}color-scheme: dark;/);
    const dark = previewCss(built({ theme: 'dark' }), 'dark');
    expect(dark).toContain(':root, .portal-theme-dark {');
  });

  it('states every label and setting, so removing an override in theme.config.ts shows too', () => {
    const options = previewOptions({ labels: { layout: { skipLink: 'Jump' } }, settings: { ajax: false } });
    const labels = options.labels as typeof defaultLabels;
    expect(labels.layout.skipLink).toBe('Jump');
    expect(labels.layout.userNav).toBe(defaultLabels.layout.userNav);
    expect(options.ajax).toBe(false);
    expect(options.markdown).toBe(true);
    expect(options.theme).toBe('default');
    const plain = previewOptions({});
    expect((plain.labels as typeof defaultLabels).layout.skipLink).toBe(defaultLabels.layout.skipLink);
  });

  it("puts the preview under the admin's window.portalOptions (the admin wins)", () => {
    const script = previewOptionsScript({ ajax: false, labels: { layout: { skipLink: 'Jump', userNav: 'You' } } });
    const win = { portalOptions: { labels: { layout: { userNav: 'Admin says' } } } } as {
      portalOptions: Record<string, unknown>;
    };
    // the served script is a classic script over `window`; run it in a sandbox with a stand-in window
    vm.runInNewContext(script, { window: win });
    expect(win.portalOptions).toEqual({ ajax: false, labels: { layout: { skipLink: 'Jump', userNav: 'Admin says' } } });
    const markup = previewOptionsScript({ logo: '</script><script>' });
    expect(markup).not.toContain('</script>');
    const page = {} as { portalOptions?: Record<string, unknown> };
    vm.runInNewContext(markup, { window: page });
    expect(page.portalOptions).toEqual({ logo: '</script><script>' });
  });

  it('asks for a rebuild only for what the preview cannot change', () => {
    const base = rebuildKey({}, built({}));
    expect(
      rebuildKey(
        { tokens: { color: { brand: { 700: '#0b6e4f' } } } },
        built({ tokens: { color: { brand: { 700: '#0b6e4f' } } } }),
      ),
    ).toBe(base);
    expect(rebuildKey({ labels: { layout: { skipLink: 'Jump' } } }, built({}))).toBe(base);
    expect(rebuildKey({ settings: { favicon: true } }, built({}))).not.toBe(base);
    const Footer = () => null;
    expect(rebuildKey({ templates: { regions: { footer1: Footer } } }, built({}))).not.toBe(base);
  });
});

/** A build result of hand-made themes: `tokens` as name → CSS value (a breakpoint's name starts `breakpoint.`). */
const fake = (themes: Record<string, Record<string, string>>, colorScheme = 'light'): BuildResult => ({
  names: Object.keys(themes),
  issues: [],
  themes: Object.fromEntries(
    Object.entries(themes).map(([name, tokens]) => [
      name,
      {
        colorScheme,
        tokens: Object.entries(tokens).map(([token, css]) => ({
          path: token.split('.'),
          name: token,
          cssVar: `--portal-${token.replace(/\./g, '-')}`,
          css,
        })),
      },
    ]),
  ) as unknown as BuildResult['themes'],
});

describe('live preview: the stylesheet', () => {
  it('writes each theme once, one variable a line, blocks one after another', () => {
    const css = previewCss(fake({ a: { 'color.x': 'red', 'space.1': '4px' }, b: { 'color.x': 'blue' } }), 'b');
    expect(css).toBe(
      '/* npm start live preview: theme variables from tokens/ and theme.config.ts (dev only) */\n' +
        ':root, .portal-theme-b {\n  color-scheme: light;\n  --portal-color-x: blue;\n}\n' +
        '.portal-theme-a {\n  color-scheme: light;\n  --portal-color-x: red;\n  --portal-space-1: 4px;\n}\n',
    );
  });

  it('gives :root to the first built theme when the chosen one was not built', () => {
    const css = previewCss(fake({ a: { 'color.x': 'red' }, b: { 'color.x': 'blue' } }), 'missing');
    expect(css).toContain(':root, .portal-theme-a {');
    expect(css).not.toContain('missing');
    expect(css.match(/portal-theme-a/g)).toHaveLength(1);
  });
});

describe('live preview: the options layer', () => {
  it('lets the top-level labels win over settings.labels, both over the defaults', () => {
    const options = previewOptions(
      {
        settings: { labels: { layout: { skipLink: 'From settings', userNav: 'Nav from settings' } } },
        labels: { layout: { skipLink: 'From labels' } },
      },
      { layout: { skipLink: 'Default', userNav: 'Nav', brand: 'Brand' } },
    );
    expect(options.labels).toEqual({ layout: { skipLink: 'From labels', userNav: 'Nav from settings', brand: 'Brand' } });
  });

  it('states every default setting, with the config’s values and its extra keys, but no raw labels or templates', () => {
    const options = previewOptions({ settings: { favicon: true, keyRotationDays: 90 } }, {});
    const expected: Record<string, unknown> = { ...defaultSettings, favicon: true, keyRotationDays: 90 };
    delete expected.labels;
    delete expected.templates;
    expect(options).toEqual({ ...expected, theme: 'default', labels: {} });
  });

  it('passes a setting the portal does not know on, so the preview warns about it as the built portal would', () => {
    expect(previewOptions({ settings: { ajaxx: true } } as never, {}).ajaxx).toBe(true);
  });

  it('takes the theme from settings.theme, else from the config’s theme', () => {
    expect(previewOptions({ theme: 'dark' }, {}).theme).toBe('dark');
    expect(previewOptions({ theme: 'dark', settings: { theme: 'brand' } }, {}).theme).toBe('brand');
  });

  it('passes settings.templates through only when it is an object', () => {
    const templates = { footer1: '<p>brand</p>' };
    expect(previewOptions({ settings: { templates } }, {}).templates).toEqual(templates);
    expect(previewOptions({}, {})).not.toHaveProperty('templates');
    expect(previewOptions({ settings: { templates: 'x' } } as never, {})).not.toHaveProperty('templates');
  });
});

describe('live preview: what needs a rebuild', () => {
  const result = fake({ default: { 'breakpoint.sm': '40rem', 'color.x': 'red' } });

  it('rebuilds for a new theme, a breakpoint, each head setting, the upgrade notice and a template', () => {
    const base = rebuildKey({}, result, {});
    expect(rebuildKey({}, result, {})).toBe(base);
    expect(rebuildKey({}, fake({ default: { 'breakpoint.sm': '40rem', 'color.x': 'blue' } }), {})).toBe(base);
    expect(rebuildKey({}, fake({ default: { 'breakpoint.sm': '40rem', 'color.x': 'red' }, dark: {} }), {})).not.toBe(base);
    expect(rebuildKey({}, fake({ default: { 'breakpoint.sm': '36rem', 'color.x': 'red' } }), {})).not.toBe(base);
    for (const settings of [{ responsive: false }, { favicon: true }, { faviconURL: '/x.ico' }, { faviconSizes: 'any' }])
      expect(rebuildKey({ settings }, result, {}), JSON.stringify(settings)).not.toBe(base);
    expect(rebuildKey({ settings: { ajax: false } }, result, {})).toBe(base);
    expect(rebuildKey({ labels: { layout: { upgradeNotice: 'Upgrade!' } } }, result, {})).not.toBe(base);
    expect(rebuildKey({ labels: { layout: { skipLink: 'Jump' } } }, result, {})).toBe(base);
    expect(rebuildKey({ labels: { layout: { upgradeNotice: 'Please upgrade' } } }, result, {})).not.toBe(
      rebuildKey({ labels: { layout: { upgradeNotice: 'Upgrade!' } } }, result, {}),
    );
  });

  it('tells one template component from another, and a change inside a template group', () => {
    const One = () => null;
    const Two = () => 'two';
    const one = rebuildKey({ templates: { regions: { footer1: One } } }, result, {});
    expect(rebuildKey({ templates: { regions: { footer1: Two } } }, result, {})).not.toBe(one);
    expect(rebuildKey({ templates: { regions: { footer2: One } } }, result, {})).not.toBe(one);
  });

  it('does not fail on a build with no themes', () => {
    expect(() => rebuildKey({}, fake({}), {})).not.toThrow();
  });
});
