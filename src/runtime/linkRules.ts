// Which clicks load the next page in place (docs/runtime.md › In-place loading: what is left to the browser).
// Pure: decides from the click, the link element and the current page; never touches the DOM.

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkContext {
  /** the current page URL (location.href) */
  currentUrl: string;
  /** settings.ajax */
  ajax: boolean;
  /** settings.ajaxIgnore: CSS selector(s) of links that always load fully */
  ajaxIgnore: string | readonly string[] | null | undefined;
  /** content type of the page currently shown */
  contentType: string | null;
  /** the sign-in URL taken from the page (platform-ID login), when known */
  signInUrl?: string | null;
  /** settings.ajaxIgnoreTypes: content types left (and reached) with a full page load */
  ignoreTypes?: readonly string[];
}

export type SkipReason =
  | 'disabled'
  | 'default-prevented'
  | 'modified'
  | 'non-left'
  | 'target'
  | 'download'
  | 'full-load-marked'
  | 'ajax-ignore'
  | 'no-href'
  | 'protocol'
  | 'other-host'
  | 'same-page-anchor'
  | 'file'
  | 'excluded-path'
  | 'sign-in'
  | 'remove-member'
  | 'content-type';

export type LinkDecision = { inPlace: true; url: string } | { inPlace: false; reason: SkipReason };

/**
 * Content types on which no link is loaded in place: after removing membership the session is gone
 * (the spec's remove-membership-success rule). Admins list more in `ajaxIgnoreTypes`. (Links FROM the
 * interactive docs load in place like any others; links TO them load fully — the /io-docs path rule, and a
 * fetched page that turns out to be I/O Docs is loaded normally, see boot.ts prepare.)
 */
export const FULL_LOAD_CONTENT_TYPES: readonly string[] = ['memberRemoveSuccess'];

/**
 * Paths that always load fully (spec: platform-ID login, contact, member register, docs read, page,
 * io-docs). Pages and docs may carry author scripts and globals that only run on a real load; contact
 * and register carry reCAPTCHA; sign-in sets cookies and may redirect to another host. In any letter case
 * (`/Page/Terms`, `/IO-Docs`): the reference does not say whether the portal's paths are case-sensitive, and
 * a full load is the safe side — a page loaded in place that needed a real load loses its scripts.
 */
export const FULL_LOAD_PATHS: readonly RegExp[] = [
  /^\/login(\/|$)/i,
  /^\/contact(\/|$)/i,
  /^\/member\/register(\/|$)/i,
  /^\/docs\/read(\/|$)/i,
  /^\/page(\/|$)/i,
  /^\/io-docs(\/|$)/i,
];

/** Extensions of files (not pages): links to them are left to the browser. */
export const FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  'pdf',
  'zip',
  'gz',
  'tgz',
  'tar',
  'rar',
  '7z',
  'bz2',
  'xz',
  'jar',
  'war',
  'exe',
  'msi',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'apk',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'bmp',
  'ico',
  'tif',
  'tiff',
  'mp3',
  'mp4',
  'm4a',
  'm4v',
  'mov',
  'avi',
  'wmv',
  'webm',
  'ogg',
  'ogv',
  'wav',
  'flac',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  'tsv',
  'md',
  'json',
  'xml',
  'wsdl',
  'xsd',
  'yaml',
  'yml',
  'raml',
  'har',
  'postman_collection',
  'js',
  'mjs',
  'css',
  'map',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'swf',
  'epub',
]);

const warnedSelectors = new Set<string>();

function matchesIgnore(el: Element, ignore: LinkContext['ajaxIgnore']): boolean {
  if (!ignore) return false;
  const selectors = typeof ignore === 'string' ? [ignore] : ignore;
  for (const selector of selectors) {
    if (typeof selector !== 'string' || selector.trim() === '') continue;
    try {
      if (el.closest(selector)) return true;
    } catch {
      if (!warnedSelectors.has(selector)) {
        warnedSelectors.add(selector);
        console.warn(`[portal] ajaxIgnore: "${selector}" is not a valid CSS selector; it is ignored.`);
      }
    }
  }
  return false;
}

/** The raw href of an <a> (HTML or SVG). */
export function rawHref(anchor: Element): string | null {
  const href = anchor.getAttribute('href') ?? anchor.getAttribute('xlink:href');
  return href === null ? null : href.trim();
}

/** True when the path is one of the always-full-load paths. */
export function isFullLoadPath(pathname: string): boolean {
  return FULL_LOAD_PATHS.some((re) => re.test(pathname));
}

/** True when the URL points to a file rather than a portal page. */
export function isFileUrl(url: URL): boolean {
  if (/^\/files\//.test(url.pathname)) return true;
  const last = url.pathname.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return false;
  return FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

function sameDocument(a: URL, b: URL): boolean {
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
}

/**
 * Decides whether a URL (from a link or a GET form) may be loaded in place, ignoring the click itself.
 * Used by links and by GET forms.
 */
export function decideUrl(target: URL, ctx: LinkContext): LinkDecision {
  if (!ctx.ajax) return { inPlace: false, reason: 'disabled' };
  if (
    ctx.contentType &&
    // Stryker disable next-line ArrayDeclaration: equivalent — the fallback (no ajaxIgnoreTypes) is only searched for the current content type; a placeholder entry names none of the portal's types
    (FULL_LOAD_CONTENT_TYPES.includes(ctx.contentType) || (ctx.ignoreTypes ?? []).includes(ctx.contentType))
  ) {
    return { inPlace: false, reason: 'content-type' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { inPlace: false, reason: 'protocol' };
  let current: URL;
  try {
    current = new URL(ctx.currentUrl);
  } catch {
    return { inPlace: false, reason: 'other-host' };
  }
  if (target.host !== current.host || target.protocol !== current.protocol) return { inPlace: false, reason: 'other-host' };
  if (ctx.signInUrl) {
    try {
      const signIn = new URL(ctx.signInUrl, current);
      if (signIn.pathname === target.pathname && signIn.host === target.host) return { inPlace: false, reason: 'sign-in' };
    } catch {
      /* an unparsable sign-in URL matches nothing */
    }
  }
  if (isFullLoadPath(target.pathname)) return { inPlace: false, reason: 'excluded-path' };
  if (target.searchParams.get('action') === 'removeMember') return { inPlace: false, reason: 'remove-member' };
  if (isFileUrl(target)) return { inPlace: false, reason: 'file' };
  return { inPlace: true, url: target.href };
}

/** Decides what a click on `anchor` does. */
export function decideLinkClick(event: ClickLike, anchor: Element, ctx: LinkContext): LinkDecision {
  if (event.defaultPrevented) return { inPlace: false, reason: 'default-prevented' };
  if (event.button !== 0) return { inPlace: false, reason: 'non-left' };
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return { inPlace: false, reason: 'modified' };
  if (!ctx.ajax) return { inPlace: false, reason: 'disabled' };
  // spec: links with a target are skipped — `_self` too (a blank attribute names no target)
  const target = anchor.getAttribute('target');
  if (target !== null && target.trim() !== '') return { inPlace: false, reason: 'target' };
  if (anchor.hasAttribute('download')) return { inPlace: false, reason: 'download' };
  if (anchor.closest('[data-full-load]')) return { inPlace: false, reason: 'full-load-marked' };
  if (matchesIgnore(anchor, ctx.ajaxIgnore)) return { inPlace: false, reason: 'ajax-ignore' };
  const href = rawHref(anchor);
  if (href === null || href === '') return { inPlace: false, reason: 'no-href' };
  let url: URL;
  let current: URL;
  try {
    current = new URL(ctx.currentUrl);
    url = new URL(href, current);
  } catch {
    return { inPlace: false, reason: 'no-href' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { inPlace: false, reason: 'protocol' };
  if (url.host !== current.host || url.protocol !== current.protocol) return { inPlace: false, reason: 'other-host' };
  // (an empty fragment leaves url.hash empty: `#` and `/this/page#` only scroll, as in the browser)
  if (sameDocument(url, current) && (url.hash !== '' || href.includes('#')))
    return { inPlace: false, reason: 'same-page-anchor' };
  return decideUrl(url, ctx);
}
