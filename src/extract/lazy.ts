// The deploy bundle's extraction: detection and the frame (context, navs, globals) are in the entry;
// the content extractors arrive per group (src/extract/pages/<group>.ts) as lazy chunks, so a page
// downloads only its own group. Same PageData as extractPage() in index.ts (tested).
//
//   const data = await extractPageLazy(doc, url, { status });
//
// Never throws for what it reads; the returned promise rejects only when the group's chunk cannot be
// loaded (network, a broken deployment) — the runtime then shows the server page (first load) or loads
// the page normally (in place).

import { lazyRegistry } from '../lib/lazyRegistry.ts';
import { contentTypeGroups, type ContentType } from '../model/contentTypes.ts';
import type { PageData } from '../model/pageData.ts';
import type { ContentExtractor } from './contentExtractor.ts';
// `common` (not found, no access, pages, forms …) is read by nearly every page and sits in the entry:
// imported statically, not through import() (which could not move it out of the entry anyway)
import * as commonExtractors from './pages/common.ts';
import { finishPage, startPage, type PageReaders } from './page.ts';

const extractorGroups = lazyRegistry({
  common: () => Promise.resolve(commonExtractors),
  keys: () => import('./pages/keys.ts'),
  apps: () => import('./pages/apps.ts'),
  member: () => import('./pages/member.ts'),
  community: () => import('./pages/community.ts'),
  misc: () => import('./pages/misc.ts'),
  iodocs: () => import('./pages/iodocs.ts'),
});

/** Starts loading the extractors of a content type (e.g. while something else loads). Never rejects. */
export function preloadExtractor(type: ContentType): void {
  extractorGroups.preload(contentTypeGroups[type]);
}

/** What finishPage needs for a content type: its extractor (and the prose reader), its group loaded. */
export async function readersFor(type: ContentType): Promise<PageReaders> {
  const [group, common] = await Promise.all([extractorGroups.load(contentTypeGroups[type]), extractorGroups.load('common')]);
  return { extract: (group.extractors as Record<ContentType, ContentExtractor>)[type], prose: common.prose };
}

export async function extractPageLazy(doc: Document, url: string, opts: { status?: number } = {}): Promise<PageData> {
  const start = startPage(doc, url, opts);
  return finishPage(start, await readersFor(start.detection.contentType));
}
