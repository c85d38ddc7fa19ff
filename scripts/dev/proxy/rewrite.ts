// What the local proxy (`npm start -- --portal <url>`, scripts/dev/proxy/server.ts) changes in the portal's
// answers and in the browser's requests. Pure functions, unit-tested in scripts/dev/proxy/rewrite.test.ts.

/** The two sides of the proxy: the portal the requests go to and the local origin the browser sees. */
export interface Origins {
  /** e.g. https://developer.example.com (no trailing slash) */
  upstream: string;
  /** e.g. http://127.0.0.1:4010 */
  local: string;
}

/**
 * Set-Cookie for the local origin: the portal's Domain does not match 127.0.0.1 (the browser would drop
 * the cookie), Secure cookies are not stored over plain http, and SameSite=None needs Secure — so Domain
 * and Secure go and SameSite=None becomes Lax (the proxy serves one site, so Lax keeps sign-in working).
 */
export function rewriteSetCookie(cookie: string): string {
  const [pair = '', ...attrs] = cookie.split(';');
  const kept: string[] = [];
  for (const raw of attrs) {
    const attr = raw.trim();
    const name = attr.split('=')[0]?.trim().toLowerCase();
    if (!attr || name === 'domain' || name === 'secure' || name === 'partitioned') continue;
    if (name === 'samesite' && /=\s*none\s*$/i.test(attr)) {
      kept.push('SameSite=Lax');
      continue;
    }
    kept.push(attr);
  }
  return [pair.trim(), ...kept].join('; ');
}

/** Every spelling of the upstream origin a page or header may hold (https, http, protocol-relative). */
function upstreamSpellings(upstream: string): string[] {
  const u = new URL(upstream);
  const hosts = [u.host];
  // https://host:443 and https://host are the same origin; list the explicit default port as well
  if (!u.port) hosts.push(`${u.hostname}:${u.protocol === 'https:' ? 443 : 80}`);
  const out: string[] = [];
  for (const host of hosts) out.push(`https://${host}`, `http://${host}`, `//${host}`);
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces absolute URLs to the portal with local ones (text of a page, a Location, a CSP). */
export function localizeUrls(text: string, origins: Origins): string {
  const spellings = upstreamSpellings(origins.upstream).map(escapeRegExp).join('|');
  // the origin must end there: not https://developer.example.com.evil.test
  const pattern = new RegExp(`(?:${spellings})(?![\\w.-]|:\\d)`, 'gi');
  return text.replace(pattern, origins.local);
}

/** The reverse, for headers the browser sends (Origin, Referer): anti-forgery checks compare them. */
export function upstreamUrl(value: string, origins: Origins): string {
  if (value === origins.local || value.startsWith(`${origins.local}/`))
    return origins.upstream + value.slice(origins.local.length);
  return value;
}

/** Location: the portal's absolute URLs become local; other hosts (sign-in providers) stay as they are. */
export function rewriteLocation(location: string, origins: Origins): string {
  return localizeUrls(location, origins);
}

/** The theme includes Portal Setup's three fields produce: the kit's own file names. */
export const KIT_INCLUDES = ['/files/portal.css', '/files/portal-head.js', '/files/portal.js'];

/**
 * Which stylesheet and script URLs count as the portal's installed theme. Portal Setup's three file fields hold
 * uploads served from /files/ (docs/DEPLOY.md › Portal Setup fields): every `<link rel=stylesheet>` and
 * `<script src>` under /files/ is an installed theme include — this kit's names, the predecessor theme's and any
 * other theme's alike. `extra` (`--strip`) adds URLs or URL prefixes elsewhere (a CDN, /public/…/clients/).
 */
export function isThemeInclude(url: string, extra: readonly string[] = []): boolean {
  let path: string;
  try {
    const u = new URL(url, 'http://portal.invalid');
    path = u.host === 'portal.invalid' ? u.pathname : url;
  } catch {
    return false;
  }
  if (path.startsWith('/files/')) return true;
  return extra.some((e) => url === e || path === e || (e.endsWith('/') && (url.startsWith(e) || path.startsWith(e))));
}

export interface Injection {
  /** tags after the stylesheet in <head> (the live preview's), '' when none */
  headExtra: string;
  /** tags before portal.js in <body> (the live preview's overrides), '' when none */
  bodyExtra: string;
}

export interface HtmlResult {
  html: string;
  /** the include URLs removed */
  stripped: string[];
}

const LINK_TAG = /<link\b[^>]*>/gi;
const SCRIPT_SRC_TAG = /<script\b[^>]*\bsrc\s*=\s*(["']?)([^"'\s>]+)\1[^>]*>\s*<\/script\s*>/gi;

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/**
 * A proxied page: the portal's absolute URLs made local, the installed theme includes removed, and this
 * kit's build put in where Portal Setup puts it — the stylesheet and head script at the end of <head>, the
 * body script at the end of <body> (after the inline Body JavaScript, which stays). `inject: null` gives
 * the bare page (theme removed, nothing added; the report's comparison).
 */
export function rewriteHtml(
  html: string,
  origins: Origins,
  options: { strip?: readonly string[]; inject: Injection | null },
): HtmlResult {
  const stripped: string[] = [];
  let out = localizeUrls(html, origins);
  out = out.replace(LINK_TAG, (tag) => {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!rel.split(/\s+/).includes('stylesheet') || !href || !isThemeInclude(href, options.strip)) return tag;
    stripped.push(href);
    return '';
  });
  out = out.replace(SCRIPT_SRC_TAG, (tag: string, _q: string, src: string) => {
    if (!isThemeInclude(src, options.strip)) return tag;
    stripped.push(src);
    return '';
  });
  if (options.inject) {
    const head = `<link rel="stylesheet" href="/files/portal.css">\n${options.inject.headExtra}<script src="/files/portal-head.js"></script>\n`;
    const body = `${options.inject.bodyExtra}<script src="/files/portal.js"></script>\n`;
    out = insertBefore(out, /<\/head\s*>/i, head, true);
    out = insertBefore(out, /<\/body\s*>/i, body, false);
  }
  return { html: out, stripped };
}

/** Inserts before the last match of `end` (or at the end of the text when there is none). */
function insertBefore(html: string, end: RegExp, text: string, first: boolean): string {
  const global = new RegExp(end.source, 'gi');
  let index = -1;
  for (const m of html.matchAll(global)) {
    index = m.index;
    if (first) break;
  }
  return index < 0 ? html + text : html.slice(0, index) + text + html.slice(index);
}

/** The marker classes and ids the kit's detection reads (docs/extraction.md › Detection order). */
export const MASHERY_MARKERS = ['#page', '#content', '#main', 'body.page-*', 'mashery_info / Mashery-Base.js'];

/** Whether a page looks like a hosted Mashery portal page; the markers not found when it does not. */
export function masheryMarkers(html: string): { ok: boolean; missing: string[] } {
  const checks: [string, boolean][] = [
    ['#page', /\bid\s*=\s*["']?page["'\s>]/i.test(html)],
    ['#content', /\bid\s*=\s*["']?content["'\s>]/i.test(html)],
    ['#main', /\bid\s*=\s*["']?main["'\s>]/i.test(html)],
    ['body.page-*', /<body\b[^>]*\bclass\s*=\s*["'][^"']*\bpage-[\w-]+/i.test(html)],
    ['mashery_info / Mashery-Base.js', /mashery_info|\/public\/Mashery\//i.test(html)],
  ];
  const missing = checks.filter(([, found]) => !found).map(([name]) => name);
  // #page and the body class are what detection starts from; one other marker may be missing
  return { ok: !missing.includes('#page') && !missing.includes('body.page-*') && missing.length <= 1, missing };
}
