// The monospace token (issue 35 item 4): a real font stack — a designed monospace for macOS, Windows and
// Linux before the generic family — so code never falls to the browser's generic `monospace`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const base = JSON.parse(readFileSync(join(process.cwd(), 'tokens/base.tokens.json'), 'utf8')) as {
  font: { family: { mono: { $value: string[] } } };
};

describe('font.family.mono', () => {
  const stack = base.font.family.mono.$value;
  it('names a designed monospace per platform before the generic family, which comes last', () => {
    expect(stack.at(-1)).toBe('monospace');
    expect(stack).toEqual(expect.arrayContaining(['Menlo', 'Consolas', 'DejaVu Sans Mono']));
    expect(stack.filter((f) => !/^(ui-)?monospace$/.test(f)).length).toBeGreaterThanOrEqual(6);
  });
});
