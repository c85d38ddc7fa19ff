// Extraction entry points: detect the page type, then read the frame and the type's content into
// PageData. Pure functions of a Document + URL; never throws (problems are listed in `problems`).
// This module binds every extractor group statically (tests, CLI, stories); the deploy bundle uses
// lazy.ts instead, which loads only the current page's group (same result, see content.ts).

import * as common from './pages/common.ts';
import * as keys from './pages/keys.ts';
import * as apps from './pages/apps.ts';
import * as member from './pages/member.ts';
import * as community from './pages/community.ts';
import * as misc from './pages/misc.ts';
import * as iodocs from './pages/iodocs.ts';
import { CONTENT, extractorFrom, type ContentGroups } from './content.ts';
import { finishPage, startPage } from './page.ts';
import type { PageData } from './types.ts';

export * from './types.ts';
export { detect } from './detect.ts';
/** The exact spec message a skipped non-literal global adds to `problems` (the runtime logs it). */
export { GLOBALS_FUNCTION_MESSAGE } from './literals.ts';

const GROUPS: ContentGroups = { common, keys, apps, member, community, misc, iodocs };

export function extractPage(doc: Document, url: string, opts: { status?: number } = {}): PageData {
  const start = startPage(doc, url, opts);
  const type = start.d.contentType;
  return finishPage(start, { extract: extractorFrom(type, GROUPS[CONTENT[type].group]), prose: common.prose });
}
