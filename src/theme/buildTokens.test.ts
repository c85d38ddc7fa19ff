// build-tokens on the real token files and on broken copies of them.
import { describe, expect, it } from 'vitest';
import {
  buildTheme,
  buildThemes,
  contractPaths,
  formatIssue,
  tokenScope,
  type TokenSources,
  type TokenTree,
} from './buildTokens.ts';
import { cssVarName } from './contractShape.ts';
import { tokenSources } from './tokenSources.ts';

const clone = (): TokenSources => structuredClone(tokenSources);
const messages = (sources: TokenSources, overrides = {}) => buildThemes(sources, overrides).issues.map(formatIssue);
const value = (sources: TokenSources, theme: string, name: string, overrides = {}) => {
  const { theme: built, issues } = buildTheme(theme, sources, overrides);
  expect(issues.map(formatIssue)).toEqual([]);
  return built!.tokens.find((t) => t.name === name)!;
};
const at = (tree: TokenTree, path: string): Record<string, unknown> =>
  path.split('.').reduce((node, key) => (node as Record<string, TokenTree>)[key]!, tree as unknown) as Record<string, unknown>;

describe('the token files', () => {
  it('build every theme without problems, default first', () => {
    const result = buildThemes(tokenSources);
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(result.names).toEqual(['default', 'brand', 'dark']);
  });

  it('give every contract leaf a CSS value in every theme', () => {
    const result = buildThemes(tokenSources);
    const leaves = contractPaths();
    expect(leaves.length).toBeGreaterThan(150);
    for (const name of result.names) {
      const theme = result.themes[name]!;
      expect(theme.tokens.map((t) => t.name)).toEqual(leaves.map((p) => p.join('.')));
      for (const path of leaves) {
        const v = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], theme.values);
        expect(typeof v === 'string' && v.length > 0, `${name}: ${path.join('.')}`).toBe(true);
      }
    }
  });

  it('carry theme metadata from $extensions, with inherited colour scheme', () => {
    const { themes } = buildThemes(tokenSources);
    expect(themes.dark).toMatchObject({ label: 'Dark', colorScheme: 'dark' });
    expect(themes.brand).toMatchObject({ label: 'Brand example (Orchid)', colorScheme: 'light' });
  });

  it('make the example brand theme clearly different: palette, fonts and radius', () => {
    const { themes } = buildThemes(tokenSources);
    const css = (theme: string, name: string) => themes[theme]!.tokens.find((t) => t.name === name)!.css;
    for (const name of [
      'color.brand.700',
      'color.neutral.900',
      'font.family.body',
      'font.family.heading',
      'radius.md',
      'color.surface',
    ]) {
      expect(css('brand', name), name).not.toBe(css('default', name));
    }
  });
});

describe('conversion to CSS', () => {
  it('converts DTCG values by $type', () => {
    expect(value(tokenSources, 'default', 'space.lg').css).toBe('1rem');
    expect(value(tokenSources, 'default', 'space.none').css).toBe('0');
    expect(value(tokenSources, 'default', 'font.weight.bold').css).toBe('700');
    expect(value(tokenSources, 'default', 'font.lineHeight.normal').css).toBe('1.5');
    expect(value(tokenSources, 'default', 'motion.duration.fast').css).toBe('120ms');
    expect(value(tokenSources, 'default', 'motion.easing.standard').css).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(value(tokenSources, 'default', 'color.overlay').css).toBe('rgb(15 23 42 / 0.55)');
    expect(value(tokenSources, 'default', 'shadow.md').css).toBe(
      '0 1px 3px 0 rgb(15 23 42 / 0.06), 0 4px 12px 0 rgb(15 23 42 / 0.1)',
    );
    expect(value(tokenSources, 'brand', 'font.family.heading').css).toBe(
      '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
    );
  });

  it('resolves alias chains and records them', () => {
    const link = value(tokenSources, 'default', 'color.link');
    expect(link.aliasOf).toEqual(['color.brand.700']);
    expect(link.css).toBe(value(tokenSources, 'default', 'color.brand.700').css);
    expect(link.cssVar).toBe(`--${cssVarName(['color', 'link'])}`);
    expect(value(tokenSources, 'default', 'font.family.heading').aliasOf).toEqual(['font.family.body']);
  });

  it('accepts the string forms and inherits $type from a parent group', () => {
    const s = clone();
    at(s.themes.default!, 'color').surface = { $value: 'rgb(250 250 250)' };
    at(s.base, 'space').lg = { $value: '1.25rem' };
    at(s.base, 'motion.duration').fast = { $value: '0.1s' };
    at(s.base, 'font.weight').bold = { $value: 'semi-bold' };
    expect(value(s, 'default', 'color.surface')).toMatchObject({ css: 'rgb(250 250 250)', type: 'color' });
    expect(value(s, 'default', 'space.lg').css).toBe('1.25rem');
    expect(value(s, 'default', 'motion.duration.fast').css).toBe('0.1s');
    expect(value(s, 'default', 'font.weight.bold').css).toBe('600');
  });
});

describe('errors name the path', () => {
  it('a broken alias names the token and the missing target', () => {
    const s = clone();
    at(s.themes.dark!, 'color').link = { $value: '{color.brand.950}' };
    expect(messages(s)).toEqual([
      'tokens/themes/dark.tokens.json › color.link: broken alias {color.brand.950}: there is no token color.brand.950 (theme: dark)',
    ]);
  });

  it('an alias cycle names the chain', () => {
    const s = clone();
    at(s.themes.default!, 'color').link = { $value: '{color.linkHover}' };
    at(s.themes.default!, 'color').linkHover = { $value: '{color.link}' };
    const found = messages(s);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^tokens\/themes\/default\.tokens\.json › color\.link(Hover)?: alias cycle: color\.link(Hover)? → color\.link(Hover)? → color\.link(Hover)?/,
    );
    // brand extends default but sets its own link colour, so only default has the cycle
    expect(found[0]).toContain('(theme: default)');
  });

  it('a value that does not match its $type names what was expected', () => {
    const s = clone();
    at(s.base, 'color.brand')['500'] = { $value: 'blue-ish' };
    at(s.base, 'radius').md = { $value: '6 px' };
    at(s.base, 'motion.easing').standard = { $value: [2, 0, 0, 1] };
    expect(messages(s)).toEqual([
      'tokens/base.tokens.json › color.brand.500: expected a colour, got "blue-ish" (themes: default, dark)',
      'tokens/base.tokens.json › radius.md: expected a dimension such as "1rem" or { "value": 1, "unit": "rem" }, got "6 px" (themes: default, dark)',
      'tokens/base.tokens.json › motion.easing.standard: expected four numbers [x1, y1, x2, y2] with x1 and x2 between 0 and 1, got [2,0,0,1] (themes: default, brand, dark)',
    ]);
  });

  it('an alias to a token of another $type is an error', () => {
    const s = clone();
    at(s.themes.default!, 'color').link = { $value: '{space.lg}' };
    expect(messages(s)[0]).toBe(
      'tokens/themes/default.tokens.json › color.link: alias {space.lg} is a dimension token, but this token is a color (theme: default)',
    );
  });

  it('a shadow part with a bad alias or value is an error', () => {
    const s = clone();
    at(s.base, 'shadow').sm = { $value: { color: '{color.nope}', offsetX: '0', offsetY: '1px', blur: '2px', spread: '0' } };
    at(s.base, 'shadow').lg = { $value: { color: '#000', offsetX: 'x', offsetY: '1px', blur: '2px' } };
    expect(messages(s)).toEqual([
      'tokens/base.tokens.json › shadow.sm: broken alias {color.nope} in color: there is no token color.nope (theme: default)',
      'tokens/base.tokens.json › shadow.lg: offsetX: expected a dimension such as "1rem" or { "value": 1, "unit": "rem" }, got "x" (theme: default)',
    ]);
  });

  it('a missing contract leaf names the theme file and the CSS variable', () => {
    const s = clone();
    delete at(s.themes.dark!, 'color').surface;
    expect(messages(s)).toEqual([
      'tokens/themes/dark.tokens.json › color.surface: missing token: the theme contract needs a value for color.surface (--portal-color-surface) (theme: dark)',
    ]);
  });

  it('an unknown leaf is an error', () => {
    const s = clone();
    at(s.themes.default!, 'color').brandAccent = { $value: '#123456' };
    expect(messages(s)).toEqual([
      'tokens/themes/default.tokens.json › color.brandAccent: unknown token: not part of the theme contract (src/theme/contractShape.ts) (themes: default, brand)',
    ]);
  });

  it('a token without a $type is an error', () => {
    const s = clone();
    delete at(s.base, 'size').$type;
    expect(messages(s)[0]).toBe(
      'tokens/base.tokens.json › size.container: no $type: set $type on the token or on a parent group (themes: default, brand, dark)',
    );
  });

  it('a theme may not change the breakpoints (they are media-query constants)', () => {
    const s = clone();
    (s.themes.dark as Record<string, unknown>).breakpoint = { $type: 'dimension', md: { $value: '50rem' } };
    expect(messages(s)).toEqual([
      'tokens/themes/dark.tokens.json › breakpoint.md: breakpoints are build-time constants for media queries; set them in tokens/base.tokens.json (theme: dark)',
    ]);
  });

  it('extends must name an existing theme and may not loop', () => {
    const s = clone();
    (s.themes.brand!.$extensions as Record<string, Record<string, unknown>>)['dev.portal-theme-kit']!.extends = 'nope';
    expect(messages(s)[0]).toBe(
      'tokens/themes/brand.tokens.json: extends unknown theme "nope" (themes: default, brand, dark) (theme: brand)',
    );
    const t = clone();
    t.themes.default!.$extensions = { 'dev.portal-theme-kit': { extends: 'brand' } };
    expect(messages(t).some((m) => m.includes('theme "extends" cycle'))).toBe(true);
  });
});

describe('theme.config.ts overrides', () => {
  it('are merged before aliases resolve: one palette step changes every role that uses it, in every theme asked for', () => {
    const overrides = { tokens: { color: { brand: { 700: '#5f286b' } } }, applyTokensTo: 'all' as const };
    const result = buildThemes(tokenSources, overrides);
    expect(result.issues).toEqual([]);
    expect(result.themes.default!.tokens.find((t) => t.name === 'color.link')!.css).toBe('#5f286b');
    expect(result.themes.default!.tokens.find((t) => t.name === 'tone.brand.solid')!.css).toBe('#5f286b');
    expect(result.themes.brand!.tokens.find((t) => t.name === 'color.brand.700')!.css).toBe('#5f286b');
    expect(result.themes.dark!.tokens.find((t) => t.name === 'color.brand.700')!.source).toEqual({
      file: 'theme.config.ts',
      prefix: 'tokens',
    });
  });

  it('per-theme overrides touch only that theme and accept DTCG token objects', () => {
    const overrides = { themes: { dark: { color: { link: { $value: '{color.brand.200}', $description: 'lighter links' } } } } };
    const result = buildThemes(tokenSources, overrides);
    expect(result.issues).toEqual([]);
    const link = (t: string) => result.themes[t]!.tokens.find((x) => x.name === 'color.link')!;
    expect(link('dark')).toMatchObject({ aliasOf: ['color.brand.200'], description: 'lighter links' });
    expect(link('default').aliasOf).toEqual(['color.brand.700']);
  });

  it('report unknown paths, groups set to values, unknown themes and bad values with the config path', () => {
    const overrides = { tokens: { color: { brnad: { 500: '#000' }, brand: '#000', link: 'blue-ish' } }, themes: { purple: {} } };
    expect(messages(tokenSources, overrides)).toEqual([
      'theme.config.ts › tokens.color.brnad: unknown token: no such token or group in the token files (themes: default, dark)',
      'theme.config.ts › tokens.color.brand: is a group of tokens; expected an object of overrides, got "#000" (themes: default, dark)',
      'theme.config.ts › tokens.color.link: expected a colour, got "blue-ish" (themes: default, dark)',
      'theme.config.ts › themes.purple: unknown theme (themes: default, brand, dark)',
    ]);
  });
});

describe('global overrides say which themes they touch (issue 15)', () => {
  const css = (r: ReturnType<typeof buildThemes>, theme: string, name: string) =>
    r.themes[theme]!.tokens.find((t) => t.name === name)!.css;
  const green = { tokens: { color: { brand: { seed: '#15803d' } } } };

  it('a green brand in `tokens` re-brands default and dark but does not leak into the plum brand theme', () => {
    const plain = buildThemes(tokenSources);
    const r = buildThemes(tokenSources, green);
    expect(r.issues).toEqual([]);
    expect(css(r, 'default', 'color.brand.600')).toBe('#15803d');
    expect(css(r, 'dark', 'color.link')).not.toBe(css(plain, 'dark', 'color.link'));
    for (const t of plain.themes.brand!.tokens) expect(css(r, 'brand', t.name)).toBe(t.css);
    expect(tokenScope(tokenSources, green)).toEqual([
      { theme: 'default', applies: true, reason: "the portal's theme (`theme`)", ownOverrides: false },
      {
        theme: 'brand',
        applies: false,
        reason: 'has its own brand palette (tokens/themes/brand.tokens.json)',
        ownOverrides: false,
      },
      { theme: 'dark', applies: true, reason: 'no brand palette of its own', ownOverrides: false },
    ]);
  });

  it('reaches the brand theme when asked: applyTokensTo "all", a list, or brand being the portal\'s theme', () => {
    for (const extra of [{ applyTokensTo: 'all' as const }, { applyTokensTo: ['brand'] }, { theme: 'brand' }]) {
      const r = buildThemes(tokenSources, { ...green, ...extra });
      expect(css(r, 'brand', 'color.brand.600')).toBe('#15803d');
    }
    const onlyBrand = buildThemes(tokenSources, { ...green, applyTokensTo: ['brand'] });
    expect(css(onlyBrand, 'default', 'color.brand.700')).toBe('#1d42d8');
  });

  it('themes.<name> reaches its theme whatever the scope, after the global tokens', () => {
    const r = buildThemes(tokenSources, {
      ...green,
      themes: { brand: { color: { header: '{color.brand.800}' } }, dark: { color: { brand: { seed: '#c2410c' } } } },
    });
    expect(r.issues).toEqual([]);
    expect(css(r, 'brand', 'color.header')).toBe('#5f286b');
    expect(css(r, 'dark', 'color.brand.700')).not.toBe(css(r, 'default', 'color.brand.700'));
    expect(r.themes.dark!.seeded.map((s) => `${s.source.prefix}.${s.scale}.seed=${s.seed}`)).toEqual([
      'themes.dark.color.brand.seed=#c2410c',
    ]);
  });
});

describe('seed colours', () => {
  it('generate the ten steps every role aliases; steps set beside the seed win; sources name the seed', () => {
    const r = buildThemes(tokenSources, { tokens: { color: { brand: { seed: '#0f766e', 900: '#042f2e' } } } });
    expect(r.issues).toEqual([]);
    const theme = r.themes.default!;
    const token = (name: string) => theme.tokens.find((t) => t.name === name)!;
    expect(token('color.brand.700').css).toBe('#0f766e');
    expect(token('color.link').css).toBe('#0f766e');
    expect(token('color.header').css).toBe('#042f2e');
    expect(token('color.brand.600').source).toEqual({ file: 'theme.config.ts', prefix: 'tokens', seed: 'color.brand.seed' });
    expect(token('color.brand.900').source).toEqual({ file: 'theme.config.ts', prefix: 'tokens' });
    expect(theme.seeded).toEqual([expect.objectContaining({ scale: 'color.brand', seed: '#0f766e', seedStep: 700 })]);
    expect(Object.keys(theme.seeded[0]!.steps)).not.toContain('900');
  });

  it('a seed must be an opaque colour, and only palette scales take one', () => {
    expect(messages(tokenSources, { tokens: { color: { brand: { seed: '{color.info.500}' } } } })).toEqual([
      'theme.config.ts › tokens.color.brand.seed: expected an opaque colour (#rrggbb, rgb(), hsl() or oklch()) to generate color.brand.50…900 from, got "{color.info.500}" (themes: default, dark)',
    ]);
    expect(messages(tokenSources, { tokens: { color: { link: { seed: '#000000' } } } })[0]).toContain('tokens.color.link');
  });
});
