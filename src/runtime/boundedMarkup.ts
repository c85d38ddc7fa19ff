// The huge-page part of the inert copy (inertCopy.ts): when #main has more elements than extraction keeps
// (extract/bounds.ts), only what it keeps is serialised. Only such pages need this code, so it is not in the
// app entry: inertCopy.ts imports it on demand (in the deploy build it travels in the `later` file, which is
// requested as soon as the settings are read, before the copy is made).

import { CONTENT_LIMITS, type ContentLimits } from '../extract/bounds.ts';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ELEMENT = 1;
const TEXT = 3;
const COMMENT = 8;
const VOID_ELEMENTS = /^(?:area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr|keygen)$/;
const RAW_TEXT_PARENTS = /^(?:style|script|xmp|iframe|noembed|noframes|plaintext|noscript)$/;

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;');

/** `<name attr="…">` of an HTML element, as the HTML serialiser writes it */
function startTag(el: Element): string {
  let tag = `<${el.localName}`;
  for (const attr of Array.from(el.attributes)) tag += ` ${attr.name}="${escapeAttribute(attr.value)}"`;
  return `${tag}>`;
}

/** a child node as the HTML serialiser writes it (inside an HTML element of the path to #main) */
function serialize(node: Node, parent: Element): string {
  if (node.nodeType === ELEMENT) return (node as Element).outerHTML;
  if (node.nodeType === TEXT)
    return RAW_TEXT_PARENTS.test(parent.localName) ? (node as Text).data : escapeText((node as Text).data);
  if (node.nodeType === COMMENT) return `<!--${(node as Comment).data}-->`;
  return '';
}

/**
 * Counts `el` and the elements below it the way bounds.ts counts them (an element `maxDepth` levels below
 * #main that has element children counts once: its content becomes text), until the count passes
 * `maxElements`; true then (bounds.ts removes everything after that element).
 */
function exhausts(el: Element, depth: number, counted: { elements: number }, limits: ContentLimits): boolean {
  counted.elements++;
  if (counted.elements > limits.maxElements) return true;
  if (depth >= limits.maxDepth) return false;
  for (let child = el.firstElementChild; child; child = child.nextElementSibling)
    if (exhausts(child, depth + 1, counted, limits)) return true;
  return false;
}

/**
 * The document's markup without the part of #main that extraction would cut anyway (extract/bounds.ts:
 * after `maxElements` elements below #main, the rest is left out): on a page with 2,000 keys or 10,000
 * links only what extraction keeps is serialised and parsed again — the copy's parse was the longest task
 * of such a page. Elements are written whole while the count stays within the limit; the one in which it
 * passes the limit is written down to the element past it (bounds.ts then cuts there exactly as before
 * and reports the cap), and nothing after it. Null when nothing would be cut or the page is not plain HTML down to #main: the caller
 * serialises the whole document, as always.
 */
export function boundedMarkup(doc: Document, limits: ContentLimits = CONTENT_LIMITS): string | null {
  const main = doc.getElementById('main');
  if (!main || main.getElementsByTagName('*').length <= limits.maxElements) return null;
  const path: Element[] = [];
  for (let el: Element | null = main; el; el = el.parentElement) {
    if (el.namespaceURI !== HTML_NS) return null;
    path.unshift(el);
  }
  if (path[0] !== doc.documentElement) return null;
  let out = '';
  const counted = { elements: 0 };
  /** `parent`'s children (`depth` levels below #main) up to where bounds.ts stops; true when it stops there */
  const writeChildren = (parent: Element, depth: number): boolean => {
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== ELEMENT) {
        out += serialize(node, parent);
        continue;
      }
      const el = node as Element;
      const before = counted.elements;
      if (!exhausts(el, depth, counted, limits)) {
        out += el.outerHTML;
        continue;
      }
      // bounds.ts stops at `el` or inside it: nothing after it is written
      if (el.namespaceURI !== HTML_NS) out += el.outerHTML;
      else if (counted.elements === before + 1)
        // `el` itself is the element past the limit: bounds.ts removes it (and reports the cap); its tags suffice
        out += startTag(el) + (VOID_ELEMENTS.test(el.localName) ? '' : `</${el.localName}>`);
      else {
        counted.elements = before + 1;
        out += startTag(el);
        writeChildren(el, depth + 1);
        out += `</${el.localName}>`;
      }
      return true;
    }
    return false;
  };
  const write = (level: number): void => {
    const el = path[level]!;
    out += startTag(el);
    if (el === main) writeChildren(el, 0);
    else
      for (let node = el.firstChild; node; node = node.nextSibling) {
        if (node === path[level + 1]) write(level + 1);
        else out += serialize(node, el);
      }
    out += `</${el.localName}>`;
  };
  write(0);
  return out;
}
