// One fact, one place (issue 36 item 7): no hand-kept table of files — every shipped source file under src/
// (not tests, stories or .d.ts) opens with a comment (`//` or `/* … */`) saying what it does, and that comment
// is the file's description; and no `§` reference to a spec section that is not in the repository — src/,
// docs/, scripts/, stories/, the simulated portal (fixtures/portal/) and README.md point to the docs/ page and
// section instead. Each check runs over the real tree and over a planted violation.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Files = Record<string, string>;

/** shipped source files: .ts/.tsx under src/, without tests, stories and type declarations */
export const isShipped = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\./.test(file) && !/\.d\.ts$/.test(file);

function shippedSources(): Files {
  const files: Files = {};
  for (const f of fs.readdirSync(path.join(ROOT, 'src'), { recursive: true }) as string[]) {
    const file = `src/${f.split(path.sep).join('/')}`;
    if (isShipped(file)) files[file] = fs.readFileSync(path.join(ROOT, file), 'utf8');
  }
  return files;
}

/** shipped files (of `files`) that do not start with a comment, less the exempt ones */
export function withoutOpeningComment(files: Files, exempt: Record<string, string> = {}): string[] {
  return Object.entries(files)
    .filter(([file, text]) => isShipped(file) && !Object.hasOwn(exempt, file) && !/^(\/\/|\/\*)/.test(text))
    .map(([file]) => file)
    .sort();
}

/** files exempt from the checks of this test, each with its reason */
export const EXEMPT: Record<string, string> = {};

/** the text files of `dirs` (and single files) under the repository root, path → text */
function textFiles(entries: string[]): Files {
  const files: Files = {};
  const add = (file: string) => {
    if (/\.(tsx?|mts|[cm]?js|mdx?|json|sh|css|html|ya?ml|txt)$/.test(file))
      files[file] = fs.readFileSync(path.join(ROOT, file), 'utf8');
  };
  for (const entry of entries) {
    const full = path.join(ROOT, entry);
    if (!fs.statSync(full).isDirectory()) add(entry);
    else
      for (const f of fs.readdirSync(full, { recursive: true }) as string[])
        if (fs.statSync(path.join(full, f)).isFile()) add(`${entry}/${f.split(path.sep).join('/')}`);
  }
  return files;
}

/** `file:line` of every `§` in `files`, less the exempt files */
export function sectionSigns(files: Files, exempt: Record<string, string> = {}): string[] {
  return Object.entries(files)
    .filter(([file]) => !Object.hasOwn(exempt, file))
    .flatMap(([file, text]) => text.split('\n').flatMap((line, i) => (line.includes('§') ? [`${file}:${i + 1}`] : [])))
    .sort();
}

describe('every shipped source file says what it does', () => {
  it('each opens with a comment', () => {
    expect(withoutOpeningComment(shippedSources(), EXEMPT)).toEqual([]);
  });

  it('the check fires on a planted violation', () => {
    const planted: Files = {
      'src/lib/silent.ts': "export const x = 1; // a comment, but not the file's first line\n",
      'src/lib/described.ts': '// What this file does.\nexport const y = 2;\n',
      'src/lib/block.ts': '/** What this file does. */\nexport const z = 3;\n',
      'src/lib/silent.test.ts': "import { it } from 'vitest';\n",
      'src/components/X/X.stories.tsx': 'export default {};\n',
      'src/env.d.ts': 'declare const __X__: string;\n',
      'src/runtime/boot.ts': 'export const boot = () => {};\n',
    };
    expect(withoutOpeningComment(planted)).toEqual(['src/lib/silent.ts', 'src/runtime/boot.ts']);
    // an exemption names its file: only that one passes
    expect(withoutOpeningComment(planted, { 'src/runtime/boot.ts': 'a reason' })).toEqual(['src/lib/silent.ts']);
  });
});

describe('no § references: the docs/ page and section instead', () => {
  it('src/, docs/, scripts/, stories/, fixtures/portal/ and README.md hold no §', () => {
    expect(sectionSigns(textFiles(['src', 'docs', 'scripts', 'stories', 'fixtures/portal', 'README.md']), EXEMPT)).toEqual([]);
  });

  it('the check fires on a planted violation', () => {
    const planted: Files = {
      'docs/x.md': '# X\n\nThe loading placeholder waits 2.5 s (spec §9).\n',
      'src/lib/x.ts': '// Named paths (docs/adapter.md › Labels).\nexport const x = 1;\n',
      'src/runtime/boot.ts': '/** the console message (§8) */\nexport const boot = () => {};\n',
    };
    expect(sectionSigns(planted)).toEqual(['docs/x.md:3', 'src/runtime/boot.ts:1']);
    expect(sectionSigns(planted, { 'src/runtime/boot.ts': 'a reason' })).toEqual(['docs/x.md:3']);
  });
});
