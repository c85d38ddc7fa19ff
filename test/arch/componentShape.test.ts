// Every public component folder has the house shape (docs/components.md › One component, one folder).
// A public component folder is a folder directly under src/components/ other than private/. It must hold:
//   <Name>.tsx          the code, named after the folder
//   index.ts            its public API
//   <Name>.stories.tsx  the stories, with a `Playground` story (the Controls tab's playground)
//   <Name>.mdx          the docs page, attached to <Name>.stories.tsx (`import … from './<Name>.stories.tsx'`)
//   a test beside it    <Name>.test.ts(x) or <Name>.<aspect>.test.ts(x) in the same folder
//                       (one rule: the component's tests live in its folder, never only in test/)
// Optional parts (Name.features.stories.tsx, Name.css.ts, modules only it uses) are not checked.
// `shapeProblems` is the one check: run over the real tree, and over a planted tree to show it fires.
// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const componentsDir = path.join(root, 'src/components');

/** Folders under src/components/ that are not components, each with the reason. */
export const EXEMPT: Record<string, string> = {
  private: 'internals shared by components, none offered as an API (dependency-cruiser: private-components)',
  UniqueId:
    'a hook (useUniqueId), not a component: nothing to show in a story or a docs page. It stays public because ' +
    'screens (AccountKeys, AccountForm, AppAddApis, AppRegister, IoDocsConsole, KeyActivity, ActivityReport) and ' +
    'the React facade use it; it cannot move to src/lib/ (no React there: no-react-in-pure-layers) nor to ' +
    'private/ (only components may import that: private-components). Its test is useUniqueId.test.tsx.',
};

const TEST_FILE = (name: string) => new RegExp(`^${name}(\\.[\\w-]+)?\\.test\\.tsx?$`);

/** What is missing or wrong in each public component folder under `dir`, one line each. */
export function shapeProblems(dir: string, exempt: Record<string, string> = EXEMPT): string[] {
  const problems: string[] = [];
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const name of Object.keys(exempt))
    if (!folders.includes(name)) problems.push(`${name}: exempt, but there is no such folder (drop the exemption)`);
  for (const name of folders) {
    if (name in exempt) continue;
    const folder = path.join(dir, name);
    const files = fs.readdirSync(folder);
    const has = (file: string) => files.includes(file);
    const read = (file: string) => fs.readFileSync(path.join(folder, file), 'utf8');
    if (!has(`${name}.tsx`)) problems.push(`${name}: no code named after the folder (${name}.tsx)`);
    if (!has('index.ts')) problems.push(`${name}: no index.ts (its public API)`);
    if (!has(`${name}.stories.tsx`)) problems.push(`${name}: no stories (${name}.stories.tsx)`);
    else if (!/^export const Playground\b/m.test(read(`${name}.stories.tsx`)))
      problems.push(`${name}: ${name}.stories.tsx has no Playground story`);
    if (!has(`${name}.mdx`)) problems.push(`${name}: no docs page (${name}.mdx)`);
    else if (!read(`${name}.mdx`).includes(`from './${name}.stories.tsx'`))
      problems.push(`${name}: ${name}.mdx is not attached to ${name}.stories.tsx`);
    if (!files.some((f) => TEST_FILE(name).test(f)))
      problems.push(`${name}: no test beside it (${name}.test.tsx or ${name}.<aspect>.test.tsx)`);
  }
  return problems;
}

describe('component folder shape', () => {
  it('every public component folder under src/components has code, index, stories, docs page and test', () => {
    expect(shapeProblems(componentsDir)).toEqual([]);
  });

  it('every exemption gives its reason', () => {
    for (const [name, reason] of Object.entries(EXEMPT)) expect(reason.length, name).toBeGreaterThan(20);
  });
});

// --- planted violations: the same check over a throw-away tree ------------------------------------------
describe('the shape check fires on a planted violation', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const complete = (name: string): Record<string, string> => ({
    [`${name}.tsx`]: `export function ${name}() { return null; }\n`,
    'index.ts': `export { ${name} } from './${name}.tsx';\n`,
    [`${name}.stories.tsx`]: `export default { title: 'Components/${name}' };\nexport const Playground = { args: {} };\n`,
    [`${name}.mdx`]: `import * as Stories from './${name}.stories.tsx';\n\n<Meta of={Stories} />\n`,
    [`${name}.test.tsx`]: `it('renders', () => {});\n`,
  });
  const plant = (tree: string, folders: Record<string, Record<string, string>>) => {
    const base = path.join(dir, tree);
    for (const [folder, files] of Object.entries(folders))
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.join(base, folder), { recursive: true });
        fs.writeFileSync(path.join(base, folder, file), text);
      }
    return base;
  };
  const without = (name: string, file: string) => {
    const files = complete(name);
    delete files[file];
    return files;
  };

  it('a complete folder, private/ and an exempt folder pass', () => {
    const base = plant('legal', {
      Good: complete('Good'),
      // an aspect test instead of Good.test.tsx is enough
      Other: { ...without('Other', 'Other.test.tsx'), 'Other.lazy.test.ts': '' },
      private: { 'cx.ts': '' },
      useThing: { 'useThing.ts': '' },
    });
    expect(shapeProblems(base, { private: 'internals', useThing: 'a hook' })).toEqual([]);
  });

  it.each([
    ['Alias.tsx', 'Alias: no code named after the folder (Alias.tsx)'],
    ['index.ts', 'Alias: no index.ts (its public API)'],
    ['Alias.stories.tsx', 'Alias: no stories (Alias.stories.tsx)'],
    ['Alias.mdx', 'Alias: no docs page (Alias.mdx)'],
    ['Alias.test.tsx', 'Alias: no test beside it (Alias.test.tsx or Alias.<aspect>.test.tsx)'],
  ])('without %s it says so', (file, problem) => {
    const base = plant(`missing-${file}`, { Alias: without('Alias', file), Good: complete('Good') });
    expect(shapeProblems(base, {})).toEqual([problem]);
  });

  it('a stories file without Playground, a docs page on other stories, a test named for something else', () => {
    const base = plant('wrong', {
      Wrong: {
        ...without('Wrong', 'Wrong.test.tsx'),
        'Wrong.stories.tsx': "export default { title: 'Components/Wrong' };\nexport const Default = {};\n",
        'Wrong.mdx': "import * as Stories from '../Button/Button.stories.tsx';\n",
        'useWrong.test.tsx': '',
      },
    });
    expect(shapeProblems(base, {})).toEqual([
      'Wrong: Wrong.stories.tsx has no Playground story',
      'Wrong: Wrong.mdx is not attached to Wrong.stories.tsx',
      'Wrong: no test beside it (Wrong.test.tsx or Wrong.<aspect>.test.tsx)',
    ]);
  });

  it('an exemption for a folder that is gone is reported', () => {
    const base = plant('stale', { Good: complete('Good') });
    expect(shapeProblems(base, { Gone: 'moved away' })).toEqual([
      'Gone: exempt, but there is no such folder (drop the exemption)',
    ]);
  });
});
