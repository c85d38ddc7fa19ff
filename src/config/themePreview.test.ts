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
  });

  it('offers only the nearest keys, and nothing when none is close', () => {
    expect(closest('brnad', ['brand', 'neutral', 'info'])).toEqual(['brand']);
    expect(closest('footer9', ['footer1', 'footer2', 'header'])).toEqual(['footer1', 'footer2']);
    expect(closest('bogus', ['ajax', 'logo', 'theme'])).toEqual([]);
    expect(didYouMean('drak', ['default', 'dark', 'brand'])).toBe(' — did you mean "dark"?');
    expect(didYouMean('x', ['default'])).toBe('');
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
    expect(previewOptionsScript({ logo: '</script><script>' })).not.toContain('</script>');
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
