// @vitest-environment node
// The real CSS (vite + vanilla-extract): the sub-menu panel sets `display: flex`, which would beat the
// browser's `[hidden] { display: none }` — the closed "Documentation" panel then covered the header links.
// happy-dom applies no stylesheets, so the compiled rules themselves are checked here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(root, 'node_modules/.cache');
fs.mkdirSync(cacheDir, { recursive: true });
const work = fs.mkdtempSync(path.join(cacheDir, 'navlist-css-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function compile(): Promise<{ css: string; panel: string }> {
  const entry = path.join(work, 'entry.ts');
  fs.writeFileSync(entry, `export { panel } from '${root}/src/components/NavList/NavList.css.ts';\n`);
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin({ identifiers: 'debug' })],
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'navlist' } },
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
  const panel = /["'](NavList_panel__[\w-]+)["']/.exec(js)?.[1] ?? '';
  return { css, panel };
}

/** [selector list, declarations] of every rule */
const rules = (css: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!] as const);

describe('NavList sub-menu panel CSS', () => {
  it('shows the open panel as a flex column and hides the closed one ([hidden] → display: none)', async () => {
    const { css, panel } = await compile();
    expect(panel).not.toBe('');
    const base = rules(css).find(([sel]) => sel === `.${panel}`);
    expect(base?.[1]).toMatch(/display:\s*flex/);
    const hidden = rules(css).find(([sel]) => sel === `.${panel}[hidden]`);
    expect(hidden?.[1]).toMatch(/display:\s*none/);
  }, 60000);
});
