// Small inline server pages for rule-by-rule extractor tests.
import { extractPage, detect, type PageData } from '../../src/extract/index.ts';
import { parseHtml } from './parse.ts';

export const HOST = 'https://developer.acme.example';

export interface PageParts {
  /** <body class> */
  body?: string;
  /** inner HTML of #main */
  main?: string;
  /** extra HTML after #content inside #page (e.g. a logout form) */
  page?: string;
  /** inner HTML of #user-nav */
  userNav?: string;
  /** inner HTML of #local */
  local?: string;
  /** inner HTML of #footer */
  footer?: string;
  /** HTML appended to <head> */
  head?: string;
  /** HTML after #page */
  after?: string;
  /** #sub inner HTML (omitted when undefined) */
  sub?: string;
  title?: string;
  logo?: string;
  /** attributes of #branding-logo (e.g. an onclick with the home URL) */
  logoAttrs?: string;
  /** replace the #page wrapper entirely (for non-portal documents) */
  noPage?: boolean;
}

export const SIGNED_IN =
  '<ul><li class="account"><a href="/member/edit">My Account</a></li><li><a href="/logout/logout">Sign Out</a></li></ul>' +
  '<form id="mashery-logout-form" method="post" action="/logout/logout"><input type="hidden" name="token" value="t0k"></form>';
export const SIGNED_OUT =
  '<ul><li class="sign-in"><a href="/login/login?r=%2Fdocs&amp;h=ab12">Sign In</a></li><li class="register"><a href="/member/register">Register</a></li></ul>';

export function html(p: PageParts = {}): string {
  const sub = p.sub === undefined ? '' : `<div id="sub" class="sub">${p.sub}</div>`;
  const inner =
    `<div id="header"><div id="branding-logo" ${p.logoAttrs ?? ''}>${p.logo ?? 'Acme Portal'}</div><div id="user-nav">${p.userNav ?? SIGNED_OUT}</div>` +
    `<div id="local">${p.local ?? '<ul><li><a href="/docs">Docs</a></li></ul>'}</div></div>` +
    `<div id="content" class="content"><div id="main" class="main">${p.main ?? '<h1 class="first">Title</h1>'}</div>${sub}</div>` +
    `<div id="footer">${p.footer ?? '<ul><li class="first"><a href="/page/Terms">Terms</a></li></ul>'}</div>${p.page ?? ''}`;
  return (
    `<!DOCTYPE html><html><head><title>${p.title ?? 'Acme Portal - Title'}</title>${p.head ?? ''}</head>` +
    `<body class="${p.body ?? 'page-page'}">${p.noPage ? inner : `<div id="page" class="page">${inner}</div>`}${p.after ?? ''}</body></html>`
  );
}

export function doc(p: PageParts = {}): Document {
  return parseHtml(html(p));
}

export function extract(p: PageParts = {}, path = '/page/Test', status?: number): PageData {
  return extractPage(doc(p), HOST + path, { status });
}

export function kind(p: PageParts = {}, path = '/page/Test', status?: number): string {
  const d = detect(doc(p), { url: HOST + path, status });
  return d.state ? `${d.contentType}:${d.state}` : d.contentType;
}

/** Narrow PageData to one content type (throws in the test when it is another one). */
export function as<T extends PageData['contentType']>(p: PageData, t: T): Extract<PageData, { contentType: T }> {
  if (p.contentType !== t) throw new Error(`expected ${t}, got ${p.contentType}`);
  return p as Extract<PageData, { contentType: T }>;
}
