// Extraction entry points: detect the page type, then read the frame and the type's content into
// PageData. Pure functions of a Document + URL; never throws (problems are listed in `problems`).

import { detect } from './detect.ts';
import { makeX, safe, selfUrl, type X } from './ctx.ts';
import { extractContext, extractFrame, extractNav } from './frame.ts';
import { formContent, message, prose } from './pages/common.ts';
import { accountApps, accountKeys, appSummaryForm, keyActivity, keyDetailPage, keySecret, viewKeys } from './pages/apps.ts';
import { accountManage, joinSuccess, register, registerSent, signin } from './pages/member.ts';
import { blogAll, blogSingle, forumAddTopic, forumAll, forumSingle, forumTopics } from './pages/community.ts';
import { docs, profile, search } from './pages/misc.ts';
import { ioDocs } from './pages/iodocs.ts';
import type { ContentMap, ContentType, Detection, PageContext, PageData, SigninState } from './types.ts';

export * from './types.ts';
export { detect } from './detect.ts';
/** The exact spec message a skipped non-literal global adds to `problems` (the runtime logs it). */
export { GLOBALS_FUNCTION_MESSAGE } from './literals.ts';

type Extractors = { [K in ContentType]: (x: X, d: Detection) => ContentMap[K] };

const form = (...selectors: string[]) => (x: X) => formContent(x, ...selectors);

const EXTRACTORS: Extractors = {
  fourOhFour: prose,
  noAccess: prose,
  page: prose,
  docs,
  ioDocs,
  forumAll,
  forumTopics,
  forumAddTopic,
  forumSingle,
  forumRecent: forumTopics,
  blogAll,
  blogSingle,
  tos: prose,
  accountKeys,
  accountApps,
  viewKeys,
  appRegister: form('form#application-edit'),
  appRegisterSuccess: message,
  appEdit: form('form#application-edit'),
  appAddAPIs: appSummaryForm,
  appAddAPIsSuccess: message,
  appAddAPIsError: message,
  appDelete: appSummaryForm,
  appError: message,
  keyDelete: keyDetailPage,
  keyActivity,
  keySecret,
  verifyAccount: message,
  resetPassword: form('#myaccount form'),
  resetPasswordSuccess: message,
  resetPasswordError: message,
  accountManage,
  accountEmail: form('#myaccount form'),
  accountEmailSuccess: message,
  accountPassword: form('#myaccount form'),
  accountPasswordSuccess: message,
  register: (x) => register(x, 'form#member-register'),
  registerSent,
  registerResend: form('form#resend-confirmation'),
  registerResendSuccess: message,
  join: (x) => register(x, 'form#member-edit'),
  joinSuccess,
  memberRemove: form(),
  memberRemoveSuccess: message,
  lostPassword: form('#lost form'),
  lostPasswordReset: message,
  lostUsername: form('#lost form'),
  lostUsernameReset: message,
  showSecret: message,
  showSecretSuccess: message,
  showSecretError: message,
  profile,
  signin: (x, d) => signin(x, (d.state as SigninState | null) ?? 'normal'),
  search,
  logout: message,
  logoutFail: message,
  contact: form(),
  contactSuccess: message,
};

function defaultContext(x: X): PageContext {
  return {
    url: x.url, area: '', title: '', pageTitle: null, username: null, loggedIn: false, isAdmin: false, dashboard: null,
    logout: null, login: null, register: null, account: null, userProfile: null, accountSettings: null, notifications: true,
    minPasswordLength: 8, globals: { noMarkdown: false, noHeading: false }, home: null, logo: null, rawUsername: null,
  };
}

/** Content for a type when its extractor failed: the same extractor over an empty #main, plus the prose. */
function fallbackContent(x: X, d: Detection): ContentMap[ContentType] {
  const p = safe(x, 'content fallback', () => prose(x), { heading: null, mainHtml: null });
  const empty: X = { ...x, main: null, page: null, problems: [] };
  return safe(x, 'content fallback', () => ({ ...EXTRACTORS[d.contentType](empty, d), ...p }), p as ContentMap[ContentType]);
}

export function extractPage(doc: Document, url: string, opts: { status?: number } = {}): PageData {
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

  const context = safe(x, 'context', () => extractContext(x, d.contentType), defaultContext(x));
  const nav = safe(x, 'nav', () => extractNav(x), { primary: [], secondary: [], account: [] });
  const frame = safe(x, 'frame', () => extractFrame(x), { copyrightHtml: null, scripts: [] });
  let content: ContentMap[ContentType];
  try {
    content = EXTRACTORS[d.contentType](x, d);
  } catch (e) {
    problems.push(`content (${d.contentType}): ${e instanceof Error ? e.message : String(e)}`);
    content = fallbackContent(x, d);
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
