// The one HTML sanitiser of the kit: the browser's parser and one allow-list walk (cleanTree.ts, DOMPurify's
// rules for this configuration), with the kit's rewrites (ids, classes, links). Server HTML (and admin HTML templates) reach the page only through this module — via the
// <ServerHtml> component, or via `sanitizeHtml()` for the adapter/runtime when they render HTML templates.
import { absoluteUrl } from '../../lib/absoluteUrl.ts';
import { resolveLanguage } from '../../lib/codeLanguages.ts';
import { callOwn, cleanHtml, type CleanRules } from './cleanTree.ts';
import { neutralizeInlineHandlers } from './neutralize.ts';
import { trustedHtml } from './trustedTypes.ts';

/**
 * Elements kept. Everything else is removed; for elements that are merely not allowed (e.g. `main`, `nav`,
 * `font`, `center`) the text content is kept, while the content of dangerous containers (`script`, `style`,
 * `template`, `iframe`, `object`, `embed`, `noscript`, `svg`, `math` …) is dropped with them.
 */
export const ALLOWED_TAGS = [
  // prose and structure
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'aside',
  'figure',
  'figcaption',
  'address',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  // lists
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  // inline
  'a',
  'abbr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'q',
  'cite',
  'dfn',
  'time',
  'code',
  'kbd',
  'samp',
  'var',
  'pre',
  'wbr',
  'bdi',
  'bdo',
  // tables
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  // media
  'img',
  // disclosure
  'details',
  'summary',
  // forms (server forms inside content are kept whole)
  'form',
  'fieldset',
  'legend',
  'label',
  'input',
  'select',
  'option',
  'optgroup',
  'textarea',
  'button',
  'output',
] as const;

/** Form elements, removed when `allowForms: false`. */
const FORM_TAGS = [
  'form',
  'fieldset',
  'legend',
  'label',
  'input',
  'select',
  'option',
  'optgroup',
  'textarea',
  'button',
  'output',
];

/**
 * Attributes kept (plus `aria-*`). Not kept: every event handler (`on*`), `style`, `srcset`, `formaction`,
 * `data-*` (so server content cannot switch on runtime hooks such as `data-full-load`), `tabindex`.
 * URL-valued attributes (`href`, `src`, `action`, `cite` …) must pass the URL check (cleanTree.ts, DOMPurify's):
 * http(s), mailto, tel and relative URLs pass; `javascript:`, `vbscript:` and `data:` do not — except
 * raster `data:image/*` on `<img src>` (cannot run script; used by editors for pasted images).
 */
export const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'loading',
  'id',
  'class',
  'lang',
  'dir',
  'role',
  'hidden',
  'target',
  'rel',
  'download',
  'hreflang',
  'colspan',
  'rowspan',
  'scope',
  'headers',
  'span',
  'abbr',
  'datetime',
  'cite',
  'start',
  'reversed',
  'value',
  'open',
  'name',
  'type',
  'checked',
  'selected',
  'disabled',
  'readonly',
  'required',
  'multiple',
  'placeholder',
  'for',
  'form',
  'action',
  'method',
  'enctype',
  'accept-charset',
  'novalidate',
  'autocomplete',
  'maxlength',
  'minlength',
  'min',
  'max',
  'step',
  'pattern',
  'size',
  'rows',
  'cols',
  'wrap',
  'label',
  'accept',
  'list',
];

/** the content blocks' classes (issue 35): hero, card grid, callout, steps, tabs, and the action row */
export const CONTENT_BLOCK_CLASSES = [
  'block-hero',
  'block-lead',
  'block-actions',
  'block-cards',
  'block-card',
  'block-callout',
  'block-steps',
  'block-tabs',
  'block-tab',
] as const;

/**
 * Class names user content may keep: what authors' editors and the portal legitimately write (code
 * languages, alignment, tables, notes, the portal's tooltips and reCAPTCHA). Every other class is dropped,
 * so content cannot wear the theme's own classes (hashed `_1ab`, `portal-*`, `loading` …) and, say, pin a
 * copy of the in-place loading bar or a fake "sign in again" banner over the header.
 */
export const ALLOWED_CLASSES: ReadonlySet<string> = new Set([
  // code (SyntaxHighlighter, Prettify, highlight.js markers)
  'code',
  'highlight',
  'prettyprint',
  'linenums',
  'nohighlight',
  // alignment (editors write these)
  'left',
  'right',
  'center',
  'justify',
  'alignleft',
  'alignright',
  'aligncenter',
  'alignnone',
  // tables
  'table',
  'striped',
  'bordered',
  'condensed',
  // notes
  'note',
  'tip',
  'info',
  'warning',
  'caution',
  'important',
  // the portal's content hooks: tooltips (enhance/tooltips.ts) and reCAPTCHA (enhance/recaptcha.ts)
  'mashtip',
  'g-recaptcha',
  // content blocks for portal authors (issue 35; docs/content-blocks.md): drawn by ServerHtml's prose styles
  // inside the content box only — `block-` is a namespace the theme itself never uses, so a block cannot
  // wear the theme's chrome
  ...CONTENT_BLOCK_CLASSES,
]);
/** prefixed forms: `language-js`, `lang-js`, `brush-js`, `text-center`, `align-right`, `table-striped` */
const ALLOWED_CLASS_PATTERN =
  /^(?:(?:language|lang|brush)-[a-z0-9#+._-]+|(?:text|align)-(?:left|right|center|justify|start|end)|table-(?:striped|bordered|condensed|hover))$/i;

/** a token that could name a CSS class without escaping (every class the theme defines is one) */
const CLASS_IDENTIFIER = /^-?[_a-zA-Z][-\w]*$/;

/**
 * A value after a SyntaxHighlighter `key:` token (`gutter: false`, `first-line: 10`, `highlight: [1,`):
 * kept when it is a boolean, a language, or no class identifier at all. Any other identifier is dropped,
 * or `x: portal-theme-dark` would let content wear any theme class.
 */
const isConfigValue = (name: string): boolean =>
  !CLASS_IDENTIFIER.test(name) || /^(?:true|false)$/i.test(name) || resolveLanguage(name) !== null;

/**
 * The class list with only allowed names: the list above, the prefixed forms, a language name (`js`), and
 * SyntaxHighlighter's `brush: js; gutter: false` tokens (with a `:` or `;`, which no theme class has, and
 * a configuration value after a `key:`).
 */
export function allowedClasses(value: string): string {
  const names = value.split(/\s+/).filter(Boolean);
  return names
    .filter(
      (name, i) =>
        ALLOWED_CLASSES.has(name.toLowerCase()) ||
        ALLOWED_CLASS_PATTERN.test(name) ||
        /[:;]/.test(name) ||
        (i > 0 && names[i - 1]!.endsWith(':') && isConfigValue(name)) ||
        resolveLanguage(name) !== null,
    )
    .join(' ');
}

export interface SanitizeOptions {
  /**
   * Prefix for every `id` (and for same-page references to ids: `href="#…"`, `for`, `aria-labelledby`,
   * `aria-describedby`, `aria-controls`, `headers`, `list`, `form`), so server ids never collide with the
   * layout's ids or with another ServerHtml block, and never clobber globals. Default `'content-'`. Pass a
   * different prefix per block when several blocks on one page may share ids.
   */
  idPrefix?: string;
  /** keep forms and form controls (default true) */
  allowForms?: boolean;
  /**
   * Links (`href`) and form actions (`action`) are made absolute against this URL (the shown page), so
   * none resolves against the document's base URL; without it they stay as written.
   */
  baseUrl?: string | null;
}

const DEFAULT_ID_PREFIX = 'content-';
const ID_REFERENCE_ATTRS = new Set([
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-flowto',
  'aria-details',
  'aria-errormessage',
  'headers',
  'list',
  'form',
]);
/** Controls whose `name` is what the form submits: their names stay exactly as the server wrote them. */
const SUBMITTED_NAME_TAGS = new Set(['input', 'select', 'textarea', 'button', 'output']);
/** marks a table without header cells (set by the sanitiser only; content's own is dropped) */
export const HEADLESS_TABLE_ATTRIBUTE = 'data-portal-headless';

/** what the theme writes as absolute URLs (lib/absoluteUrl.ts): where a link goes and where a form posts */
const URL_ATTRS = ['href', 'action'];
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/i;

let current: { idPrefix: string; baseUrl?: string | null } = { idPrefix: DEFAULT_ID_PREFIX };

function prefixed(value: string): string {
  return value.startsWith(current.idPrefix) ? value : current.idPrefix + value;
}

// the element methods the rules call, from the element's prototype: a form's control named `closest` or
// `hasAttribute` shadows the form's own (DOM clobbering) and must not break or steer the rules
// (cleanTree.ts › callOwn, the walk's own accessor)
const hasAttr = (el: Element, name: string): boolean => callOwn(el, 'hasAttribute', name);
const attr = (el: Element, name: string): string | null => callOwn(el, 'getAttribute', name);
const setAttr = (el: Element, name: string, value: string): void => callOwn(el, 'setAttribute', name, value);

/** the kit's rewrites of an attribute before the allow-list checks it: the value to check, or null to drop it */
function onAttribute(_el: Element, tag: string, name: string, value: string): string | null {
  if (name === 'class') return allowedClasses(value) || null;
  if (name === 'id' && value) return prefixed(value);
  if (ID_REFERENCE_ATTRS.has(name) && value) return value.split(/\s+/).filter(Boolean).map(prefixed).join(' ');
  if (name === 'href' && value.startsWith('#') && value.length > 1) return `#${prefixed(value.slice(1))}`;
  // `name` on img/form/a… would create document.<name> globals (DOM clobbering): prefix it. Control names are submitted: keep them.
  if (name === 'name' && value && !SUBMITTED_NAME_TAGS.has(tag)) return prefixed(value);
  if (name === 'src' && /^\s*data:/i.test(value) && !(tag === 'img' && SAFE_DATA_IMAGE.test(value.trim()))) return null;
  if (name === 'target' && !/^_(blank|self|parent|top)$/.test(value)) return '_blank';
  return value;
}

/** the kit's additions to a kept element, once its attributes are clean */
function afterAttributes(el: Element, tag: string): void {
  if (hasAttr(el, 'target')) {
    const rel = new Set((attr(el, 'rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    setAttr(el, 'rel', [...rel].join(' '));
  }
  if (tag === 'img' && !hasAttr(el, 'loading')) setAttr(el, 'loading', 'lazy');
  // a card's links named after the card ("Try it: Weather API"): every card of a grid says "Read the docs"
  // and "Try it", which named nothing of which API (its heading comes before its links, so it is in place)
  if (tag === 'a' && !hasAttr(el, 'aria-label')) {
    const heading = callOwn<Element | null>(el, 'closest', '.block-card')?.querySelector('h1, h2, h3, h4, h5, h6');
    const title = heading && !heading.contains(el) ? heading.textContent?.trim().replace(/\s+/g, ' ') : '';
    const text = el.textContent?.trim().replace(/\s+/g, ' ');
    if (title && text && !text.includes(title)) setAttr(el, 'aria-label', `${text}: ${title}`);
  }
  // a table without header cells: its first row is styled as the header row (ServerHtml.css.ts)
  if (tag === 'table' && !callOwn<Element | null>(el, 'querySelector', 'th')) setAttr(el, HEADLESS_TABLE_ATTRIBUTE, '');
  else callOwn(el, 'removeAttribute', HEADLESS_TABLE_ATTRIBUTE);
  if (current.baseUrl)
    for (const name of URL_ATTRS) {
      const value = attr(el, name);
      if (value !== null) setAttr(el, name, absoluteUrl(value, current.baseUrl));
    }
}

const FORBID_ATTR = new Set(['style', 'srcset', 'formaction', 'xlink:href']);
const ATTRS = new Set(ALLOWED_ATTR);
const withForms: CleanRules = {
  tags: new Set(ALLOWED_TAGS),
  attrs: ATTRS,
  forbidAttrs: FORBID_ATTR,
  onAttribute,
  afterAttributes,
};
const withoutForms: CleanRules = { ...withForms, tags: new Set(ALLOWED_TAGS.filter((t) => !FORM_TAGS.includes(t))) };
/**
 * The rules the walk applies (forms allowed, the default id prefix): `ServerHtml.sanitizer.stories.tsx` gives
 * DOMPurify the same rules and holds the two outputs equal in Chromium.
 */
export const SANITIZER_RULES: CleanRules = withForms;

let trusted: boolean | null = null;

/**
 * The walk is only as good as the DOM it runs on. A canary with the shapes that trip up DOM implementations
 * (nodes moved while unwrapping a removed element, a form's content) is cleaned once; if the result is not
 * what a conforming DOM gives, the sanitiser refuses to produce HTML and callers get plain text instead. The
 * attribute that must go is a data-* attribute, not an event handler: Chromium reports every handler
 * attribute it parses — even in an inert DOMParser document — as a CSP violation (script-src-attr).
 */
const CANARY = '<span><font><img src="x" data-canary="1"></font></span><form action="javascript:1"><b>t</b></form>';
function passesCanary(): boolean {
  const out = clean(CANARY, withForms);
  return (
    out !== null &&
    !/data-canary|<font|javascript:/i.test(out) &&
    /<span><img src="x"[^>]*><\/span>/.test(out) &&
    /<form><b>t<\/b><\/form>/.test(out)
  );
}

function clean(html: string, rules: CleanRules): string | null {
  return cleanHtml(html, rules, trustedHtml);
}

function ready(): boolean {
  if (trusted === null) {
    if (typeof window === 'undefined' || typeof DOMParser === 'undefined') return false;
    trusted = passesCanary();
    if (!trusted)
      console.warn('[ServerHtml] this DOM implementation cannot be sanitised reliably; server HTML is shown as plain text.');
  }
  return trusted;
}

/** Whether server HTML can be rendered as HTML here (false: it is shown as plain text). */
export function canSanitize(): boolean {
  return ready();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain-text fallback: the text of the HTML (parsed inertly, never inserted), escaped. */
function asText(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeHtml(html);
  // iframes renamed first: some DOM implementations try to load an iframe's src even in a parsed document
  const doc = new DOMParser().parseFromString(trustedHtml(html.replace(/<(\/?)iframe\b/gi, '<$1x-iframe')), 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((n) => n.remove());
  return escapeHtml(doc.body?.textContent ?? '');
}

/**
 * Sanitises an HTML string with the kit's allow-list and returns safe HTML. Where no trustworthy DOM is
 * available to sanitise with, it returns the HTML's text content, escaped (shown as text, never injected).
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  // Without a '<' no element can come of it, only text (entities decode to text): nothing to clean. The
  // common case for labels, logos and copyright lines, which then skip the parse and walk.
  if (!html.includes('<')) return html;
  if (!ready()) return asText(html);
  current = { idPrefix: options.idPrefix ?? DEFAULT_ID_PREFIX, baseUrl: options.baseUrl };
  try {
    // handler attributes renamed before the browser parses (they are dropped either way): no CSP reports
    return clean(neutralizeInlineHandlers(html), options.allowForms === false ? withoutForms : withForms) ?? asText(html);
  } finally {
    current = { idPrefix: DEFAULT_ID_PREFIX };
  }
}
