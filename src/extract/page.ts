// The two halves of extractPage, so the content extractor can arrive later (lazy.ts):
//   startPage  — the extraction context and the detection (which content type, hence which group of
//                extractors is needed);
//   finishPage — page context, navs, frame and the content read with the given extractor.
// Neither throws: every section is guarded and what could not be read is listed in `problems`.

import { boundMain } from './bounds.ts';
import { detect } from './detect.ts';
import {
  createExtractionContext,
  errorMessage,
  FALLBACK_URL,
  safe,
  selfUrl,
  type ExtractionContext,
} from './extractionContext.ts';
import { extractContext, extractFrame, extractNav } from './frame.ts';
import type { ContentExtractor } from './contentExtractor.ts';
import type { ContentMap, ContentType, Detection, PageContext, PageData, Problem, Prose } from '../model/pageData.ts';

/** What finishPage needs of the extractor groups: the type's extractor, and the prose reader for the fallback. */
export interface PageReaders {
  extract: ContentExtractor;
  prose: (context: ExtractionContext) => Prose;
}

export interface PageStart {
  context: ExtractionContext;
  detection: Detection;
}

export function startPage(doc: Document, url: string, opts: { status?: number } = {}): PageStart {
  const problems: Problem[] = [];
  let context: ExtractionContext;
  try {
    context = createExtractionContext(doc, url, opts.status, problems);
  } catch (e) {
    problems.push({ kind: 'read-failed', what: 'document', message: errorMessage(e) });
    context = {
      doc,
      url: FALLBACK_URL,
      base: new URL(FALLBACK_URL),
      problems,
      body: null,
      classes: new Set(),
      page: null,
      main: null,
      status: opts.status,
    };
  }
  const detection = detect(doc, { url: context.url, status: opts.status });
  if (!detection.isPortalPage) problems.push({ kind: 'not-a-portal-page' });
  else if (!context.main) problems.push({ kind: 'missing', what: '#main' });
  // huge content is cut before any extractor reads it (bounds.ts) — only in a copy made for reading (an
  // inert document has no window): a live page handed to extraction is never changed
  else if (!doc.defaultView) boundMain(context.main, context.problems);
  return { context, detection };
}

function defaultPageContext(context: ExtractionContext): PageContext {
  return {
    url: context.url,
    area: '',
    title: '',
    pageTitle: null,
    username: null,
    loggedIn: false,
    isAdmin: false,
    dashboard: null,
    logout: null,
    login: null,
    register: null,
    account: null,
    userProfile: null,
    accountSettings: null,
    notifications: true,
    minPasswordLength: 8,
    globals: { noMarkdown: false, noHeading: false },
    home: null,
    logo: null,
    rawUsername: null,
    edit: null,
  };
}

/** Content for a type when its extractor failed: the same extractor over an empty #main, plus the prose. */
function fallbackContent(
  context: ExtractionContext,
  detection: Detection,
  { extract, prose }: PageReaders,
): ContentMap[ContentType] {
  const pageProse = safe(context, 'content fallback', () => prose(context), { heading: null, mainHtml: null });
  const empty: ExtractionContext = { ...context, main: null, page: null, problems: [] };
  return safe(
    context,
    'content fallback',
    () => ({ ...extract(empty, detection), ...pageProse }),
    pageProse as ContentMap[ContentType],
  );
}

/** The problems in order, each once (the same problem may be met by several readers). */
function withoutRepeats(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function finishPage({ context, detection }: PageStart, readers: PageReaders): PageData {
  const { problems } = context;
  const pageContext = safe(context, 'context', () => extractContext(context, detection.contentType), defaultPageContext(context));
  const nav = safe(context, 'nav', () => extractNav(context), { primary: [], secondary: [], account: [] });
  const frame = safe(context, 'frame', () => extractFrame(context), { copyrightHtml: null, scripts: [] });
  let content: ContentMap[ContentType];
  try {
    content = readers.extract(context, detection);
  } catch (e) {
    problems.push({ kind: 'content-failed', contentType: detection.contentType, message: errorMessage(e) });
    content = fallbackContent(context, detection, readers);
  }
  return {
    contentType: detection.contentType,
    state: detection.state,
    contentId: safe(context, 'contentId', () => selfUrl(context).replace(/[?#].*$/, ''), '/'),
    context: pageContext,
    nav,
    content,
    frame,
    problems: withoutRepeats(problems),
  } as PageData;
}
