// One rule for tests (issue 36; docs/testing.md › Where a test lives): a module's unit test sits beside it,
// named after it (`src/lib/excerpt.ts` → `src/lib/excerpt.test.ts`, or `<module>.<aspect>.test.ts`); test/
// keeps the suites that are no one module's: e2e/, browser/, holdout/, fuzz/, arch/, and the fixture-driven
// and cross-module suites, each named for what it covers. Two checks, each run over the real tree and over a
// planted one:
//   - a test under test/ (outside the kept folders) named after a module of src/, scripts/ or stories/ is
//     that module's test: it moves beside the module — or, when it covers several, is renamed to say what;
//   - a test beside code (src/, scripts/, stories/) is named after a module in its own folder.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** where modules and the tests beside them live */
const CODE_ROOTS = ['src', 'scripts', 'stories'];
/** folders of test/ that hold no module's unit tests: whole-system, browser and tooling suites */
export const KEPT = ['e2e', 'browser', 'holdout', 'fuzz', 'arch'];

const TEST = /\.test\.tsx?$/;
/** a module: code that is not a test, a story or a type declaration */
const isModule = (file: string) =>
  /\.(tsx?|mjs|js)$/.test(file) && !TEST.test(file) && !/\.stories\.tsx?$/.test(file) && !/\.d\.m?ts$/.test(file);
/** `src/lib/excerpt.ts` → `excerpt`; `Button.css.ts` → `Button.css`; `KeyTable.parts.test.tsx` → `KeyTable.parts` */
const nameOf = (file: string) => path.posix.basename(file).replace(/(\.test)?\.(tsx?|mjs|js)$/, '');
/** the part a name starts with: `KeyTable.parts` → `keytable` (case does not make another name) */
const head = (name: string) => name.split('.')[0]!.toLowerCase();

/** tests under test/ that are named after a module, each with the module(s) it names */
export function testsNamedAfterModules(tests: string[], modules: string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const m of modules) byName.set(head(nameOf(m)), [...(byName.get(head(nameOf(m))) ?? []), m]);
  return tests
    .filter((t) => t.startsWith('test/') && TEST.test(t) && !KEPT.includes(t.split('/')[1]!))
    .flatMap((t) => {
      const named = byName.get(head(nameOf(t)));
      return named ? [`${t}: named after ${named.join(', ')} — move it beside its module (or name what it covers)`] : [];
    })
    .sort();
}

/** tests beside code whose name is not `<module>.test.ts(x)` or `<module>.<aspect>.test.ts(x)` of a module in their folder */
export function testsNotNamedAfterTheirModule(tests: string[], modules: string[]): string[] {
  const inFolder = new Map<string, string[]>();
  for (const m of modules) {
    const dir = path.posix.dirname(m);
    inFolder.set(dir, [...(inFolder.get(dir) ?? []), nameOf(m)]);
  }
  return tests
    .filter((t) => CODE_ROOTS.includes(t.split('/')[0]!) && TEST.test(t))
    .filter((t) => {
      const name = nameOf(t);
      return !(inFolder.get(path.posix.dirname(t)) ?? []).some((m) => name === m || name.startsWith(`${m}.`));
    })
    .map((t) => `${t}: no module ${nameOf(t).split('.')[0]} beside it — name it <module>.test.ts or <module>.<aspect>.test.ts`)
    .sort();
}

/** every file under the given top folders, repository-relative with `/` (test/'s kept folders left out) */
function files(...tops: string[]): string[] {
  return tops.flatMap((top) =>
    (fs.readdirSync(path.join(ROOT, top), { recursive: true }) as string[])
      .map((f) => `${top}/${f.split(path.sep).join('/')}`)
      .filter((f) => !(top === 'test' && KEPT.includes(f.split('/')[1]!)))
      .filter((f) => fs.statSync(path.join(ROOT, f)).isFile()),
  );
}

describe('one rule for tests', () => {
  const code = files(...CODE_ROOTS);
  const modules = code.filter(isModule);

  it('no test under test/ is named after a module of src/, scripts/ or stories/', () => {
    expect(testsNamedAfterModules(files('test'), modules)).toEqual([]);
  });

  it('every test beside code is named after a module in its folder', () => {
    expect(testsNotNamedAfterTheirModule(code, modules)).toEqual([]);
  });

  it('the checks fire on planted violations', () => {
    const plantedModules = [
      'src/lib/excerpt.ts',
      'src/adapter/labels.ts',
      'src/runtime/labels.ts',
      'src/screens/Search/Search.tsx',
      'src/components/Button/Button.tsx',
      'src/components/Button/Button.css.ts',
      'scripts/bench/size.mjs',
    ];
    expect(
      testsNamedAfterModules(
        [
          'test/lib/excerpt.test.ts', // one module's unit test left in test/
          'test/screens/search.test.tsx', // case does not make another name
          'test/adapter/labels.test.ts', // named after two modules: still not what it covers
          'test/lib/excerpt.edge.test.ts', // an aspect does not hide the module
          'test/scripts/size.test.ts',
          'test/adapter/screens.test.ts', // a cross-module suite named for what it covers
          'test/e2e/excerpt.test.ts', // the kept folders are not checked
          'test/support/excerpt.ts', // not a test
        ],
        plantedModules,
      ),
    ).toEqual([
      'test/adapter/labels.test.ts: named after src/adapter/labels.ts, src/runtime/labels.ts — move it beside its module (or name what it covers)',
      'test/lib/excerpt.edge.test.ts: named after src/lib/excerpt.ts — move it beside its module (or name what it covers)',
      'test/lib/excerpt.test.ts: named after src/lib/excerpt.ts — move it beside its module (or name what it covers)',
      'test/screens/search.test.tsx: named after src/screens/Search/Search.tsx — move it beside its module (or name what it covers)',
      'test/scripts/size.test.ts: named after scripts/bench/size.mjs — move it beside its module (or name what it covers)',
    ]);
    expect(
      testsNotNamedAfterTheirModule(
        [
          'src/lib/excerpt.test.ts',
          'src/lib/excerpt.snippets.test.ts', // <module>.<aspect>
          'src/components/Button/Button.css.test.ts', // the module Button.css.ts
          'scripts/bench/size.test.ts',
          'src/lib/snippets.test.ts', // no such module
          'src/lib/excerpts.test.ts', // a name that only starts like the module
          'src/screens/Search/excerpt.test.ts', // the module is in another folder
          'src/lib/excerpt.ts',
        ],
        plantedModules,
      ),
    ).toEqual([
      'src/lib/excerpts.test.ts: no module excerpts beside it — name it <module>.test.ts or <module>.<aspect>.test.ts',
      'src/lib/snippets.test.ts: no module snippets beside it — name it <module>.test.ts or <module>.<aspect>.test.ts',
      'src/screens/Search/excerpt.test.ts: no module excerpt beside it — name it <module>.test.ts or <module>.<aspect>.test.ts',
    ]);
  });
});
