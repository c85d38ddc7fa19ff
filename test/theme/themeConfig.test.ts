// theme.config.ts validation (what `npm run check-theme` and `npm run build` run): shape with zod,
// token overrides through build-tokens, contrast after overrides. Messages must name the config path.
import { describe, expect, it } from 'vitest';
import themeConfig from '../../theme.config.ts';
import { checkThemeConfig, describeOverrides, formatTokenIssue, schemaContext } from '../../src/config/checkThemeConfig.ts';
import { defineTheme, type ThemeConfig } from '../../src/config/defineTheme.ts';
import { themeConfigJsonSchema, validateThemeConfig } from '../../src/config/themeConfigSchema.ts';
import { buildThemes } from '../../src/theme/buildTokens.ts';
import { checkContrast, formatContrastFailure, requiredPairs } from '../../src/theme/contrast.ts';
import { tokenSources } from '../../src/theme/tokenSources.ts';

const check = (config: unknown) => checkThemeConfig(config, tokenSources).problems;
const ctx = schemaContext(buildThemes(tokenSources));

describe('the three broken configs of issue 2', () => {
  it('a bad colour names the token path and what was expected', () => {
    expect(check({ tokens: { color: { brand: { 500: 'blue-ish' } } } })).toEqual([
      'theme.config.ts › tokens.color.brand.500: expected a colour, got "blue-ish"',
    ]);
  });

  it('an unknown label key names the label path', () => {
    expect(check({ labels: { accountKeys: { emtpy: 'No keys' } } })).toEqual([
      'theme.config.ts › labels.accountKeys.emtpy: unknown label key',
    ]);
    expect(check({ labels: { keys: { emtpy: 'No keys' } } })).toEqual([
      'theme.config.ts › labels.keys: unknown label key — did you mean "viewKeys"?',
    ]);
  });

  it('a low-contrast brand names the pair, the theme, the ratio and the config path it came from', () => {
    const problems = check({ theme: 'brand', themes: { brand: { tone: { brand: { solid: '#f0abfc' } } } } });
    expect(problems).toContain(
      'on-brand/brand (tone.brand.onSolid #ffffff on tone.brand.solid #f0abfc) is 1.75:1 in theme "brand", needs at least 4.5:1 — set by theme.config.ts › themes.brand.tone.brand.solid',
    );
    expect(problems.every((p) => p.includes('in theme "brand"'))).toBe(true);
  });
});

describe('theme.config validation', () => {
  it('accepts the project theme.config.ts and an empty config', () => {
    expect(check(themeConfig)).toEqual([]);
    expect(check({})).toEqual([]);
  });

  it('accepts a full worked example (the one in docs/theming.md)', () => {
    const Footer = () => null;
    const config = defineTheme({
      theme: 'default',
      tokens: {
        color: { brand: { seed: '#5f286b' } },
        font: { family: { heading: ['Iowan Old Style', 'Georgia', 'serif'] } },
        radius: { md: '0.75rem' },
        shadow: { sm: { color: '{color.neutral.900}', offsetX: '0', offsetY: '1px', blur: '3px' } },
      },
      themes: { dark: { color: { link: '{color.brand.200}' } } },
      labels: { layout: { skipLink: 'Jump to content' } },
      templates: { regions: { footer1: Footer } },
      settings: { ajax: false, ajaxIgnore: ['.no-ajax'], layout: 'alternate', theme: 'dark' },
    });
    expect(check(config)).toEqual([]);
    // the README one-minute example
    expect(
      check(
        defineTheme({
          theme: 'default',
          tokens: { color: { brand: { seed: '#0f766e' } }, radius: { md: '10px' } },
          themes: { dark: { color: { link: '{color.brand.200}' } } },
          labels: { accountKeys: { heading: 'Your API keys' } },
          settings: { ajax: true, passwordStrength: true },
        }),
      ),
    ).toEqual([]);
  });

  it('names every other kind of mistake by path', () => {
    expect(
      check({
        theme: 'purple',
        tokens: { color: { brnad: { 500: '#000' } }, space: { lg: 16 }, font: { weight: { bold: 'heavyish' } } },
        labels: { layout: { skipLink: 5 } },
        templates: { regions: { footer9: () => null, footer1: 'html' } },
        settings: { ajax: 'yes', bogus: 1 },
        colours: {},
      }),
    ).toEqual(
      expect.arrayContaining([
        'theme.config.ts › theme: unknown theme "purple" (themes: default, brand, dark)',
        'theme.config.ts › tokens.color.brnad: unknown token — did you mean "brand"?',
        'theme.config.ts › tokens.space.lg: expected a dimension such as "1rem" or { "value": 1, "unit": "rem" }, got 16',
        'theme.config.ts › tokens.font.weight.bold: expected a font weight (1…1000 or a name such as "bold"), got "heavyish"',
        'theme.config.ts › labels.layout.skipLink: expected a string (label text), got 5',
        'theme.config.ts › templates.regions.footer9: unknown region — did you mean "footer1" or "footer2"?',
        'theme.config.ts › templates.regions.footer1: expected a React component, got "html"',
        'theme.config.ts › settings.ajax: expected true or false, got "yes"',
        'theme.config.ts › settings.bogus: unknown setting',
        'theme.config.ts › colours: unknown key',
      ]),
    );
  });

  it('reports alias problems in overrides through build-tokens', () => {
    expect(check({ tokens: { color: { link: '{color.brand.950}' } } })).toEqual([
      'theme.config.ts › tokens.color.link: broken alias {color.brand.950}: there is no token color.brand.950 — did you mean "color.brand.50" or "color.brand.900"? (themes: default, dark)',
    ]);
  });

  it('suggests the nearest known key for a typo: labels, settings, tokens, theme names, alias targets', () => {
    expect(
      check({
        theme: 'drak',
        labels: { acountKeys: { heading: 'Keys' }, layout: { skiplink: 'Skip' } },
        settings: { ajaxx: true, theme: 'brnad' },
        themes: { darkk: {} },
      }),
    ).toEqual(
      expect.arrayContaining([
        'theme.config.ts › theme: unknown theme "drak" — did you mean "dark"? (themes: default, brand, dark)',
        'theme.config.ts › labels.acountKeys: unknown label key — did you mean "accountKeys"?',
        'theme.config.ts › labels.layout.skiplink: unknown label key — did you mean "skipLink"?',
        'theme.config.ts › settings.ajaxx: unknown setting — did you mean "ajax"?',
        'theme.config.ts › settings.theme: unknown theme "brnad" — did you mean "brand"? (themes: default, brand, dark)',
        'theme.config.ts › themes.darkk: unknown theme — did you mean "dark"?',
      ]),
    );
    expect(check({ tokens: { color: { link: '{color.brnd.700}' } } })).toEqual([
      'theme.config.ts › tokens.color.link: broken alias {color.brnd.700}: there is no token color.brnd.700 — did you mean "color.brand.700"? (themes: default, dark)',
    ]);
  });

  it('rejects a default export that is not a config object', () => {
    expect(validateThemeConfig(undefined, ctx)).toEqual([
      'theme.config.ts: expected the default export to be defineTheme({ … }), got nothing',
    ]);
  });

  it('defineTheme is an identity function (it ships in the bundle)', () => {
    const config: ThemeConfig = { theme: 'dark' };
    expect(defineTheme(config)).toBe(config);
  });
});

describe('contrast rules', () => {
  it('every shipped theme passes every pair', () => {
    const { themes, names } = buildThemes(tokenSources);
    for (const name of names) {
      const failing = checkContrast(themes[name]!).filter((r) => !r.pass);
      expect(failing, name).toEqual([]);
    }
  });

  it('the required pairs are text/surface, muted/surface, on-brand/brand and link/surface at 4.5:1', () => {
    expect(requiredPairs.map((p) => [p.foreground, p.background, p.min])).toEqual([
      ['color.text', 'color.surface', 4.5],
      ['color.textMuted', 'color.surface', 4.5],
      ['tone.brand.onSolid', 'tone.brand.solid', 4.5],
      ['color.link', 'color.surface', 4.5],
    ]);
  });

  it('a muted text colour just below 4.5:1 fails (no rounding up)', () => {
    // #767676 on white is 4.54:1 (passes); #777777 is 4.48:1 (fails)
    expect(
      check({ themes: { default: { color: { textMuted: '#767676' } } } }).filter((p) => p.startsWith('textMuted/surface (')),
    ).toEqual([]);
    expect(check({ themes: { default: { color: { textMuted: '#777777' } } } })[0]).toBe(
      'textMuted/surface (color.textMuted #777777 on color.surface #ffffff) is 4.47:1 in theme "default", needs at least 4.5:1 — set by theme.config.ts › themes.default.color.textMuted',
    );
  });
});

describe('JSON Schema (npm run schema)', () => {
  it('describes tokens by type, labels and settings for editor help', () => {
    const schema = themeConfigJsonSchema(ctx) as { properties: Record<string, unknown>; $defs?: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual([
      '$schema',
      'theme',
      'tokens',
      'applyTokensTo',
      'themes',
      'labels',
      'templates',
      'settings',
    ]);
    const text = JSON.stringify(schema);
    expect(text).toContain('"colorSpace"');
    expect(text).toContain('"skipLink"');
    expect(text).toContain('"passwordStrength"');
    expect(text).toContain('"enum":["default","brand","dark"]');
  });
});

describe('seed colours, scope and suggestions in check-theme (issue 15)', () => {
  it('accepts a seed (typed) and an applyTokensTo list; refuses an alias seed and an unknown theme in the list', () => {
    expect(
      check(
        defineTheme({ tokens: { color: { brand: { seed: '#0f766e' }, neutral: { seed: '#0f766e' } } }, applyTokensTo: 'all' }),
      ),
    ).toEqual([]);
    expect(check({ tokens: { color: { brand: { seed: '{color.info.500}' } } } })).toEqual([
      'theme.config.ts › tokens.color.brand.seed: expected an opaque colour (#rrggbb, rgb(), hsl() or oklch()) (a seed cannot be an alias), got "{color.info.500}"',
    ]);
    expect(check({ tokens: { color: { link: { seed: '#000' } } } })).toEqual([
      'theme.config.ts › tokens.color.link: expected a colour, got {"seed":"#000"}',
    ]);
    expect(check({ applyTokensTo: ['purple'] })[0]).toMatch(/^theme\.config\.ts › applyTokensTo/);
  });

  it('a failing role names the pair, the ratio, the seed it came from and the step that would pass', () => {
    // a light seed lands on 400: the link (700) still passes, but a header set to 400 fails with white text
    // (generated scales keep 700 ≥ 4.5:1 and 600 ≥ 3:1 on white, so a seed alone rarely fails a rule)
    const problems = check({ tokens: { color: { brand: { seed: '#38bdf8' }, header: '{color.brand.400}' } } });
    expect(problems).toContain(
      'headerText/header (color.headerText #ffffff on color.header #38bdf8) is 2.14:1 in theme "default", needs at least 4.5:1 — set by theme.config.ts › tokens.color.header — try color.header: \'{color.brand.700}\' (5.79:1)',
    );
  });

  it('per-theme seeds are checked in their theme, with the step that would pass', () => {
    // the dark theme's brand buttons (brand.400 under dark text) with 400 set dark beside a seed
    expect(check({ themes: { dark: { color: { brand: { seed: '#0f766e', 400: '#0f766e' } } } } })).toContain(
      'on-brand/brand (tone.brand.onSolid #0f172a on tone.brand.solid #0f766e) is 3.26:1 in theme "dark", needs at least 4.5:1 — set by theme.config.ts › themes.dark.color.brand.400 — try tone.brand.solid: \'{color.brand.300}\' (10.29:1)',
    );
    expect(check({ themes: { dark: { color: { brand: { seed: '#0f766e' }, focusRing: '{color.brand.800}' } } } })).toEqual([
      'focusRing/surface (color.focusRing #065e58 on color.surface #0f172a) is 2.33:1 in theme "dark", needs at least 3:1 — set by theme.config.ts › themes.dark.color.focusRing — try color.focusRing: \'{color.brand.700}\' (3.26:1)',
    ]);
  });

  it('describeOverrides says which themes each override touches and which step holds the seed', () => {
    const config = {
      tokens: { color: { brand: { seed: '#0f766e' } } },
      themes: { dark: { color: { link: '{color.brand.200}' } } },
    };
    const { result } = checkThemeConfig(config, tokenSources);
    expect(describeOverrides(config, tokenSources, result)).toEqual([
      "tokens → default (the portal's theme (`theme`)), dark (no brand palette of its own); not brand: has its own brand palette (tokens/themes/brand.tokens.json) — to change it too: applyTokensTo: 'all' or themes.<name>",
      'themes.dark → dark',
      'color.brand ← tokens.color.brand.seed #0f766e (unchanged at step 700; generated 50, 100, 200, 300, 400, 500, 600, 700, 800, 900) in default, dark',
    ]);
  });

  it('suggests the nearest passing step of the same scale for a failing role', () => {
    const built = buildThemes(tokenSources, { tokens: { color: { link: '{color.brand.500}' } } });
    const link = checkContrast(built.themes.default!).find((r) => r.label === 'link/surface')!;
    expect(link.pass).toBe(false);
    expect(link.suggestion).toEqual({ token: 'color.link', alias: '{color.brand.600}', ratio: expect.any(Number) });
    expect(formatContrastFailure('default', link)).toMatch(/ — try color\.link: '\{color\.brand\.600\}' \(\d\.\d\d:1\)$/);
  });
});

describe('check-theme: token-file problems, where a colour came from, what overrides touch', () => {
  /** tokenSources with one token of one file (`base` or a theme's) set to `$value` (a deep copy: the files are plain JSON) */
  const editedSources = (file: string, path: string, $value: string): typeof tokenSources => {
    const sources = JSON.parse(JSON.stringify(tokenSources)) as typeof tokenSources;
    let node = (file === 'base' ? sources.base : sources.themes[file]) as Record<string, unknown>;
    const keys = path.split('.');
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys[keys.length - 1]!] = { $value };
    return sources;
  };

  it('a problem in the token files names the file, with "did you mean" for a broken alias or an unknown token, and stops there', () => {
    const brokenAlias = editedSources('default', 'color.link', '{color.brnad.700}');
    // the config is not read while the token files are broken (its unknown key is not reported)
    expect(checkThemeConfig({ colours: {} }, brokenAlias)).toEqual({
      problems: [
        'tokens/themes/default.tokens.json › color.link: broken alias {color.brnad.700}: there is no token color.brnad.700 — did you mean "color.brand.700"? (theme: default)',
      ],
      result: null,
    });
    const unknownToken = editedSources('default', 'color.lnik', '#000000');
    expect(checkThemeConfig({}, unknownToken).problems).toEqual([
      'tokens/themes/default.tokens.json › color.lnik: unknown token: not part of the theme contract (src/theme/contractShape.ts) — did you mean "color.link"? (themes: default, brand)',
    ]);
    // a bad value is no typo of a key: no suggestion (color.brand.50 is one edit away)
    const badValue = editedSources('base', 'color.brand.500', 'blue-ish');
    expect(checkThemeConfig({}, badValue).problems).toEqual([
      'tokens/base.tokens.json › color.brand.500: expected a colour, got "blue-ish" (themes: default, dark)',
    ]);
  });

  it('a suggestion goes before the list of themes, or at the end when the issue names none', () => {
    const issue = { source: { file: 'theme.config.ts', prefix: 'tokens' }, path: 'color.link' };
    const message = 'broken alias {color.brnd.700}: there is no token color.brnd.700';
    expect(formatTokenIssue({ ...issue, message, themes: [] })).toBe(
      'theme.config.ts › tokens.color.link: broken alias {color.brnd.700}: there is no token color.brnd.700 — did you mean "color.brand.700"?',
    );
    expect(formatTokenIssue({ ...issue, message, themes: ['dark'] })).toBe(
      'theme.config.ts › tokens.color.link: broken alias {color.brnd.700}: there is no token color.brnd.700 — did you mean "color.brand.700"? (theme: dark)',
    );
  });

  it('a contrast failure names each config path its colours came from, a seed with the step it generated, none for the token files', () => {
    expect(check({ themes: { default: { color: { text: '#777777', surface: '#f4f4f4' } } } })[0]).toBe(
      'text/surface (color.text #777777 on color.surface #f4f4f4) is 4.07:1 in theme "default", needs at least 4.5:1 — set by theme.config.ts › themes.default.color.text, themes.default.color.surface',
    );
    // a black seed makes a grey 400, too dark under the dark theme's dark button text
    expect(check({ themes: { dark: { color: { brand: { seed: '#000000' } } } } })).toContain(
      'on-brand/brand (tone.brand.onSolid #0f172a on tone.brand.solid #777777) is 3.98:1 in theme "dark", needs at least 4.5:1 — set by theme.config.ts › themes.dark.color.brand.seed (generated color.brand.400) — try tone.brand.solid: \'{color.brand.300}\' (6.90:1)',
    );
    const lowMuted = editedSources('default', 'color.textMuted', '#999999');
    expect(checkThemeConfig({}, lowMuted).problems[0]).toBe(
      'textMuted/surface (color.textMuted #999999 on color.surface #ffffff) is 2.84:1 in theme "default", needs at least 4.5:1',
    );
  });

  it('describeOverrides: nothing for empty overrides; no theme or every theme; a neutral seed as a tint; a failed build', () => {
    const summary = (config: ThemeConfig) =>
      describeOverrides(config, tokenSources, checkThemeConfig(config, tokenSources).result);
    expect(summary({})).toEqual([]);
    expect(summary({ tokens: {}, themes: { brand: {} } })).toEqual([]);
    expect(summary({ tokens: { radius: { md: '1rem' } }, applyTokensTo: [] })).toEqual([
      "tokens → no theme; not default: not listed in applyTokensTo; not brand: not listed in applyTokensTo; not dark: not listed in applyTokensTo — to change it too: applyTokensTo: 'all' or themes.<name>",
    ]);
    expect(summary({ tokens: { radius: { md: '1rem' } }, applyTokensTo: 'all' })).toEqual([
      'tokens → default (applyTokensTo: "all"), brand (applyTokensTo: "all"), dark (applyTokensTo: "all")',
    ]);
    expect(summary({ tokens: { color: { neutral: { seed: '#0f766e' } } } })[1]).toBe(
      'color.neutral ← tokens.color.neutral.seed #0f766e (its hue as a tint; generated 50, 100, 200, 300, 400, 500, 600, 700, 800, 900) in default, dark',
    );
    // a broken alias: default and dark are not built (check-theme still prints the summary), or no build at all
    const broken: ThemeConfig = { tokens: { color: { brand: { seed: '#0f766e' }, link: '{color.brand.950}' } } };
    const { problems, result } = checkThemeConfig(broken, tokenSources);
    expect(problems).toHaveLength(1);
    expect(Object.keys(result!.themes)).toEqual(['brand']);
    const scopeLine =
      "tokens → default (the portal's theme (`theme`)), dark (no brand palette of its own); not brand: has its own brand palette (tokens/themes/brand.tokens.json) — to change it too: applyTokensTo: 'all' or themes.<name>";
    expect(describeOverrides(broken, tokenSources, result)).toEqual([scopeLine]);
    expect(describeOverrides(broken, tokenSources, null)).toEqual([scopeLine]);
  });

  it('schemaContext of token files without themes: no tokens, no theme names', () => {
    expect(schemaContext(buildThemes({ base: tokenSources.base, themes: {} }))).toEqual({ tokens: [], themeNames: [] });
  });
});
