// The deploy bundle's extraction (src/extract/lazy.ts: content extractors loaded per group) gives exactly
// what extractPage gives, on every fixture page and for every content type; and the entry-side modules
// (page.ts, lazy.ts) reach no content extractor statically.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeGroups, contentTypes, extractPage } from './index.ts';
import type { ContentExtractor } from './contentExtractor.ts';
import { extractPageLazy, preloadExtractor } from './lazy.ts';
import { finishPage, startPage } from './page.ts';
import { loadFixture, manifest } from '../../test/extract/manifest.ts';
import { doc, HOST } from '../../test/extract/helpers.ts';

const entries = manifest();

describe('extractPageLazy', () => {
  it.each(entries.map((e) => [e.file, e] as const))('%s: same PageData as extractPage', async (_file, e) => {
    const sync = extractPage(loadFixture(e), e.url, { status: e.status });
    const lazy = await extractPageLazy(loadFixture(e), e.url, { status: e.status });
    expect(lazy).toEqual(sync);
  });

  it('every group module extracts exactly the content types of its group, and the fixtures cover every group', async () => {
    for (const group of new Set(Object.values(contentTypeGroups))) {
      const module = (await import(`../../src/extract/pages/${group}.ts`)) as { extractors: Record<string, ContentExtractor> };
      expect(Object.keys(module.extractors).sort()).toEqual(contentTypes.filter((t) => contentTypeGroups[t] === group).sort());
    }
    const groups = new Set(entries.map((e) => contentTypeGroups[e.contentType as keyof typeof contentTypeGroups]));
    expect([...groups].sort()).toEqual(['apps', 'common', 'community', 'iodocs', 'keys', 'member', 'misc']);
  });

  it('finishPage: an extractor that throws gives the fallback content and a problem (never throws)', () => {
    const page = () =>
      startPage(doc({ body: 'page-apps mykeys', main: '<h1 class="first">Keys</h1><p>Body</p>' }), `${HOST}/apps/mykeys`);
    let calls = 0;
    const data = finishPage(page(), {
      extract: (context) => {
        calls++;
        if (context.main) throw new Error('boom');
        return { heading: null, mainHtml: null, plans: [] } as never;
      },
      prose: () => ({ heading: 'Keys', mainHtml: '<p>Body</p>' }),
    });
    expect(calls).toBe(2); // once over the page, once over an empty #main for the shape
    expect(data.problems).toContainEqual({ kind: 'content-failed', contentType: 'accountKeys', message: 'boom' });
    expect(data.content).toEqual({ heading: 'Keys', mainHtml: '<p>Body</p>', plans: [] });
    const worst = finishPage(page(), {
      extract: () => {
        throw new Error('always');
      },
      prose: () => {
        throw new Error('also');
      },
    });
    expect(worst.content).toEqual({ heading: null, mainHtml: null });
  });

  it('preloadExtractor never rejects', () => {
    for (const t of contentTypes) expect(() => preloadExtractor(t)).not.toThrow();
  });
});

describe('entry-side extraction modules', () => {
  const EXTRACT = import.meta.dirname; // src/extract/, beside this test
  const staticImports = (file: string) =>
    Array.from(readFileSync(file, 'utf8').matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm), (m) =>
      resolve(dirname(file), m[1]!),
    );
  const reach = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const f of staticImports(file)) reach(f, seen);
    return seen;
  };

  it('lazy.ts reaches no content extractor (pages/*) through static imports but the common group', () => {
    // pages/common.ts (not found, no access, pages, forms) is in the entry by design: nearly every page reads
    // it and every group chunk imports it, so an import() of it could not move it out of the entry anyway
    const seen = [...reach(join(EXTRACT, 'lazy.ts'))].map((f) => f.slice(EXTRACT.length + 1)).sort();
    expect(seen.filter((f) => f.startsWith('pages/') && f !== 'pages/common.ts')).toEqual([]);
    expect(seen).toContain('frame.ts');
    expect(seen).toContain('detect.ts');
  });
});
