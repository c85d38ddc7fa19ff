// The allow-list walk behind sanitize.ts: the browser parses the HTML into an inert document (DOMParser: no
// script runs, nothing loads) and one pass over its body keeps what the lists allow. It gives DOMPurify's
// output for the kit's configuration — the browser's parse, DOMPurify's node and attribute rules — and
// `ServerHtml.sanitizer.stories.tsx` holds the two equal in Chromium on the payload corpus. It is a fraction
// of DOMPurify's size because the kit allows none of what makes most of DOMPurify: SVG, MathML, custom
// elements, templates and shadow roots, sanitising in place, returning nodes.
//
// Why the output can be trusted when the browser parses it again (ServerHtml's innerHTML):
//   - every element of the output passed the tag list and is in the HTML namespace: foreign content (<svg>,
//     <math>) and the elements whose content is not markup-escaped when serialised (<script>, <style>, <xmp>,
//     <iframe>, <noembed>, <noframes>, <plaintext>, <noscript>) leave with everything inside them, so no text
//     of the output can be read as markup the second time (the mutation-XSS family);
//   - every attribute passed the attribute list, its value the URL rule (or the attribute holds no URL), and no
//     value holds what closes a comment or a raw-text element;
//   - comments, processing instructions and CDATA leave; text is serialised escaped.
// The tree is read through the prototypes' own accessors, so a form whose controls are named `attributes`,
// `firstChild` or `removeAttribute` cannot hide its contents from the walk (DOM clobbering); such a form is
// dropped whole, as DOMPurify drops it.

export interface CleanRules {
  /** element names kept (lower case); others are unwrapped (their content kept) or dropped with DROP_WHOLE */
  tags: ReadonlySet<string>;
  /** attribute names kept (lower case), besides `aria-*` */
  attrs: ReadonlySet<string>;
  /** attribute names never kept */
  forbidAttrs: ReadonlySet<string>;
  /**
   * Before an attribute's checks: the value to check and keep (changed or not), or null to drop it. `value` is
   * trimmed, except a `value` attribute's.
   */
  onAttribute(element: Element, tag: string, name: string, value: string): string | null;
  /** after an element's attributes */
  afterAttributes(element: Element, tag: string): void;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** not kept, and nothing inside kept either (DOMPurify's FORBID_CONTENTS) */
const DROP_WHOLE = new Set(
  'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed noframes noscript plaintext script selectedcontent style svg template thead title video xmp'.split(
    ' ',
  ),
);
/** attributes whose value is never a URL: no URL check (DOMPurify's URI_SAFE_ATTRIBUTES, less `style`) */
const NOT_URLS = new Set([
  'alt',
  'class',
  'for',
  'id',
  'label',
  'name',
  'pattern',
  'placeholder',
  'role',
  'summary',
  'title',
  'value',
  'xmlns',
]);
/** a value that is a safe URL, a relative URL or no URL at all (anything but an unknown `scheme:`) */
const SAFE_URL = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** what browsers ignore in a URL's scheme (control characters included, on purpose) */
// eslint-disable-next-line no-control-regex
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const ARIA = /^aria-[-\w]+$/;
/** markup in text: `<` then a name, `/` or `!` */
const MARKUP = /<[/\w!]/;
/** an attribute value that would close a comment, a CDATA section or a raw-text element */
const BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const LEADING_WHITESPACE = /^[\r\n\t ]+/;
/** the methods a form's named controls could shadow (besides properties checked by value) */
const FUNCTIONS = [
  'removeChild',
  'removeAttribute',
  'removeAttributeNode',
  'getAttributeNode',
  'setAttribute',
  'insertBefore',
  'hasChildNodes',
];

/**
 * What the walk reads of a node, from the node's prototype chain (never the node itself: a form's named
 * controls are found there first), cached per prototype. Per prototype, not from Node and Element: some DOM
 * implementations (happy-dom, in the unit tests) define `nodeName` or `textContent` again lower down.
 */
const members = new Map<object, Map<string, PropertyDescriptor | undefined>>();
function member(node: Node, name: string): PropertyDescriptor | undefined {
  const proto = Object.getPrototypeOf(node) as object;
  let known = members.get(proto);
  if (!known) members.set(proto, (known = new Map()));
  if (known.has(name)) return known.get(name);
  let found: PropertyDescriptor | undefined;
  for (let p: object | null = proto; p && !found; p = Object.getPrototypeOf(p) as object | null)
    found = Object.getOwnPropertyDescriptor(p, name);
  known.set(name, found);
  return found;
}
function read<T>(node: Node, name: string): T {
  return member(node, name)?.get?.call(node) as T;
}
/** a node's method `name`, called as its prototype defines it (for the rules' hooks too: sanitize.ts) */
export function callOwn<T>(node: Node, name: string, ...args: unknown[]): T {
  return (member(node, name)?.value as (...a: unknown[]) => T).apply(node, args);
}

const d = {
  firstChild: (n: Node) => read<Node | null>(n, 'firstChild'),
  nextSibling: (n: Node) => read<Node | null>(n, 'nextSibling'),
  parentNode: (n: Node) => read<Node | null>(n, 'parentNode'),
  nodeType: (n: Node) => read<number>(n, 'nodeType'),
  nodeName: (n: Node) => read<string>(n, 'nodeName'),
  textContent: (n: Node) => read<string | null>(n, 'textContent'),
  childNodes: (n: Node) => read<NodeList>(n, 'childNodes'),
  attributes: (n: Element) => read<NamedNodeMap>(n, 'attributes'),
  namespaceURI: (n: Element) => read<string | null>(n, 'namespaceURI'),
  innerHTML: (n: Element) => read<string>(n, 'innerHTML'),
  firstElementChild: (n: Element) => read<Element | null>(n, 'firstElementChild'),
  getAttributeNames: (el: Element) => callOwn<string[]>(el, 'getAttributeNames'),
  getAttribute: (el: Element, name: string) => callOwn<string | null>(el, 'getAttribute', name),
  setAttribute: (el: Element, name: string, value: string) => callOwn<void>(el, 'setAttribute', name, value),
  removeAttribute: (el: Element, name: string) => callOwn<void>(el, 'removeAttribute', name),
  removeChild: (parent: Node, child: Node) => callOwn<void>(parent, 'removeChild', child),
  insertBefore: (parent: Node, child: Node, before: Node | null) => callOwn<void>(parent, 'insertBefore', child, before),
};

/** a form whose named controls shadow what the walk reads: dropped whole (DOMPurify's `_isClobbered`) */
function isClobbered(el: Element): boolean {
  const own = el as unknown as Record<string, unknown>;
  return (
    typeof own.nodeName !== 'string' ||
    typeof own.textContent !== 'string' ||
    typeof own.namespaceURI !== 'string' ||
    FUNCTIONS.some((name) => typeof own[name] !== 'function') ||
    own.attributes !== d.attributes(el) ||
    own.nodeType !== d.nodeType(el) ||
    own.childNodes !== d.childNodes(el)
  );
}

/** whether an attribute with this (checked) value may stay (DOMPurify's `_isValidAttribute` for the kit) */
function attributeAllowed(rules: CleanRules, tag: string, name: string, value: string): boolean {
  if (rules.forbidAttrs.has(name) || name === 'patchsrc') return false;
  // `for` outside label and output: DOMPurify's guard against content patching other content by id
  if (name === 'for' && tag !== 'label' && tag !== 'output') return false;
  if (ARIA.test(name)) return true;
  if (!rules.attrs.has(name)) return false;
  if (NOT_URLS.has(name)) return true;
  if (SAFE_URL.test(value.replace(URL_WHITESPACE, ''))) return true;
  // raster images pasted by editors (sanitize.ts narrows `data:` further)
  if ((name === 'src' || name === 'href') && value.startsWith('data:') && tag === 'img') return true;
  return !value;
}

function cleanAttributes(rules: CleanRules, el: Element, tag: string): void {
  const names = d.getAttributeNames(el);
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const name = names[i]!;
    const raw = d.getAttribute(el, name) ?? '';
    const lower = name.toLowerCase();
    const value = rules.onAttribute(el, tag, lower, lower === 'value' ? raw : raw.trim());
    if (
      value === null ||
      BREAKOUT.test(value) ||
      (lower === 'attributename' && value.includes('href')) ||
      !attributeAllowed(rules, tag, lower, value)
    ) {
      d.removeAttribute(el, name);
      // an emptied `is` stays (DOMPurify's): the element keeps its built-in behaviour, never a custom one
      if (name === 'is') d.setAttribute(el, name, '');
    } else if (value !== raw) d.setAttribute(el, name, value);
  }
}

type Verdict = 'keep' | 'drop' | 'unwrap';

function judge(rules: CleanRules, node: Node): Verdict {
  const type = d.nodeType(node);
  if (type === 3) return 'keep';
  if (type !== 1) return 'drop'; // comments, processing instructions, CDATA
  const el = node as Element;
  const tag = d.nodeName(el).toLowerCase();
  if (tag === 'form' && isClobbered(el)) return 'drop';
  // text that is markup when read again (an element of only text whose text and serialisation both look like tags)
  if (d.firstChild(el) && !d.firstElementChild(el) && MARKUP.test(d.textContent(el) ?? '') && MARKUP.test(d.innerHTML(el)))
    return 'drop';
  if (!rules.tags.has(tag)) return DROP_WHOLE.has(tag) ? 'drop' : 'unwrap';
  if (d.namespaceURI(el) !== HTML_NS) return 'drop';
  cleanAttributes(rules, el, tag);
  rules.afterAttributes(el, tag);
  return 'keep';
}

/** the next node after `node` and its subtree, inside `root` */
function nextOutside(node: Node, root: Node): Node | null {
  for (let n: Node | null = node; n && n !== root; n = d.parentNode(n)) {
    const next = d.nextSibling(n);
    if (next) return next;
  }
  return null;
}

/** Cleans `body` in place, in document order (a parent before its children). */
function walk(rules: CleanRules, body: Node): void {
  let node = d.firstChild(body);
  while (node) {
    const verdict = judge(rules, node);
    if (verdict === 'keep') {
      node = d.firstChild(node) ?? nextOutside(node, body);
      continue;
    }
    const next = nextOutside(node, body);
    const parent = d.parentNode(node)!;
    let first: Node | null = null;
    if (verdict === 'unwrap')
      for (let child = d.firstChild(node); child; child = d.firstChild(node)) {
        first ??= child;
        d.insertBefore(parent, child, node);
      }
    d.removeChild(parent, node);
    node = first ?? next;
  }
}

/**
 * The cleaned HTML of `html` (a fragment: what DOMParser puts in the body), or null where there is no
 * DOMParser. `parse` turns the string into what the parser accepts (the Trusted Types policy).
 */
export function cleanHtml(html: string, rules: CleanRules, parse: (html: string) => unknown = (h) => h): string | null {
  const win = globalThis as typeof globalThis & { DOMParser?: typeof DOMParser };
  if (typeof win.DOMParser !== 'function' || typeof win.Node !== 'function') return null;
  const doc = new win.DOMParser().parseFromString(parse(html) as string, 'text/html');
  const body = doc.body;
  if (!body) return '';
  // the parser drops whitespace before the first tag (it is not in the body yet): DOMPurify puts it back
  const leading = LEADING_WHITESPACE.exec(html)?.[0];
  if (leading) d.insertBefore(body, doc.createTextNode(leading), d.firstChild(body));
  walk(rules, body);
  return d.innerHTML(body);
}
