// The incremental-file tag of `npm run mutate -- <paths>` (mutateTag.mjs).
import { describe, expect, it } from 'vitest';
import { incrementalTag, TAG_MAX } from './mutateTag.mjs';

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
