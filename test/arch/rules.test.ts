// The house rules are kept by maintained tools: dependency-cruiser (.dependency-cruiser.cjs: layers, cycles,
// private components, schemas out of the bundle) and ESLint (eslint.config.js: pure layers, eval, colours,
// server HTML). This test runs dependency-cruiser over the real tree — one case per rule — and checks that
// every rule catches a planted violation and leaves legal code alone, so a green run means something.
// (ESLint over the real tree is the `lint` gate of `npm test`; it is not repeated here.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const config = require(path.join(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string }[];
  options: Record<string, unknown>;
};
const ruleNames = config.forbidden.map((r) => r.name);

const describeViolation = (v: IViolation) =>
  `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`;

async function cruiseTree(dir: string, baseDir: string): Promise<IViolation[]> {
  const result = await cruise([dir], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  } as never);
  return (result.output as ICruiseResult).summary.violations;
}

describe('dependency rules over src/ (dependency-cruiser)', () => {
  let violations: IViolation[] = [];
  beforeAll(async () => {
    violations = await cruiseTree('src', root);
  }, 60000);

  it('knows its rules', () => {
    expect(ruleNames).toEqual(
      expect.arrayContaining([
        'no-circular',
        'layer-lib',
        'layer-model',
        'layer-screens',
        'layer-components',
        'private-components',
        'schemas-stay-out-of-the-bundle',
        'components-through-index',
        'theme-config-only-in-build-and-entries',
        'no-stories-in-shipped-code',
        'no-tests-in-shipped-code',
      ]),
    );
  });

  it.each(ruleNames)('%s holds', (name) => {
    expect(violations.filter((v) => v.rule.name === name).map(describeViolation)).toEqual([]);
  });
});

// --- planted violations: each rule must fire --------------------------------------------------------------
type Tree = Record<string, string>;

/** writes a throw-away src/ tree and cruises it with the project's rules */
async function cruisePlanted(tree: Tree): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arch-'));
  try {
    for (const [file, text] of Object.entries(tree)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    // resolve npm packages (react, zod) from the project
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, 'package.json'), fs.readFileSync(path.join(root, 'package.json')));
    const options = {
      ...config.options,
      tsConfig: undefined,
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    };
    const result = await cruise(['src'], options as never);
    return (result.output as ICruiseResult).summary.violations.map((v) => `${v.rule.name} ${v.from}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('dependency rules catch planted violations', () => {
  const legal: Tree = {
    'src/model/page.ts': 'export type Page = { title: string };\n',
    'src/lib/text.ts': "import type { Page } from '../model/page.ts';\nexport const title = (p: Page) => p.title.trim();\n",
    'src/theme/vars.ts': "export const vars = { color: 'var(--portal-color)' };\n",
    'src/components/Button/Button.tsx':
      "import { vars } from '../../theme/vars.ts';\nimport { Inner } from '../private/Inner.tsx';\nexport const Button = () => vars.color + String(Inner);\n",
    'src/components/private/Inner.tsx': 'export const Inner = 1;\n',
    'src/extract/read.ts': "import type { Page } from '../model/page.ts';\nexport const read = (): Page => ({ title: 'x' });\n",
    'src/adapter/adapt.ts':
      "import type { Page } from '../model/page.ts';\nimport { title } from '../lib/text.ts';\nexport const adapt = (p: Page) => title(p);\n",
    'src/components/Button/index.ts': "export { Button } from './Button.tsx';\n",
    'src/screens/Home/Home.tsx':
      "import { Button } from '../../components/Button/index.ts';\nimport type { Page } from '../../model/page.ts';\nexport const Home = (_p: Page) => Button();\n",
    'theme.config.ts': 'export default { theme: "default" };\n',
    'src/theme/themes.css.ts': "import config from '../../theme.config.ts';\nexport const themes = [config.theme];\n",
    'src/model/page.schema.ts': "import * as z from 'zod/mini';\nexport const pageSchema = z.object({ title: z.string() });\n",
    'src/runtime/boot.ts':
      "import { read } from '../extract/read.ts';\nimport { adapt } from '../adapter/adapt.ts';\nimport type { pageSchema } from '../model/page.schema.ts';\nexport type Schema = typeof pageSchema;\nexport const boot = () => adapt(read());\n",
  };

  it('legal code passes every rule', async () => {
    expect(await cruisePlanted(legal)).toEqual([]);
  }, 30000);

  it.each([
    [
      'layer-lib',
      { 'src/lib/bad.ts': "import { Home } from '../screens/Home/Home.tsx';\nexport const x = Home;\n" },
      'src/lib/bad.ts',
    ],
    [
      'layer-model',
      { 'src/model/bad.ts': "import { title } from '../lib/text.ts';\nexport const x = title;\n" },
      'src/model/bad.ts',
    ],
    [
      'layer-components',
      { 'src/components/Bad.tsx': "import type { Page } from '../model/page.ts';\nexport type X = Page;\n" },
      'src/components/Bad.tsx',
    ],
    [
      'layer-screens',
      { 'src/screens/Bad.tsx': "import { adapt } from '../adapter/adapt.ts';\nexport const x = adapt;\n" },
      'src/screens/Bad.tsx',
    ],
    [
      'layer-extract',
      { 'src/extract/bad.ts': "import { vars } from '../theme/vars.ts';\nexport const x = vars;\n" },
      'src/extract/bad.ts',
    ],
    [
      'layer-adapter',
      { 'src/adapter/bad.ts': "import { Button } from '../components/Button/Button.tsx';\nexport const x = Button;\n" },
      'src/adapter/bad.ts',
    ],
    [
      'layer-runtime',
      { 'src/runtime/bad.ts': "import { Home } from '../screens/Home/Home.tsx';\nexport const x = Home;\n" },
      'src/runtime/bad.ts',
    ],
    [
      'no-react-in-pure-layers',
      { 'src/adapter/bad.ts': "import { createElement } from 'react';\nexport const x = createElement;\n" },
      'src/adapter/bad.ts',
    ],
    [
      'private-components',
      { 'src/screens/Bad.tsx': "import { Inner } from '../components/private/Inner.tsx';\nexport const x = Inner;\n" },
      'src/screens/Bad.tsx',
    ],
    [
      'schemas-stay-out-of-the-bundle',
      { 'src/runtime/bad.ts': "import { pageSchema } from '../model/page.schema.ts';\nexport const x = pageSchema;\n" },
      'src/runtime/bad.ts',
    ],
    [
      'schemas-stay-out-of-the-bundle',
      {
        'src/model/pageData.ts': "import * as z from 'zod/mini';\nexport const pageDataSchema = z.object({});\n",
        'src/adapter/bad.ts': "import { pageDataSchema } from '../model/pageData.ts';\nexport const x = pageDataSchema;\n",
      },
      'src/adapter/bad.ts',
    ],
    [
      'entries-are-roots',
      {
        'src/entries/app.ts': 'export const app = 1;\n',
        'src/runtime/bad.ts': "import { app } from '../entries/app.ts';\nexport const x = app;\n",
      },
      'src/runtime/bad.ts',
    ],
    [
      'no-circular',
      {
        'src/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'src/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      },
      'src/lib/a.ts',
    ],
    [
      'components-through-index',
      { 'src/screens/Bad.tsx': "import { Button } from '../components/Button/Button.tsx';\nexport const x = Button;\n" },
      'src/screens/Bad.tsx',
    ],
    [
      'theme-config-only-in-build-and-entries',
      { 'src/runtime/bad.ts': "import config from '../../theme.config.ts';\nexport const x = config;\n" },
      'src/runtime/bad.ts',
    ],
    [
      'no-stories-in-shipped-code',
      {
        'stories/support/data.ts': 'export const data = 1;\n',
        'src/screens/Bad.tsx': "import { data } from '../../stories/support/data.ts';\nexport const x = data;\n",
      },
      'src/screens/Bad.tsx',
    ],
    [
      'no-tests-in-shipped-code',
      {
        'src/lib/text.test.ts': "export const sample = 'x';\n",
        'src/lib/bad.ts': "import { sample } from './text.test.ts';\nexport const x = sample;\n",
      },
      'src/lib/bad.ts',
    ],
    [
      'no-tests-in-shipped-code',
      {
        'test/support/data.ts': 'export const data = 1;\n',
        'src/runtime/bad.ts': "import { data } from '../../test/support/data.ts';\nexport const x = data;\n",
      },
      'src/runtime/bad.ts',
    ],
    ['no-unresolvable', { 'src/lib/bad.ts': "import { gone } from './gone.ts';\nexport const x = gone;\n" }, 'src/lib/bad.ts'],
  ] as [string, Tree, string][])(
    '%s fires',
    async (rule, extra, file) => {
      expect(await cruisePlanted({ ...legal, ...extra })).toContain(`${rule} ${file}`);
    },
    30000,
  );
});

// --- ESLint house rules: each must fire where it applies and stay quiet where it does not ----------------
describe('ESLint house rules catch planted violations', () => {
  const eslint = new ESLint({ cwd: root });
  const messages = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.map((m) => m.ruleId ?? m.message);
  };

  it.each([
    ['src/screens/X/X.tsx', 'export const x = () => window.location.href;\n', 'no-restricted-globals'],
    ['src/adapter/x.ts', 'export const x = () => fetch("/x");\n', 'no-restricted-globals'],
    ['src/extract/x.ts', 'export const x = () => localStorage.getItem("a");\n', 'no-restricted-globals'],
    ['src/components/X/X.tsx', 'export const x = () => fetch("/x");\n', 'no-restricted-globals'],
    ['src/screens/X/X.tsx', 'export const x = (el: Element) => el.querySelector("a");\n', 'no-restricted-syntax'],
    ['src/runtime/x.ts', 'export const x = (el: Element, h: string) => { el.innerHTML = h; };\n', 'no-restricted-syntax'],
    [
      'src/components/X/X.tsx',
      'export const X = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;\n',
      'no-restricted-syntax',
    ],
    ['src/components/X/X.css.ts', "export const red = '#ff0000';\n", 'no-restricted-syntax'],
    ['src/screens/X/X.tsx', 'export const c = `rgb(1, 2, 3)`;\n', 'no-restricted-syntax'],
    ['src/components/X/X.tsx', "export const label = 'Mashery';\n", 'no-restricted-syntax'],
    ['src/runtime/x.ts', 'export const x = (s: string) => eval(s);\n', 'no-eval'],
    ['src/lib/x.ts', "export const f = new Function('return 1');\n", 'no-new-func'],
    ['src/runtime/x.ts', "export const t = () => setTimeout('go()', 1);\n", 'no-restricted-syntax'],
    ['src/runtime/x.ts', 'export const has = (v: object, name: string) => name in v;\n', 'no-restricted-syntax'],
    ['src/components/X/X.tsx', 'export const has = (v: object, name: string) => name in v;\n', 'no-restricted-syntax'],
  ])(
    '%s: %s → %s',
    async (file, code, rule) => {
      expect(await messages(file, code)).toContain(rule);
    },
    30000,
  );

  it.each([
    ['src/theme/x.css.ts', "export const red = '#ff0000';\n"],
    [
      'src/components/ServerHtml/X.tsx',
      'export const X = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;\n',
    ],
    ['src/extract/x.ts', 'export const x = (doc: Document) => doc.querySelector("#main");\n'],
    ['src/runtime/x.ts', 'export const x = () => window.location.href;\n'],
    ['src/runtime/x.ts', "export const narrow = (v: object) => 'key' in v;\n"],
    ['src/screens/X/X.tsx', 'export const x = (p: { id: string }) => <a href={`#${p.id}`}>x</a>;\n'],
  ])(
    '%s is legal',
    async (file, code) => {
      expect(await messages(file, code)).toEqual([]);
    },
    30000,
  );
});
