// The deploy bundle's adapt (src/adapter/lazy.ts: builder modules loaded per page) gives exactly what adapt
// gives, for every fixture page; each content type's builder lives in its extractor group's module (so a
// page's extractors and builders come from the same group) or in a module of its own (string work: bodies,
// excerpts, the report configuration);
// the entry-side modules reach no builder module statically.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { adapt } from './index.ts';
import { adaptLazy, builderModuleOf, loadBuilder, preloadBuilder } from './lazy.ts';
import { builders } from './builders/all.ts';
import { commonBuilders } from './builders/common.ts';
import { defaultSettings } from '../config/settings.ts';
import { extractPage } from '../extract/index.ts';
import { contentTypeGroups, contentTypes } from '../model/contentTypes.ts';
import { NOW, ORIGIN, pageData, signedIn } from '../../test/adapter/factories.ts';
import { fixtureDocument, fixturePages, type FixturePage } from '../../test/support/fixturePages.ts';
import { accountLabels } from '../labels/en/account.ts';
import { keysLabels } from '../labels/en/keys.ts';
import { contentLabels } from '../labels/en/content.ts';
import { ioDocsLabels } from '../labels/en/ioDocs.ts';
import { layoutLabels } from '../labels/en/layout.ts';
import { labelPartsOf } from '../labels/groups.ts';

const manifest = fixturePages;
const page = (e: FixturePage) => extractPage(fixtureDocument(e), e.url, { status: e.status });

describe('adaptLazy', () => {
  it.each(manifest.map((e) => [e.file, e] as const))(
    "%s: same model as adapt, with the layout's labels and the page's part only",
    async (_file, e) => {
      const data = page(e);
      const env = { url: e.url, now: NOW };
      const lazy = await adaptLazy(data, defaultSettings, env);
      const full = adapt(data, defaultSettings, env);
      const parts = { content: contentLabels, ioDocs: ioDocsLabels, account: accountLabels, keys: keysLabels };
      const own = labelPartsOf(data.contentType).flatMap((p) => Object.keys(parts[p]));
      expect(Object.keys(lazy.labels).sort()).toEqual([...Object.keys(layoutLabels), ...own].sort());
      const labels = Object.fromEntries(Object.keys(lazy.labels).map((k) => [k, (full.labels as Record<string, unknown>)[k]]));
      expect(lazy).toEqual({ ...full, labels });
    },
  );

  it('every content type: the builder comes from its extractor group or its own module (common ones from builders/common.ts)', async () => {
    const ownModules: Record<string, string> = {
      page: 'prose',
      tos: 'prose',
      docs: 'docs',
      blogSingle: 'postPages',
      forumSingle: 'postPages',
      blogAll: 'blogList',
      keyActivity: 'keyActivity',
    };
    for (const type of contentTypes) {
      const build = await loadBuilder(type);
      expect(build).toBe(builders[type]);
      const group = contentTypeGroups[type];
      expect(builderModuleOf(type)).toBe(ownModules[type] ?? (group === 'common' ? null : group));
      expect(type in commonBuilders).toBe(builderModuleOf(type) === null);
    }
    for (const type of contentTypes) expect(() => preloadBuilder(type)).not.toThrow();
  });

  it('the entry-side adapter modules reach no builder module loaded on demand (nor their string work) statically', () => {
    const ADAPTER = import.meta.dirname; // src/adapter/, beside this test
    const staticImports = (file: string) =>
      Array.from(readFileSync(file, 'utf8').matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm), (m) =>
        resolve(dirname(file), m[1]!),
      );
    const reach = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file) || !file.startsWith(ADAPTER)) return seen;
      seen.add(file);
      for (const f of staticImports(file)) reach(f, seen);
      return seen;
    };
    const seen = [...reach(join(ADAPTER, 'lazy.ts'))].map((f) => f.slice(ADAPTER.length + 1));
    // the entry holds the common builders and their helpers, nothing of the modules lazy.ts loads
    expect(seen.filter((f) => f.startsWith('builders/') && f !== 'builders/common.ts' && f !== 'builders/helpers.ts')).toEqual(
      [],
    );
    expect(seen).not.toContain('bodySegments.ts');
    expect(seen).not.toContain('reportConfig.ts');
    expect(seen).toContain('core.ts');
  });
});

describe('adaptLazy: label overrides that name no label', () => {
  it("are warned about once each, when the page's label part has arrived", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const settings = { ...defaultSettings, labels: { accountKeys: { headingTypo: 'My keys' } } } as typeof defaultSettings;
      const data = pageData('accountKeys', { context: signedIn() });
      await adaptLazy(data, settings, { url: `${ORIGIN}/apps/mykeys`, now: NOW });
      await adaptLazy(data, settings, { url: `${ORIGIN}/apps/mykeys`, now: NOW });
      expect(warn.mock.calls).toEqual([['[portal] labels.accountKeys.headingTypo: unknown label (ignored)']]);
    } finally {
      warn.mockRestore();
    }
  });
});
