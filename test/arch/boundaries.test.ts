// Architecture check over the real tree: every file under src/ against the layer rules of
// /work/shared/design/architecture.md (1–4) and the house rules (no eval, no raw colours outside
// src/theme, server HTML only through ServerHtml). Failures list file:line — rule: detail.
// Test files (*.test.*) and stories are exempt from the layer rules (they are not shipped).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkColorLiterals, checkEval, checkGlobals, checkImports, checkRawHtml, formatViolation, layerOf, type Violation } from './sourceScan.ts';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mts|js|mjs)$/.test(e.name) ? [rel] : [];
  });
}

const files = sourceFiles('src').map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
const run = (check: (file: string, text: string) => Violation[]) => files.flatMap(({ file, text }) => check(file, text)).map(formatViolation);

describe('architecture boundaries (src/)', () => {
  it('finds the source tree it checks', () => {
    expect(files.length).toBeGreaterThan(20);
    const layers = new Set(files.map((f) => layerOf(f.file)));
    for (const layer of ['theme', 'components', 'config']) expect(layers).toContain(layer);
  });

  it('rules 1–4: every import stays inside its layer', () => {
    expect(run(checkImports)).toEqual([]);
  });

  it('rules 1–4: screens and adapter use no window/document/fetch, extract no window/fetch, components no fetch', () => {
    expect(run(checkGlobals)).toEqual([]);
  });

  it('no eval or new Function anywhere in src', () => {
    expect(run(checkEval)).toEqual([]);
  });

  it('no raw colour literals outside src/theme', () => {
    expect(run(checkColorLiterals)).toEqual([]);
  });

  it('server HTML reaches the page only through ServerHtml', () => {
    expect(run(checkRawHtml)).toEqual([]);
  });
});
