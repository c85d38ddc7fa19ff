// The huge-page part of the inert copy (inertCopy.ts): when #main has more elements, or a longer text, than
// extraction keeps (extract/bounds.ts), only what it keeps is serialised. Only such pages need this code, so it is not in the
// app entry: inertCopy.ts imports it on demand (in the deploy build it travels in the `later` file, which is
// requested as soon as the settings are read, before the copy is made).

import { CONTENT_LIMITS, textOf, type ContentLimits } from '../extract/bounds.ts';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ELEMENT = 1;
const TEXT = 3;
const COMMENT = 8;
const VOID_ELEMENTS = /^(?:area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr|keygen)$/;
const RAW_TEXT_PARENTS = /^(?:style|script|xmp|iframe|noembed|noframes|plaintext|noscript)$/;
/**
 * Elements whose content a `<span>` cannot stand in (the parser would move it out: tables, selects) or
 * that hold text only: a depth-capped one of these is copied whole, as before.
 */
const WHOLE_WHEN_DEEP =
  /^(?:table|thead|tbody|tfoot|tr|colgroup|select|datalist|optgroup|option|template|style|script|xmp|iframe|noembed|noframes|plaintext|textarea|title)$/;

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

/** `deep`: written element by element; `longText`: the page has a text run bounds.ts cuts (see below) */
type Counted = { elements: number; deep: boolean; longText: boolean };

/**
 * Does `root` hold a run of adjacent text nodes longer than `max` characters (what boundContent cuts)? The
 * total text is read first (most pages have less than `max` in all), then the text nodes in order.
 */
export function hasLongTextRun(root: Element, max: number): boolean {
  if ((root.textContent?.length ?? 0) <= max) return false;
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  let run = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    run = node.previousSibling?.nodeType === TEXT ? run + node.data.length : node.data.length;
    if (run > max) return true;
  }
  return false;
}

/** has `el` itself (not its descendants) a run of adjacent text children longer than `max`? */
function longRunIn(el: Element, max: number): boolean {
  let run = 0;
  for (let node = el.firstChild; node; node = node.nextSibling) {
    run = node.nodeType === TEXT ? run + (node as Text).data.length : 0;
    if (run > max) return true;
  }
  return false;
}

/**
 * Counts `el` and the elements below it the way bounds.ts counts them (an element `maxDepth` levels below
 * #main that has element children counts once: its content becomes text), until the count passes
 * `maxElements`; true then (bounds.ts removes everything after that element). Sets `deep` when it meets
 * an element that bounds.ts turns into text (`maxDepth` levels down, with element children) or, on a page
 * with a long text, an element holding a text run longer than bounds.ts keeps.
 */
function exhausts(el: Element, depth: number, counted: Counted, limits: ContentLimits): boolean {
  counted.elements++;
  if (counted.elements > limits.maxElements) return true;
  if (depth >= limits.maxDepth) {
    if (el.firstElementChild) counted.deep = true;
    return false;
  }
  if (counted.longText && !counted.deep && longRunIn(el, limits.maxText)) counted.deep = true;
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
  if (!main) return null;
  const longText = hasLongTextRun(main, limits.maxText);
  if (main.getElementsByTagName('*').length <= limits.maxElements && !longText) return null;
  const path: Element[] = [];
  for (let el: Element | null = main; el; el = el.parentElement) {
    if (el.namespaceURI !== HTML_NS) return null;
    path.unshift(el);
  }
  if (path[0] !== doc.documentElement) return null;
  let out = '';
  const counted: Counted = { elements: 0, deep: false, longText };
  /**
   * `el` (`depth` levels below #main, within the element limit) with what bounds.ts would turn into text
   * already text: 5,000 nested lists are not written out (and parsed again: the HTML parser's work for
   * nested lists grows with the square of the depth, 150 ms for the copy of such a page). A depth-capped
   * element is written with its text (at most what bounds.ts keeps, plus one character so it still sees a
   * cut) in a <span>: bounds.ts then finds an element with an element child there, cuts it to the same
   * text and reports the same reasons.
   */
  const writeElement = (el: Element, depth: number): void => {
    if (el.namespaceURI !== HTML_NS || WHOLE_WHEN_DEEP.test(el.localName)) {
      out += el.outerHTML;
      return;
    }
    if (depth >= limits.maxDepth) {
      out += el.firstElementChild
        ? `${startTag(el)}<span>${escapeText(textOf(el, limits.maxText + 1))}</span></${el.localName}>`
        : el.outerHTML;
      return;
    }
    out += startTag(el);
    if (VOID_ELEMENTS.test(el.localName)) return;
    const text = textRun(el);
    for (let node = el.firstChild; node; node = node.nextSibling)
      if (node.nodeType === ELEMENT) {
        text.reset();
        writeElement(node as Element, depth + 1);
      } else out += text.write(node);
    out += `</${el.localName}>`;
  };
  /**
   * Writes `parent`'s non-element children, cutting a run of adjacent text nodes one character past what
   * bounds.ts keeps (`maxText`): it still sees a text too long, cuts it at the same place and reports it.
   */
  const textRun = (parent: Element) => {
    let run = 0;
    return {
      reset: () => void (run = 0),
      write: (node: Node): string => {
        if (node.nodeType !== TEXT) {
          run = 0;
          return serialize(node, parent);
        }
        const data = (node as Text).data;
        const room = limits.maxText + 1 - run;
        if (room <= 0) return '';
        const kept = data.length > room ? data.slice(0, room) : data;
        run += kept.length;
        return RAW_TEXT_PARENTS.test(parent.localName) ? kept : escapeText(kept);
      },
    };
  };
  /** `parent`'s children (`depth` levels below #main) up to where bounds.ts stops; true when it stops there */
  const writeChildren = (parent: Element, depth: number): boolean => {
    const text = textRun(parent);
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== ELEMENT) {
        out += text.write(node);
        continue;
      }
      text.reset();
      const el = node as Element;
      const before = counted.elements;
      counted.deep = false;
      if (!exhausts(el, depth, counted, limits)) {
        // whole, unless bounds.ts turns part of it into text (then without what it would cut)
        if (counted.deep) writeElement(el, depth);
        else out += el.outerHTML;
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
