// Each contract and helper once (issue 36: PortalServices was declared in screens/ and runtime/, and the two
// copies had drifted; deepMerge/isPlainObject were written five times). Shipped src/ files only (tests and
// stories are not shipped). Each check runs over the real tree and over a planted violation.
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
  });
});
