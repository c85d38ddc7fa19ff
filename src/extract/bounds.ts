// Bounded work: server content too large to read and render in time is cut before extraction reads it
// (issue #16 item 2). The page's main region is walked once, depth-first, in the copy extraction reads
// (an inert document: the live page is never touched):
//   - an element nested deeper than MAX_DEPTH below #main keeps only its text (5,000 nested lists → 48
//     levels, then the rest of the text);
//   - a text longer than MAX_TEXT is cut there (a 1 MB text node → 100,000 characters; adjacent text
//     nodes count as one, as the parser splits long text);
//   - after MAX_ELEMENTS elements, everything that follows is left out (10,000 links, 2,000 keys, 5,000
//     search results → the first part of the page).
// What was cut is listed as one `content-capped` problem; the layout says so on screen (labels.layout.contentCapped).
import type { Problem } from '../model/pageData.ts';

export const CONTENT_LIMITS = {
  /** elements below #main that are read (the rest of the page is left out) */
  maxElements: 2000,
  /** nesting levels below #main; deeper content is kept as text */
  maxDepth: 48,
  /** characters of one text node */
  maxText: 100_000,
} as const;

export type ContentLimits = { maxElements: number; maxDepth: number; maxText: number };
export type CapReason = 'elements' | 'depth' | 'text';

const ELEMENT = 1;
const TEXT = 3;

/**
 * The text of `root` in document order, at most `max` characters; a loop, not recursion (a subtree may be
 * thousands of levels deep, and some DOM implementations compute textContent recursively).
 */
export function textOf(root: Node, max: number): string {
  let out = '';
  const stack: Node[] = [];
  for (let n = root.lastChild; n; n = n.previousSibling) stack.push(n);
  while (stack.length && out.length < max) {
    const node = stack.pop()!;
    if (node.nodeType === TEXT) out += (node as Text).data;
    else if (node.nodeType === ELEMENT) for (let n = node.lastChild; n; n = n.previousSibling) stack.push(n);
  }
  return out.slice(0, max);
}

/** Cuts `root`'s content to the limits, in place; returns what was cut (empty: nothing). */
export function boundContent(root: Element, limits: ContentLimits = CONTENT_LIMITS): CapReason[] {
  const reasons = new Set<CapReason>();
  let elements = 0;
  let exhausted = false;
  const cutText = (text: string) => (text.length > limits.maxText ? `${text.slice(0, limits.maxText)}…` : text);
  const visit = (parent: Node, depth: number): void => {
    // A run of adjacent text nodes counts as one text: browsers' HTML parsers split long text (Chromium
    // into nodes of 65,536 characters, so a 1 MB paragraph is 16 nodes, none over the limit), and a
    // serialised copy joins them again.
    let run = 0; // characters of the current run; Infinity once it was cut
    for (let node = parent.firstChild; node;) {
      const next = node.nextSibling;
      if (exhausted) {
        parent.removeChild(node);
      } else if (node.nodeType === TEXT) {
        const text = node as Text;
        if (run === Infinity) {
          parent.removeChild(text);
        } else if (run + text.data.length > limits.maxText) {
          text.data = `${text.data.slice(0, limits.maxText - run)}…`;
          run = Infinity;
          reasons.add('text');
        } else {
          run += text.data.length;
        }
      } else if (node.nodeType === ELEMENT) {
        run = 0;
        const el = node as Element;
        elements++;
        if (elements > limits.maxElements) {
          exhausted = true;
          reasons.add('elements');
          parent.removeChild(el);
        } else if (depth >= limits.maxDepth && el.firstElementChild) {
          const text = textOf(el, limits.maxText + 1);
          if (text.length > limits.maxText) reasons.add('text');
          el.textContent = cutText(text);
          reasons.add('depth');
        } else if (el.firstChild) {
          visit(el, depth + 1);
        }
      } else {
        run = 0;
      }
      node = next;
    }
  };
  visit(root, 0);
  return [...reasons];
}

/** boundContent on the page's main region; a `content-capped` problem when something was cut. */
export function boundMain(main: Element | null, problems: Problem[], limits: ContentLimits = CONTENT_LIMITS): void {
  if (!main) return;
  const reasons = boundContent(main, limits);
  if (reasons.length) problems.push({ kind: 'content-capped', reasons });
}
