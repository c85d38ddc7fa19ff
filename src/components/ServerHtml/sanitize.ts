// The one HTML sanitiser of the kit: a single DOMPurify instance, configured once, with an explicit
// allow-list. Server HTML (and admin HTML templates) reach the page only through this module — via the
// <ServerHtml> component, or via `sanitizeHtml()` for the adapter/runtime when they render HTML templates.
import createDOMPurify, { type DOMPurify as Purifier, type Config } from 'dompurify';
import { absoluteUrl } from '../../lib/absoluteUrl.ts';
import { resolveLanguage } from '../../lib/codeLanguages.ts';
import { neutralizeInlineHandlers } from './neutralize.ts';
import { themePolicy, trustedHtml } from './trustedTypes.ts';

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
 * URL-valued attributes (`href`, `src`, `action`, `cite` …) must pass DOMPurify's URI check:
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

let purifier: Purifier | null = null;
let current: { idPrefix: string; baseUrl?: string | null } = { idPrefix: DEFAULT_ID_PREFIX };

function prefixed(value: string): string {
  return value.startsWith(current.idPrefix) ? value : current.idPrefix + value;
}

function configure(instance: Purifier): Purifier {
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    const value = data.attrValue;
    if (name === 'class') {
      data.attrValue = allowedClasses(value);
      if (!data.attrValue) data.keepAttr = false;
    } else if (name === 'id' && value) data.attrValue = prefixed(value);
    else if (ID_REFERENCE_ATTRS.has(name) && value) data.attrValue = value.split(/\s+/).filter(Boolean).map(prefixed).join(' ');
    else if (name === 'href' && value.startsWith('#') && value.length > 1) data.attrValue = `#${prefixed(value.slice(1))}`;
    // `name` on img/form/a… would create document.<name> globals (DOM clobbering): prefix it. Control names are submitted: keep them.
    else if (name === 'name' && value && !SUBMITTED_NAME_TAGS.has(tag)) data.attrValue = prefixed(value);
    else if (name === 'src' && /^\s*data:/i.test(value) && !(tag === 'img' && SAFE_DATA_IMAGE.test(value.trim())))
      data.keepAttr = false;
    else if (name === 'target' && !/^_(blank|self|parent|top)$/.test(value)) data.attrValue = '_blank';
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    if (el.hasAttribute('target')) {
      const rel = new Set((el.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      el.setAttribute('rel', [...rel].join(' '));
    }
    if (el.nodeName === 'IMG' && !el.hasAttribute('loading')) el.setAttribute('loading', 'lazy');
    // a card's links named after the card ("Try it: Weather API"): every card of a grid says "Read the docs"
    // and "Try it", which named nothing of which API (its heading comes before its links, so it is in place)
    if (el.nodeName === 'A' && !el.hasAttribute('aria-label')) {
      const heading = el.closest('.block-card')?.querySelector('h1, h2, h3, h4, h5, h6');
      const title = heading && !heading.contains(el) ? heading.textContent?.trim().replace(/\s+/g, ' ') : '';
      const text = el.textContent?.trim().replace(/\s+/g, ' ');
      if (title && text && !text.includes(title)) el.setAttribute('aria-label', `${text}: ${title}`);
    }
    // a table without header cells: its first row is styled as the header row (ServerHtml.css.ts)
    if (el.nodeName === 'TABLE' && !el.querySelector('th')) el.setAttribute(HEADLESS_TABLE_ATTRIBUTE, '');
    else el.removeAttribute(HEADLESS_TABLE_ATTRIBUTE);
    if (current.baseUrl)
      for (const name of URL_ATTRS) {
        const value = el.getAttribute(name);
        if (value !== null) el.setAttribute(name, absoluteUrl(value, current.baseUrl));
      }
  });
  return instance;
}

let trusted: boolean | null = null;

/**
 * DOMPurify is only as good as the DOM it runs on. Some DOM implementations (e.g. happy-dom, used by the unit
 * tests) do not revisit nodes that DOMPurify moves while unwrapping a removed element, so nested payloads slip
 * through. A canary with exactly that shape is sanitised once; if the result is not what a conforming DOM gives,
 * the sanitiser refuses to produce HTML and callers get plain text instead. The attribute that must go is a
 * data-* attribute, not an event handler: Chromium reports every handler attribute it parses — even in the
 * inert document DOMPurify parses into — as a CSP violation (script-src-attr), on every page.
 */
const CANARY = '<span><font><img src="x" data-canary="1"></font></span><form action="javascript:1"><b>t</b></form>';
function passesCanary(instance: Purifier): boolean {
  const out = instance.sanitize(CANARY, configFor({})) as string;
  return (
    !/data-canary|<font|javascript:/i.test(out) &&
    /<span><img src="x"[^>]*><\/span>/.test(out) &&
    /<form><b>t<\/b><\/form>/.test(out)
  );
}

function getPurifier(): Purifier | null {
  if (trusted === false) return null;
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return null;
  configure(instance);
  trusted = passesCanary(instance);
  if (!trusted) {
    console.warn('[ServerHtml] this DOM implementation cannot be sanitised reliably; server HTML is shown as plain text.');
    return null;
  }
  purifier = instance;
  return purifier;
}

/** Whether server HTML can be rendered as HTML here (false: it is shown as plain text). */
export function canSanitize(): boolean {
  return getPurifier() !== null;
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

function configFor(options: SanitizeOptions): Config {
  return {
    ALLOWED_TAGS: options.allowForms === false ? ALLOWED_TAGS.filter((t) => !FORM_TAGS.includes(t)) : [...ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: true,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Our own id/name prefixing (above) replaces DOMPurify's clobbering check, which would otherwise drop
    // legitimate control names such as name="name" or name="action" that the server expects to receive.
    SANITIZE_DOM: false,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
    WHOLE_DOCUMENT: false,
    RETURN_TRUSTED_TYPE: false,
    // DOMPurify parses through the kit's policy (under require-trusted-types-for) instead of creating its
    // own "dompurify" policy: one policy name for the CSP to list
    TRUSTED_TYPES_POLICY: (themePolicy() ?? undefined) as Config['TRUSTED_TYPES_POLICY'],
  };
}

/**
 * Sanitises an HTML string with the kit's allow-list and returns safe HTML. Where no trustworthy DOM is
 * available to sanitise with, it returns the HTML's text content, escaped (shown as text, never injected).
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  // Without a '<' no element can come of it, only text (entities decode to text): nothing to clean. The
  // common case for labels, logos and copyright lines, which then skip DOMPurify's parse and walk.
  if (!html.includes('<')) return html;
  const instance = getPurifier();
  if (!instance) return asText(html);
  current = { idPrefix: options.idPrefix ?? DEFAULT_ID_PREFIX, baseUrl: options.baseUrl };
  try {
    // handler attributes renamed before DOMPurify parses (they are dropped either way): no CSP reports
    return instance.sanitize(neutralizeInlineHandlers(html), configFor(options)) as string;
  } finally {
    current = { idPrefix: DEFAULT_ID_PREFIX };
  }
}
