// @vitest-environment node
// The real CSS (vite + vanilla-extract): the horizontal layout is one grid on the <dl> whose rows take both
// columns through subgrid. A `gap` shorthand on the row would also set the subgrid's column gap (a few
// pixels) over the list's, and the label would touch its value. happy-dom applies no stylesheets, so the
// compiled rules themselves are checked here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(root, 'node_modules/.cache');
fs.mkdirSync(cacheDir, { recursive: true });
const work = fs.mkdtempSync(path.join(cacheDir, 'dl-css-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function compiledCss(): Promise<string> {
  const entry = path.join(work, 'entry.ts');
  fs.writeFileSync(entry, `export { list, row } from '${root}/src/components/DescriptionList/DescriptionList.css.ts';\n`);
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin({ identifiers: 'debug' })],
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'dl' } },
  });
  const outputs = (Array.isArray(result) ? result : [result as Rollup.RollupOutput]).flatMap((r) => r.output);
  return outputs
    .filter((o): o is Rollup.OutputAsset => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => String(o.source))
    .join('\n');
}

/** [selector, declarations] of every innermost rule */
const rules = (css: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!] as const);

describe('DescriptionList CSS', () => {
  it("rows never set a column gap: the list's column gap separates label and value", async () => {
    const css = await compiledCss();
    const rowRules = rules(css).filter(([sel]) => /DescriptionList_row/.test(sel));
    expect(rowRules.length).toBeGreaterThan(0);
    for (const [, decl] of rowRules) {
      expect(decl).not.toMatch(/(^|[;\s])gap\s*:/);
      expect(decl).not.toMatch(/column-gap\s*:/);
    }
    const listRules = rules(css).filter(([sel]) => /DescriptionList_list/.test(sel));
    expect(listRules.some(([, decl]) => /column-gap\s*:/.test(decl))).toBe(true);
  }, 60000);
});
