// One fact, one place (issue 36 "stale file references"): every repository path a comment or a doc names
// exists. Files are moved (tests beside their modules, scripts/ grouped) and a comment that still points to
// the old place sends the reader nowhere. Checked: the shipped sources, scripts, stories, the simulated
// portal, configs, docs/ and README (not tests, which name planted paths on purpose). A path counts when it
// starts at a top-level folder and ends with a file extension; globs, placeholders and the illustrative
// examples in EXAMPLES are not paths. Runs over the real tree and over planted references.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = [
  'src',
  'scripts',
  'docs',
  'stories',
  'fixtures/portal',
  '.storybook',
  'README.md',
  'vite.config.ts',
  'vite.portal.config.ts',
  'playwright.config.ts',
  'stryker.config.mjs',
];
/** names in comments that stand for "some file", not a file of this repository */
const EXAMPLES = new Set(['fixtures/pages/x.html']);

/** `file: path` for every named path (of `files`: file → text) that `exists` says is not there */
export function missingPaths(files: Record<string, string>, exists: (p: string) => boolean): string[] {
  const named = /(?<![\w./-])((?:src|scripts|docs|stories|test|fixtures|\.storybook)\/[\w./-]*\.[a-z]{2,5})(?![\w*<{-])/g;
  const out: string[] = [];
  for (const [file, text] of Object.entries(files))
    for (const m of text.matchAll(named)) {
      const ref = m[1]!;
      if (!EXAMPLES.has(ref) && !exists(ref)) out.push(`${file}: ${ref}`);
    }
  return out.sort();
}

function scanned(): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (rel: string) => {
    const full = path.join(ROOT, rel);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const f of fs.readdirSync(full)) if (f !== 'node_modules') add(`${rel}/${f}`);
    } else if (/\.(tsx?|mts|mjs|md|mdx|sh)$/.test(rel) && !/\.test\.tsx?$/.test(rel)) {
      files[rel] = fs.readFileSync(full, 'utf8');
    }
  };
  SCANNED.forEach(add);
  return files;
}

describe('every repository path a comment or a doc names exists', () => {
  it('in the sources, scripts, stories, configs, docs and README', () => {
    expect(missingPaths(scanned(), (p) => fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it('the check catches a moved file and leaves globs, placeholders and examples alone (planted)', () => {
    const exists = (p: string) => p === 'scripts/bench/size.mjs';
    expect(
      missingPaths(
        {
          'docs/a.md': 'Run `node scripts/size.mjs` (now scripts/bench/size.mjs).',
          'src/b.ts': '// see docs/examples/rebrand-*.config.ts, src/<name>.ts and fixtures/pages/x.html\n',
        },
        exists,
      ),
    ).toEqual(['docs/a.md: scripts/size.mjs']);
  });
});
