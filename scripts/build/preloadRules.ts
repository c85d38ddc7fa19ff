// What portal.js and portal-head.js preload, as tables the build turns into file lists
// (scripts/build/build-portal.ts → runtime/preload.ts): per body class and per URL path, the content types
// whose first render the page will need. scripts/build/preloadRules.test.ts holds the Markdown flags to
// what the adapter really renders as Markdown.
import type { ContentType } from '../../src/model/contentTypes.ts';

/**
 * Body classes → the page types whose files the head script preloads once #page is parsed (the first rule whose classes are all on
 * <body> wins; src/extract/detect.ts decides the exact type later). The third field: bodies rendered as
 * Markdown when the markdown setting is on (the builders that segment bodies with it: prose and docs —
 * forum and blog posts are HTML; scripts/build/preloadRules.test.ts holds the table to the adapter), and
 * then only when a body is not HTML blocks only (preload.ts › pageNeedsMarkdown). The fourth: bodies the
 * theme reads as data, never shown as HTML (My Keys' tables, the blog list's excerpts, search results, the
 * key-activity report's structure): their markup does not preload the sanitiser (preload.ts › filesForPage;
 * the test holds this flag to the adapter too). A wrong guess only costs a preload.
 */
export const PRELOAD_RULES: [string[], ContentType[], boolean?, boolean?][] = [
  [['not-found'], ['fourOhFour']],
  [['please-login'], ['noAccess']],
  [['permission-denied'], ['noAccess']],
  [['page-page'], ['page'], true],
  [['page-docs'], ['docs'], true],
  [['page-ioDocs'], ['ioDocs']],
  [['page-forum'], ['forumAll', 'forumTopics', 'forumSingle']],
  [['page-blog', 'browse'], ['blogAll'], false, true],
  [['page-blog'], ['blogAll', 'blogSingle']],
  [['page-apps', 'tos'], ['tos'], true],
  [['page-apps', 'mykeys'], ['accountKeys'], false, true],
  [['page-apps', 'myapps'], ['accountApps'], false, true],
  [['page-apps'], ['accountKeys', 'accountApps', 'appRegister']],
  [['page-key', 'key-activity'], ['keyActivity'], false, true],
  [['page-key'], ['keyDelete', 'keySecret']],
  // join and its success share the body classes; the success shows the keys pages' getting-started checklist
  // (the keys file: src/screens/Join/Join.tsx): preloaded for both — the form's next page is the success
  [['page-member', 'join'], ['joinSuccess']],
  [['page-member', 'confirm'], ['joinSuccess']],
  [['page-member'], ['accountManage', 'register']],
  [['page-profile'], ['profile']],
  [['page-login'], ['signin']],
  [['page-search'], ['search'], false, true],
  [['page-logout'], ['logout']],
  [['page-contact'], ['contact']],
];

/**
 * The head script's URL table (issue 38): per path of the portal's well-known pages (server-markup.md), the
 * content types whose files their first render needs. Only paths the reference names: a page elsewhere
 * (custom pages with other paths) waits for portal.js's body-class table. Not Markdown: whether a body
 * needs it is known only once the body is there (portal.js, preload.ts › pageNeedsMarkdown).
 */
export const PATH_RULES: [string, ContentType[]][] = [
  ['^/key/key-activity(/|$)', ['keyActivity']],
  ['^/(apps|key)(/|$)', ['accountKeys']],
  ['^/(member|login|logout|contact)(/|$)', ['signin', 'accountManage']],
  ['^/docs(/|$)', ['docs']],
  ['^/io-docs(/|$)', ['ioDocs']],
  ['^/(forum|blog)(/|$)', ['forumAll', 'forumSingle', 'blogAll', 'blogSingle']],
  ['^/search(/|$)', ['search']],
  ['^/profile(/|$)', ['profile']],
  ['^/(page(/|$)|$)', ['page']],
];
