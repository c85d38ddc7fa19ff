// Extraction entry points: detect the page type, then read the frame and the type's content into
// PageData. Pure functions of a Document + URL; never throws (problems are listed in `problems`).
// This module binds every extractor group statically (tests, CLI, stories); the deploy bundle uses
// lazy.ts instead, which loads only the current page's group (same result, tested).

import * as common from './pages/common.ts';
import * as keys from './pages/keys.ts';
import * as apps from './pages/apps.ts';
import * as member from './pages/member.ts';
import * as community from './pages/community.ts';
import * as misc from './pages/misc.ts';
import * as iodocs from './pages/iodocs.ts';
import type { ContentExtractor } from './contentExtractor.ts';
import { finishPage, startPage } from './page.ts';
import type { ContentType } from '../model/contentTypes.ts';
import type { PageData } from '../model/pageData.ts';

export type * from '../model/pageData.ts';
export { contentTypes, contentTypeGroups } from '../model/contentTypes.ts';
export { detect } from './detect.ts';

const extractors: { [K in ContentType]: ContentExtractor<K> } = {
  ...common.extractors,
  ...keys.extractors,
  ...apps.extractors,
  ...member.extractors,
  ...community.extractors,
  ...misc.extractors,
  ...iodocs.extractors,
};

export function extractPage(doc: Document, url: string, opts: { status?: number } = {}): PageData {
  const start = startPage(doc, url, opts);
  return finishPage(start, { extract: extractors[start.detection.contentType] as ContentExtractor, prose: common.prose });
}
