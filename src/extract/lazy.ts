// The deploy bundle's extraction: detection and the frame (context, navs, globals) are in the entry;
// the content extractors arrive per group (src/extract/pages/<group>.ts) as lazy chunks, so a page
// downloads only its own group. Same PageData as extractPage() in index.ts (tested).
//
//   const data = await extractPageLazy(doc, url, { status });
//
// Never throws for what it reads; the returned promise rejects only when the group's chunk cannot be
// loaded (network, a broken deployment) — the runtime then shows the server page (first load) or loads
// the page normally (in place).

import { CONTENT, extractorFrom, type ContentGroup, type ContentGroups } from './content.ts';
import { finishPage, startPage, type PageReaders } from './page.ts';
import type { ContentType, PageData } from './types.ts';

const LOADERS: { [G in ContentGroup]: () => Promise<ContentGroups[G]> } = {
  common: () => import('./pages/common.ts'),
  keys: () => import('./pages/keys.ts'),
  apps: () => import('./pages/apps.ts'),
  member: () => import('./pages/member.ts'),
  community: () => import('./pages/community.ts'),
  misc: () => import('./pages/misc.ts'),
  iodocs: () => import('./pages/iodocs.ts'),
};

const loaded = new Map<ContentGroup, Promise<ContentGroups[ContentGroup]>>();

function loadGroup<G extends ContentGroup>(group: G): Promise<ContentGroups[G]> {
  let p = loaded.get(group) as Promise<ContentGroups[G]> | undefined;
  if (!p) {
    p = LOADERS[group]();
    loaded.set(group, p);
    // a failed load may succeed later (a flaky network): do not keep the rejection
    p.catch(() => loaded.delete(group));
  }
  return p;
}

/** Starts loading the extractors of a content type (e.g. while something else loads). Never rejects. */
export function preloadExtractor(type: ContentType): void {
  loadGroup(CONTENT[type].group).catch(() => {});
}

/** What finishPage needs for a content type: its extractor (and the prose reader), its group loaded. */
export async function readersFor(type: ContentType): Promise<PageReaders> {
  const [mod, common] = await Promise.all([loadGroup(CONTENT[type].group), loadGroup('common')]);
  return { extract: extractorFrom(type, mod), prose: common.prose };
}

export async function extractPageLazy(doc: Document, url: string, opts: { status?: number } = {}): Promise<PageData> {
  const start = startPage(doc, url, opts);
  return finishPage(start, await readersFor(start.d.contentType));
}
