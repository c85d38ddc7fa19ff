// The two halves of extractPage, so the content extractor can arrive later (lazy.ts):
//   startPage  — context X + detection (which content type, hence which extractor group is needed);
//   finishPage — page context, navs, frame and the content read with the given extractor.
// Neither throws: every section is guarded and what could not be read is listed in `problems`.

import { detect } from './detect.ts';
import { makeX, safe, selfUrl, type X } from './ctx.ts';
import { extractContext, extractFrame, extractNav } from './frame.ts';
import type { ContentExtractor } from './content.ts';
import type { ContentMap, ContentType, Detection, PageContext, PageData, Prose } from './types.ts';

/** What finishPage needs of the extractor groups: the type's extractor, and the prose reader for the fallback. */
export interface PageReaders {
  extract: ContentExtractor;
  prose: (x: X) => Prose;
}

export interface PageStart {
  x: X;
  d: Detection;
}

export function startPage(doc: Document, url: string, opts: { status?: number } = {}): PageStart {
  const problems: string[] = [];
  let x: X;
  try {
    x = makeX(doc, url, opts.status, problems);
  } catch (e) {
    problems.push(`document: ${e instanceof Error ? e.message : String(e)}`);
    x = { doc, url: 'https://portal.invalid/', base: new URL('https://portal.invalid/'), problems, body: null, classes: new Set(), page: null, main: null, status: opts.status };
  }
  const d = detect(doc, { url: x.url, status: opts.status });
  if (!d.isPortalPage) problems.push('no #page: not a portal page');
  else if (!x.main) problems.push('no #main');
  return { x, d };
}

function defaultContext(x: X): PageContext {
  return {
    url: x.url, area: '', title: '', pageTitle: null, username: null, loggedIn: false, isAdmin: false, dashboard: null,
    logout: null, login: null, register: null, account: null, userProfile: null, accountSettings: null, notifications: true,
    minPasswordLength: 8, globals: { noMarkdown: false, noHeading: false }, home: null, logo: null, rawUsername: null,
  };
}

/** Content for a type when its extractor failed: the same extractor over an empty #main, plus the prose. */
function fallbackContent(x: X, d: Detection, { extract, prose }: PageReaders): ContentMap[ContentType] {
  const p = safe(x, 'content fallback', () => prose(x), { heading: null, mainHtml: null });
  const empty: X = { ...x, main: null, page: null, problems: [] };
  return safe(x, 'content fallback', () => ({ ...extract(empty, d), ...p }), p as ContentMap[ContentType]);
}

export function finishPage({ x, d }: PageStart, readers: PageReaders): PageData {
  const { problems } = x;
  const context = safe(x, 'context', () => extractContext(x, d.contentType), defaultContext(x));
  const nav = safe(x, 'nav', () => extractNav(x), { primary: [], secondary: [], account: [] });
  const frame = safe(x, 'frame', () => extractFrame(x), { copyrightHtml: null, scripts: [] });
  let content: ContentMap[ContentType];
  try {
    content = readers.extract(x, d);
  } catch (e) {
    problems.push(`content (${d.contentType}): ${e instanceof Error ? e.message : String(e)}`);
    content = fallbackContent(x, d, readers);
  }
  return {
    contentType: d.contentType,
    state: d.state,
    contentId: safe(x, 'contentId', () => selfUrl(x).replace(/[?#].*$/, ''), '/'),
    context,
    nav,
    content,
    frame,
    problems: Array.from(new Set(problems)),
  } as PageData;
}
