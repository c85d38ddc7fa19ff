// The incremental-file tag of `npm run mutate -- <paths>` (mutateTag.mjs).
import { describe, expect, it } from 'vitest';
import { incrementalTag, TAG_MAX, testFileGlobs } from './mutateTag.mjs';

describe('incrementalTag', () => {
  it('writes a short list of paths out, trailing slashes dropped', () => {
    expect(incrementalTag(['src/lib/', 'src/runtime/linkRules.ts'])).toBe('src-lib_src-runtime-linkRules-ts');
  });

  it('keeps a long list of paths under the file system limit, unique per list', () => {
    const files = Array.from({ length: 24 }, (_, i) => `src/adapter/builders/module${i}.ts`);
    const tag = incrementalTag(files);
    expect(`incremental-${tag}.json`.length).toBeLessThan(255);
    expect(tag.length).toBeLessThanOrEqual(TAG_MAX);
    expect(tag.startsWith('src-adapter-builders-module0-ts_')).toBe(true);
    expect(incrementalTag(files.slice(1))).not.toBe(tag);
    expect(incrementalTag([...files])).toBe(tag);
  });

  it('writes a tag of exactly the limit out', () => {
    const path = 'a'.repeat(TAG_MAX);
    expect(incrementalTag([path])).toBe(path);
    expect(incrementalTag([`${path}b`])).not.toContain(`${path}b`);
  });
});

describe('testFileGlobs', () => {
  it('splits the list at the commas between globs', () => {
    expect(testFileGlobs('src/lib/**/*.test.ts,test/a.test.ts')).toEqual(['src/lib/**/*.test.ts', 'test/a.test.ts']);
  });

  it('writes a brace group out instead of cutting it at its commas', () => {
    expect(testFileGlobs('src/extract/**/*.test.ts,test/extract/{fixtures,robust}.test.ts')).toEqual([
      'src/extract/**/*.test.ts',
      'test/extract/fixtures.test.ts',
      'test/extract/robust.test.ts',
    ]);
  });

  it('writes nested and repeated groups out, and drops empty entries', () => {
    expect(testFileGlobs('a/{b,c/{d,e}}.ts,,x{1,2}y{3,4}')).toEqual([
      'a/b.ts',
      'a/c/d.ts',
      'a/c/e.ts',
      'x1y3',
      'x1y4',
      'x2y3',
      'x2y4',
    ]);
  });

  it('refuses an unbalanced group', () => {
    expect(() => testFileGlobs('test/{a,b.test.ts')).toThrow(/unbalanced/);
  });
});
