// Issue 36 item 4: the reviewer's catalogue is `stories/` at the top level (introduction, foundations, the
// screen gallery, story support); component stories stay in their component folders; `.storybook/` holds
// only Storybook's configuration. (That shipped code never imports stories: .dependency-cruiser.cjs ›
// no-stories-in-shipped-code, with its planted violation in rules.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        return e.isDirectory() ? walk(p) : [path.relative(root, p)];
      })
    : [];

describe('stories/ at the top level', () => {
  it('holds the introduction, the foundations, the screen gallery and the story support', () => {
    for (const part of ['stories/Introduction.mdx', 'stories/foundations', 'stories/screens', 'stories/support'])
      expect(fs.existsSync(path.join(root, part)), part).toBe(true);
  });

  it('.storybook/ holds configuration only: no stories, docs pages or story support', () => {
    expect(fs.existsSync(path.join(root, '.storybook/support'))).toBe(false);
    const found = walk(path.join(root, '.storybook')).filter((f) => /\.(stories\.tsx?|mdx)$/.test(f));
    expect(found).toEqual([]);
  });

  it('screens keep no stories beside them (their gallery is stories/screens/), nor the theme its foundations', () => {
    const found = walk(path.join(root, 'src')).filter(
      (f) => /\.stories\.tsx?$/.test(f) && !f.startsWith(`src${path.sep}components${path.sep}`),
    );
    expect(found).toEqual([]);
  });
});
