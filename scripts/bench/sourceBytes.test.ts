import { describe, expect, it } from 'vitest';
import { breakdown, bytesBySource, decodeSegment, groupOf, moduleName } from './sourceBytes.mjs';

describe('npm run size: bytes by source module from a source map (issue 38)', () => {
  it('decodes base64 VLQ segments', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('gB')).toEqual([16]);
    expect(() => decodeSegment('!')).toThrow(/VLQ/);
  });

  it('names sources by package or repo path', () => {
    expect(moduleName('../../node_modules/preact/dist/preact.module.js')).toBe('node_modules/preact');
    expect(moduleName('../node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe('node_modules/@radix-ui/react-dialog');
    expect(moduleName('../../src/runtime/boot.ts')).toBe('src/runtime/boot.ts');
    expect(groupOf('node_modules/preact')).toBe('preact');
    expect(groupOf('src/runtime/boot.ts')).toBe('src/runtime');
    expect(groupOf('src/components/Button/Button.tsx')).toBe('src/components/Button');
  });

  it('counts each run of generated characters to the source of the segment it starts with', () => {
    // line 0: "abcdef" — cols 0–2 from source 0, cols 3–5 from source 1; line 1: "gh" from source 0
    const code = 'abcdef\ngh';
    const map = { sources: ['../src/a.ts', '../node_modules/x/index.js'], mappings: 'AAAA,GCAA;ADAA' };
    const totals = bytesBySource(code, map);
    expect(totals.get('src/a.ts')).toBe(3 + 2);
    expect(totals.get('node_modules/x')).toBe(3 + 1); // and the line break
    const rows = breakdown(code, map, 90);
    expect(rows.reduce((a, r) => a + r.bytes, 0)).toBe(code.length);
    expect(rows.find((r) => r.group === 'src')!.gzip).toBe(50);
  });

  it('characters without a mapping count as generated', () => {
    expect(bytesBySource('xyz', { sources: [], mappings: '' }).get('(generated)')).toBe(3);
  });
});
