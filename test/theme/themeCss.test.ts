// @vitest-environment node
// The real CSS build: vite + vanilla-extract evaluate src/theme/themes.css.ts with an alternate
// theme.config.ts (aliased in place of the project's). Changing one token in the config must change the
// matching CSS variable; a broken config must fail the build with the path in the message; and a config
// that imports a React component (a template) with its own .css.ts styles must still build.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = path.resolve(import.meta.dirname, '../..');
// inside the project so the temp config resolves react and the components like the real one does
const cacheDir = path.join(root, 'node_modules/.cache');
fs.mkdirSync(cacheDir, { recursive: true }); // a fresh clone after npm ci has no .cache yet
const work = fs.mkdtempSync(path.join(cacheDir, 'theme-css-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function writeConfig(name: string, body: string): string {
  const file = path.join(work, `${name}.config.tsx`);
  fs.writeFileSync(file, body);
  return file;
}

async function buildThemesCss(configFile: string): Promise<{ css: string; js: string }> {
  const entry = path.join(work, 'entry.ts');
  fs.writeFileSync(entry, `export { themeNames, defaultTheme } from '${root}/src/theme/index.ts';\n`);
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    resolve: { alias: [{ find: /^.*\/theme\.config\.ts$/, replacement: configFile }] },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'themes' },
      rollupOptions: { external: [/^react/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result as Rollup.RollupOutput]).flatMap((r) => r.output);
  const css = outputs
    .filter((o): o is Rollup.OutputAsset => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => String(o.source))
    .join('\n');
  const js = outputs
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n');
  return { css, js };
}

/** Rules as [selectors, body], in order. */
function rules(css: string): [string[], string][] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1]!.split(',').map((s) => s.trim()), m[2]!]);
}

/** Value of a custom property in the rules for `selector` (the last such rule wins, as in CSS). */
function cssVar(css: string, selector: string, name: string): string | undefined {
  const values = rules(css)
    .filter(([sels]) => sels.includes(selector))
    .flatMap(([, body]) => [...body.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].map((m) => m[1]!.trim()));
  return values.at(-1);
}

const header = `import { defineTheme } from '${root}/src/config/defineTheme.ts';\n`;

describe('theme CSS build with theme.config.ts overrides', () => {
  it('changing one token in the config changes the matching CSS variable (and what aliases it)', async () => {
    const base = await buildThemesCss(writeConfig('base', `${header}export default defineTheme({});\n`));
    const changed = await buildThemesCss(
      writeConfig(
        'changed',
        `${header}
import { Button } from '${root}/src/components/Button/index.ts';
// a template that is a React component with its own vanilla-extract styles
function Footer() { return <Button>Contact us</Button>; }
export default defineTheme({
  theme: 'dark',
  tokens: { color: { brand: { 700: '#5f286b' } } },
  templates: { regions: { footer1: Footer as never } },
});
`,
      ),
    );
    expect(cssVar(base.css, '.portal-theme-default', '--portal-color-brand-700')).toBe('#1d42d8');
    expect(cssVar(changed.css, '.portal-theme-default', '--portal-color-brand-700')).toBe('#5f286b');
    // merged before aliases resolve: the link role follows the palette step
    expect(cssVar(base.css, '.portal-theme-default', '--portal-color-link')).toBe('#1d42d8');
    expect(cssVar(changed.css, '.portal-theme-default', '--portal-color-link')).toBe('#5f286b');
    // nothing else changed in the default theme
    expect(cssVar(changed.css, '.portal-theme-default', '--portal-color-surface')).toBe(
      cssVar(base.css, '.portal-theme-default', '--portal-color-surface'),
    );
    // the configured default theme is the one on :root
    expect(cssVar(base.css, ':root', '--portal-color-surface')).toBe('#ffffff');
    expect(cssVar(changed.css, ':root', '--portal-color-surface')).toBe('#0f172a');
    expect(changed.js).toContain('"portal-theme-dark"');
    // each variable is written once per distinct value, in a rule for the themes sharing it; the rules
    // that include the configured default theme (and :root) come first, so a theme class on <html> wins
    const themed = rules(changed.css).filter(([, body]) => /(^|;)\s*--portal-/.test(body));
    const firstWithoutRoot = themed.findIndex(([sels]) => !sels.includes(':root'));
    expect(firstWithoutRoot).toBeGreaterThan(0);
    expect(themed.slice(firstWithoutRoot).every(([sels]) => !sels.includes(':root'))).toBe(true);
    expect(themed.every(([sels]) => !sels.includes(':root') || sels.includes('.portal-theme-dark'))).toBe(true);
    expect(themed[0]![0]).toEqual([':root', '.portal-theme-dark', '.portal-theme-default', '.portal-theme-brand']);
    expect(themed[0]![1]).toContain('--portal-space-md:');
    // every theme class sets every variable exactly once (complete when nested in another theme)
    const names = [...new Set(themed.flatMap(([, body]) => [...body.matchAll(/(--portal-[\w-]+):/g)].map((m) => m[1]!)))];
    expect(names.length).toBeGreaterThan(150);
    for (const theme of ['.portal-theme-default', '.portal-theme-dark', '.portal-theme-brand']) {
      const mine = themed
        .filter(([sels]) => sels.includes(theme))
        .flatMap(([, body]) => [...body.matchAll(/(--portal-[\w-]+):/g)].map((m) => m[1]!));
      expect(mine.length, theme).toBe(names.length);
      expect(new Set(mine).size, theme).toBe(names.length);
    }
    expect(cssVar(changed.css, '.portal-theme-dark', '--portal-color-surface')).toBe('#0f172a');
    expect(cssVar(changed.css, '.portal-theme-default', '--portal-color-surface')).toBe('#ffffff');
    // the token files and build-tokens stay out of the shipped JS
    expect(base.js).not.toContain('colorSpace');
    expect(base.js).not.toContain('alias cycle');
  }, 60_000);

  it('a broken config fails the build and the message names the path', async () => {
    const broken = writeConfig(
      'broken',
      `${header}export default defineTheme({ tokens: { color: { link: '{color.brand.950}' } } });\n`,
    );
    await expect(buildThemesCss(broken)).rejects.toThrow(
      /theme\.config\.ts › tokens\.color\.link: broken alias \{color\.brand\.950\}/,
    );
  }, 60_000);
});
