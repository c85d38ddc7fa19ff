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

  it('settings.templates: any of the runtime templates, not all of them; an unknown name is named', () => {
    expect(check({ settings: { templates: { footer1: null, blogAll: '<p>{{title}}</p>' } } })).toEqual([]);
    expect(check({ settings: { templates: { footer9: null } } })).toEqual([
      expect.stringMatching(/^theme\.config\.ts › settings\.templates(\.footer9)?: /),
    ]);
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

describe('theme.config shape, case by case (themeConfigSchema)', () => {
  const validate = (config: unknown) => validateThemeConfig(config, ctx);
  const dimensionExpected = 'expected a dimension such as "1rem" or { "value": 1, "unit": "rem" }';
  const seedExpected = 'expected an opaque colour (#rrggbb, rgb(), hsl() or oklch()) (a seed cannot be an alias)';

  it('a token value may be wrapped in { $value } and an alias may carry spaces', () => {
    expect(
      validate({
        tokens: { color: { brand: { 500: { $value: 'blue-ish' }, 600: { $value: '#000' }, 700: ' {color.info.500} ' } } },
      }),
    ).toEqual(['tokens.color.brand.500: expected a colour, got "blue-ish"']);
  });

  it('a shadow is one layer or a non-empty list of layers; a wrong part is named, aliases and a missing spread are fine', () => {
    const layer = { color: '#000', offsetX: '1px', offsetY: '0', blur: '3px' };
    const shapeExpected = 'expected a shadow ({ color, offsetX, offsetY, blur, spread }) or a list of them';
    expect(validate({ tokens: { shadow: { sm: [] } } })).toEqual([`tokens.shadow.sm: ${shapeExpected}, got []`]);
    expect(validate({ tokens: { shadow: { sm: [layer, 'x'] } } })).toEqual([
      `tokens.shadow.sm: ${shapeExpected}, got [{"color":"#000","offsetX":"1px","offsetY":"0","blur":"3px"},"x"]`,
    ]);
    expect(validate({ tokens: { shadow: { sm: { ...layer, offsetY: 'x' } } } })).toEqual([
      `tokens.shadow.sm: offsetY: ${dimensionExpected}, got "x"`,
    ]);
    expect(
      validate({
        tokens: {
          shadow: {
            sm: [
              { ...layer, color: '{color.text}' },
              { ...layer, spread: 'wide' },
            ],
          },
        },
      }),
    ).toEqual([`tokens.shadow.sm: spread: ${dimensionExpected}, got "wide"`]);
    expect(validate({ tokens: { shadow: { sm: { ...layer, offsetX: '{radius.md}', offsetY: ' {radius.md} ' } } } })).toEqual([]);
  });

  it('a seed is one opaque colour (also as { $value }); only a colour scale of ten steps takes one', () => {
    expect(validate({ tokens: { color: { brand: { seed: { $value: '#0f766e' } } } } })).toEqual([]);
    expect(validate({ tokens: { color: { neutral: { seed: '#0f766e80' } } } })).toEqual([
      `tokens.color.neutral.seed: ${seedExpected}, got "#0f766e80"`,
    ]);
    expect(validate({ tokens: { color: { brand: { seed: 'nonsense' } } } })).toEqual([
      `tokens.color.brand.seed: ${seedExpected}, got "nonsense"`,
    ]);
    expect(validate({ tokens: { tone: { brand: { seed: '#0f766e' } } } })).toEqual(['tokens.tone.brand.seed: unknown token']);
    expect(validate({ themes: { dark: { color: { lnik: '#000' } } } })).toEqual([
      'themes.dark.color.lnik: unknown token — did you mean "link"?',
    ]);
  });

  it('labels, templates: a group given as text, a memo or forwardRef component, an unknown screen or template kind', () => {
    expect(validate({ labels: { layout: 'x' } })).toEqual(['labels.layout: expected a group of labels, got "x"']);
    expect(
      validate({
        templates: { regions: { footer1: { $$typeof: Symbol.for('react.memo') } }, screens: { bogus: () => null }, bogus: {} },
      }),
    ).toEqual(['templates.screens.bogus: unknown content type', 'templates.bogus: unknown template kind (regions or screens)']);
  });

  it('settings: a class name, favicon sizes, key rotation from 1 to 3650 days, a layout, content types, a theme given as a number', () => {
    expect(
      validate({
        settings: { currentPageClass: '-is_current-1', faviconSizes: '16x16 32x32 any', keyRotationDays: 3650, logo: null },
      }),
    ).toEqual([]);
    expect(validate({ settings: { keyRotationDays: 1 } })).toEqual([]);
    expect(validate({ settings: { keyRotationDays: null, ajaxIgnoreTypes: ['docs'] } })).toEqual([]);
    const days = 'settings.keyRotationDays: expected a whole number of days from 1 to 3650, or null';
    for (const keyRotationDays of [0, 3651, 1.5]) expect(validate({ settings: { keyRotationDays } })).toEqual([days]);
    expect(validate({ settings: { keyRotationDays: '30' } })).toEqual([`${days}, got "30"`]);
    for (const currentPageClass of ['1abc', 'a b', 'x.y'])
      expect(validate({ settings: { currentPageClass } })).toEqual([
        'settings.currentPageClass: expected a single CSS class name',
      ]);
    for (const faviconSizes of ['16x16,32x32', '16x16 big', 'x16'])
      expect(validate({ settings: { faviconSizes } })).toEqual(['settings.faviconSizes: expected sizes like "16x16 32x32"']);
    expect(validate({ settings: { layout: 'x', ajaxIgnore: [5], theme: 5, labels: { layout: { skiplink: 'x' } } } })).toEqual([
      'settings.labels.layout.skiplink: unknown label key — did you mean "skipLink"?',
      'settings.ajaxIgnore.0: expected a string, got 5',
      'settings.layout: expected one of "default", "alternate", got "x"',
      'settings.theme: unknown theme 5 (themes: default, brand, dark)',
    ]);
    expect(validate({ settings: { ajaxIgnoreTypes: ['bogus'] } })[0]).toMatch(
      /^settings\.ajaxIgnoreTypes\.0: expected one of "fourOhFour", "noAccess", .*, got "bogus"$/,
    );
  });

  it('the top level: $schema must be text, applyTokensTo "all" or names, the config an object', () => {
    expect(validate({ $schema: 5, applyTokensTo: 'some' })).toEqual([
      '$schema: expected string, got 5',
      'applyTokensTo: expected "all" or a list of theme names (themes: default, brand, dark), got "some"',
    ]);
    expect(validate([])).toEqual(['theme.config.ts: expected the default export to be defineTheme({ … }), got []']);
  });

  it('the JSON Schema gives each token type its value forms, also wrapped in { $value }', () => {
    type Node = { $ref?: string; properties?: Record<string, Node>; anyOf?: Node[]; [key: string]: unknown };
    const schema = themeConfigJsonSchema(ctx) as Node & { $defs: Record<string, Node> };
    const deref = (n: Node): Node => (n.$ref ? schema.$defs[n.$ref.split('/').pop()!]! : n);
    const leaf = (path: string) =>
      path.split('.').reduce((n, key) => deref(deref(n).properties![key]!), deref(schema.properties!.tokens!));
    /** the plain value form of a token leaf, after checking the { $value } form wraps the same */
    const plain = (path: string) => {
      const [value, wrapped] = leaf(path).anyOf!;
      expect(wrapped).toEqual({
        type: 'object',
        required: ['$value'],
        properties: { $value: value, $description: { type: 'string' } },
      });
      return value!;
    };
    const matches = (pattern: unknown, text: string) => new RegExp(pattern as string).test(text);

    const dimension = plain('radius.md').anyOf!;
    for (const ok of ['1rem', '-0.5em', '.5rem', '10%', '2.vw']) expect(matches(dimension[0]!.pattern, ok), ok).toBe(true);
    for (const bad of ['1 rem', '1', 'rem', 'x1px', '1pxx']) expect(matches(dimension[0]!.pattern, bad), bad).toBe(false);
    expect(dimension[1]).toEqual({ const: 0 });
    expect(dimension[2]).toMatchObject({
      type: 'object',
      required: ['value', 'unit'],
      properties: { value: { type: 'number' } },
    });
    expect((dimension[2]!.properties as Record<string, { enum: string[] }>).unit!.enum).toEqual([
      'px',
      'rem',
      'em',
      'ch',
      '%',
      'vw',
      'vh',
      'vmin',
      'vmax',
    ]);

    const colour = plain('color.brand.500').anyOf!;
    expect(colour[0]).toEqual({ type: 'string', description: '#rrggbb, rgb(), hsl(), oklch() or an alias {color.brand.700}' });
    expect(colour[1]).toMatchObject({
      type: 'object',
      required: ['colorSpace', 'components'],
      properties: {
        colorSpace: { enum: ['srgb', 'hsl', 'oklch'] },
        components: { type: 'array', items: { type: 'number' }, minItems: 3, maxItems: 3 },
      },
    });
    expect(leaf('color.brand.seed').anyOf![0]).toEqual(plain('color.brand.500'));
    expect(leaf('color.brand.seed').description).toMatch(/^Seed colour: generates this scale/);

    expect(plain('font.weight.bold').anyOf).toEqual([{ type: 'number', minimum: 1, maximum: 1000 }, { type: 'string' }]);
    expect(plain('font.family.heading').anyOf).toEqual([
      { type: 'string' },
      { type: 'array', items: { type: 'string' }, minItems: 1 },
    ]);
    const number = plain('font.lineHeight.normal').anyOf!;
    expect(number[0]).toEqual({ type: 'number' });
    expect([matches(number[1]!.pattern, '{font.lineHeight.tight}'), matches(number[1]!.pattern, '1.5')]).toEqual([true, false]);
    const duration = plain('motion.duration.fast').anyOf!;
    for (const ok of ['150ms', '.2s', '1.5s']) expect(matches(duration[0]!.pattern, ok), ok).toBe(true);
    for (const bad of ['150', '-1s', '1m', 'ms']) expect(matches(duration[0]!.pattern, bad), bad).toBe(false);
    expect(duration[1]).toMatchObject({ required: ['value', 'unit'], properties: { unit: { enum: ['ms', 's'] } } });
    expect(plain('motion.easing.standard').anyOf![0]).toEqual({
      type: 'array',
      items: { type: 'number' },
      minItems: 4,
      maxItems: 4,
    });
    const shadow = plain('shadow.sm').anyOf!;
    expect(shadow[0]).toMatchObject({ type: 'object', required: ['color', 'offsetX', 'offsetY', 'blur'] });
    expect(Object.keys(shadow[0]!.properties!)).toEqual(['color', 'offsetX', 'offsetY', 'blur', 'spread', 'inset']);
    expect(shadow[1]).toEqual({ type: 'array', items: shadow[0], minItems: 1 });
    expect(matches(shadow[2]!.pattern, '{shadow.md}')).toBe(true);
  });
});
