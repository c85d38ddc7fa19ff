// Each contract and helper once (issue 36: PortalServices was declared in screens/ and runtime/, and the two
// copies had drifted; deepMerge/isPlainObject were written five times, `{{…}}` placeholders were parsed in five
// places). Shipped src/ files only (tests and stories are not shipped). Each check runs over the real tree and
// over a planted violation.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Files = Record<string, string>;

function shippedSources(): Files {
  const files: Files = {};
  for (const f of fs.readdirSync(path.join(ROOT, 'src'), { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(f) || /\.(test|stories|features\.stories)\.tsx?$/.test(f)) continue;
    files[`src/${f}`] = fs.readFileSync(path.join(ROOT, 'src', f), 'utf8');
  }
  return files;
}

/** exported type/interface names → the files declaring them, for names declared in more than one file */
export function duplicateContracts(files: Files, allowed: Record<string, string> = {}): Record<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files))
    for (const m of text.matchAll(/^export (?:interface|type) ([A-Za-z0-9_]+)\b/gm))
      where.set(m[1]!, [...(where.get(m[1]!) ?? []), file]);
  return Object.fromEntries([...where].filter(([name, list]) => list.length > 1 && !(name in allowed)));
}

/** files other than `home` that define a function or constant named one of `names` */
export function strayHelpers(files: Files, names: string[], home: string): string[] {
  const def = new RegExp(`(?:function\\s+|const\\s+)(${names.join('|')})\\b\\s*[=(<:]`);
  return Object.entries(files)
    .filter(([file, text]) => file !== home && def.test(text))
    .map(([file]) => file);
}

/** files other than `home` that spell out the plain-object test (not null, an object, not an array) under any name */
export function strayObjectTests(files: Files, home: string): string[] {
  const test = /typeof (\w+) === 'object' && \1 !== null && !Array\.isArray\(\1\)/;
  return Object.entries(files)
    .filter(([file, text]) => file !== home && test.test(text))
    .map(([file]) => file);
}

/** the text without its comments (line and block; enough for the checks here, not a parser) */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Shipped files outside src/adapter/ whose code parses `{{…}}` placeholders: a regular expression for them
 * (`\{\{`) or a string that is only the opening braces (a split or search on `{{`). Label texts that contain
 * placeholders (`'{{area}} home'`) are data, not parsing.
 */
export function placeholderParsers(files: Files): string[] {
  const parses = /\\\{\\\{|['"`]\{\{(?:['"`]|\$\{)/;
  return Object.entries(files)
    .filter(([file, text]) => !file.startsWith('src/adapter/') && parses.test(withoutComments(text)))
    .map(([file]) => file);
}

/** names declared twice on purpose, with the reason */
const ALLOWED: Record<string, string> = {
  PasswordRule:
    "the PasswordChecklist component's generic row (id, label, met) beside the model's rule definition; a component knows nothing of the portal",
};

describe('each contract once', () => {
  const files = shippedSources();

  it('no exported type or interface name is declared in two shipped files', () => {
    expect(duplicateContracts(files, ALLOWED)).toEqual({});
  });

  it('PortalServices is declared once, in src/model/services.ts', () => {
    const declaring = Object.entries(files)
      .filter(([, t]) => /^export (?:interface|type) PortalServices\b/m.test(t))
      .map(([f]) => f);
    expect(declaring).toEqual(['src/model/services.ts']);
  });

  it('deepMerge and isPlainObject are defined only in src/lib/objects.ts', () => {
    expect(strayHelpers(files, ['deepMerge', 'isPlainObject'], 'src/lib/objects.ts')).toEqual([]);
  });

  it('the plain-object test is written once, as isPlainObject in src/lib/objects.ts', () => {
    expect(strayObjectTests(files, 'src/lib/objects.ts')).toEqual([]);
  });

  it('placeholders are parsed only in the adapter (screens, components and the runtime fill TextTemplates)', () => {
    expect(placeholderParsers(files)).toEqual([]);
  });

  it('the checks fire on planted violations', () => {
    const planted: Files = {
      'src/screens/services.ts': 'export interface PortalServices { navigate(url: string): void }\n',
      'src/runtime/services.ts': 'export interface PortalServices { navigate(url: string): void; extra: 1 }\n',
      'src/config/x.ts': 'const isPlainObject = (v: unknown) => typeof v === "object";\n',
      'src/lib/objects.ts': 'export function deepMerge(a: unknown, b: unknown) { return b ?? a; }\n',
    };
    expect(duplicateContracts(planted)).toEqual({
      PortalServices: ['src/screens/services.ts', 'src/runtime/services.ts'],
    });
    expect(strayHelpers(planted, ['deepMerge', 'isPlainObject'], 'src/lib/objects.ts')).toEqual(['src/config/x.ts']);
    expect(
      duplicateContracts({ 'a.ts': 'export type PasswordRule = 1;\n', 'b.ts': 'export type PasswordRule = 2;\n' }, ALLOWED),
    ).toEqual({});
    expect(
      strayObjectTests(
        {
          'src/lib/objects.ts':
            "const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);\n",
          'src/theme/x.ts': "const isObject = (o: unknown) => typeof o === 'object' && o !== null && !Array.isArray(o);\n",
        },
        'src/lib/objects.ts',
      ),
    ).toEqual(['src/theme/x.ts']);
    expect(
      placeholderParsers({
        'src/adapter/labels.ts': 'const PLACEHOLDER = /\\{\\{\\s*(\\w+)\\s*\\}\\}/g;\n',
        'src/screens/a.tsx': "const fill = (t: string) => t.replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g, '');\n",
        'src/components/b.tsx': 'const fill = (l: string, n: string, v: string) => l.split(`{{${n}}}`).join(v);\n',
        'src/runtime/c.ts': "const open = text.indexOf('{{');\n",
        'src/labels/en/d.ts': "export const d = { home: '{{area}} home' };\n// a comment may say '{{' or /\\{\\{/\n",
      }),
    ).toEqual(['src/screens/a.tsx', 'src/components/b.tsx', 'src/runtime/c.ts']);
  });
});
